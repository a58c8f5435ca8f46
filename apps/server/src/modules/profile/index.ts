// The face of the profile module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { profileRoutes } from './routes.js';
export { withdrawMember } from './withdraw.js';
