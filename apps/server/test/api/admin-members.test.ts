import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSENT_KINDS, CONSENT_VERSIONS, ERRORS, SUCCESS } from '@siktak/contract';
import { auditLogs, refreshTokens, reservations, users } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createReservation, createStore, createUser } from '../helpers/factories.js';
import { bookedInSlot } from '../helpers/reservations.js';

describe('admin members API', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영팀' });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function asAdmin(method: 'GET' | 'POST', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: await authHeader(t.app, admin), ...(payload ? { payload } : {}) });
  }

  const withdraw = (userNo: number | string) =>
    asAdmin('POST', '/api/admin/manage/user/delete', { userNo: String(userNo) });
  const detail = (userNo: number | string) =>
    asAdmin('POST', '/api/admin/manage/user/detail', { userNo: String(userNo) });

  async function login(user: TestUser) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userId: user.email, userPw: user.password },
    });
    return res.json();
  }

  describe('GET /api/admin/manage/userList', () => {
    it('pages 10 members newest first, withdrawn ones marked, and clamps a negative page', async () => {
      // Sign-up dates after everyone else's, so these eleven are the first page and a half.
      const joined: TestUser[] = [];
      for (let i = 0; i < 11; i++) {
        const user = await createUser(t.app, { role: i === 0 ? 'ROLE_OWNER' : 'ROLE_USER' });
        await t.app.ctx.db
          .update(users)
          .set({ createdAt: new Date(Date.parse('2030-10-01T03:00:00Z') + i * 86_400_000) })
          .where(eq(users.userNo, user.userNo));
        joined.push(user);
      }
      await t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.userNo, joined[10]!.userNo));
      const [{ n }] = (await t.app.ctx.db.select({ n: count() }).from(users)) as [{ n: number }];
      const get = (query: string) => asAdmin('GET', `/api/admin/manage/userList${query}`);

      const first = await get('?page=0');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.totalPages).toBe(Math.ceil(n / 10));
      expect(body.totalPages).toBeGreaterThanOrEqual(2);
      expect(body.userList.map((u: { userNo: number }) => u.userNo)).toEqual(
        joined
          .slice(1)
          .reverse()
          .map((u) => u.userNo),
      );
      expect(body.userList[0]).toEqual({
        userNo: joined[10]!.userNo,
        userName: joined[10]!.name,
        userId: joined[10]!.email,
        userNickName: joined[10]!.nickname,
        userRole: 'ROLE_USER',
        enrollDate: '2030-10-11',
        isDeleted: 'Y',
      });
      expect(body.userList[1]).toMatchObject({ userNo: joined[9]!.userNo, isDeleted: 'N' });
      const second = (await get('?page=1')).json();
      expect(second.userList[0]).toMatchObject({
        userNo: joined[0]!.userNo,
        userRole: 'ROLE_OWNER',
        enrollDate: '2030-10-01',
      });
      expect((await get('?page=-1')).json()).toEqual(body);
      expect((await get('')).json()).toEqual(body);
      expect((await get('?page=99')).json()).toEqual({ userList: [], totalPages: body.totalPages });
    });
  });

  describe('POST /api/admin/manage/user/detail', () => {
    it('answers the S205 envelope with the member and an empty audit trail', async () => {
      const member = await createUser(t.app, { phone: '010-5555-6666' });
      const res = await detail(member.userNo);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        code: 'S205',
        message: SUCCESS.S205,
        data: {
          userNo: member.userNo,
          userId: member.email,
          userName: member.name,
          userNickName: member.nickname,
          userPhone: '010-5555-6666',
          userRole: 'ROLE_USER',
          enrollDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          isDeleted: 'N',
          noShowCount: 0,
          audit: [],
          consents: CONSENT_KINDS.map((kind) => ({
            kind,
            version: null,
            agreed: null,
            source: null,
            recordedAt: null,
          })),
        },
      });
    });

    it("shows the member's consents as the member sees them, latest record of each kind", async () => {
      const member = await createUser(t.app);
      const headers = await authHeader(t.app, member);
      const turnOn = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/consents/marketing',
        headers,
        payload: { agreed: true },
      });
      expect(turnOn.statusCode).toBe(200);
      const own = await t.app.inject({ method: 'GET', url: '/api/profile/consents', headers });
      const { consents } = (await detail(member.userNo)).json().data;
      expect(consents).toEqual(own.json().consents);
      expect(consents.find((c: { kind: string }) => c.kind === 'marketing')).toMatchObject({
        agreed: true,
        version: CONSENT_VERSIONS.marketing,
        source: 'my-info',
        recordedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      });
    });

    it('accepts the number as a number too, and answers 404 or 400 for a missing or malformed one', async () => {
      const member = await createUser(t.app);
      const numeric = await asAdmin('POST', '/api/admin/manage/user/detail', { userNo: member.userNo });
      expect(numeric.json().data.userNo).toBe(member.userNo);
      const missing = await detail(999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, code: '404', message: '회원 정보를 찾을 수 없습니다.' });
      const malformed = await detail('abc');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ success: false, code: '400' });
    });
  });

  describe('POST /api/admin/manage/user/delete', () => {
    it('withdraws: soft delete, sessions revoked, upcoming bookings cancelled with seats freed, e-mail, audit', async () => {
      const member = await createUser(t.app, { name: '탈퇴될회원' });
      const neighbour = await createUser(t.app);
      const { storeNo, name: storeName } = await createStore(t.app, { capacity: 10 });
      const booking = (userNo: number, date: string, time: string, personCount = 2) =>
        createReservation(t.app, { userNo, storeNo, date, time, personCount });
      // Now is Tue 2026-11-17 10:00 in Seoul.
      const upcoming = await booking(member.userNo, '2026-11-20', '12:00', 3);
      const laterToday = await booking(member.userNo, '2026-11-17', '18:00');
      const past = await booking(member.userNo, '2026-11-10', '12:00');
      const neighbours = await booking(neighbour.userNo, '2026-11-20', '12:00', 4);

      const session = (await login(member)).data;
      const headers = { authorization: `Bearer ${session.accessToken}` };
      expect((await t.app.inject({ method: 'GET', url: '/api/profile/form', headers })).statusCode).toBe(200);

      const res = await withdraw(member.userNo);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, code: 'S206', message: '회원 탈퇴가 완료되었습니다.' });

      const [row] = await t.app.ctx.db.select().from(users).where(eq(users.userNo, member.userNo));
      expect(row!.deletedAt).not.toBeNull();

      // The member's next request is refused at once, and no refresh token brings them back.
      const next = await t.app.inject({ method: 'GET', url: '/api/profile/form', headers });
      expect(next.statusCode).toBe(401);
      expect(next.json().code).toBe('401');
      const tokens = await t.app.ctx.db
        .select({ revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.userNo, member.userNo));
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refreshed.json().code).toBe('401');
      expect((await login(member)).code).toBe('E111');

      const statusOf = async (r: { reservationNo: number }) => {
        const [found] = await t.app.ctx.db
          .select({ status: reservations.status, cancelReason: reservations.cancelReason })
          .from(reservations)
          .where(eq(reservations.reservationNo, r.reservationNo));
        return found;
      };
      expect(await statusOf(upcoming)).toEqual({ status: 'N', cancelReason: '회원 탈퇴' });
      expect(await statusOf(laterToday)).toEqual({ status: 'N', cancelReason: '회원 탈퇴' });
      expect((await statusOf(past))!.status).toBe('Y');
      expect((await statusOf(neighbours))!.status).toBe('Y');
      expect(await bookedInSlot(t.app, storeNo, '2026-11-20', '12:00')).toBe(4);
      expect(await bookedInSlot(t.app, storeNo, '2026-11-17', '18:00')).toBe(0);

      await vi.waitFor(() => expect(t.mails.filter((m) => m.to === member.email)).toHaveLength(1));
      const mail = t.mails.find((m) => m.to === member.email)!;
      expect(mail.subject).toBe('[식탁] 회원 탈퇴 처리 안내');
      expect(mail.text).toContain('탈퇴될회원님, 식탁 관리자가 회원님의 계정을 탈퇴 처리했습니다.');
      expect(mail.text).toContain('예정되어 있던 예약 2건이 함께 취소되었습니다.');
      expect(mail.text).toContain(`2026.11.20 (금) 12:00 · ${storeName} · 3명`);
      expect(mail.text).toContain(`2026.11.17 (화) 18:00 · ${storeName} · 2명`);
      expect(mail.html).toContain('<li>');

      const audit = await t.app.ctx.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetType, 'USER'), eq(auditLogs.targetId, member.userNo)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorNo: admin.userNo, action: 'USER_WITHDRAW' });
      expect(audit[0]!.detail).toEqual({
        summary: '회원 탈퇴 처리 (예정된 예약 2건 취소)',
        cancelledReservations: expect.arrayContaining([upcoming.reservationNo, laterToday.reservationNo]),
      });

      const after = (await detail(member.userNo)).json().data;
      expect(after.isDeleted).toBe('Y');
      expect(after.audit).toEqual([
        {
          auditNo: audit[0]!.auditNo,
          actorName: '운영팀',
          action: 'USER_WITHDRAW',
          summary: '회원 탈퇴 처리 (예정된 예약 2건 취소)',
          createDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        },
      ]);
    });

    it('answers E111 when the member has already withdrawn, and changes nothing', async () => {
      const member = await createUser(t.app);
      expect((await withdraw(member.userNo)).statusCode).toBe(200);
      const again = await withdraw(member.userNo);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, code: 'E111', message: ERRORS.E111.message });
      const audit = await t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, member.userNo));
      expect(audit.filter((a) => a.targetType === 'USER')).toHaveLength(1);
    });

    it('refuses an admin withdrawing themselves with E116', async () => {
      const res = await withdraw(admin.userNo);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'E116',
        message: '관리자는 자기 자신을 탈퇴시킬 수 없습니다.',
      });
      const [row] = await t.app.ctx.db.select().from(users).where(eq(users.userNo, admin.userNo));
      expect(row!.deletedAt).toBeNull();
    });

    it('answers 404 for a member that does not exist', async () => {
      const res = await withdraw(999_999);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('404');
    });

    it('lets one admin withdraw another admin', async () => {
      const other = await createUser(t.app, { role: 'ROLE_ADMIN' });
      expect((await withdraw(other.userNo)).statusCode).toBe(200);
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/admin/manage/userList',
        headers: await authHeader(t.app, other),
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('401');
    });
  });
});
