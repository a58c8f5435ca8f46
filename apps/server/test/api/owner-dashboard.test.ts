import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema.js';
import { TEST_NOW, type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
} from '../helpers/factories.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW): the 10:00 hour runs, 09:00 is over.
const TODAY = '2026-11-17';
const URL = '/api/owner/dashboard';

describe('GET /api/owner/dashboard', () => {
  let t: TestApp;

  const get = async (user: TestUser | null, url = URL) =>
    t.app.inject({ method: 'GET', url, headers: user ? await authHeader(t.app, user) : {} });

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe("the owner's store", () => {
    let owner: TestUser;
    let store: { storeNo: number };
    let first: TestUser;
    let second: TestUser;
    const booked: Record<string, number> = {};

    beforeAll(async () => {
      owner = await createUser(t.app, { role: 'ROLE_OWNER' });
      first = await createUser(t.app, { name: '김하나' });
      second = await createUser(t.app, { name: '이두리' });
      store = await createStore(t.app, {
        ownerNo: owner.userNo,
        name: '망원 국수',
        openTime: '09:00',
        closeTime: '13:00',
        capacity: 10,
      });
      const elsewhere = await createStore(t.app);
      const at = async (
        user: TestUser,
        date: string,
        time: string,
        personCount: number,
        status: 'Y' | 'N' = 'Y',
        storeNo = store.storeNo,
      ) =>
        (await createReservation(t.app, { userNo: user.userNo, storeNo, date, time, personCount, status }))
          .reservationNo;

      booked.early = await at(first, TODAY, '08:00', 2); // an hour the store no longer opens
      booked.noShow = await at(second, TODAY, '09:00', 2);
      await t.app.ctx.db
        .update(reservations)
        .set({ status: 'NOSHOW' })
        .where(eq(reservations.reservationNo, booked.noShow));
      booked.three = await at(first, TODAY, '11:00', 3);
      booked.four = await at(second, TODAY, '11:00', 4);
      await at(first, TODAY, '12:00', 2, 'N'); // cancelled: neither a guest nor a seat
      await at(first, TODAY, '12:00', 5, 'Y', elsewhere.storeNo); // another store's

      // The edges of the 61 days: 30 days back and 30 ahead are in, one more on either side is not.
      await at(first, '2026-10-17', '11:00', 6);
      await at(first, '2026-10-18', '11:00', 5);
      await at(first, '2026-12-17', '12:00', 4);
      await at(first, '2026-12-18', '12:00', 3);

      // Reviews, each on a visit of its own long ago (outside the 61 days).
      let visits = 0;
      const review = async (grade: number, createdAt: string, hidden = false) => {
        visits += 1;
        const reservationNo = await at(first, `2025-06-0${visits}`, '11:00', 1);
        await createReview(t.app, {
          reservationNo,
          userNo: first.userNo,
          storeNo: store.storeNo,
          grade,
          createdAt: new Date(createdAt),
          hidden,
        });
      };
      await review(5, '2026-11-02T03:00:00Z');
      await review(4, '2026-11-10T03:00:00Z');
      await review(1, '2026-11-05T03:00:00Z', true); // hidden by an admin
      await review(3, '2026-09-30T15:30:00Z'); // 2026-10-01 00:30 in Seoul
      await review(2, '2025-11-20T03:00:00Z'); // before the 12 months
    });

    it('lays out today by hour: the bookings, seats booked and seats left, and where the hour stands', async () => {
      const res = await get(owner);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ storeNo: store.storeNo, storeName: '망원 국수', capacity: 10 });
      expect(body.today).toEqual({
        date: TODAY,
        time: '10:00',
        closed: false,
        hours: [
          {
            time: '08:00',
            phase: 'past',
            bookedSeats: 2,
            seatsLeft: 0,
            bookable: false,
            bookings: [{ reservationNo: booked.early, userName: '김하나', personCount: 2, isNoShow: 'N' }],
          },
          {
            time: '09:00',
            phase: 'past',
            bookedSeats: 2,
            seatsLeft: 8,
            bookable: false,
            bookings: [{ reservationNo: booked.noShow, userName: '이두리', personCount: 2, isNoShow: 'Y' }],
          },
          { time: '10:00', phase: 'now', bookedSeats: 0, seatsLeft: 10, bookable: false, bookings: [] },
          {
            time: '11:00',
            phase: 'ahead',
            bookedSeats: 7,
            seatsLeft: 3,
            bookable: true,
            bookings: [
              { reservationNo: booked.three, userName: '김하나', personCount: 3, isNoShow: 'N' },
              { reservationNo: booked.four, userName: '이두리', personCount: 4, isNoShow: 'N' },
            ],
          },
          { time: '12:00', phase: 'ahead', bookedSeats: 0, seatsLeft: 10, bookable: true, bookings: [] },
        ],
      });
    });

    it('agrees with the booking page on the seats left of every hour', async () => {
      const dashboard = (await get(owner)).json();
      const slots = (
        await t.app.inject({
          method: 'GET',
          url: `/api/reservation/slots?storeNo=${store.storeNo}&reservationDate=${TODAY}`,
        })
      ).json();
      for (const slot of slots.slots as { time: string; available: number; bookable: boolean }[]) {
        const hour = dashboard.today.hours.find((h: { time: string }) => h.time === slot.time);
        expect(hour).toMatchObject({ seatsLeft: slot.available, bookable: slot.bookable });
      }
    });

    it('counts bookings per day from 30 days back to 30 ahead, cancellations apart and no-shows among them', async () => {
      const { days } = (await get(owner)).json();
      expect(days).toHaveLength(61);
      expect(days[0]).toEqual({
        date: '2026-10-18',
        bookingCount: 1,
        personCount: 5,
        noShowCount: 0,
        cancelledCount: 0,
      });
      expect(days[60]).toEqual({
        date: '2026-12-17',
        bookingCount: 1,
        personCount: 4,
        noShowCount: 0,
        cancelledCount: 0,
      });
      expect(days[30]).toEqual({ date: TODAY, bookingCount: 4, personCount: 11, noShowCount: 1, cancelledCount: 1 });
      expect(days[31]).toEqual({
        date: '2026-11-18',
        bookingCount: 0,
        personCount: 0,
        noShowCount: 0,
        cancelledCount: 0,
      });
      const total = days.reduce((sum: number, day: { bookingCount: number }) => sum + day.bookingCount, 0);
      expect(total).toBe(6);
      // The same count as the owner page's today tile.
      const today = (await get(owner, '/api/reservation/owner/today')).json();
      expect(today).toMatchObject({ bookingCount: 4, personCount: 11 });
    });

    it('averages the visible reviews per Seoul month for 12 months, a hidden review left out', async () => {
      const { ratings } = (await get(owner)).json();
      expect(ratings.average).toBe(3.5);
      expect(ratings.reviewCount).toBe(4);
      expect(ratings.months.map((m: { month: string }) => m.month)).toEqual([
        '2025-12',
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
      ]);
      expect(ratings.months[11]).toEqual({ month: '2026-11', average: 4.5, reviewCount: 2 });
      expect(ratings.months[10]).toEqual({ month: '2026-10', average: 3, reviewCount: 1 });
      expect(ratings.months[9]).toEqual({ month: '2026-09', average: null, reviewCount: 0 });
      expect(ratings.months[0]).toEqual({ month: '2025-12', average: null, reviewCount: 0 });
    });

    it('moves with the clock: the next hour runs and can no longer be booked', async () => {
      t.clock.set('2026-11-17T02:30:00.000Z'); // 11:30 in Seoul
      try {
        const hours = (await get(owner)).json().today.hours as { time: string; phase: string; bookable: boolean }[];
        expect(hours.map((h) => [h.time, h.phase, h.bookable])).toEqual([
          ['08:00', 'past', false],
          ['09:00', 'past', false],
          ['10:00', 'past', false],
          ['11:00', 'now', false],
          ['12:00', 'ahead', true],
        ]);
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    it("gives another owner their own store's dashboard only", async () => {
      const other = await createUser(t.app, { role: 'ROLE_OWNER' });
      const theirs = await createStore(t.app, { ownerNo: other.userNo, openTime: '09:00', closeTime: '13:00' });
      const body = (await get(other)).json();
      expect(body.storeNo).toBe(theirs.storeNo);
      expect(body.today.hours.flatMap((h: { bookings: unknown[] }) => h.bookings)).toEqual([]);
      expect(body.days.every((d: { bookingCount: number }) => d.bookingCount === 0)).toBe(true);
      expect(body.ratings).toMatchObject({ average: 0, reviewCount: 0 });
    });
  });

  it('says when today is a day off', async () => {
    const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    await createStore(t.app, { ownerNo: owner.userNo, dayOff: ['화'], openTime: '11:00', closeTime: '13:00' });
    const { today } = (await get(owner)).json();
    expect(today.closed).toBe(true);
    expect(today.hours.map((h: { time: string; bookable: boolean }) => [h.time, h.bookable])).toEqual([
      ['11:00', false],
      ['12:00', false],
    ]);
  });

  it('answers 404 for an owner without a store or whose store was deleted, 403 for members and admins, 401 for visitors', async () => {
    const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    const none = await get(owner);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: '404', message: '등록된 가게가 없습니다.' });

    const removedOwner = await createUser(t.app, { role: 'ROLE_OWNER' });
    const removed = await createStore(t.app, { ownerNo: removedOwner.userNo });
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/manage/stores/${removed.storeNo}`,
      headers: await authHeader(t.app, admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(removedOwner)).json()).toMatchObject({ code: '404', message: '등록된 가게가 없습니다.' });

    expect((await get(await createUser(t.app))).statusCode).toBe(403);
    expect((await get(admin)).statusCode).toBe(403);
    const visitor = await get(null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: '401' });
  });
});
