// The face of the owner module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { documentLinks, documentRoutes, moveLegacyDocuments } from './documents.js';
export { ownerRoutes } from './routes.js';
