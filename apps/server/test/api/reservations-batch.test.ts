import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema.js';
import { BOOKING_LANES, bookingsByTurn, laneOf, lanesOf } from '../../src/modules/reservations/booking-batch.js';
import { type Booking, bookTable, bookTables } from '../../src/modules/reservations/queries.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { authHeader, createStore, createUser } from '../helpers/factories.js';
import { bookedInSlot } from '../helpers/reservations.js';
import { storeSessions } from '../helpers/sessions.js';

// A Friday inside the booking window of TEST_NOW (Tuesday 2026-11-17 10:00 in Seoul).
const DATE = '2026-11-20';

describe('bookings sent together (booking-batch.ts, book_tables)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  /** `count` members with a live session each, as bookings of `storeNo` at DATE. */
  async function members(count: number, storeNo: number) {
    const users = await Promise.all(Array.from({ length: count }, () => createUser(t.app)));
    const userNos = users.map((u) => u.userNo);
    const sessionIds = await storeSessions(t.app.ctx.db, userNos, t.app.ctx.clock.now());
    return userNos.map(
      (userNo, i) =>
        (time: string, personCount: number, date = DATE): Booking => ({
          userNo,
          sessionId: sessionIds[i]!,
          storeNo,
          date,
          time,
          personCount,
        }),
    );
  }

  /** A batcher whose statements are recorded: the bookings of each, in the order sent. */
  function recorded(
    sendBatch: typeof bookTables = bookTables,
    sendOne: typeof bookTable = bookTable,
    lanes = BOOKING_LANES,
  ) {
    const batches: Booking[][] = [];
    const singles: Booking[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const book = bookingsByTurn(
      t.app.ctx.db,
      async (db, bookings) => {
        batches.push(bookings.map((b) => b.booking));
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        try {
          return await sendBatch(db, bookings);
        } finally {
          inFlight--;
        }
      },
      (db, booking, now) => {
        singles.push(booking);
        return sendOne(db, booking, now);
      },
      lanes,
    );
    return { book, batches, singles, mostInFlight: () => mostInFlight };
  }

  it('sends the bookings of one turn as one statement, slot by slot in arrival order, each answered its own', async () => {
    const { storeNo } = await createStore(t.app, { capacity: 4 });
    const [a, b, c, d, e] = await members(5, storeNo);
    const { book, batches } = recorded();
    const now = t.app.ctx.clock.now();
    const asked = [
      a!('13:00', 3),
      b!('12:00', 2),
      c!('13:00', 2), // 1 seat left after a
      d!('13:00', 1),
      e!('12:00', 1),
      e!('12:00', 1), // the same member and slot again: E129 inside the same transaction
    ];
    const outcomes = await Promise.all(asked.map((booking) => book(booking, now)));

    expect(batches).toEqual([[asked[1], asked[4], asked[5], asked[0], asked[2], asked[3]]]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['booked', 'booked', 'E121', 'booked', 'booked', 'E129']);
    expect(outcomes[2]).toEqual({ outcome: 'E121', seatsLeft: 1 });
    expect(outcomes[3]).toMatchObject({ outcome: 'booked', seatsLeft: 0 });
    const numbers = outcomes.flatMap((o) => (o.outcome === 'booked' ? [o.reservationNo] : []));
    expect(new Set(numbers).size).toBe(4);
    expect(await bookedInSlot(t.app, storeNo, DATE, '13:00')).toBe(4);
    expect(await bookedInSlot(t.app, storeNo, DATE, '12:00')).toBe(3);
    const rows = await t.app.ctx.db
      .select({ userNo: reservations.userNo, time: reservations.time })
      .from(reservations)
      .where(and(eq(reservations.storeNo, storeNo), eq(reservations.status, 'Y')));
    expect(rows).toHaveLength(4);
  });

  it('sends the bookings asked while a statement is on its way in the next one, after it answered', async () => {
    const { storeNo } = await createStore(t.app, { capacity: 10 });
    const [a, b, c] = await members(3, storeNo);
    const { book, batches, mostInFlight } = recorded();
    const now = t.app.ctx.clock.now();
    const first = book(a!('12:00', 2), now);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toHaveLength(1);
    const later = [book(b!('12:00', 2), now), book(c!('12:00', 2), now)];
    const outcomes = await Promise.all([first, ...later]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['booked', 'booked', 'booked']);
    expect(batches.map((batch) => batch.length)).toEqual([1, 2]);
    expect(mostInFlight()).toBe(1);
    expect(await bookedInSlot(t.app, storeNo, DATE, '12:00')).toBe(6);
  });

  it('sends the bookings of another lane at once while a store’s day waits for its statement', async () => {
    const stores = [await createStore(t.app, { capacity: 10 })];
    const lane = (storeNo: number) => laneOf({ storeNo, date: DATE }, BOOKING_LANES);
    while (lane(stores.at(-1)!.storeNo) === lane(stores[0]!.storeNo))
      stores.push(await createStore(t.app, { capacity: 10 }));
    const here = stores[0]!.storeNo;
    const there = stores.at(-1)!.storeNo;
    const [a, b] = await members(2, here);
    const [c] = await members(1, there);
    // The first statement is held on its way until the other lane's has gone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    const { book, batches, mostInFlight } = recorded(async (db, bookings) => {
      if (sent++ === 0) await held;
      return bookTables(db, bookings);
    });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const now = t.app.ctx.clock.now();
    const first = book(a!('12:00', 2), now);
    await turn();
    expect(batches).toHaveLength(1);
    const sameDay = book(b!('12:00', 2), now);
    const otherStore = book(c!('12:00', 2), now);
    await turn();
    // The other store's booking went while the first statement was on its way; the same day's waits.
    const users = () => batches.map((batch) => batch.map((booking) => booking.userNo));
    const [userA, userB, userC] = [a!('12:00', 2).userNo, b!('12:00', 2).userNo, c!('12:00', 2).userNo];
    expect(users()).toEqual([[userA], [userC]]);
    expect((await otherStore).outcome).toBe('booked');
    expect(batches).toHaveLength(2);
    release();
    const outcomes = await Promise.all([first, sameDay]);

    expect(outcomes.map((o) => o.outcome)).toEqual(['booked', 'booked']);
    expect(users()).toEqual([[userA], [userC], [userB]]);
    expect(mostInFlight()).toBe(2);
    expect(await bookedInSlot(t.app, here, DATE, '12:00')).toBe(4);
    expect(await bookedInSlot(t.app, there, DATE, '12:00')).toBe(2);
  });

  it('puts the bookings in lanes only over a PostgreSQL pool; PGlite runs one statement at a time', () => {
    expect(lanesOf(t.app.ctx.db)).toBe(t.database.kind === 'postgres' ? BOOKING_LANES : 1);
  });

  it('books each on its own when the statement fails, so one booking’s error is its alone', async () => {
    const { storeNo } = await createStore(t.app, { capacity: 4 });
    const [a, b, c] = await members(3, storeNo);
    // One lane, so the malformed date shares the others' statement.
    const { book, batches, singles } = recorded(bookTables, bookTable, 1);
    const now = t.app.ctx.clock.now();
    // 30 February is no date: its cast fails the whole batch statement, which then books nothing.
    const asked = [a!('12:00', 2), b!('12:00', 1, '2026-02-30'), c!('12:00', 2)];
    const settled = await Promise.allSettled(asked.map((booking) => book(booking, now)));

    expect(batches).toHaveLength(1);
    // Again slot by slot: the malformed date sorts first.
    expect(singles).toEqual([asked[1], asked[0], asked[2]]);
    expect(settled[0]).toMatchObject({ status: 'fulfilled', value: { outcome: 'booked', seatsLeft: 2 } });
    expect(settled[1]?.status).toBe('rejected');
    expect(settled[2]).toMatchObject({ status: 'fulfilled', value: { outcome: 'booked', seatsLeft: 0 } });
    expect(await bookedInSlot(t.app, storeNo, DATE, '12:00')).toBe(4);
  });

  it('answers a lone booking’s statement error as it is, without sending it again', async () => {
    const { storeNo } = await createStore(t.app, { capacity: 4 });
    const [a] = await members(1, storeNo);
    const { book, batches, singles } = recorded();
    await expect(book(a!('12:00', 1, '2026-02-30'), t.app.ctx.clock.now())).rejects.toThrow();
    expect(batches).toHaveLength(1);
    expect(singles).toHaveLength(0);
  });

  it('keeps the booking API’s answers when the requests of one turn share a statement', async () => {
    const { storeNo } = await createStore(t.app, { capacity: 3 });
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app)));
    const answers = await Promise.all(
      users.map(async (user) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reservation',
          headers: await authHeader(t.app, user),
          payload: { storeNo, reservationDate: DATE, reservationTime: '18:00', personCount: 1 },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409]);
    const refused = answers.find((r) => r.statusCode !== 201)!;
    expect(refused.json()).toMatchObject({ success: false, code: 'E121' });
    expect(await bookedInSlot(t.app, storeNo, DATE, '18:00')).toBe(3);
  });
});

describe('booking lanes (laneOf)', () => {
  it('keeps every booking of a store’s day in one lane and spreads the days over all lanes', () => {
    const dates = ['2026-11-20', '2026-11-21', '2026-12-01'];
    const counts = Array.from({ length: BOOKING_LANES }, () => 0);
    for (let storeNo = 1; storeNo <= 1000; storeNo++)
      for (const date of dates) {
        const lane = laneOf({ storeNo, date }, BOOKING_LANES);
        expect(laneOf({ storeNo, date }, BOOKING_LANES)).toBe(lane);
        counts[lane]!++;
      }
    // 3,000 days over the lanes: none gets less than half or more than twice its share.
    const share = 3000 / BOOKING_LANES;
    for (const count of counts) {
      expect(count).toBeGreaterThan(share / 2);
      expect(count).toBeLessThan(share * 2);
    }
  });
});
