// The face of the booking-day module: the pure booking rules of a store's day (parsing, the booking
// window, closed days, started hours, refusals). It imports no other module, so every module may use it
// (ARCHITECTURE.md, "Boundaries").
export {
  type BookableStore,
  LIMIT_VALUES,
  NO_SHOW,
  type Slot,
  bookingWindow,
  dayRefusalOf,
  hasStarted,
  isStoreClosedOn,
  parseBookingDate,
  parseBookingTime,
  refusalOf,
  reviewEligibility,
  slotStart,
  startedOn,
} from './rules.js';
