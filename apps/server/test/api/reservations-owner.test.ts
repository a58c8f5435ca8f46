import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siktak/contract';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createReservation, createStore, createUser } from '../helpers/factories.js';
import { availability, storedReservation } from '../helpers/reservations.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul.
const TODAY = '2026-11-17';

describe("an owner's reservation book", () => {
  let t: TestApp;
  let owner: TestUser;
  let rival: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let store: { storeNo: number };
  let rivalStore: { storeNo: number };
  let r: Record<'future' | 'startedToday' | 'yesterday' | 'cancelled' | 'rivals', number>;

  const call = async (method: 'GET' | 'PATCH', url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: user ? await authHeader(t.app, user) : {},
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const cancel = (user: TestUser | null, reservationNo: unknown, cancelReason: unknown = '재료 소진') =>
    call('PATCH', '/api/reservation/owner/cancel', user, { reservationNo, cancelReason });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    rival = await createUser(t.app, { role: 'ROLE_OWNER' });
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    member = await createUser(t.app, { name: '이손님', phone: '010-5555-7777' });
    store = await createStore(t.app, { ownerNo: owner.userNo, openTime: '09:00', closeTime: '21:00', capacity: 8 });
    rivalStore = await createStore(t.app, { ownerNo: rival.userNo });
    const at = (storeNo: number, date: string, time: string, status: 'Y' | 'N' = 'Y') =>
      createReservation(t.app, { userNo: member.userNo, storeNo, date, time, status, personCount: 3 }).then(
        (x) => x.reservationNo,
      );
    r = {
      yesterday: await at(store.storeNo, '2026-11-16', '18:00'),
      startedToday: await at(store.storeNo, TODAY, '09:00'),
      cancelled: await at(store.storeNo, '2026-11-19', '12:00', 'N'),
      future: await at(store.storeNo, '2026-11-20', '19:00'),
      rivals: await at(rivalStore.storeNo, '2026-11-20', '12:00'),
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/reservation/owner/{storeNo}', () => {
    it('lists the store bookings newest first with the booker name and status exactly Y or N', async () => {
      const res = await call('GET', `/api/reservation/owner/${store.storeNo}?page=0`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        reservationList: [
          {
            reservationNo: r.future,
            reservationDate: '2026-11-20',
            reservationTime: '19:00',
            userName: '이손님',
            personCount: 3,
            status: 'Y',
            isNoShow: 'N',
            // Our addition: 방문 완료 (docs/api-additions.md).
            visited: 'N',
            occasion: null,
            requestNote: null,
          },
          expect.objectContaining({ reservationNo: r.cancelled, status: 'N' }),
          expect.objectContaining({ reservationNo: r.startedToday, status: 'Y' }),
          expect.objectContaining({ reservationNo: r.yesterday, status: 'Y' }),
        ],
        totalPages: 1,
      });
    });

    it('clamps page=-1 to the first page', async () => {
      const first = await call('GET', `/api/reservation/owner/${store.storeNo}?page=0`, owner);
      const negative = await call('GET', `/api/reservation/owner/${store.storeNo}?page=-1`, owner);
      expect(negative.statusCode).toBe(200);
      expect(negative.json()).toEqual(first.json());
    });

    it("refuses another owner's store and a member with 403, a visitor with 401", async () => {
      for (const user of [rival, member]) {
        const res = await call('GET', `/api/reservation/owner/${store.storeNo}?page=0`, user);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: '403' });
      }
      const visitor = await call('GET', `/api/reservation/owner/${store.storeNo}?page=0`, null);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('401');
    });

    it('lets an admin read any store and answers 404 for a missing store', async () => {
      const res = await call('GET', `/api/reservation/owner/${rivalStore.storeNo}?page=0`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().reservationList.map((i: { reservationNo: number }) => i.reservationNo)).toEqual([r.rivals]);
      expect((await call('GET', '/api/reservation/owner/987654?page=0', admin)).statusCode).toBe(404);
    });
  });

  describe('GET /api/reservation/owner/detail/{reservationNo}', () => {
    it("answers the booker's name and phone, and whether the store may still cancel", async () => {
      const res = await call('GET', `/api/reservation/owner/detail/${r.future}`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        reservationNo: r.future,
        userName: '이손님',
        userPhone: '010-5555-7777',
        reservationDate: '2026-11-20',
        reservationTime: '19:00',
        personCount: 3,
        status: 'Y',
        isNoShow: 'N',
        cancelReason: null,
        cancellable: true,
        noShowEditable: false,
        // Our additions: 방문 완료 and whether it may be marked now.
        visited: 'N',
        visitEditable: false,
        occasion: null,
        requestNote: null,
        // Our addition: the 예약금·취소 규정 it was booked under, none at a store without a deposit (ADR-0051).
        depositPolicy: null,
        // Our addition: the booking's history, here just its booking.
        history: [{ kind: 'booked', at: expect.any(String) }],
      });
      const cancellable = async (no: number) =>
        (await call('GET', `/api/reservation/owner/detail/${no}`, owner)).json().cancellable;
      expect(await cancellable(r.startedToday)).toBe(true);
      expect(await cancellable(r.yesterday)).toBe(false);
      expect(await cancellable(r.cancelled)).toBe(false);
    });

    it("refuses a booking of another owner's store and a member with 403; 404 when missing", async () => {
      for (const user of [rival, member]) {
        const res = await call('GET', `/api/reservation/owner/detail/${r.future}`, user);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('403');
      }
      expect((await call('GET', '/api/reservation/owner/detail/987654', owner)).statusCode).toBe(404);
    });
  });

  describe('PATCH /api/reservation/owner/cancel', () => {
    it('cancels a booking of today (already started) sent as a numeric string, trims and stores the reason', async () => {
      const res = await cancel(owner, String(r.startedToday), '  재료 소진  ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.cancelDone });
      expect(await storedReservation(t.app, r.startedToday)).toMatchObject({
        status: 'N',
        cancelReason: '재료 소진',
        cancelledBy: 'OWNER',
      });
      const detail = (await call('GET', `/api/reservation/owner/detail/${r.startedToday}`, owner)).json();
      expect(detail).toMatchObject({ status: 'N', cancelReason: '재료 소진', cancellable: false });
      const mine = (await call('GET', `/api/reservation/mypage/detail/${r.startedToday}`, member)).json();
      expect(mine).toMatchObject({ status: 'N', cancelReason: '재료 소진' });
    });

    it('gives the seats back', async () => {
      const reservationNo = (
        await createReservation(t.app, {
          userNo: member.userNo,
          storeNo: store.storeNo,
          date: '2026-11-21',
          time: '12:00',
          personCount: 5,
        })
      ).reservationNo;
      expect((await availability(t.app, store.storeNo, '2026-11-21', '12:00')).json()).toBe(3);
      expect((await cancel(owner, String(reservationNo))).statusCode).toBe(200);
      expect((await availability(t.app, store.storeNo, '2026-11-21', '12:00')).json()).toBe(8);
    });

    it('refuses a booking cancelled already with E124', async () => {
      const res = await cancel(owner, String(r.cancelled));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('E124');
    });

    it('refuses a booking dated before today with E127', async () => {
      const res = await cancel(owner, String(r.yesterday));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'E127', message: '지난 예약은 취소할 수 없습니다.' });
      expect((await storedReservation(t.app, r.yesterday))?.status).toBe('Y');
    });

    it('refuses a blank reason with 400 and the spec message', async () => {
      const reservationNo = String(r.future);
      for (const payload of [
        { reservationNo, cancelReason: '' },
        { reservationNo, cancelReason: '   ' },
        { reservationNo },
      ]) {
        const res = await call('PATCH', '/api/reservation/owner/cancel', owner, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: '400', message: MESSAGES.cancelReasonRequired });
      }
      expect((await storedReservation(t.app, r.future))?.status).toBe('Y');
    });

    it('refuses another owner, a member (even the booker) with 403 and a visitor with 401', async () => {
      for (const user of [rival, member]) {
        const res = await cancel(user, String(r.future));
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('403');
      }
      const visitor = await cancel(null, String(r.future));
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('401');
      expect((await storedReservation(t.app, r.future))?.status).toBe('Y');
    });

    it('lets an admin cancel for any store, recorded as ADMIN', async () => {
      const res = await cancel(admin, String(r.rivals), '가게 요청');
      expect(res.statusCode).toBe(200);
      expect(await storedReservation(t.app, r.rivals)).toMatchObject({ status: 'N', cancelledBy: 'ADMIN' });
    });
  });
});
