import {
  HHMM_PATTERN,
  LIMITS,
  type ReviewEligibility,
  type StoreHours,
  addDays,
  isClosedOn,
  isValidYmd,
  seoulDate,
  seoulDateTime,
  seoulInstant,
  storeSlotsOn,
} from '@siktak/contract';

/**
 * The booking-day rules as pure functions of a store, a slot and "now": the lowest module, which
 * reservations, availability, owner, waitlist and reviews all build on and which imports no other.
 * All dates and times are Seoul wall time; `now` always comes from the app's clock.
 */

/** The stored status of a no-show. */
export const NO_SHOW = 'NOSHOW';

/** The store's hours (weekday hours, break, last booking: `storeSlotsOn`), days off and closure. */
export interface BookableStore extends StoreHours {
  dayOff: readonly string[];
  closureStart: string | null;
  closureEnd: string | null;
}

export interface Slot {
  date: string;
  time: string;
}

/** Why a slot cannot be booked: not a slot of the store, a closed day, or started / outside the window. */
export type SlotRefusal = 'E120' | 'E122' | 'E123';

/** `yyyy-MM-dd` naming a real day, or null. */
export function parseBookingDate(value: string): string | null {
  return isValidYmd(value) ? value : null;
}

/** `HH:mm` of a wire time; `HH:mm:00` is accepted too (the contract allows seconds on times). */
export function parseBookingTime(value: string): string | null {
  const hhmm = /^(\d{2}:\d{2})(:00)?$/.exec(value)?.[1];
  return hhmm && HHMM_PATTERN.test(hhmm) ? hhmm : null;
}

/** Seoul "today" and the last day bookings are open for (today counts as the first of the window). */
export function bookingWindow(now: Date): { today: string; lastBookableDate: string } {
  const today = seoulDate(now);
  return { today, lastBookableDate: addDays(today, LIMITS.bookingWindowDays - 1) };
}

/** The instant a slot starts. */
export function slotStart(slot: Slot): Date {
  return seoulInstant(slot.date, slot.time);
}

export function hasStarted(slot: Slot, now: Date): boolean {
  return slotStart(slot).getTime() <= now.getTime();
}

/**
 * `hasStarted` for the slots of one day, asked of many stores at once: a slot `HH:mm` has started when
 * its Seoul wall time is not after now's, which comparing the strings answers without a date per slot.
 */
export function startedOn(date: string, now: Date): (time: string) => boolean {
  const wall = seoulDateTime(now);
  const today = wall.slice(0, 10);
  if (date !== today) return date < today ? () => true : () => false;
  const nowTime = wall.slice(11, 16);
  return (time) => time <= nowTime;
}

export function isStoreClosedOn(store: BookableStore, date: string): boolean {
  return isClosedOn(date, { dayOff: store.dayOff, startDate: store.closureStart, endDate: store.closureEnd });
}

/**
 * Checks a parsed slot in the order a person would fix it: is it one of the store's slots that day
 * (E120, also for an hour in the break or after the last booking time),
 * is the store open that day (E122), is it still ahead and inside the booking window (E123).
 * Null means the slot may be booked, seats permitting.
 */
export function refusalOf(store: BookableStore, slot: Slot, now: Date): SlotRefusal | null {
  if (!storeSlotsOn(store, slot.date).includes(slot.time)) return 'E120';
  return dayRefusalOf(store, slot.date, now) ?? (hasStarted(slot, now) ? 'E123' : null);
}

/**
 * What `refusalOf` says of every slot of the store on `date` whatever its hour: a closed day (E122),
 * a day past the booking window (E123). A day without one still refuses the hours that have started.
 */
export function dayRefusalOf(store: BookableStore, date: string, now: Date): 'E122' | 'E123' | null {
  if (isStoreClosedOn(store, date)) return 'E122';
  if (isPastBookingWindow(date, now)) return 'E123';
  return null;
}

/** The part of `dayRefusalOf` no store's rules change: `date` lies past the booking window (E123). */
export function isPastBookingWindow(date: string, now: Date): boolean {
  return date > bookingWindow(now).lastBookableDate;
}

/** The `{n}` of each limit refusal's message (E129 names none). */
export const LIMIT_VALUES = {
  E129: 1,
  E130: LIMITS.activeBookingsMax,
  E131: LIMITS.bookingsPerStoreDayMax,
} as const;

/**
 * Review eligibility, computed on every read so it never depends on the status-update call:
 * COM once the booker wrote a review; YET for a confirmed booking whose slot has
 * started at a store that still exists; NO otherwise.
 */
export function reviewEligibility(
  reservation: Slot & { status: string; storeDeleted: boolean; reviewNo: number | null },
  now: Date,
): ReviewEligibility {
  if (reservation.reviewNo !== null) return 'COM';
  if (reservation.status === 'Y' && !reservation.storeDeleted && hasStarted(reservation, now)) return 'YET';
  return 'NO';
}
