// The face of the audit module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { auditTrail, recordAudit } from './audit.js';
