// The face of the availability module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { type DayLoads, type SlotState, capacityAt, dayStates } from './engine.js';
export { findDayLoads } from './queries.js';
export { availabilityRoutes } from './routes.js';
export { availabilityService } from './service.js';
