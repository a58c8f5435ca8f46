// The face of the auth module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { authCleanupJob } from './cleanup.js';
export { consentsOf, recordConsent, recordSignupConsents } from './consents.js';
export { type UserRow, duplicateUserError, findUserByEmail, findUserByNo, isNicknameTaken } from './queries.js';
export { authRoutes } from './routes.js';
export { type SessionStore, sessionStore } from './sessions.js';
