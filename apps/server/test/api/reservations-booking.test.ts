import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siktak/contract';
import { stores } from '../../src/db/schema.js';
import { TEST_NOW, TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, createStore, createUser } from '../helpers/factories.js';
import { availability, book, bookedInSlot, storedReservation } from '../helpers/reservations.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW). The store below is open 09:00–21:00,
// closed on Mondays (2026-11-23) and temporarily from Wednesday 11-25 to Friday 11-27.
const TODAY = '2026-11-17';
const MONDAY = '2026-11-23';
const LAST_BOOKABLE = '2027-01-15';

describe('booking API', () => {
  let t: TestApp;
  let member: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app, { name: '김예약' });
    other = await createUser(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  const openStore = (capacity = 6) =>
    createStore(t.app, {
      openTime: '09:00',
      closeTime: '21:00',
      dayOff: ['월'],
      closureStart: '2026-11-25',
      closureEnd: '2026-11-27',
      capacity,
      images: 2,
    });

  describe('GET /api/reservation/store/{storeNo}', () => {
    it('answers the raw booking info with Korean weekday letters, HH:mm times and Seoul today/window', async () => {
      const store = await openStore();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reservation/store/${store.storeNo}`,
        headers: { authorization: 'Bearer stale-token' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        storeNo: store.storeNo,
        storeName: store.name,
        openTime: '09:00',
        closeTime: '21:00',
        dayOff: ['월'],
        startDate: '2026-11-25',
        endDate: '2026-11-27',
        count: 6,
        today: TODAY,
        lastBookableDate: LAST_BOOKABLE,
      });
      expect(body.imageList).toHaveLength(2);
      for (const url of body.imageList) expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/uploads/stores/`));
    });

    it('answers null closure dates and an empty dayOff array for a store open every day', async () => {
      const store = await createStore(t.app);
      const body = (await t.app.inject({ method: 'GET', url: `/api/reservation/store/${store.storeNo}` })).json();
      expect(body).toMatchObject({ dayOff: [], startDate: null, endDate: null });
    });

    it('answers 404 for a missing or deleted store', async () => {
      const gone = await createStore(t.app);
      await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, gone.storeNo));
      for (const storeNo of [gone.storeNo, 987_654]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/reservation/store/${storeNo}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: '404' });
      }
    });
  });

  // Every rule is checked with the process in UTC and in Seoul: business time must not follow the TZ.
  describe.each(['UTC', 'Asia/Seoul'])('booking rules with the process TZ at %s', (tz) => {
    let previousTz: string | undefined;
    let store: { storeNo: number; name: string };
    // A member of its own per time zone, so the bookings of both runs stay within the member limits.
    let booker: TestUser;

    beforeAll(async () => {
      previousTz = process.env.TZ;
      process.env.TZ = tz;
      store = await openStore();
      booker = await createUser(t.app);
    });

    afterAll(() => {
      if (previousTz === undefined) delete process.env.TZ;
      else process.env.TZ = previousTz;
    });

    const reserve = (date: string, time: string, personCount: unknown = 2, user = booker) =>
      book(t.app, user, {
        userNo: user.userNo,
        storeNo: store.storeNo,
        reservationDate: date,
        reservationTime: time,
        personCount,
      });

    it('runs in the intended time zone', () => {
      expect(new Date(TEST_NOW).getHours()).toBe(tz === 'UTC' ? 1 : 10);
    });

    it('refuses the slot that starts right now (10:00) with E123 and books the next one (11:00) with 201', async () => {
      const started = await reserve(TODAY, '10:00');
      expect(started.statusCode).toBe(400);
      expect(started.json()).toEqual({
        success: false,
        code: 'E123',
        message: '이미 지났거나 예약할 수 없는 시간입니다.',
      });

      const next = await reserve(TODAY, '11:00');
      expect(next.statusCode).toBe(201);
      const body = next.json();
      expect(body).toEqual({
        reservationNo: expect.any(Number),
        reservationDate: TODAY,
        reservationTime: '11:00',
        personCount: 2,
        status: 'Y',
        message: MESSAGES.bookingDone,
      });
      const row = await storedReservation(t.app, body.reservationNo);
      expect(row).toMatchObject({ userNo: booker.userNo, storeNo: store.storeNo, status: 'Y', personCount: 2 });
    });

    it('refuses earlier slots of today and past days with E123', async () => {
      for (const [date, time] of [
        [TODAY, '09:00'],
        ['2026-11-15', '20:00'],
      ] as const) {
        const res = await reserve(date, time);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('E123');
      }
    });

    it('opens the window through the 60th day (today included) and refuses the day after with E123', async () => {
      expect((await reserve(LAST_BOOKABLE, '12:00')).statusCode).toBe(201);
      const beyond = await reserve('2027-01-16', '12:00');
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json().code).toBe('E123');
    });

    it('refuses the weekly day off with E122 and its message', async () => {
      const res = await reserve(MONDAY, '12:00');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'E122', message: MESSAGES.bookingClosedDay });
    });

    it('treats the temporary closure as inclusive on both ends', async () => {
      for (const date of ['2026-11-25', '2026-11-26', '2026-11-27']) {
        const res = await reserve(date, '12:00');
        expect(res.json().code, date).toBe('E122');
      }
      expect((await reserve('2026-11-24', '12:00')).statusCode).toBe(201);
      expect((await reserve('2026-11-28', '12:00')).statusCode).toBe(201);
    });

    it('refuses malformed dates and times, and times that are not one of the store slots, with E120', async () => {
      const cases: [string, string][] = [
        ['2026-11-20', '10:30'],
        ['2026-11-20', '21:00'],
        ['2026-11-20', '08:00'],
        ['2026-11-20', '25:00'],
        ['2026-11-20', 'noon'],
        ['2026-02-30', '12:00'],
        ['2026/11/20', '12:00'],
        ['', '12:00'],
      ];
      for (const [date, time] of cases) {
        const res = await reserve(date, time);
        expect(res.statusCode, `${date} ${time}`).toBe(400);
        expect(res.json(), `${date} ${time}`).toEqual({
          success: false,
          code: 'E120',
          message: '예약 날짜 또는 시간이 올바르지 않습니다.',
        });
      }
    });

    it('accepts a time sent with seconds as the same slot', async () => {
      const res = await reserve('2026-11-20', '13:00:00');
      expect(res.statusCode).toBe(201);
      expect(res.json().reservationTime).toBe('13:00');
    });

    it('refuses a head count below one, not a whole number, a boolean or an array with 400 and the spec message', async () => {
      const slot = { storeNo: store.storeNo, reservationDate: '2026-11-20', reservationTime: '14:00' };
      // true, [2] and ' ' were coerced to 1, 2 and 0 once; digits in a string stay accepted.
      const bodies = [0, -1, 1.5, 'two', null, true, false, [2], ' ', '1.5'].map((personCount) => ({
        ...slot,
        personCount,
      }));
      for (const body of [...bodies, slot]) {
        const res = await book(t.app, member, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json(), JSON.stringify(body)).toMatchObject({
          success: false,
          code: '400',
          message: MESSAGES.bookingIncomplete,
        });
      }
      expect(await bookedInSlot(t.app, store.storeNo, '2026-11-20', '14:00')).toBe(0);
    });
  });

  describe('seats', () => {
    it('takes seats up to the capacity and answers E121 with the number still free', async () => {
      const store = await openStore(6);
      const body = (personCount: number, user = member) => ({
        storeNo: store.storeNo,
        reservationDate: '2026-11-20',
        reservationTime: '18:00',
        personCount,
        userNo: user.userNo,
      });
      expect((await book(t.app, member, body(4))).statusCode).toBe(201);

      const tooMany = await book(t.app, other, body(3, other));
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toEqual({
        success: false,
        code: 'E121',
        message: '해당 시간에는 최대 2명까지 예약 가능합니다.',
      });

      expect((await book(t.app, other, body(2, other))).statusCode).toBe(201);
      const full = await book(t.app, other, body(1, other));
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe('해당 시간에는 최대 0명까지 예약 가능합니다.');

      expect(await bookedInSlot(t.app, store.storeNo, '2026-11-20', '18:00')).toBe(6);
    });

    it('answers E121 with the whole capacity for a party larger than the store takes', async () => {
      const store = await openStore(6);
      const res = await book(t.app, member, {
        storeNo: store.storeNo,
        reservationDate: '2026-11-20',
        reservationTime: '12:00',
        personCount: 7,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('해당 시간에는 최대 6명까지 예약 가능합니다.');
      expect(await bookedInSlot(t.app, store.storeNo, '2026-11-20', '12:00')).toBe(0);
    });
  });

  describe('who may book', () => {
    it('accepts ids and the head count as numeric strings', async () => {
      const store = await openStore();
      const res = await book(t.app, member, {
        userNo: String(member.userNo),
        storeNo: String(store.storeNo),
        reservationDate: '2026-11-20',
        reservationTime: '15:00',
        personCount: '3',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().personCount).toBe(3);
    });

    it('books for the caller when the body carries no userNo', async () => {
      const store = await openStore();
      const res = await book(t.app, other, {
        storeNo: store.storeNo,
        reservationDate: '2026-11-20',
        reservationTime: '15:00',
        personCount: 1,
      });
      expect(res.statusCode).toBe(201);
      expect((await storedReservation(t.app, res.json().reservationNo))?.userNo).toBe(other.userNo);
    });

    it("refuses a userNo that is not the caller's with 403 and books nothing", async () => {
      const store = await openStore();
      const res = await book(t.app, member, {
        userNo: other.userNo,
        storeNo: store.storeNo,
        reservationDate: '2026-11-20',
        reservationTime: '16:00',
        personCount: 2,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: '403' });
      expect(await bookedInSlot(t.app, store.storeNo, '2026-11-20', '16:00')).toBe(0);
    });

    it('answers 401 with code "401" to a visitor and to an invalid token', async () => {
      const store = await openStore();
      const payload = {
        storeNo: store.storeNo,
        reservationDate: '2026-11-20',
        reservationTime: '16:00',
        personCount: 2,
      };
      for (const headers of [{}, { authorization: 'Bearer forged.token.value' }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/reservation', headers, payload });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: '401' });
      }
    });

    it('answers 404 for a missing or deleted store', async () => {
      const gone = await openStore();
      await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, gone.storeNo));
      for (const storeNo of [gone.storeNo, 987_654]) {
        const res = await book(t.app, member, {
          storeNo,
          reservationDate: '2026-11-20',
          reservationTime: '12:00',
          personCount: 1,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('404');
      }
    });
  });

  describe('GET /api/reservation/available-person', () => {
    it('answers a bare number: the capacity minus the booked seats', async () => {
      const store = await openStore(6);
      const before = await availability(t.app, store.storeNo, '2026-11-21', '19:00');
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toMatch(/^application\/json/);
      expect(before.body).toBe('6');

      await book(t.app, member, {
        storeNo: store.storeNo,
        reservationDate: '2026-11-21',
        reservationTime: '19:00',
        personCount: 4,
      });
      expect((await availability(t.app, store.storeNo, '2026-11-21', '19:00')).body).toBe('2');
      expect((await availability(t.app, store.storeNo, '2026-11-21', '20:00')).body).toBe('6');
    });

    it('answers 0 for a slot that cannot be booked: day off, closure, started, beyond the window', async () => {
      const store = await openStore(6);
      for (const [date, time] of [
        [MONDAY, '12:00'],
        ['2026-11-25', '12:00'],
        [TODAY, '10:00'],
        ['2026-11-01', '12:00'],
        ['2027-01-16', '12:00'],
      ] as const) {
        const res = await availability(t.app, store.storeNo, date, time);
        expect(res.statusCode, `${date} ${time}`).toBe(200);
        expect(res.json(), `${date} ${time}`).toBe(0);
      }
      expect((await availability(t.app, store.storeNo, TODAY, '11:00')).json()).toBe(6);
    });

    it('answers E120 for a time that is not a slot or a malformed date, 404 for a missing store', async () => {
      const store = await openStore(6);
      const notSlot = await availability(t.app, store.storeNo, '2026-11-20', '12:30');
      expect(notSlot.statusCode).toBe(400);
      expect(notSlot.json().code).toBe('E120');
      expect((await availability(t.app, store.storeNo, '20261120', '12:00')).json().code).toBe('E120');
      expect((await availability(t.app, 987_654, '2026-11-20', '12:00')).statusCode).toBe(404);
    });

    it('ignores a stale token (public call)', async () => {
      const store = await openStore(6);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reservation/available-person?storeNo=${store.storeNo}&reservationDate=2026-11-20&reservationTime=12:00`,
        headers: { authorization: 'Bearer expired' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBe(6);
    });
  });

  describe('GET /api/reservation/slots', () => {
    it('lists every slot of the day with free seats and whether it can be booked now', async () => {
      const store = await createStore(t.app, { openTime: '09:00', closeTime: '13:00', capacity: 4 });
      await book(t.app, member, {
        storeNo: store.storeNo,
        reservationDate: TODAY,
        reservationTime: '12:00',
        personCount: 4,
      });
      await book(t.app, member, {
        storeNo: store.storeNo,
        reservationDate: TODAY,
        reservationTime: '11:00',
        personCount: 1,
      });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reservation/slots?storeNo=${store.storeNo}&reservationDate=${TODAY}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        reservationDate: TODAY,
        closed: false,
        slots: [
          { time: '09:00', available: 4, bookable: false, closed: false },
          { time: '10:00', available: 4, bookable: false, closed: false },
          { time: '11:00', available: 3, bookable: true, closed: false },
          { time: '12:00', available: 0, bookable: false, closed: false },
        ],
      });
    });

    it('marks a closed day and books nothing on it', async () => {
      const store = await openStore();
      const body = (
        await t.app.inject({
          method: 'GET',
          url: `/api/reservation/slots?storeNo=${store.storeNo}&reservationDate=2026-11-26`,
        })
      ).json();
      expect(body.closed).toBe(true);
      expect(body.slots).toHaveLength(12);
      expect(body.slots.every((slot: { bookable: boolean }) => !slot.bookable)).toBe(true);
    });

    it('answers E120 for a malformed date', async () => {
      const store = await openStore();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reservation/slots?storeNo=${store.storeNo}&reservationDate=tomorrow`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('E120');
    });
  });

  it('keeps the booked seats of a slot equal to its confirmed head counts', async () => {
    const store = await openStore(8);
    for (const personCount of [1, 2, 3]) {
      // One slot is booked once per member, so each party is someone else.
      const res = await book(t.app, await createUser(t.app), {
        storeNo: store.storeNo,
        reservationDate: '2026-11-19',
        reservationTime: '17:00',
        personCount,
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await bookedInSlot(t.app, store.storeNo, '2026-11-19', '17:00')).toBe(6);
    expect((await availability(t.app, store.storeNo, '2026-11-19', '17:00')).json()).toBe(2);
  });
});
