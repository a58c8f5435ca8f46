import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createReservation, createStore, createUser } from '../helpers/factories.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul.
const TODAY = '2026-11-17';

describe('my-page and owner-page overviews', () => {
  let t: TestApp;

  const get = async (url: string, user: TestUser | null) =>
    t.app.inject({ method: 'GET', url, headers: user ? await authHeader(t.app, user) : {} });

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/reservation/mypage/upcoming', () => {
    it("answers the member's next confirmed booking not yet started, with its D-day and how many are ahead", async () => {
      const member = await createUser(t.app);
      const other = await createUser(t.app);
      const store = await createStore(t.app, { name: '연남 파스타', openTime: '09:00', closeTime: '21:00' });
      const gone = await createStore(t.app);
      const at = (user: TestUser, storeNo: number, date: string, time: string, status: 'Y' | 'N' = 'Y') =>
        createReservation(t.app, { userNo: user.userNo, storeNo, date, time, status, personCount: 3 });

      await at(member, store.storeNo, TODAY, '09:00'); // started an hour ago
      await at(member, store.storeNo, TODAY, '11:00', 'N'); // cancelled
      await at(other, store.storeNo, TODAY, '12:00'); // someone else's
      await at(member, gone.storeNo, '2026-11-18', '12:00'); // at a store that will be deleted
      const next = await at(member, store.storeNo, '2026-11-20', '19:00');
      await at(member, store.storeNo, '2026-11-21', '12:00');
      const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
      await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/manage/stores/${gone.storeNo}`,
        headers: await authHeader(t.app, admin),
      });

      const res = await get('/api/reservation/mypage/upcoming', member);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        reservation: {
          reservationNo: next.reservationNo,
          storeNo: store.storeNo,
          storeName: '연남 파스타',
          storeImage: expect.stringMatching(/^http:\/\/siktak\.test\/uploads\//),
          reservationDate: '2026-11-20',
          reservationTime: '19:00',
          personCount: 3,
          dDay: 3,
        },
        upcomingCount: 2,
      });
    });

    it('counts a booking later today as D-day 0, and answers null once nothing is ahead', async () => {
      const member = await createUser(t.app);
      const store = await createStore(t.app, { openTime: '09:00', closeTime: '21:00' });
      await createReservation(t.app, { userNo: member.userNo, storeNo: store.storeNo, date: TODAY, time: '10:00' });
      await createReservation(t.app, { userNo: member.userNo, storeNo: store.storeNo, date: TODAY, time: '11:00' });
      expect((await get('/api/reservation/mypage/upcoming', member)).json()).toMatchObject({
        reservation: { reservationTime: '11:00', dDay: 0 },
        upcomingCount: 1,
      });
      const fresh = await createUser(t.app);
      expect((await get('/api/reservation/mypage/upcoming', fresh)).json()).toEqual({
        reservation: null,
        upcomingCount: 0,
      });
    });

    it('needs a signed-in member: 401 with code "401" otherwise', async () => {
      const res = await get('/api/reservation/mypage/upcoming', null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: '401' });
    });
  });

  describe('GET /api/reservation/owner/today', () => {
    it("counts today's bookings of the owner's own store that were not cancelled, and their guests", async () => {
      const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
      const member = await createUser(t.app);
      const store = await createStore(t.app, { ownerNo: owner.userNo, openTime: '09:00', closeTime: '21:00' });
      const elsewhere = await createStore(t.app);
      const at = (storeNo: number, date: string, time: string, personCount: number, status: 'Y' | 'N' = 'Y') =>
        createReservation(t.app, { userNo: member.userNo, storeNo, date, time, personCount, status });
      await at(store.storeNo, TODAY, '09:00', 2); // already started: still today's
      await at(store.storeNo, TODAY, '18:00', 4);
      await at(store.storeNo, TODAY, '19:00', 3, 'N');
      await at(store.storeNo, '2026-11-18', '18:00', 5);
      await at(elsewhere.storeNo, TODAY, '18:00', 6);

      const res = await get('/api/reservation/owner/today', owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ storeNo: store.storeNo, date: TODAY, bookingCount: 2, personCount: 6 });
    });

    it('answers 404 for an owner without a store, 403 for members and admins, 401 for visitors', async () => {
      const owner = await createUser(t.app, { role: 'ROLE_OWNER' });
      const none = await get('/api/reservation/owner/today', owner);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ code: '404', message: '등록된 가게가 없습니다.' });
      expect((await get('/api/reservation/owner/today', await createUser(t.app))).statusCode).toBe(403);
      expect(
        (await get('/api/reservation/owner/today', await createUser(t.app, { role: 'ROLE_ADMIN' }))).statusCode,
      ).toBe(403);
      expect((await get('/api/reservation/owner/today', null)).json()).toMatchObject({ code: '401' });
    });
  });
});
