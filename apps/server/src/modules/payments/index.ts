// The face of the payments module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { paymentsJob } from './job.js';
export type { PaymentProvider, ProviderOutcome, ProviderPayment } from './provider.js';
export { findLedger, linkReservation } from './queries.js';
export { paymentRoutes } from './routes.js';
export {
  type MoneyView,
  type NewOrder,
  type PaymentService,
  type PaymentView,
  type RefundView,
  paymentService,
} from './service.js';
