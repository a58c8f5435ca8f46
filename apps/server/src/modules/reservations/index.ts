// The face of the reservations module: all that app.ts, cli/, seed/ and other modules may import from it.
// Inside the module, files import each other directly (ARCHITECTURE.md, "Boundaries").
export { type CancelledReservation, cancelUpcomingReservations } from './bulk-cancel.js';
export { countBookingsPerDay } from './ledger-queries.js';
export { depositHoldJob } from './deposit.js';
export { enqueueReservationMails } from './mail-outbox.js';
export { noShowFlag } from './no-show.js';
export { type ReservationView, countNoShows, findReservation } from './queries.js';
export { reminderJob } from './reminders.js';
export { reservationRoutes } from './routes.js';
export { SEATS_RELEASED, takeSeats } from './seats.js';
