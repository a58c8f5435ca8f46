import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siktak/contract';
import { stores } from '../../src/db/schema.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
} from '../helpers/factories.js';
import { availability, bookedInSlot, storedReservation } from '../helpers/reservations.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul.
const TODAY = '2026-11-17';

describe("a member's reservations", () => {
  let t: TestApp;
  let member: TestUser;
  let neighbour: TestUser;
  let store: { storeNo: number; name: string; imageKeys: string[] };
  let closedDown: { storeNo: number; name: string };
  let r: Record<'past' | 'reviewed' | 'cancelled' | 'future' | 'deletedStore' | 'startedToday' | 'laterToday', number>;
  let reviewNo: number;
  let neighbourSameSlot: number;

  const get = async (url: string, user: TestUser | null = member) =>
    t.app.inject({ method: 'GET', url, headers: user ? await authHeader(t.app, user) : {} });
  const patch = async (url: string, payload: unknown, user: TestUser | null = member) =>
    t.app.inject({
      method: 'PATCH',
      url,
      headers: user ? await authHeader(t.app, user) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const listOf = (user: TestUser, page = '0') => get(`/api/reservation/mypage/${user.userNo}?page=${page}`, user);
  const itemOf = async (user: TestUser, reservationNo: number) =>
    (await listOf(user))
      .json()
      .reservationList.find((i: { reservationNo: number }) => i.reservationNo === reservationNo);

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
    neighbour = await createUser(t.app);
    store = await createStore(t.app, { name: '연남 파스타', openTime: '09:00', closeTime: '21:00', capacity: 10 });
    closedDown = await createStore(t.app, { name: '폐업한 식당', images: 0 });
    const at = (storeNo: number, date: string, time: string, status: 'Y' | 'N' = 'Y') =>
      createReservation(t.app, { userNo: member.userNo, storeNo, date, time, status }).then((x) => x.reservationNo);
    r = {
      past: await at(store.storeNo, '2026-11-10', '12:00'),
      reviewed: await at(store.storeNo, '2026-11-11', '12:00'),
      cancelled: await at(store.storeNo, '2026-11-12', '12:00', 'N'),
      future: await at(store.storeNo, '2026-11-20', '12:00'),
      deletedStore: await at(closedDown.storeNo, '2026-11-13', '12:00'),
      startedToday: await at(store.storeNo, TODAY, '09:00'),
      laterToday: await at(store.storeNo, TODAY, '11:00'),
    };
    reviewNo = (
      await createReview(t.app, { reservationNo: r.reviewed, userNo: member.userNo, storeNo: store.storeNo, grade: 5 })
    ).reviewNo;
    // The neighbour ate in the very slot the member reviewed, and has not written a review.
    neighbourSameSlot = (
      await createReservation(t.app, {
        userNo: neighbour.userNo,
        storeNo: store.storeNo,
        date: '2026-11-11',
        time: '12:00',
      })
    ).reservationNo;
    await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, closedDown.storeNo));
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('PATCH /api/reservation/review/status-update', () => {
    it('answers 200 {success, message} to a body-less call without Content-Type', async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/reservation/review/status-update',
        headers: await authHeader(t.app, member),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: expect.stringMatching(/[가-힣]/) });
    });

    it('answers 401 with code "401" to a visitor', async () => {
      const res = await patch('/api/reservation/review/status-update', undefined, null);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('401');
    });
  });

  describe('GET /api/reservation/mypage/{userNo}', () => {
    it('answers {reservationList, totalPages} newest first with every field the client reads', async () => {
      const res = await listOf(member);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.totalPages).toBe(1);
      expect(body.reservationList.map((i: { reservationNo: number }) => i.reservationNo)).toEqual([
        r.future,
        r.laterToday,
        r.startedToday,
        r.deletedStore,
        r.cancelled,
        r.reviewed,
        r.past,
      ]);
      expect(body.reservationList[0]).toEqual({
        reservationNo: r.future,
        storeNo: store.storeNo,
        storeName: '연남 파스타',
        reservationDate: '2026-11-20',
        reservationTime: '12:00',
        personCount: 2,
        status: 'Y',
        isNoShow: 'N',
        isReview: 'NO',
        isDeleted: 'N',
        reviewNo: null,
        storeImage: `${TEST_PUBLIC_URL}/uploads/${store.imageKeys[0]}`,
      });
    });

    it('computes isReview for every case without any status-update call', async () => {
      const list = (await listOf(member)).json().reservationList as {
        reservationNo: number;
        isReview: string;
        reviewNo: number | null;
        status: string;
        isDeleted: string;
        storeImage: string | null;
      }[];
      const byNo = new Map(list.map((item) => [item.reservationNo, item]));
      expect(byNo.get(r.past)?.isReview).toBe('YET');
      expect(byNo.get(r.startedToday)?.isReview).toBe('YET');
      expect(byNo.get(r.reviewed)).toMatchObject({ isReview: 'COM', reviewNo });
      expect(byNo.get(r.cancelled)).toMatchObject({ isReview: 'NO', status: 'N' });
      expect(byNo.get(r.future)?.isReview).toBe('NO');
      expect(byNo.get(r.laterToday)?.isReview).toBe('NO');
      expect(byNo.get(r.deletedStore)).toMatchObject({ isReview: 'NO', isDeleted: 'Y', storeImage: null });
    });

    it('turns a booking into YET once its slot starts', async () => {
      t.clock.set('2026-11-17T02:00:00.000Z'); // 11:00 in Seoul
      try {
        expect((await itemOf(member, r.laterToday)).isReview).toBe('YET');
      } finally {
        t.clock.set('2026-11-17T01:00:00.000Z');
      }
      expect((await itemOf(member, r.laterToday)).isReview).toBe('NO');
    });

    it("never shows another member's review or bookings", async () => {
      const theirs = (await listOf(neighbour)).json().reservationList;
      expect(theirs).toHaveLength(1);
      expect(theirs[0]).toMatchObject({ reservationNo: neighbourSameSlot, isReview: 'YET', reviewNo: null });
      const mine = (await listOf(member)).json().reservationList.map((i: { reservationNo: number }) => i.reservationNo);
      expect(mine).not.toContain(neighbourSameSlot);
    });

    it("refuses another member's list with 403, and a visitor with 401", async () => {
      const res = await get(`/api/reservation/mypage/${neighbour.userNo}?page=0`, member);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: '403' });
      const visitor = await get(`/api/reservation/mypage/${member.userNo}?page=0`, null);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('401');
    });

    it('pages by 10, clamps page=-1 to the first page and answers totalPages ≥ 1 when empty', async () => {
      const busy = await createUser(t.app);
      const busyStore = await createStore(t.app, { capacity: 50 });
      for (let day = 1; day <= 12; day++) {
        await createReservation(t.app, {
          userNo: busy.userNo,
          storeNo: busyStore.storeNo,
          date: `2026-12-${String(day).padStart(2, '0')}`,
          time: '12:00',
          personCount: 1,
        });
      }
      const first = (await listOf(busy, '0')).json();
      expect(first.totalPages).toBe(2);
      expect(first.reservationList).toHaveLength(10);
      expect(first.reservationList[0].reservationDate).toBe('2026-12-12');
      const second = (await listOf(busy, '1')).json();
      expect(second.reservationList.map((i: { reservationDate: string }) => i.reservationDate)).toEqual([
        '2026-12-02',
        '2026-12-01',
      ]);
      const negative = await listOf(busy, '-1');
      expect(negative.statusCode).toBe(200);
      expect(negative.json()).toEqual(first);
      expect((await listOf(busy, '9')).json()).toEqual({ reservationList: [], totalPages: 2 });

      const newcomer = await createUser(t.app);
      expect((await listOf(newcomer)).json()).toEqual({ reservationList: [], totalPages: 1 });
    });
  });

  describe('GET /api/reservation/mypage/detail/{reservationNo}', () => {
    it('answers the raw detail of an own booking', async () => {
      const res = await get(`/api/reservation/mypage/detail/${r.future}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        reservationNo: r.future,
        storeNo: store.storeNo,
        status: 'Y',
        isNoShow: 'N',
        storeImage: `${TEST_PUBLIC_URL}/uploads/${store.imageKeys[0]}`,
        storeName: '연남 파스타',
        storeAddress1: '서울 강남구 테헤란로 1',
        storeAddress2: '1층',
        storePhone: '02-123-4567',
        reservationDate: '2026-11-20',
        reservationTime: '12:00',
        personCount: 2,
        cancelReason: null,
        isDeleted: 'N',
        isReview: 'NO',
        reviewNo: null,
        cancellable: true,
        occasion: null,
        requestNote: null,
        // Our addition: the 예약금·취소 규정 it was booked under, none at a store without a deposit (ADR-0051).
        depositPolicy: null,
      });
    });

    it('says a started or cancelled booking cannot be cancelled', async () => {
      expect((await get(`/api/reservation/mypage/detail/${r.startedToday}`)).json().cancellable).toBe(false);
      expect((await get(`/api/reservation/mypage/detail/${r.cancelled}`)).json()).toMatchObject({
        status: 'N',
        cancellable: false,
      });
    });

    it("answers 404 for another member's booking and for a missing one", async () => {
      for (const no of [neighbourSameSlot, 987_654]) {
        const res = await get(`/api/reservation/mypage/detail/${no}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: '404' });
      }
    });
  });

  describe('PATCH /api/reservation/mypage/cancel', () => {
    it('cancels an own future booking, stores the reason and frees the seats in the same step', async () => {
      const reservationNo = (
        await createReservation(t.app, {
          userNo: member.userNo,
          storeNo: store.storeNo,
          date: '2026-11-21',
          time: '18:00',
          personCount: 4,
        })
      ).reservationNo;
      expect((await availability(t.app, store.storeNo, '2026-11-21', '18:00')).json()).toBe(6);

      const res = await patch('/api/reservation/mypage/cancel', { reservationNo, cancelReason: '단순 변심' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.cancelDone });

      expect(await storedReservation(t.app, reservationNo)).toMatchObject({
        status: 'N',
        cancelReason: '단순 변심',
        cancelledBy: 'USER',
        cancelledAt: new Date('2026-11-17T01:00:00.000Z'),
      });
      expect((await availability(t.app, store.storeNo, '2026-11-21', '18:00')).json()).toBe(10);
      expect(await bookedInSlot(t.app, store.storeNo, '2026-11-21', '18:00')).toBe(0);
      const detail = (await get(`/api/reservation/mypage/detail/${reservationNo}`)).json();
      expect(detail).toMatchObject({ status: 'N', cancelReason: '단순 변심', cancellable: false });

      const again = await patch('/api/reservation/mypage/cancel', { reservationNo, cancelReason: '단순 변심' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, code: 'E124', message: '이미 취소된 예약입니다.' });
      expect(await bookedInSlot(t.app, store.storeNo, '2026-11-21', '18:00')).toBe(0);
    });

    it('accepts the reservation number as a numeric string', async () => {
      const reservationNo = (
        await createReservation(t.app, {
          userNo: member.userNo,
          storeNo: store.storeNo,
          date: '2026-11-22',
          time: '18:00',
        })
      ).reservationNo;
      const res = await patch('/api/reservation/mypage/cancel', {
        reservationNo: String(reservationNo),
        cancelReason: '날짜 착오',
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a booking whose slot has started with E127', async () => {
      const res = await patch('/api/reservation/mypage/cancel', {
        reservationNo: r.startedToday,
        cancelReason: '기타',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'E127', message: '지난 예약은 취소할 수 없습니다.' });
      expect((await storedReservation(t.app, r.startedToday))?.status).toBe('Y');
    });

    it('refuses a blank reason with 400 and the spec message', async () => {
      for (const payload of [{ reservationNo: r.future, cancelReason: '   ' }, { reservationNo: r.future }]) {
        const res = await patch('/api/reservation/mypage/cancel', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: '400', message: MESSAGES.cancelReasonRequired });
      }
    });

    it("answers 404 to a member cancelling someone else's booking, and leaves it alone", async () => {
      const res = await patch(
        '/api/reservation/mypage/cancel',
        { reservationNo: neighbourSameSlot, cancelReason: '단순 변심' },
        member,
      );
      expect(res.statusCode).toBe(404);
      expect((await storedReservation(t.app, neighbourSameSlot))?.status).toBe('Y');
    });

    it('answers 401 with code "401" to a visitor', async () => {
      const res = await patch('/api/reservation/mypage/cancel', { reservationNo: r.future, cancelReason: 'x' }, null);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('401');
    });
  });
});
