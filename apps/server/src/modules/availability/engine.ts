import { LIMITS, type TimeChip, buildSlots, minutesOf } from '@siktak/contract';
import {
  type BookableStore,
  dayRefusalOf,
  isPastBookingWindow,
  isStoreClosedOn,
  startedOn,
} from '../booking-day/index.js';

/**
 * Availability as pure functions of a store, its booked seats, its owner's overrides and "now": the
 * one place that turns the booking rules (reservations/booking-rules.ts), `slot_loads` and
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

export interface SlotState {
  time: string;
  /** Seats not yet taken (0 when the capacity was lowered, or the hour closed, below the booked seats). */
  available: number;
  /** The slot can be booked now, seats permitting: one of the store's slots, open day, ahead, in the window. */
  bookable: boolean;
}

/** The slot's capacity: its hour's override, else its date's, else the store's (0 = closed). */
export function capacityAt(store: SeatedStore, day: DayLoads, time: string): number {
  return day.hours.get(time) ?? day.whole ?? store.capacity;
}

export function seatsLeft(store: SeatedStore, day: DayLoads, time: string): number {
  return Math.max(0, capacityAt(store, day, time) - (day.booked.get(time) ?? 0));
}

/** A day the store's hours and capacity alone describe: no seat taken and no override. */
export function isUntouched(day: DayLoads): boolean {
  return day.booked.size === 0 && day.hours.size === 0 && day.whole === null;
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
  for (const time of slotsOf(store)) {
    if (near !== undefined && Math.abs(minutesOf(time) - at) > LIMITS.chipWindowMinutes) continue;
    const available = seatsLeft(store, loads, time);
    states.push({ time, available, bookable: available > 0 && dayOpen && !started(time) });
  }
  return states;
}

/**
 * The slot times of each pair of opening hours seen, by opening then closing time (a search asks
 * thousands of stores with few pairs; two map reads cost less than building a key for each).
 */
const slotTimes = new Map<string, Map<string, readonly string[]>>();
const SLOT_TIMES_MAX = 4096;

function slotsOf(store: BookableStore): readonly string[] {
  let byClose = slotTimes.get(store.openTime);
  let times = byClose?.get(store.closeTime);
  if (!times) {
    times = buildSlots(store.openTime, store.closeTime);
    if (slotTimes.size >= SLOT_TIMES_MAX) slotTimes.clear();
    if (!byClose) {
      byClose = new Map();
      slotTimes.set(store.openTime, byClose);
    }
    byClose.set(store.closeTime, times);
  }
  return times;
}

/** What the booking takes: the slot is bookable and has a seat for every person of the party. */
export function seatsParty(slot: SlotState, party: number): boolean {
  return slot.bookable && slot.available >= party;
}

export function chipOf(slot: SlotState): TimeChip {
  return { time: slot.time, left: slot.available };
}

/** The positions of an array's stores grouped by their slot times (each group's `times`). */
interface HoursGroup {
  times: readonly string[];
  members: number[];
}

/** What is worked out once per array of stores: its groups of equal hours, and what storesPerHour derives. */
interface ListIndex {
  groups: HoursGroup[];
  /** storeNo → [position, group], built the first time `storesPerHour` needs it. */
  places?: Map<number, readonly [number, number]>;
  /** Per date asked: each group's capacities of the stores open that day, ascending. */
  openOn: Map<string, number[][]>;
}

/**
 * Stores grouped by their slot times, kept per array of stores from REMEMBER_GROUPS_FROM stores on: the
 * search's lists (fixed per catalog version, thousands of stores) are grouped once, while a page of
 * cards, a new array on every request, is grouped on the spot without a WeakMap entry per request.
 */
const listIndexes = new WeakMap<readonly SeatedStore[], ListIndex>();
const REMEMBER_GROUPS_FROM = 100;

function indexOfList(stores: readonly SeatedStore[]): ListIndex {
  let index = listIndexes.get(stores);
  if (!index) {
    const byTimes = new Map<readonly string[], number[]>();
    stores.forEach((store, i) => {
      const times = slotsOf(store);
      const members = byTimes.get(times);
      if (members) members.push(i);
      else byTimes.set(times, [i]);
    });
    index = { groups: [...byTimes].map(([times, members]) => ({ times, members })), openOn: new Map() };
    if (stores.length >= REMEMBER_GROUPS_FROM) listIndexes.set(stores, index);
  }
  return index;
}

/** The chips of a store with none (frozen: it stands for every such store of an answer). */
const NONE = Object.freeze([]) as unknown as TimeChip[];

/**
 * `chipsAround` of each store's day, in the stores' order. Stores open that day with no seats taken
 * and no override share the chips of their opening hours and capacity, worked out once per group of
 * equal hours (grouped once per array of stores, so `stores` must not change after a call: the search
 * passes its lists, fixed per catalog version); past the booking window no store has a chip. "Only
 * stores with a table" asks this of every store of the city.
 */
export function chipsOfStores<S extends SeatedStore>(
  stores: readonly S[],
  date: string,
  loadsOf: (store: S) => DayLoads,
  party: number,
  time: string,
  now: Date,
): TimeChip[][] {
  const chips: TimeChip[][] = new Array(stores.length).fill(NONE);
  if (isPastBookingWindow(date, now)) return chips;
  for (const group of indexOfList(stores).groups) {
    const byCapacity = new Map<number, TimeChip[]>();
    for (const i of group.members) {
      const store = stores[i] as S;
      if (isStoreClosedOn(store, date)) continue;
      const loads = loadsOf(store);
      if (!isUntouched(loads)) {
        chips[i] = chipsAround(dayStates(store, date, loads, now, time), party, time);
        continue;
      }
      let shared = byCapacity.get(store.capacity);
      if (!shared) {
        shared = chipsAround(dayStates(store, date, loads, now, time), party, time);
        byCapacity.set(store.capacity, shared);
      }
      chips[i] = shared;
    }
  }
  return chips;
}

/** A store the search knows by number (a catalog row). */
export interface NumberedStore extends SeatedStore {
  storeNo: number;
}

/** Where each store of a list sits: storeNo → [position, group]. */
function placesOf(stores: readonly NumberedStore[], index: ListIndex): Map<number, readonly [number, number]> {
  if (!index.places) {
    const places = new Map<number, readonly [number, number]>();
    index.groups.forEach((group, g) => {
      for (const i of group.members) places.set((stores[i] as NumberedStore).storeNo, [i, g]);
    });
    index.places = places;
  }
  return index.places;
}

/** Dates whose open stores a list keeps (a search asks the next few days). */
const OPEN_DATES_MAX = 32;

/** Each group's capacities of the stores open on `date`, ascending (kept per list and date). */
function openCapacities(stores: readonly NumberedStore[], index: ListIndex, date: string): number[][] {
  let open = index.openOn.get(date);
  if (!open) {
    open = index.groups.map((group) =>
      group.members
        .map((i) => stores[i] as NumberedStore)
        .filter((store) => !isStoreClosedOn(store, date))
        .map((store) => store.capacity)
        .sort((a, b) => a - b),
    );
    if (index.openOn.size >= OPEN_DATES_MAX) index.openOn.clear();
    index.openOn.set(date, open);
  }
  return open;
}

/** How many of the ascending `capacities` are at least `party`. */
function countAtLeast(capacities: readonly number[], party: number): number {
  let low = 0;
  let high = capacities.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((capacities[mid] as number) < party) low = mid + 1;
    else high = mid;
  }
  return capacities.length - low;
}

/** Each slot time's position in a day's slot times (those arrays are shared: `slotsOf`). */
const positions = new WeakMap<readonly string[], Map<string, number>>();

function positionsOf(times: readonly string[]): Map<string, number> {
  let at = positions.get(times);
  if (!at) {
    at = new Map(times.map((time, k) => [time, k]));
    positions.set(times, at);
  }
  return at;
}

/**
 * How many of the stores seat the party at each hour of `date`: `partyChips` of every store, counted,
 * without going through every store or every slot. A store open that day with no override seats the
 * party (capacity permitting) at every one of its hours that has not started, except the hours its
 * bookings leave too few seats at. So each group of equal hours counts its open stores with room for
 * the party (kept per array of stores and date, so `stores` must not change after a call: the search
 * passes its lists, fixed per catalog version), then the stores in `dayLoads` (by number: the stores
 * with seats taken or overrides that day; numbers not in `stores` are ignored) take off the hours their
 * bookings fill; a store with an override that day is worked out hour by hour.
 */
export function storesPerHour(
  stores: readonly NumberedStore[],
  date: string,
  dayLoads: ReadonlyMap<number, DayLoads>,
  party: number,
  now: Date,
): Map<string, number> {
  const counts = new Map<string, number>();
  if (isPastBookingWindow(date, now)) return counts;
  const index = indexOfList(stores);
  const places = placesOf(stores, index);
  const everyHour = openCapacities(stores, index, date).map((capacities) => countAtLeast(capacities, party));
  /** Per group and slot: stores to add (overridden stores) or take off (full hours). */
  const change = index.groups.map((group) => new Array<number>(group.times.length).fill(0));
  for (const [storeNo, loads] of dayLoads) {
    const place = places.get(storeNo);
    if (!place) continue;
    const [i, g] = place;
    const store = stores[i] as NumberedStore;
    if (isStoreClosedOn(store, date)) continue;
    const times = (index.groups[g] as HoursGroup).times;
    const at = positionsOf(times);
    const slotChange = change[g] as number[];
    if (loads.hours.size === 0 && loads.whole === null) {
      if (store.capacity < party) continue;
      for (const [time, booked] of loads.booked) {
        const k = at.get(time);
        if (k !== undefined && store.capacity - booked < party) (slotChange[k] as number)--;
      }
      continue;
    }
    if (store.capacity >= party) (everyHour[g] as number)--;
    times.forEach((time, k) => {
      if (seatsLeft(store, loads, time) >= party) (slotChange[k] as number)++;
    });
  }
  const started = startedOn(date, now);
  index.groups.forEach((group, g) => {
    group.times.forEach((time, k) => {
      const n = (everyHour[g] as number) + ((change[g] as number[])[k] as number);
      if (n > 0 && !started(time)) counts.set(time, (counts.get(time) ?? 0) + n);
    });
  });
  return counts;
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
