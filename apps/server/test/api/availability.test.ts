import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AvailabilitySearchResponse,
  MESSAGES,
  STORE_SORTS,
  type StoreNextTimes,
  type StoreSort,
  WEEKDAYS,
  addDays,
  buildSlots,
  minutesOf,
  seoulInstant,
} from '@siktak/contract';
import { slotLoads, slotOverrides, stores } from '../../src/db/schema.js';
import { availabilityService } from '../../src/modules/availability/service.js';
import { STORE_CACHE_PREFIX } from '../../src/modules/stores/index.js';
import { forgetCachedRatings } from '../../src/modules/reviews/rating.js';
import { TEST_NOW, type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { book } from '../helpers/reservations.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW) unless a test moves the clock.
const TODAY = '2026-11-17';
const SEED = Number(process.env.AVAILABILITY_SEED ?? 20261117);

type Query = Record<string, string | number | boolean>;

describe('availability API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function search(query: Query): Promise<AvailabilitySearchResponse> {
    const res = await t.app.inject({ method: 'GET', url: '/api/availability/stores', query: stringify(query) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function nextTimes(storeNo: number, query: Query = {}): Promise<StoreNextTimes> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/availability/stores/${storeNo}`,
      query: stringify(query),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const chipTimes = (body: AvailabilitySearchResponse, storeNo: number) =>
    body.content.find((store) => store.storeNo === storeNo)?.chips.map((chip) => chip.time);

  describe('chips equal what a booking would accept', () => {
    let n = 0;
    const storeCase = fc.record({
      open: fc.integer({ min: 0, max: 22 * 2 }).map((half) => half * 30),
      hours: fc.integer({ min: 1, max: 14 }),
      dayOff: fc.subarray([...WEEKDAYS], { maxLength: 3 }),
      closure: fc.option(fc.record({ from: fc.integer({ min: -2, max: 4 }), days: fc.integer({ min: 0, max: 3 }) })),
      capacity: fc.integer({ min: 1, max: 6 }),
      loads: fc.array(fc.record({ slot: fc.nat(), booked: fc.nat({ max: 7 }) }), { maxLength: 4 }),
      // The owner's capacities (slot_overrides) of a few hours and of the whole date; 0 closes them.
      overrides: fc.array(fc.record({ slot: fc.nat(), capacity: fc.nat({ max: 6 }) }), { maxLength: 3 }),
      dayCapacity: fc.option(fc.nat({ max: 6 }), { freq: 3 }),
      nowMinute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      dayOffset: fc.constantFrom(-1, 0, 0, 1, 1, 2, 3, 6, 59, 60),
      /** The asked time in half hours from opening, so most windows meet the store's hours. */
      askedFromOpen: fc.integer({ min: -4, max: 30 }),
      party: fc.integer({ min: 1, max: 5 }),
    });

    it('for random hours, days off, closures, booked seats, owner overrides, parties, dates and times of day (past hours of today too)', async () => {
      const answers = { booked: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(storeCase, async (c) => {
          t.clock.set(new Date(seoulInstant(TODAY).getTime() + c.nowMinute * 60_000));
          const date = addDays(TODAY, c.dayOffset);
          const closeMinute = Math.min(c.open + c.hours * 60, 24 * 60 - 1);
          const name = `속성${++n}호점`;
          const store = await createStore(t.app, {
            name,
            images: 0,
            openTime: hhmm(c.open),
            closeTime: hhmm(closeMinute),
            dayOff: c.dayOff,
            closureStart: c.closure ? addDays(date, c.closure.from) : null,
            closureEnd: c.closure ? addDays(date, c.closure.from + c.closure.days) : null,
            capacity: c.capacity,
          });
          const slots = buildSlots(hhmm(c.open), hhmm(closeMinute));
          const booked = new Map<string, number>();
          for (const load of c.loads) booked.set(slots[load.slot % slots.length] as string, load.booked);
          for (const [time, seats] of booked) {
            await t.app.ctx.db.insert(slotLoads).values({ storeNo: store.storeNo, date, time, booked: seats });
          }
          const hourCapacity = new Map<string, number>();
          for (const o of c.overrides) hourCapacity.set(slots[o.slot % slots.length] as string, o.capacity);
          const overrideRows: { time: string | null; capacity: number }[] = [...hourCapacity].map(
            ([time, capacity]) => ({
              time,
              capacity,
            }),
          );
          if (c.dayCapacity !== null) overrideRows.push({ time: null, capacity: c.dayCapacity });
          for (const row of overrideRows) {
            await t.app.ctx.db.insert(slotOverrides).values({ storeNo: store.storeNo, date, ...row });
          }
          const capacityOf = (time: string) => hourCapacity.get(time) ?? c.dayCapacity ?? c.capacity;
          const askedMinute = Math.max(0, Math.min(c.open + c.askedFromOpen * 30, 23 * 60 + 30));
          const time = hhmm(askedMinute);
          const body = await search({ search: name, date, time, party: c.party });
          expect(body.content.map((s) => s.storeNo)).toEqual([store.storeNo]);
          const chips = body.content[0]?.chips ?? [];
          for (const chip of chips)
            expect(chip.left).toBe(Math.max(0, capacityOf(chip.time) - (booked.get(chip.time) ?? 0)));
          const window = slots.filter((slot) => Math.abs(minutesOf(slot) - askedMinute) <= 120);
          expect(chips.every((chip) => window.includes(chip.time))).toBe(true);
          // Each slot of the window, booked by a member of its own: a 201 exactly for the chips.
          for (const slot of window) {
            const member = await createUser(t.app);
            const res = await book(t.app, member, {
              storeNo: store.storeNo,
              reservationDate: date,
              reservationTime: slot,
              personCount: c.party,
            });
            expect([slot, res.statusCode === 201]).toEqual([slot, chips.some((chip) => chip.time === slot)]);
            answers[res.statusCode === 201 ? 'booked' : 'refused']++;
          }
        }),
        { seed: SEED, numRuns: 80 },
      );
      t.clock.set(TEST_NOW);
      // The cases reached both sides of the property.
      expect(answers.booked).toBeGreaterThan(10);
      expect(answers.refused).toBeGreaterThan(10);
    }, 240_000);
  });

  describe('a booking or a cancellation shows in the next answer', () => {
    let storeNo: number;
    let diners: TestUser[];

    beforeAll(async () => {
      ({ storeNo } = await createStore(t.app, {
        name: '금방 차는 집',
        district: '강북구',
        openTime: '11:00',
        closeTime: '22:00',
        capacity: 4,
      }));
      diners = [await createUser(t.app), await createUser(t.app)];
    });

    const tonight = { district: '강북구', date: TODAY, time: '19:00', party: 2 };
    const chipAt = async (time: string, query: Query = tonight) =>
      (await search(query)).content.find((s) => s.storeNo === storeNo)?.chips.find((chip) => chip.time === time);

    it('the chip counts down, disappears when the slot fills and comes back on a cancellation', async () => {
      expect(chipTimes(await search(tonight), storeNo)).toEqual(['17:00', '18:00', '19:00', '20:00', '21:00']);
      expect(await chipAt('19:00')).toEqual({ time: '19:00', left: 4 });

      const slot = { storeNo, reservationDate: TODAY, reservationTime: '19:00', personCount: 2 };
      expect((await book(t.app, diners[0] as TestUser, slot)).statusCode).toBe(201);
      expect(await chipAt('19:00')).toEqual({ time: '19:00', left: 2 });

      const second = await book(t.app, diners[1] as TestUser, slot);
      expect(second.statusCode).toBe(201);
      expect(await chipAt('19:00')).toBeUndefined();
      expect(await chipAt('19:00', { ...tonight, party: 1 })).toBeUndefined();
      expect(chipTimes(await search(tonight), storeNo)).toEqual(['17:00', '18:00', '20:00', '21:00']);
      const today = (await nextTimes(storeNo, { party: 2 })).days[0];
      expect(today?.date).toBe(TODAY);
      expect(today?.times.map((chip) => chip.time)).not.toContain('19:00');

      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/reservation/mypage/cancel',
        headers: await authHeader(t.app, diners[1] as TestUser),
        payload: { reservationNo: second.json().reservationNo, cancelReason: '단순 변심' },
      });
      expect(res.statusCode).toBe(200);
      expect(await chipAt('19:00')).toEqual({ time: '19:00', left: 2 });
    });

    it('"only stores with a table" drops the store once every hour around the asked one is full', async () => {
      await t.app.ctx.db
        .insert(slotLoads)
        .values(['15:00', '16:00', '17:00', '18:00'].map((time) => ({ storeNo, date: TODAY, time, booked: 4 })));
      const asked = { ...tonight, time: '16:00', available: true };
      expect((await search(asked)).content.map((s) => s.storeNo)).toEqual([storeNo]);
      expect(chipTimes(await search(asked), storeNo)).toEqual(['14:00']);
      await t.app.ctx.db.insert(slotLoads).values({ storeNo, date: TODAY, time: '14:00', booked: 3 });
      const full = await search(asked);
      expect(full.content).toEqual([]);
      expect(full.totalElements).toBe(0);
      // The empty answer suggests the nearest hours with a table: 13:00 and 19:00 (3 hours away), then 12:00.
      expect(full.nearestTimes).toEqual([
        { date: TODAY, time: '13:00', stores: 1 },
        { date: TODAY, time: '19:00', stores: 1 },
        { date: TODAY, time: '12:00', stores: 1 },
      ]);
      expect((await search({ ...asked, available: false })).content.map((s) => s.storeNo)).toEqual([storeNo]);
    });
  });

  describe('sorting and paging', () => {
    const grades: [number, number][] = [
      [0, 0],
      [5, 1],
      [20, 5],
      [20, 5],
      [9, 2],
      [45, 10],
      [12, 3],
      [4, 1],
      [30, 7],
      [0, 0],
      [18, 4],
      [40, 10],
    ];
    let rows: { storeNo: number; gradeSum: number; reviewCount: number; created: number }[];

    beforeAll(async () => {
      rows = [];
      const base = Date.parse('2026-10-01T00:00:00Z');
      for (const [i, [gradeSum, reviewCount]] of grades.entries()) {
        // Two pairs share a creation time, so the latest order needs its tie-break as well.
        const created = base + Math.floor(i / 2) * 60_000;
        const { storeNo } = await createStore(t.app, {
          district: '도봉구',
          foodType: i % 2 ? '일식' : '한식',
          images: 0,
          createdAt: new Date(created),
        });
        await t.app.ctx.db.update(stores).set({ gradeSum, reviewCount }).where(eq(stores.storeNo, storeNo));
        rows.push({ storeNo, gradeSum, reviewCount, created });
      }
      await forgetCachedRatings(t.app.ctx.cache);
    });

    const avg = (r: (typeof rows)[number]) => (r.reviewCount ? r.gradeSum / r.reviewCount : 0);
    const score = (r: (typeof rows)[number]) => (r.gradeSum + 17.5) / (r.reviewCount + 5);
    const bayesian = (r: (typeof rows)[number]) => (r.gradeSum + 30) / (r.reviewCount + 10);
    const expected: Record<StoreSort, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
      recommended: (a, b) => score(b) - score(a) || b.reviewCount - a.reviewCount || b.storeNo - a.storeNo,
      rating: (a, b) => bayesian(b) - bayesian(a) || b.reviewCount - a.reviewCount || b.storeNo - a.storeNo,
      reviews: (a, b) => b.reviewCount - a.reviewCount || avg(b) - avg(a) || b.storeNo - a.storeNo,
      latest: (a, b) => b.created - a.created || b.storeNo - a.storeNo,
    };

    it.each(STORE_SORTS)('%s: pages of 5 cover every store once, in order, the same on every read', async (sort) => {
      const pages: number[][] = [];
      for (let page = 0; page < 3; page++) {
        const body = await search({ district: '도봉구', sort, page, size: 5, date: TODAY, time: '19:00' });
        expect(body).toMatchObject({ totalElements: 12, totalPages: 3, page, size: 5, sort });
        pages.push(body.content.map((s) => s.storeNo));
        const again = await search({ district: '도봉구', sort, page, size: 5, date: TODAY, time: '19:00' });
        expect(again.content.map((s) => s.storeNo)).toEqual(pages[page]);
      }
      expect(pages.flat()).toEqual([...rows].sort(expected[sort]).map((r) => r.storeNo));
      const beyond = await search({ district: '도봉구', sort, page: 3, size: 5 });
      expect(beyond.content).toEqual([]);
    });

    it('filters by food type and keeps the order among the matches', async () => {
      const body = await search({ district: '도봉구', foodType: '일식', sort: 'rating', size: 50 });
      const japanese = rows.filter((_, i) => i % 2 === 1);
      expect(body.content.map((s) => s.storeNo)).toEqual([...japanese].sort(expected.rating).map((r) => r.storeNo));
      expect(body.content.every((s) => s.categoryFoodtype === '일식' && s.categoryAddress === '도봉구')).toBe(true);
    });

    it('rates by the Bayesian average: a 5.0 from one review ranks below a 4.7 from thirty', async () => {
      const [once, thirty] = [
        await createStore(t.app, { district: '금천구', images: 0 }),
        await createStore(t.app, { district: '금천구', images: 0 }),
      ];
      await t.app.ctx.db.update(stores).set({ gradeSum: 5, reviewCount: 1 }).where(eq(stores.storeNo, once.storeNo));
      await t.app.ctx.db
        .update(stores)
        .set({ gradeSum: 141, reviewCount: 30 })
        .where(eq(stores.storeNo, thirty.storeNo));
      await forgetCachedRatings(t.app.ctx.cache);
      const body = await search({ district: '금천구', sort: 'rating' });
      expect(body.content.map((s) => [s.storeNo, s.storeGrade, s.reviewCount])).toEqual([
        [thirty.storeNo, 4.7, 30],
        [once.storeNo, 5, 1],
      ]);
    });

    it('answers each store with its rating, review count and main photo', async () => {
      const [top] = (await search({ district: '도봉구', sort: 'reviews', size: 1 })).content;
      expect(top).toMatchObject({ storeGrade: 4.5, reviewCount: 10, storeImg: null, storeThumb: null });
    });
  });

  describe('pages of equal stores and of stores with a table', () => {
    const sameAt = new Date('2026-10-05T00:00:00Z');
    let twins: number[];

    beforeAll(async () => {
      // Seven stores alike in every order (same rating, reviews and creation time): only the store
      // number tells them apart.
      twins = [];
      for (let i = 0; i < 7; i++) {
        const { storeNo } = await createStore(t.app, {
          district: '중랑구',
          images: 0,
          openTime: '11:00',
          closeTime: '22:00',
          capacity: 4,
          createdAt: sameAt,
        });
        await t.app.ctx.db.update(stores).set({ gradeSum: 12, reviewCount: 3 }).where(eq(stores.storeNo, storeNo));
        twins.push(storeNo);
      }
      await forgetCachedRatings(t.app.ctx.cache);
    });

    it.each(STORE_SORTS)(
      '%s: stores equal in the order keep their places across pages, by store number',
      async (sort) => {
        const pages: number[] = [];
        for (let page = 0; page < 3; page++) {
          const body = await search({ district: '중랑구', sort, page, size: 3, date: TODAY, time: '19:00' });
          expect(body).toMatchObject({ totalElements: 7, totalPages: 3 });
          pages.push(...body.content.map((s) => s.storeNo));
        }
        expect(pages).toEqual([...twins].sort((a, b) => b - a));
      },
    );

    it('"only stores with a table" pages and counts just the stores with a chip, in the asked order', async () => {
      const [full, alsoFull] = [...twins].sort((a, b) => b - a).slice(1, 3) as [number, number];
      // Every hour around 19:00 taken at two of the seven.
      for (const storeNo of [full, alsoFull])
        await t.app.ctx.db
          .insert(slotLoads)
          .values(
            ['17:00', '18:00', '19:00', '20:00', '21:00'].map((time) => ({ storeNo, date: TODAY, time, booked: 4 })),
          );
      const open = [...twins].sort((a, b) => b - a).filter((n) => n !== full && n !== alsoFull);
      const asked = { district: '중랑구', sort: 'rating', date: TODAY, time: '19:00', available: true, size: 2 };
      const pages: number[] = [];
      for (let page = 0; page < 3; page++) {
        const body = await search({ ...asked, page });
        expect(body).toMatchObject({ totalElements: 5, totalPages: 3, page, size: 2 });
        expect(body.content.every((s) => s.chips.length > 0)).toBe(true);
        pages.push(...body.content.map((s) => s.storeNo));
      }
      expect(pages).toEqual(open);
      const beyond = await search({ ...asked, page: 3 });
      expect(beyond).toMatchObject({ content: [], totalElements: 5 });
      // Without the flag the full stores stay on their pages, without chips.
      const all = await search({ ...asked, available: false, size: 7 });
      expect(all.content.map((s) => s.storeNo)).toEqual([...twins].sort((a, b) => b - a));
      expect(all.content.find((s) => s.storeNo === full)?.chips).toEqual([]);
    });
  });

  describe('search', () => {
    it('defaults to the next whole hour in Seoul, 2 people and the recommended order', async () => {
      const body = await search({});
      expect(body).toMatchObject({ date: TODAY, time: '11:00', party: 2, sort: 'recommended', available: false });
      expect(body.size).toBe(10);
    });

    it('finds names by any part, ignoring the case of Latin letters', async () => {
      const bistro = await createStore(t.app, { name: 'Bistro 연남 50%' });
      for (const text of ['bistro', 'BISTRO 연', '연남', '50%']) {
        expect(
          (await search({ search: text })).content.map((s) => s.storeNo),
          text,
        ).toEqual([bistro.storeNo]);
      }
      expect((await search({ search: '50_' })).content).toEqual([]);
    });

    it('finds stores by initial consonants and leaves deleted stores out', async () => {
      const kept = await createStore(t.app, { name: '초성 찾기 국밥', images: 1 });
      const gone = await createStore(t.app, { name: '초성 찾기 국수' });
      await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, gone.storeNo));
      const body = await search({ search: 'ㅊㅅㅊㄱ' });
      expect(body.content.map((s) => s.storeNo)).toEqual([kept.storeNo]);
      expect(body.content[0]?.storeImg).toMatch(/^http:\/\/siktak\.test\/uploads\/stores\//);
    });

    it('says when a store not yet open at the asked hour opens, and nothing of it near or on a closed day', async () => {
      const late = await createStore(t.app, {
        district: '관악구',
        openTime: '16:00',
        closeTime: '23:00',
        dayOff: ['목'],
        images: 0,
      });
      const card = async (query: Query) =>
        (await search({ district: '관악구', ...query })).content.find((s) => s.storeNo === late.storeNo);
      expect(await card({ date: TODAY, time: '13:00' })).toMatchObject({ chips: [], opensAt: '16:00' });
      expect(await card({ date: TODAY, time: '15:00' })).toMatchObject({ opensAt: null });
      expect((await card({ date: TODAY, time: '15:00' }))?.chips.map((c) => c.time)).toEqual(['16:00', '17:00']);
      // Thursday is its day off: it does not open that day at all.
      expect(await card({ date: addDays(TODAY, 2), time: '13:00' })).toMatchObject({ chips: [], opensAt: null });
    });

    describe('keywords over name, menu, district, food type and amenities', () => {
      let byMenu: number;
      let byName: number;

      beforeAll(async () => {
        byMenu = (
          await createStore(t.app, {
            name: '키워드 식당 하나',
            district: '은평구',
            foodType: '양식',
            menu: ['트러플 크림 파스타', '봉골레'],
            amenities: ['CORKAGE_FREE'],
            images: 0,
          })
        ).storeNo;
        byName = (
          await createStore(t.app, {
            name: '키워드 파스타 바',
            district: '은평구',
            foodType: '한식',
            menu: ['리조또'],
            amenities: ['PARKING'],
            images: 0,
          })
        ).storeNo;
      });

      const found = async (text: string) =>
        (await search({ search: text, district: '은평구', sort: 'latest', size: 50 })).content
          .map((s) => s.storeNo)
          .sort((a, b) => a - b);

      it.each([
        ['파스타', () => [byMenu, byName]],
        ['봉골레', () => [byMenu]],
        ['은평 양식', () => [byMenu]],
        ['콜키지 프리', () => [byMenu]],
        ['콜키지프리', () => [byMenu]],
        ['주차', () => [byName]],
        ['파스타 주차', () => [byName]],
        ['키워드 식당', () => [byMenu]],
        ['ㅋㅇㄷ', () => [byMenu, byName]],
        ['ㅂㄱㄹ', () => []],
        ['파스타%', () => []],
      ])('"%s"', async (text, expected) => {
        expect(await found(text)).toEqual(expected().sort((a, b) => a - b));
      });
    });

    it.each([
      [{ party: 'abc' }, MESSAGES.partySize],
      [{ party: '0' }, MESSAGES.partySize],
      [{ party: '501' }, MESSAGES.partySize],
      [{ date: '2026-02-30' }, MESSAGES.recheckInput],
      [{ time: '25:00' }, MESSAGES.recheckInput],
      [{ sort: 'cheapest' }, MESSAGES.recheckInput],
      [{ available: 'yes' }, MESSAGES.recheckInput],
      [{ district: '부산' }, MESSAGES.recheckInput],
      [{ size: '0' }, MESSAGES.recheckInput],
    ])('refuses %o with 400 and a Korean message', async (query, message) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/availability/stores', query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: '400', message });
    });
  });

  describe('store rules read from the row', () => {
    /** Records the rules entries the service stores (and whether each was stored) while `run` runs. */
    async function storing<T>(storeNo: number, run: () => Promise<T>): Promise<{ result: T; stored: boolean[] }> {
      const cache = t.app.ctx.cache;
      const setUnless = cache.setUnlessInvalidated.bind(cache);
      const stored: boolean[] = [];
      cache.setUnlessInvalidated = async (mark, entries, ttlMs) => {
        const done = await setUnless(mark, entries, ttlMs);
        if (entries.some(([key]) => key === `stores:${storeNo}:rules`)) stored.push(done);
        return done;
      };
      try {
        return { result: await run(), stored };
      } finally {
        cache.setUnlessInvalidated = setUnless;
      }
    }

    it('answers a store’s booking rules from its row, kept once read, and null for a missing store', async () => {
      const { storeNo } = await createStore(t.app, { capacity: 7, openTime: '12:00', closeTime: '20:00' });
      const rules = availabilityService(t.app.ctx);
      const { result: first, stored } = await storing(storeNo, () => rules.storeRules(storeNo));
      expect(first).toMatchObject({ capacity: 7, openTime: '12:00', closeTime: '20:00' });
      expect(stored).toEqual([true]);
      const { result: again, stored: storedAgain } = await storing(storeNo, () => rules.storeRules(storeNo));
      expect(again).toEqual(first);
      expect(storedAgain).toEqual([]);
      expect(await rules.storeRules(2_000_000_000)).toBeNull();
    });

    it('does not hand a read begun before a store write to a request after it, nor cache it', async () => {
      const { storeNo } = await createStore(t.app, { capacity: 7 });
      const rules = availabilityService(t.app.ctx);
      const cache = t.app.ctx.cache;
      const setUnless = cache.setUnlessInvalidated.bind(cache);
      // The first read has its row and is about to store it when the owner's edit lands.
      let reachedStore!: () => void;
      const firstAtStore = new Promise<void>((resolve) => {
        reachedStore = resolve;
      });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const stored: boolean[] = [];
      let held = false;
      cache.setUnlessInvalidated = async (mark, entries, ttlMs) => {
        if (!entries.some(([key]) => key === `stores:${storeNo}:rules`)) return setUnless(mark, entries, ttlMs);
        if (!held) {
          held = true;
          reachedStore();
          await gate;
        }
        const done = await setUnless(mark, entries, ttlMs);
        stored.push(done);
        return done;
      };
      try {
        const before = rules.storeRules(storeNo);
        await firstAtStore;
        await t.app.ctx.db.update(stores).set({ capacity: 9 }).where(eq(stores.storeNo, storeNo));
        await cache.invalidate(STORE_CACHE_PREFIX);
        const after = await rules.storeRules(storeNo);
        release();
        expect((await before)?.capacity).toBe(7);
        expect(after?.capacity).toBe(9);
        // The later read stored its rules; the earlier one, read before the edit, was refused.
        expect(stored).toEqual([true, false]);
        expect((await rules.storeRules(storeNo))?.capacity).toBe(9);
      } finally {
        cache.setUnlessInvalidated = setUnless;
      }
    });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const names = doc.paths['/api/availability/stores'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['date', 'time', 'party', 'sort', 'available', 'page', 'size']));
    expect(doc.paths['/api/availability/stores/{storeNo}'].get.responses['200']).toBeDefined();
  });

  describe('next times of one store', () => {
    it('lists the first three days with a table for the party, skipping days off and full days', async () => {
      // Tuesday 10:00; closed Wednesdays and Thursdays; Friday full for 3 (2 seats left in every hour).
      const { storeNo } = await createStore(t.app, {
        openTime: '18:00',
        closeTime: '21:00',
        dayOff: ['수', '목'],
        capacity: 4,
      });
      const friday = '2026-11-20';
      await t.app.ctx.db
        .insert(slotLoads)
        .values(['18:00', '19:00', '20:00'].map((time) => ({ storeNo, date: friday, time, booked: 2 })));
      const forThree = await nextTimes(storeNo, { party: 3 });
      expect(forThree.days.map((d) => d.date)).toEqual([TODAY, '2026-11-21', '2026-11-22']);
      expect(forThree.days[0]?.times).toEqual([
        { time: '18:00', left: 4 },
        { time: '19:00', left: 4 },
        { time: '20:00', left: 4 },
      ]);
      const forTwo = await nextTimes(storeNo, { party: 2, from: friday });
      expect(forTwo).toMatchObject({ storeNo, party: 2 });
      expect(forTwo.days.map((d) => d.date)).toEqual([friday, '2026-11-21', '2026-11-22']);
      expect(forTwo.days[0]?.times[0]).toEqual({ time: '18:00', left: 2 });

      t.clock.set('2026-11-17T10:30:00.000Z'); // 19:30 in Seoul: today has only 20:00 left
      expect((await nextTimes(storeNo)).days[0]?.times.map((c) => c.time)).toEqual(['20:00']);
      t.clock.set(TEST_NOW);
    });

    it('answers 404 for a missing or deleted store and 400 for a bad party', async () => {
      const gone = await createStore(t.app);
      await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, gone.storeNo));
      for (const storeNo of [gone.storeNo, 987_654]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/availability/stores/${storeNo}` });
        expect(res.statusCode).toBe(404);
      }
      const res = await t.app.inject({ method: 'GET', url: `/api/availability/stores/${gone.storeNo}?party=x` });
      expect(res.json()).toMatchObject({ code: '400', message: MESSAGES.partySize });
    });
  });
});

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function stringify(query: Query): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}
