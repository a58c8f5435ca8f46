import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, WEEKDAYS, addDays, buildSlots, minutesOf } from '@siktak/contract';
import {
  type AlikeGroup,
  type AlikeStores,
  NO_LOADS,
  type SeatedStore,
  chipsAround,
  dayStates,
  seatsParty,
  storesPerHour,
} from '../../src/modules/availability/engine.js';
import type { SlotState } from '../../src/modules/availability/engine.js';
import { hasStarted, refusalOf, startedOn } from '../../src/modules/booking-day/rules.js';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// Instants from 2026-01-01 to 2027-01-01, to the millisecond.
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }).map((ms) => new Date(ms));

describe('availability engine', () => {
  it('startedOn answers as hasStarted for every slot of a day around now', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (now, days, m) => {
          const date = addDays(now.toISOString().slice(0, 10), days);
          const time = hhmm(m);
          expect(startedOn(date, now)(time)).toBe(hasStarted({ date, time }, now));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('startedOn holds exactly at the minute a slot starts', () => {
    // 2026-11-17 19:00 in Seoul is 10:00 UTC.
    const at = (iso: string) => startedOn('2026-11-17', new Date(iso))('19:00');
    expect(at('2026-11-17T09:59:59.999Z')).toBe(false);
    expect(at('2026-11-17T10:00:00.000Z')).toBe(true);
    expect(at('2026-11-17T10:00:30.000Z')).toBe(true);
  });

  it('a slot is bookable exactly when refusalOf says nothing and seats are left under its capacity, and closed exactly when its owner set 0', () => {
    const store = fc.record({
      open: fc.integer({ min: 0, max: 23 }),
      hours: fc.integer({ min: 1, max: 14 }),
      dayOff: fc.subarray([...WEEKDAYS], { maxLength: 3 }),
      closure: fc.option(fc.record({ from: fc.integer({ min: -3, max: 3 }), days: fc.integer({ min: 0, max: 3 }) })),
      capacity: fc.integer({ min: 1, max: 6 }),
      booked: fc.nat({ max: 7 }),
      // The owner's overrides: of every third hour, and of the whole date (0 = closed).
      hourCapacity: fc.option(fc.nat({ max: 6 })),
      dayCapacity: fc.option(fc.nat({ max: 6 })),
    });
    fc.assert(
      fc.property(store, instant, fc.constantFrom(-1, 0, 0, 1, 2, 59, 60, 61), (s, now, days) => {
        const date = addDays(now.toISOString().slice(0, 10), days);
        const rules = {
          openTime: hhmm(s.open * 60),
          closeTime: hhmm(Math.min((s.open + s.hours) * 60, 24 * 60 - 1)),
          weeklyHours: null,
          dayOff: s.dayOff,
          closureStart: s.closure ? addDays(date, s.closure.from) : null,
          closureEnd: s.closure ? addDays(date, s.closure.from + s.closure.days) : null,
          capacity: s.capacity,
        };
        const slots = buildSlots(rules.openTime, rules.closeTime);
        const booked = new Map(slots.map((time, i) => [time, i % 2 ? s.booked : 0]));
        const hours = new Map<string, number>(
          s.hourCapacity === null
            ? []
            : slots.flatMap((time, i) => (i % 3 === 0 ? [[time, s.hourCapacity as number]] : [])),
        );
        const states = dayStates(rules, date, { booked, hours, whole: s.dayCapacity }, now);
        expect(states.map((state) => state.time)).toEqual(slots);
        for (const [i, state] of states.entries()) {
          const capacity = (i % 3 === 0 ? s.hourCapacity : null) ?? s.dayCapacity ?? s.capacity;
          const seats = Math.max(0, capacity - (booked.get(state.time) ?? 0));
          expect(state.available).toBe(seats);
          expect(state.bookable).toBe(seats > 0 && refusalOf(rules, { date, time: state.time }, now) === null);
          // Closed only by the owner's 0, never by bookings filling it.
          expect(state.closed).toBe(capacity === 0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('chipsAround', () => {
  const slot = (time: string, available = 4, bookable = true): SlotState => ({
    time,
    available,
    bookable,
    closed: false,
  });
  const halfHours = (from: string, to: string) => {
    const times: string[] = [];
    for (let m = minutesOf(from); m <= minutesOf(to); m += 30) times.push(hhmm(m));
    return times;
  };
  const times = (slots: SlotState[], party: number, time: string) => chipsAround(slots, party, time).map((c) => c.time);

  it('keeps the nearest hours of the window, the earlier one on a tie, earliest first', () => {
    const day = halfHours('16:00', '22:00').map((t) => slot(t));
    expect(times(day, 2, '19:00')).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00']);
    // 18:00 and 20:30 are both 75 minutes from 19:15: the earlier one stays.
    expect(times(day, 2, '19:15')).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00']);
    expect(times(day, 2, '16:00')).toEqual(['16:00', '16:30', '17:00', '17:30', '18:00']);
    // Hours the party does not fit in are not chips, and the window's farther hours take their place.
    const full = day.map((s) =>
      s.time === '19:00' ? slot('19:00', 1) : s.time === '18:30' ? slot('18:30', 4, false) : s,
    );
    expect(times(full, 2, '19:00')).toEqual(['17:30', '18:00', '19:30', '20:00', '20:30']);
    expect(chipsAround(full, 2, '19:00')[0]).toEqual({ time: '17:30', left: 4 });
    expect(times(day, 2, '03:00')).toEqual([]);
  });

  it('equals the nearest chipsMax of the window, by distance then time, for any day', () => {
    const reference = (slots: SlotState[], party: number, time: string) => {
      const at = minutesOf(time);
      const distance = (t: string) => Math.abs(minutesOf(t) - at);
      return slots
        .filter((s) => s.bookable && s.available >= party && distance(s.time) <= LIMITS.chipWindowMinutes)
        .sort((a, b) => distance(a.time) - distance(b.time) || minutesOf(a.time) - minutesOf(b.time))
        .slice(0, LIMITS.chipsMax)
        .map((s) => s.time)
        .sort((a, b) => minutesOf(a) - minutesOf(b));
    };
    const day = fc.uniqueArray(fc.integer({ min: 0, max: 24 * 6 - 1 }), { maxLength: 40 }).chain((tens) =>
      fc.tuple(
        ...[...tens]
          .sort((a, b) => a - b)
          .map((t) =>
            fc.record({
              time: fc.constant(hhmm(t * 10)),
              available: fc.integer({ min: 0, max: 6 }),
              bookable: fc.boolean(),
              closed: fc.constant(false),
            }),
          ),
      ),
    );
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 24 * 60 - 1 }), (slots, party, m) => {
        expect(times(slots, party, hhmm(m))).toEqual(reference(slots, party, hhmm(m)));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('dayStates near a time', () => {
  it("keeps exactly the day's slots of the chip window around the time", () => {
    const store = fc.record({
      open: fc.integer({ min: 0, max: 23 }),
      hours: fc.integer({ min: 1, max: 14 }),
      dayOff: fc.subarray([...WEEKDAYS], { maxLength: 2 }),
      capacity: fc.integer({ min: 1, max: 6 }),
      booked: fc.array(fc.nat({ max: 7 }), { maxLength: 3 }),
      overrides: fc.array(fc.record({ at: fc.nat(), capacity: fc.nat({ max: 6 }) }), { maxLength: 2 }),
      whole: fc.option(fc.nat({ max: 6 }), { freq: 3 }),
    });
    fc.assert(
      fc.property(
        store,
        instant,
        fc.constantFrom(-1, 0, 0, 1, 2, 60),
        fc.integer({ min: 0, max: 23 }),
        (s, now, days, hour) => {
          const date = addDays(now.toISOString().slice(0, 10), days);
          const openTime = hhmm(s.open * 60);
          const closeTime = hhmm(Math.min((s.open + s.hours) * 60, 24 * 60 - 1));
          const slots = buildSlots(openTime, closeTime);
          const rules = {
            openTime,
            closeTime,
            weeklyHours: null,
            dayOff: s.dayOff,
            closureStart: null,
            closureEnd: null,
            capacity: s.capacity,
          };
          const loads = {
            booked: new Map(s.booked.map((seats, i) => [slots[i % slots.length] as string, seats])),
            hours: new Map(s.overrides.map((o) => [slots[o.at % slots.length] as string, o.capacity])),
            whole: s.whole,
          };
          const time = hhmm(hour * 60);
          const inWindow = (slot: SlotState) =>
            Math.abs(minutesOf(slot.time) - minutesOf(time)) <= LIMITS.chipWindowMinutes;
          const near = dayStates(rules, date, loads, now, time);
          expect(near).toEqual(dayStates(rules, date, loads, now).filter(inWindow));
          // A card's chips need no slot beyond the window.
          expect(chipsAround(near, 2, time)).toEqual(chipsAround(dayStates(rules, date, loads, now), 2, time));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

/** The stores grouped by their rules, as `findAlikeStores` reads them from the database. */
function alikeStores(stores: readonly (SeatedStore & { storeNo: number })[]): AlikeStores {
  const byRules = new Map<string, AlikeGroup>();
  const groupOf = new Map<number, AlikeGroup>();
  for (const { storeNo, openTime, closeTime, weeklyHours, dayOff, closureStart, closureEnd, capacity } of stores) {
    const store = { openTime, closeTime, weeklyHours, dayOff, closureStart, closureEnd, capacity };
    const rules = JSON.stringify(store);
    const group = byRules.get(rules) ?? { store, count: 0 };
    group.count++;
    byRules.set(rules, group);
    groupOf.set(storeNo, group);
  }
  return { groups: [...byRules.values()], groupOf };
}

describe('storesPerHour', () => {
  it('counts, hour by hour, the stores whose own day seats the party', () => {
    // Few distinct rules, so stores share them as a city's do; some stores have loads of their own.
    const store = fc.record({
      open: fc.constantFrom(10, 11, 17),
      hours: fc.constantFrom(4, 11),
      dayOff: fc.constantFrom([], ['월'], ['토', '일']),
      closure: fc.option(fc.constantFrom(-1, 0, 1), { freq: 4 }),
      capacity: fc.constantFrom(0, 2, 4),
      loads: fc.option(
        fc.record({
          booked: fc.array(fc.nat({ max: 5 }), { maxLength: 3 }),
          hour: fc.option(fc.nat({ max: 4 })),
          whole: fc.option(fc.nat({ max: 4 }), { freq: 3 }),
        }),
        { freq: 3 },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(store, { maxLength: 30 }),
        instant,
        fc.constantFrom(-1, 0, 0, 1, 60),
        fc.integer({ min: 1, max: 4 }),
        (specs, now, days, party) => {
          const date = addDays(now.toISOString().slice(0, 10), days);
          const stores = specs.map((s, storeNo) => {
            const openTime = hhmm(s.open * 60);
            const slots = buildSlots(openTime, hhmm((s.open + s.hours) * 60));
            const loads = s.loads && {
              booked: new Map(s.loads.booked.map((seats, i) => [slots[i % slots.length] as string, seats])),
              hours: new Map(s.loads.hour === null ? [] : [[slots[0] as string, s.loads.hour]]),
              whole: s.loads.whole,
            };
            return {
              storeNo,
              openTime,
              closeTime: hhmm((s.open + s.hours) * 60),
              weeklyHours: null,
              dayOff: s.dayOff,
              closureStart: s.closure === null ? null : addDays(date, s.closure),
              closureEnd: s.closure === null ? null : addDays(date, s.closure + 1),
              capacity: s.capacity,
              loads: loads ?? undefined,
            };
          });
          const expected = new Map<string, number>();
          for (const store of stores)
            for (const slot of dayStates(store, date, store.loads ?? NO_LOADS, now))
              if (seatsParty(slot, party)) expected.set(slot.time, (expected.get(slot.time) ?? 0) + 1);
          const loads = new Map(
            stores.flatMap((store) => (store.loads ? [[store.storeNo, store.loads] as const] : [])),
          );
          // A store with loads that is not among the stores counted (another district's) changes nothing.
          loads.set(stores.length, { booked: new Map(), hours: new Map(), whole: 0 });
          const counted = storesPerHour(alikeStores(stores), date, loads, now, party);
          expect(Object.fromEntries(counted)).toEqual(Object.fromEntries(expected));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
