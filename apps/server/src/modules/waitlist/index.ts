// The face of the waitlist module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { closeWaits } from './queries.js';
export { waitlistRoutes } from './routes.js';
export { enqueueWaitedSlots } from './topic.js';
