import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, WEEKDAYS, addDays, buildSlots, minutesOf } from '@siktak/contract';
import {
  chipsAround,
  chipsOfStores,
  dayStates,
  partyChips,
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

  it('a slot is bookable exactly when refusalOf says nothing and seats are left under its capacity', () => {
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
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('chipsAround', () => {
  const slot = (time: string, available = 4, bookable = true): SlotState => ({ time, available, bookable });
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

type StoreOfDay = Parameters<typeof dayStates>[0] & { storeNo: number; loads: Parameters<typeof dayStates>[2] };

/** The loads of a store that is not in the list counted: storesPerHour ignores it. */
const BOOKED_ELSEWHERE = {
  booked: new Map([['12:00', 1]]),
  hours: new Map([['13:00', 0]]),
  whole: null,
};

/** storesPerHour equals partyChips of each store's dayStates, counted. */
function expectCountsOfEach(stores: StoreOfDay[], date: string, party: number, now: Date) {
  const expected = new Map<string, number>();
  for (const s of stores) {
    for (const chip of partyChips(dayStates(s, date, s.loads, now), party)) {
      expected.set(chip.time, (expected.get(chip.time) ?? 0) + 1);
    }
  }
  // Every store's loads by number (untouched days too), and a store of another list that has bookings.
  const dayLoads = new Map([...stores.map((s) => [s.storeNo, s.loads] as const), [-1, BOOKED_ELSEWHERE]]);
  const counted = storesPerHour(stores, date, dayLoads, party, now);
  expect(new Map([...counted].sort())).toEqual(new Map([...expected].sort()));
}

describe('many stores at once', () => {
  it('storesPerHour counts the stores whose partyChips hold each hour; chipsOfStores is chipsAround of each (overrides too)', () => {
    const store = fc.record({
      open: fc.integer({ min: 0, max: 23 }),
      hours: fc.integer({ min: 1, max: 14 }),
      dayOff: fc.subarray([...WEEKDAYS], { maxLength: 2 }),
      capacity: fc.integer({ min: 1, max: 6 }),
      booked: fc.array(fc.nat({ max: 7 }), { maxLength: 3 }),
      // The owner's overrides of a few hours and of the whole date (0 = closed); often none.
      overrides: fc.array(fc.record({ at: fc.nat(), capacity: fc.nat({ max: 6 }) }), { maxLength: 2 }),
      whole: fc.option(fc.nat({ max: 6 }), { freq: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(store, { maxLength: 12 }),
        instant,
        fc.constantFrom(-1, 0, 0, 1, 2, 60),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 23 }),
        (cases, now, days, party, hour) => {
          const date = addDays(now.toISOString().slice(0, 10), days);
          const stores = cases.map((s, storeNo) => {
            const openTime = hhmm(s.open * 60);
            const closeTime = hhmm(Math.min((s.open + s.hours) * 60, 24 * 60 - 1));
            const slots = buildSlots(openTime, closeTime);
            const loads = {
              booked: new Map(s.booked.map((seats, i) => [slots[i % slots.length] as string, seats])),
              hours: new Map(s.overrides.map((o) => [slots[o.at % slots.length] as string, o.capacity])),
              whole: s.whole,
            };
            return {
              storeNo,
              openTime,
              closeTime,
              dayOff: s.dayOff,
              closureStart: null,
              closureEnd: null,
              capacity: s.capacity,
              loads,
            };
          });
          expectCountsOfEach(stores, date, party, now);
          // The same array again: another party and the next day.
          expectCountsOfEach(stores, addDays(date, 1), 1 + (party % 5), now);
          const time = hhmm(hour * 60);
          expect(chipsOfStores(stores, date, (s) => s.loads, party, time, now)).toEqual(
            stores.map((s) => chipsAround(dayStates(s, date, s.loads, now), party, time)),
          );
          const later = hhmm(((hour + 3) % 24) * 60);
          expect(chipsOfStores(stores, addDays(date, 1), (s) => s.loads, 1 + (party % 5), later, now)).toEqual(
            stores.map((s) => chipsAround(dayStates(s, addDays(date, 1), s.loads, now), 1 + (party % 5), later)),
          );
          // The slots near a time are the day's slots of the chip window, unchanged.
          const inWindow = (slot: SlotState) =>
            Math.abs(minutesOf(slot.time) - minutesOf(time)) <= LIMITS.chipWindowMinutes;
          for (const s of stores)
            expect(dayStates(s, date, s.loads, now, time)).toEqual(dayStates(s, date, s.loads, now).filter(inWindow));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a list of hundreds of stores keeps its grouping by hours, and every later call still counts each store', () => {
    const now = new Date('2026-11-25T05:00:00.000Z'); // 14:00 in Seoul
    const stores = Array.from({ length: 240 }, (_, i) => {
      const openTime = hhmm((9 + (i % 5)) * 60);
      const closeTime = hhmm((18 + (i % 4)) * 60);
      const slots = buildSlots(openTime, closeTime);
      return {
        storeNo: 1000 + i,
        openTime,
        closeTime,
        dayOff: i % 7 === 0 ? [WEEKDAYS[i % 7] as string] : [],
        closureStart: i % 31 === 0 ? '2026-11-26' : null,
        closureEnd: i % 31 === 0 ? '2026-11-27' : null,
        capacity: 1 + (i % 6),
        loads: {
          booked: new Map(i % 3 === 0 ? [[slots[i % slots.length] as string, i % 5]] : []),
          hours: new Map(i % 11 === 0 ? [[slots[0] as string, 0]] : []),
          whole: i % 13 === 0 ? 2 : null,
        },
      };
    });
    for (const [date, party, time] of [
      ['2026-11-25', 2, '19:00'],
      ['2026-11-26', 4, '12:00'],
      ['2026-11-27', 1, '20:00'],
      ['2026-11-25', 5, '15:00'],
    ] as const) {
      expectCountsOfEach(stores, date, party, now);
      expect(chipsOfStores(stores, date, (s) => s.loads, party, time, now)).toEqual(
        stores.map((s) => chipsAround(dayStates(s, date, s.loads, now), party, time)),
      );
    }
  });

  it('an override keeps a store out of the chips its unbooked twins share', () => {
    // Stores with the same hours and capacity share their chips when untouched; one with an override must not.
    const twin = fc.record({
      booked: fc.array(fc.nat({ max: 7 }), { maxLength: 1 }),
      overrides: fc.array(fc.record({ at: fc.nat(), capacity: fc.nat({ max: 6 }) }), { maxLength: 2 }),
      whole: fc.option(fc.nat({ max: 6 })),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(twin, { minLength: 2, maxLength: 6 }),
        instant,
        fc.constantFrom(0, 1, 2),
        fc.integer({ min: 1, max: 5 }),
        (open, capacity, twins, now, days, party) => {
          const date = addDays(now.toISOString().slice(0, 10), days);
          const openTime = hhmm(open * 60);
          const closeTime = hhmm((open + 3) * 60);
          const slots = buildSlots(openTime, closeTime);
          const stores = twins.map((t, storeNo) => ({
            storeNo,
            openTime,
            closeTime,
            dayOff: [],
            closureStart: null,
            closureEnd: null,
            capacity,
            loads: {
              booked: new Map(t.booked.map((seats, i) => [slots[i % slots.length] as string, seats])),
              hours: new Map(t.overrides.map((o) => [slots[o.at % slots.length] as string, o.capacity])),
              whole: t.whole,
            },
          }));
          const time = hhmm((open + 1) * 60);
          expect(chipsOfStores(stores, date, (s) => s.loads, party, time, now)).toEqual(
            stores.map((s) => chipsAround(dayStates(s, date, s.loads, now), party, time)),
          );
          expectCountsOfEach(stores, date, party, now);
        },
      ),
      { numRuns: 500 },
    );
  });
});
