import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@siktak/contract';
import { auditLogs, reservations, stores } from '../../src/db/schema.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
} from '../helpers/factories.js';
import { bookedInSlot } from '../helpers/reservations.js';

describe('admin stores API', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영팀' });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function asAdmin(method: 'GET' | 'DELETE', url: string) {
    return t.app.inject({ method, url, headers: await authHeader(t.app, admin) });
  }

  describe('GET /api/admin/manage/stores', () => {
    it('pages 10 stores newest first with the average rating, deleted ones included and marked', async () => {
      const member = await createUser(t.app);
      // Created after every other store of this file, so these twelve lead the list.
      const made: number[] = [];
      for (let i = 0; i < 12; i++) {
        const { storeNo } = await createStore(t.app, {
          name: `가게 ${i}`,
          district: '마포구',
          foodType: '양식',
          images: 0,
          createdAt: new Date(Date.parse('2030-10-01T03:00:00Z') + i * 86_400_000),
        });
        made.push(storeNo);
      }
      const newest = made[11]!;
      for (const [i, grade] of [5, 4, 4].entries()) {
        const { reservationNo } = await createReservation(t.app, {
          userNo: member.userNo,
          storeNo: newest,
          date: `2026-11-0${i + 1}`,
          time: '12:00',
        });
        await createReview(t.app, { reservationNo, userNo: member.userNo, storeNo: newest, grade });
      }
      await t.app.ctx.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.storeNo, made[10]!));
      const [{ n }] = (await t.app.ctx.db.select({ n: count() }).from(stores)) as [{ n: number }];
      const get = (query: string) => asAdmin('GET', `/api/admin/manage/stores${query}`);

      const body = (await get('?page=0')).json();
      expect(body.totalPages).toBe(Math.ceil(n / 10));
      expect(body.storeList.map((s: { storeNo: number }) => s.storeNo)).toEqual(made.slice(2).reverse());
      expect(body.storeList[0]).toEqual({
        storeNo: newest,
        storeName: '가게 11',
        categoryAddress: '마포구',
        categoryFoodtype: '양식',
        storeGrade: 4.3,
        reviewCount: 3,
        createDate: '2030-10-12T12:00:00',
        isDeleted: 'N',
      });
      expect(body.storeList[1]).toMatchObject({ storeNo: made[10], isDeleted: 'Y', storeGrade: 0, reviewCount: 0 });
      const second = (await get('?page=1')).json();
      expect(second.storeList.slice(0, 2).map((s: { storeNo: number }) => s.storeNo)).toEqual([made[1], made[0]]);
      expect((await get('?page=-1')).json()).toEqual(body);
    });
  });

  describe('GET /api/admin/manage/stores/detail/{storeNo}', () => {
    it('answers the raw store with arrays and absolute image URLs, deleted ones too, plus the audit trail', async () => {
      const { storeNo, imageKeys } = await createStore(t.app, {
        name: '관리 대상 식당',
        dayOff: ['월'],
        amenities: ['PARKING', 'WIFI'],
        menu: ['국밥'],
        images: 2,
        closureStart: '2026-12-01',
        closureEnd: '2026-12-03',
      });
      const res = await asAdmin('GET', `/api/admin/manage/stores/detail/${storeNo}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        storeNo,
        storeName: '관리 대상 식당',
        categoryConvenience: ['PARKING', 'WIFI'],
        dayOff: ['월'],
        menuList: ['국밥'],
        imageList: imageKeys.map((key) => `${TEST_PUBLIC_URL}/uploads/${key}`),
        startDate: '2026-12-01',
        endDate: '2026-12-03',
        openTime: '11:00',
        closeTime: '21:00',
        count: 10,
        isDeleted: 'N',
        audit: [],
      });

      expect((await asAdmin('DELETE', `/api/admin/manage/stores/${storeNo}`)).statusCode).toBe(200);
      const deleted = (await asAdmin('GET', `/api/admin/manage/stores/detail/${storeNo}`)).json();
      expect(deleted.isDeleted).toBe('Y');
      expect(deleted.audit).toEqual([
        expect.objectContaining({ actorName: '운영팀', action: 'STORE_DELETE', summary: '가게 삭제: 관리 대상 식당' }),
      ]);
      const missing = await asAdmin('GET', '/api/admin/manage/stores/detail/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, code: '404', message: '가게 정보를 찾을 수 없습니다.' });
    });
  });

  describe('DELETE /api/admin/manage/stores/{storeNo}', () => {
    it('soft-deletes: gone from the public list and detail at once, upcoming bookings cancelled and mailed, past ones kept', async () => {
      const member = await createUser(t.app, { name: '예약회원' });
      const other = await createUser(t.app);
      // The newest store, so the public "latest" list shows it until it is deleted.
      const { storeNo, name } = await createStore(t.app, {
        name: '문 닫는 식당',
        capacity: 10,
        createdAt: new Date('2031-01-01T00:00:00Z'),
      });
      const { storeNo: neighbourStore } = await createStore(t.app, { name: '옆 가게' });
      // Now is Tue 2026-11-17 10:00 in Seoul.
      const upcoming = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo,
        date: '2026-11-21',
        time: '18:00',
        personCount: 3,
      });
      const othersUpcoming = await createReservation(t.app, {
        userNo: other.userNo,
        storeNo,
        date: '2026-11-17',
        time: '12:00',
      });
      const startedToday = await createReservation(t.app, {
        userNo: other.userNo,
        storeNo,
        date: '2026-11-17',
        time: '09:00',
      });
      const past = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo,
        date: '2026-11-10',
        time: '12:00',
      });
      const elsewhere = await createReservation(t.app, {
        userNo: member.userNo,
        storeNo: neighbourStore,
        date: '2026-11-21',
        time: '18:00',
      });

      // Warm the public cache so the deletion has to invalidate it.
      const listed = (await t.app.inject({ method: 'GET', url: '/api/store/list?search=' })).json();
      expect(listed.content.map((s: { storeNo: number }) => s.storeNo)).toContain(storeNo);
      const latest = (await t.app.inject({ method: 'GET', url: '/api/store/latest' })).json();
      expect(latest.map((s: { storeNo: number }) => s.storeNo)).toContain(storeNo);
      const discovered = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/availability/stores', query: { sort: 'latest' } }))
          .json()
          .content.map((s: { storeNo: number }) => s.storeNo);
      expect(await discovered()).toContain(storeNo);

      const res = await asAdmin('DELETE', `/api/admin/manage/stores/${storeNo}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '삭제 완료' });

      const list = (await t.app.inject({ method: 'GET', url: '/api/store/list?search=' })).json();
      expect(list.content.map((s: { storeNo: number }) => s.storeNo)).not.toContain(storeNo);
      expect(list.content.map((s: { storeNo: number }) => s.storeNo)).toContain(neighbourStore);
      const paged = (await t.app.inject({ method: 'GET', url: '/api/store/list?search=&page=0&size=50' })).json();
      expect(paged.content.map((s: { storeNo: number }) => s.storeNo)).not.toContain(storeNo);
      const latestAfter = (await t.app.inject({ method: 'GET', url: '/api/store/latest' })).json();
      expect(latestAfter.map((s: { storeNo: number }) => s.storeNo)).not.toContain(storeNo);
      expect(await discovered()).not.toContain(storeNo);
      const detail = await t.app.inject({ method: 'GET', url: `/api/store/detail/${storeNo}` });
      expect(detail.statusCode).toBe(404);
      expect(detail.json().code).toBe('404');
      const booking = await t.app.inject({ method: 'GET', url: `/api/reservation/store/${storeNo}` });
      expect(booking.statusCode).toBe(404);

      const statusOf = async (r: { reservationNo: number }) => {
        const [row] = await t.app.ctx.db
          .select({
            status: reservations.status,
            cancelReason: reservations.cancelReason,
            by: reservations.cancelledBy,
          })
          .from(reservations)
          .where(eq(reservations.reservationNo, r.reservationNo));
        return row;
      };
      for (const cancelled of [upcoming, othersUpcoming]) {
        expect(await statusOf(cancelled)).toEqual({
          status: 'N',
          cancelReason: '가게 사정으로 취소되었습니다.',
          by: 'SYSTEM',
        });
      }
      for (const kept of [startedToday, past, elsewhere]) expect((await statusOf(kept))!.status).toBe('Y');
      expect(await bookedInSlot(t.app, storeNo, '2026-11-21', '18:00')).toBe(0);
      expect(await bookedInSlot(t.app, storeNo, '2026-11-17', '12:00')).toBe(0);

      // Each member affected gets the store-cancellation mail with a CANCEL of the booking's UID.
      await vi.waitFor(() => {
        expect(t.mails.filter((m) => m.to === member.email)).toHaveLength(1);
        expect(t.mails.filter((m) => m.to === other.email)).toHaveLength(1);
      });
      const mail = t.mails.find((m) => m.to === member.email)!;
      expect(mail.subject).toBe(`[식탁] 가게 사정으로 예약이 취소되었습니다 - ${name}`);
      expect(mail.text).toContain('취소 사유: 가게 사정으로 취소되었습니다.');
      const ics = String(mail.attachments?.[0]?.content);
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain(`UID:reservation-${upcoming.reservationNo}@siktak`);
      expect(ics).toContain('SEQUENCE:1');

      // The member's own list keeps both bookings and shows the store as deleted.
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/reservation/mypage/${member.userNo}?page=0`,
        headers: await authHeader(t.app, member),
      });
      const rows = mine.json().reservationList as { reservationNo: number; isDeleted: string; status: string }[];
      expect(rows.find((r) => r.reservationNo === upcoming.reservationNo)).toMatchObject({
        isDeleted: 'Y',
        status: 'N',
      });
      expect(rows.find((r) => r.reservationNo === past.reservationNo)).toMatchObject({ isDeleted: 'Y', status: 'Y' });
      expect(rows.find((r) => r.reservationNo === elsewhere.reservationNo)).toMatchObject({ isDeleted: 'N' });

      const audit = await t.app.ctx.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetType, 'STORE'), eq(auditLogs.targetId, storeNo)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorNo: admin.userNo, action: 'STORE_DELETE' });
      expect(audit[0]!.detail).toEqual({
        summary: '가게 삭제 (예정된 예약 2건 취소)',
        storeName: '문 닫는 식당',
        cancelledReservations: expect.arrayContaining([upcoming.reservationNo, othersUpcoming.reservationNo]),
      });

      // The admin still sees it, marked deleted; a second delete answers E302.
      const adminList = (await asAdmin('GET', '/api/admin/manage/stores?page=0')).json();
      expect(adminList.storeList.find((s: { storeNo: number }) => s.storeNo === storeNo)).toMatchObject({
        isDeleted: 'Y',
      });
      const again = await asAdmin('DELETE', `/api/admin/manage/stores/${storeNo}`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, code: 'E302', message: ERRORS.E302.message });
    });

    it('answers 404 for a store that does not exist', async () => {
      const res = await asAdmin('DELETE', '/api/admin/manage/stores/999999');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('404');
    });
  });
});
