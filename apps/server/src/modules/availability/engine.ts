import { LIMITS, type TimeChip, minutesOf, storeSlotsOn } from '@siktak/contract';
import { type BookableStore, dayRefusalOf, startedOn } from '../booking-day/index.js';

/**
 * Availability as pure functions of a store, its booked seats, its owner's overrides and "now": the
 * one place that turns the booking-day rules (modules/booking-day), `slot_loads` and
 * `slot_overrides` into what a diner may book.
 * The booking page (GET /api/reservation/slots), available-person and the discovery calls all read
 * through here, so a chip is shown exactly when POST /api/reservation would take the party (the
 * member's own limits aside, which depend on who asks).
 */

export interface SeatedStore extends BookableStore {
  capacity: number;
}

/** One day of a store: the seats booked and the capacities its owner set for that day. */
export interface DayLoads {
  /** Seats booked per slot time (missing times have none). */
  readonly booked: ReadonlyMap<string, number>;
  /** The owner's capacity of single hours (0 = closed). */
  readonly hours: ReadonlyMap<string, number>;
  /** The owner's capacity of the whole date (0 = closed), or null. */
  readonly whole: number | null;
}

/** A day with no seats booked and no override. */
export const NO_LOADS: DayLoads = { booked: new Map(), hours: new Map(), whole: null };

export interface SlotState {
  time: string;
  /** Seats not yet taken (0 when the capacity was lowered, or the hour closed, below the booked seats). */
  available: number;
  /** The slot can be booked now, seats permitting: one of the store's slots, open day, ahead, in the window. */
  bookable: boolean;
  /**
   * The owner closed the hour or its date (its capacity is 0, `slot_overrides`): 마감 that no
   * cancellation can open, so it takes no waitlist.
   */
  closed: boolean;
}

/** The slot's capacity: its hour's override, else its date's, else the store's (0 = closed). */
export function capacityAt(store: SeatedStore, day: DayLoads, time: string): number {
  return day.hours.get(time) ?? day.whole ?? store.capacity;
}

export function seatsLeft(store: SeatedStore, day: DayLoads, time: string): number {
  return Math.max(0, capacityAt(store, day, time) - (day.booked.get(time) ?? 0));
}

/**
 * Every slot of the store on `date`, with the seats left and whether it can be booked now: exactly
 * `refusalOf` for each of the store's slots (the day's refusal worked out once, then each hour's start).
 * With `near`, only the slots at most LIMITS.chipWindowMinutes from that time (all a card's chips need).
 */
export function dayStates(store: SeatedStore, date: string, loads: DayLoads, now: Date, near?: string): SlotState[] {
  const dayOpen = dayRefusalOf(store, date, now) === null;
  const started = startedOn(date, now);
  const at = near === undefined ? 0 : minutesOf(near);
  const states: SlotState[] = [];
  for (const time of storeSlotsOn(store, date)) {
    if (near !== undefined && Math.abs(minutesOf(time) - at) > LIMITS.chipWindowMinutes) continue;
    const available = seatsLeft(store, loads, time);
    const closed = available === 0 && capacityAt(store, loads, time) === 0;
    states.push({ time, available, bookable: available > 0 && dayOpen && !started(time), closed });
  }
  return states;
}

/** What the booking takes: the slot is bookable and has a seat for every person of the party. */
export function seatsParty(slot: SlotState, party: number): boolean {
  return slot.bookable && slot.available >= party;
}

export function chipOf(slot: SlotState): TimeChip {
  return { time: slot.time, left: slot.available };
}

/** Stores with the same rules (hours by weekday with break and last booking, days off, closure, capacity): `store` stands for all `count` of them. */
export interface AlikeGroup {
  store: SeatedStore;
  count: number;
}

/** Stores grouped by their rules, and each store's group by its number. */
export interface AlikeStores {
  groups: AlikeGroup[];
  groupOf: ReadonlyMap<number, AlikeGroup>;
}

/**
 * How many of the stores seat the party at each hour of `date` (hours no store seats are missing),
 * given the loads of that date by store number. A store's day depends only on its rules and its
 * loads, so each group of alike stores is worked out once for all its stores without loads that day,
 * and only the few stores with loads one by one: a city's stores share a few sets of rules, while
 * the day of every store one by one would be most of a search's work.
 */
export function storesPerHour(
  alike: AlikeStores,
  date: string,
  loads: ReadonlyMap<number, DayLoads>,
  now: Date,
  party: number,
): Map<string, number> {
  const perHour = new Map<string, number>();
  const add = (store: SeatedStore, day: DayLoads, count: number) => {
    for (const slot of dayStates(store, date, day, now))
      if (seatsParty(slot, party)) perHour.set(slot.time, (perHour.get(slot.time) ?? 0) + count);
  };
  const withoutLoads = new Map(alike.groups.map((group) => [group, group.count]));
  for (const [storeNo, day] of loads) {
    const group = alike.groupOf.get(storeNo);
    if (!group) continue;
    withoutLoads.set(group, (withoutLoads.get(group) as number) - 1);
    add(group.store, day, 1);
  }
  for (const [group, count] of withoutLoads) if (count > 0) add(group.store, NO_LOADS, count);
  return perHour;
}

/** Every hour of the day a party can book, earliest first. */
export function partyChips(slots: readonly SlotState[], party: number): TimeChip[] {
  return slots.filter((slot) => seatsParty(slot, party)).map(chipOf);
}

/**
 * The chips of a store card: the bookable hours at most LIMITS.chipWindowMinutes from `time`, the
 * nearest LIMITS.chipsMax of them (the earlier one on a tie), shown earliest first. `slots` come
 * earliest first (as `dayStates` gives them), so the nearest hours are one run of them: the farther
 * end is dropped until they fit, with no sort (a search page works this out for every card).
 */
export function chipsAround(slots: readonly SlotState[], party: number, time: string): TimeChip[] {
  const at = minutesOf(time);
  const chips: TimeChip[] = [];
  const distances: number[] = [];
  for (const slot of slots) {
    if (!seatsParty(slot, party)) continue;
    const distance = Math.abs(minutesOf(slot.time) - at);
    if (distance > LIMITS.chipWindowMinutes) continue;
    chips.push(chipOf(slot));
    distances.push(distance);
  }
  let first = 0;
  let end = chips.length;
  while (end - first > LIMITS.chipsMax) {
    if ((distances[end - 1] as number) >= (distances[first] as number)) end--;
    else first++;
  }
  return first === 0 && end === chips.length ? chips : chips.slice(first, end);
}
