// The face of the admin module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { ownerApplicationRoutes } from './owner-applications-routes.js';
export { adminRoutes } from './routes.js';
