import { LIMITS, type TimeChip, buildSlots, minutesOf } from '@siktak/contract';
import { type BookableStore, refusalOf } from '../reservations/booking-rules.js';

/**
 * Availability as pure functions of a store, its booked seats and "now": the one place that turns
 * the booking rules (reservations/booking-rules.ts) and `slot_loads` into what a diner may book.
 * The booking page (GET /api/reservation/slots), available-person and the discovery calls all read
 * through here, so a chip is shown exactly when POST /api/reservation would take the party (the
 * member's own limits aside, which depend on who asks).
 */

export interface SeatedStore extends BookableStore {
  capacity: number;
}

/** Seats booked per slot time of one day (missing times have none). */
export type DayLoads = ReadonlyMap<string, number>;

export interface SlotState {
  time: string;
  /** Seats not yet taken (0 when the store's capacity was lowered below the booked seats). */
  available: number;
  /** The slot can be booked now, seats permitting: one of the store's slots, open day, ahead, in the window. */
  bookable: boolean;
}

export function seatsLeft(store: SeatedStore, booked: number): number {
  return Math.max(0, store.capacity - booked);
}

/** Every slot of the store on `date`, with the seats left and whether it can be booked now. */
export function dayStates(store: SeatedStore, date: string, loads: DayLoads, now: Date): SlotState[] {
  return buildSlots(store.openTime, store.closeTime).map((time) => {
    const available = seatsLeft(store, loads.get(time) ?? 0);
    return { time, available, bookable: available > 0 && refusalOf(store, { date, time }, now) === null };
  });
}

/** What the booking takes: the slot is bookable and has a seat for every person of the party. */
export function seatsParty(slot: SlotState, party: number): boolean {
  return slot.bookable && slot.available >= party;
}

export function chipOf(slot: SlotState): TimeChip {
  return { time: slot.time, left: slot.available };
}

/** Every hour of the day a party can book, earliest first. */
export function partyChips(slots: readonly SlotState[], party: number): TimeChip[] {
  return slots.filter((slot) => seatsParty(slot, party)).map(chipOf);
}

/**
 * The chips of a store card: the bookable hours at most LIMITS.chipWindowMinutes from `time`, the
 * nearest LIMITS.chipsMax of them (the earlier one on a tie), shown earliest first.
 */
export function chipsAround(slots: readonly SlotState[], party: number, time: string): TimeChip[] {
  const at = minutesOf(time);
  const distance = (chip: TimeChip) => Math.abs(minutesOf(chip.time) - at);
  return partyChips(slots, party)
    .filter((chip) => distance(chip) <= LIMITS.chipWindowMinutes)
    .sort((a, b) => distance(a) - distance(b) || minutesOf(a.time) - minutesOf(b.time))
    .slice(0, LIMITS.chipsMax)
    .sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
}
