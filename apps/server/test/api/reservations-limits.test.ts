import { readFileSync } from 'node:fs';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, addDays, fillMessage } from '@siktak/contract';
import { reservations } from '../../src/db/schema.js';
import { violatedUniqueConstraint } from '../../src/db/errors.js';
import { TEST_NOW, type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
} from '../helpers/factories.js';
import { book, bookedInSlot, cancelAsMember } from '../helpers/reservations.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW); the stores are open 11:00–21:00 every day.
const TODAY = '2026-11-17';
const DAY = '2026-11-20';

/** The refusal body of `code`, its `{n}` filled in. */
const refusal = (code: 'E129' | 'E130' | 'E131' | 'E132', n?: number) => ({
  success: false,
  code,
  message: fillMessage(ERRORS[code].message, n === undefined ? {} : { n }),
});

describe('booking limits per member', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterEach(() => {
    t.clock.set(TEST_NOW);
  });

  afterAll(async () => {
    await t?.close();
  });

  const slot = (storeNo: number, date: string, time: string, personCount = 2) => ({
    storeNo,
    reservationDate: date,
    reservationTime: time,
    personCount,
  });

  /** The member's confirmed reservations, as stored. */
  async function confirmedOf(user: TestUser): Promise<number> {
    const [row] = await t.app.ctx.db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.userNo, user.userNo), eq(reservations.status, 'Y')));
    return row?.n ?? 0;
  }

  /** `n` confirmed bookings of `user` on consecutive days from `from`, each at its own new store. */
  async function holdBookings(user: TestUser, n: number, from = '2026-12-01'): Promise<number[]> {
    const numbers: number[] = [];
    for (let i = 0; i < n; i++) {
      const store = await createStore(t.app);
      const date = addDays(from, i);
      numbers.push(
        (await createReservation(t.app, { userNo: user.userNo, storeNo: store.storeNo, date, time: '12:00' }))
          .reservationNo,
      );
    }
    return numbers;
  }

  describe('one booking per member and slot (E129)', () => {
    it('refuses the same slot twice with E129 and takes no seats', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app);
      expect((await book(t.app, member, slot(store.storeNo, DAY, '12:00'))).statusCode).toBe(201);

      const again = await book(t.app, member, slot(store.storeNo, DAY, '12:00', 3));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(refusal('E129'));
      expect(await bookedInSlot(t.app, store.storeNo, DAY, '12:00')).toBe(2);
      expect(await confirmedOf(member)).toBe(1);

      // Someone else still books that slot, and the member another hour.
      expect((await book(t.app, await createUser(t.app), slot(store.storeNo, DAY, '12:00'))).statusCode).toBe(201);
      expect((await book(t.app, member, slot(store.storeNo, DAY, '13:00'))).statusCode).toBe(201);
    });

    it('answers exactly one 201 and nine E129 to ten identical bookings sent at once', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app, { capacity: 50 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => book(t.app, member, slot(store.storeNo, DAY, '15:00', 3))),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
      for (const res of answers.filter((a) => a.statusCode === 409)) expect(res.json()).toEqual(refusal('E129'));
      expect(await bookedInSlot(t.app, store.storeNo, DAY, '15:00')).toBe(3);
      expect(await confirmedOf(member)).toBe(1);
    });

    it('books the slot again once the first booking is cancelled', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app);
      const first = await book(t.app, member, slot(store.storeNo, DAY, '16:00'));
      const cancel = await cancelAsMember(t.app, member, first.json().reservationNo);
      expect(cancel.statusCode).toBe(200);
      expect((await book(t.app, member, slot(store.storeNo, DAY, '16:00'))).statusCode).toBe(201);
    });

    it('is held by the database: a second confirmed row of the same slot violates the unique index', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app);
      const row = { userNo: member.userNo, storeNo: store.storeNo, date: DAY, time: '17:00' };
      await t.app.ctx.db.insert(reservations).values({ ...row, personCount: 1, status: 'N' });
      await t.app.ctx.db.insert(reservations).values({ ...row, personCount: 1, status: 'Y' });
      const duplicate = await t.app.ctx.db
        .insert(reservations)
        .values({ ...row, personCount: 1, status: 'Y' })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(violatedUniqueConstraint(duplicate)).toBe('reservations_member_slot_key');
    });
  });

  it('migration 0002 cancels later copies of a slot (a reviewed copy is kept) and gives their seats back', async () => {
    const [dedupe, createIndex] = readFileSync(
      new URL('../../src/db/migrations/0002_member_slot.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    const member = await createUser(t.app);
    const store = await createStore(t.app);
    const at = { userNo: member.userNo, storeNo: store.storeNo, date: DAY, time: '20:00', personCount: 2 };
    await t.app.ctx.db.execute(sql`drop index reservations_member_slot_key`);
    const first = await createReservation(t.app, at);
    const reviewed = await createReservation(t.app, at);
    const third = await createReservation(t.app, at);
    await createReview(t.app, { ...at, reservationNo: reviewed.reservationNo, grade: 5 });

    await t.app.ctx.db.execute(sql.raw(dedupe!));
    await t.app.ctx.db.execute(sql.raw(createIndex!));

    const rows = await t.app.ctx.db
      .select({ reservationNo: reservations.reservationNo, status: reservations.status, by: reservations.cancelledBy })
      .from(reservations)
      .where(eq(reservations.userNo, member.userNo));
    expect(new Map(rows.map((row) => [row.reservationNo, `${row.status}:${row.by}`]))).toEqual(
      new Map([
        [first.reservationNo, 'N:SYSTEM'],
        [reviewed.reservationNo, 'Y:null'],
        [third.reservationNo, 'N:SYSTEM'],
      ]),
    );
    expect(await bookedInSlot(t.app, store.storeNo, DAY, '20:00')).toBe(2);
  });

  describe(`at most ${LIMITS.bookingsPerStoreDayMax} hours of one store on one date (E131)`, () => {
    it('refuses a third hour with E131, and leaves other dates and other stores open', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app);
      const other = await createStore(t.app);
      expect((await book(t.app, member, slot(store.storeNo, DAY, '12:00'))).statusCode).toBe(201);
      expect((await book(t.app, member, slot(store.storeNo, DAY, '18:00'))).statusCode).toBe(201);

      const third = await book(t.app, member, slot(store.storeNo, DAY, '19:00'));
      expect(third.statusCode).toBe(409);
      expect(third.json()).toEqual(refusal('E131', LIMITS.bookingsPerStoreDayMax));
      expect(await bookedInSlot(t.app, store.storeNo, DAY, '19:00')).toBe(0);
      expect(await confirmedOf(member)).toBe(2);

      expect((await book(t.app, member, slot(store.storeNo, addDays(DAY, 1), '19:00'))).statusCode).toBe(201);
      expect((await book(t.app, member, slot(other.storeNo, DAY, '19:00'))).statusCode).toBe(201);
    });

    it('lets exactly two of five different hours sent at once through', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app);
      const times = ['13:00', '14:00', '15:00', '16:00', '17:00'];
      const answers = await Promise.all(times.map((time) => book(t.app, member, slot(store.storeNo, DAY, time))));
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(LIMITS.bookingsPerStoreDayMax);
      for (const res of answers.filter((a) => a.statusCode !== 201)) {
        expect(res.json()).toEqual(refusal('E131', LIMITS.bookingsPerStoreDayMax));
      }
      let seats = 0;
      for (const time of times) seats += await bookedInSlot(t.app, store.storeNo, DAY, time);
      expect(seats).toBe(2 * LIMITS.bookingsPerStoreDayMax);
    });

    it('does not count an hour of today that has started', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app);
      expect((await book(t.app, member, slot(store.storeNo, TODAY, '11:00'))).statusCode).toBe(201);
      expect((await book(t.app, member, slot(store.storeNo, TODAY, '12:00'))).statusCode).toBe(201);
      expect((await book(t.app, member, slot(store.storeNo, TODAY, '13:00'))).json().code).toBe('E131');

      t.clock.set('2026-11-17T02:00:00.000Z'); // 11:00 in Seoul: the 11:00 booking has started.
      expect((await book(t.app, member, slot(store.storeNo, TODAY, '13:00'))).statusCode).toBe(201);
    });
  });

  describe(`at most ${LIMITS.activeBookingsMax} active bookings in all (E130)`, () => {
    it('refuses one more with E130 and writes nothing; a cancellation makes room again', async () => {
      const member = await createUser(t.app);
      const held = await holdBookings(member, LIMITS.activeBookingsMax);
      const store = await createStore(t.app);

      const over = await book(t.app, member, slot(store.storeNo, DAY, '12:00'));
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual(refusal('E130', LIMITS.activeBookingsMax));
      expect(await bookedInSlot(t.app, store.storeNo, DAY, '12:00')).toBe(0);
      expect(await confirmedOf(member)).toBe(LIMITS.activeBookingsMax);

      const cancel = await t.app.inject({
        method: 'PATCH',
        url: '/api/reservation/mypage/cancel',
        headers: await authHeader(t.app, member),
        payload: { reservationNo: held[0], cancelReason: '단순 변심' },
      });
      expect(cancel.statusCode).toBe(200);
      expect((await book(t.app, member, slot(store.storeNo, DAY, '12:00'))).statusCode).toBe(201);
    });

    it('does not count past bookings, cancelled ones or those of today that have started', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app);
      await holdBookings(member, LIMITS.activeBookingsMax - 1);
      await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: store.storeNo,
        date: '2026-11-10',
        time: '12:00',
      });
      await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: store.storeNo,
        date: DAY,
        time: '20:00',
        status: 'N',
      });
      const startsAt11 = await createStore(t.app);
      await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: startsAt11.storeNo,
        date: TODAY,
        time: '11:00',
      });
      // Ten active now (nine ahead and today 11:00): one more is refused …
      expect((await book(t.app, member, slot(store.storeNo, DAY, '12:00'))).json().code).toBe('E130');
      // … until 11:00 has started.
      t.clock.set('2026-11-17T02:00:00.000Z');
      expect((await book(t.app, member, slot(store.storeNo, DAY, '12:00'))).statusCode).toBe(201);
    });

    it('lets exactly one of five bookings at other stores sent at once take the last place', async () => {
      const member = await createUser(t.app);
      await holdBookings(member, LIMITS.activeBookingsMax - 1);
      const stores = await Promise.all(Array.from({ length: 5 }, () => createStore(t.app)));
      const answers = await Promise.all(stores.map((store) => book(t.app, member, slot(store.storeNo, DAY, '12:00'))));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const res of answers.filter((a) => a.statusCode === 409)) {
        expect(res.json()).toEqual(refusal('E130', LIMITS.activeBookingsMax));
      }
      expect(await confirmedOf(member)).toBe(LIMITS.activeBookingsMax);
    });
  });
});

describe('booking attempts per member and minute (E132)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'true' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it(`refuses attempt ${LIMITS.bookingAttemptsPerMinute + 1} of a minute with 429 E132, for that member only`, async () => {
    const member = await createUser(t.app);
    const store = await createStore(t.app, { capacity: 50 });
    const at = (time: string) => ({
      storeNo: store.storeNo,
      reservationDate: DAY,
      reservationTime: time,
      personCount: 1,
    });
    // Refused attempts count as well: one booking, then the same slot again and again (E129).
    for (let i = 0; i < LIMITS.bookingAttemptsPerMinute; i++) {
      expect((await book(t.app, member, at('12:00'))).statusCode).toBe(i === 0 ? 201 : 409);
    }
    const throttled = await book(t.app, member, at('13:00'));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual(refusal('E132'));
    // TEST_NOW is on the minute: the next minute starts in 60 seconds.
    expect(throttled.headers['retry-after']).toBe('60');
    expect(await bookedInSlot(t.app, store.storeNo, DAY, '13:00')).toBe(0);

    expect((await book(t.app, await createUser(t.app), at('13:00'))).statusCode).toBe(201);

    t.clock.advance(60_000);
    expect((await book(t.app, member, at('13:00'))).statusCode).toBe(201);
  });
});
