import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Role } from '@siktak/contract';
import { auditLogs, notices, users } from '../../src/db/schema.js';
import { TEST_NOW, type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, authHeader, createUser } from '../helpers/factories.js';

describe('notices API', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '관리자' });
    member = await createUser(t.app);
    owner = await createUser(t.app, { role: 'ROLE_OWNER' });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function as(user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: user ? await authHeader(t.app, user) : {},
      ...(payload ? { payload } : {}),
    });
  }

  async function write(title: string, content = '내용입니다.') {
    const res = await as(admin, 'POST', '/api/notice/write', { noticeTitle: title, noticeContent: content });
    expect(res.statusCode).toBe(201);
    return res.json().noticeNo as number;
  }

  async function auditOf(noticeNo: number) {
    return t.app.ctx.db
      .select({ action: auditLogs.action, actorNo: auditLogs.actorNo, detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'NOTICE'), eq(auditLogs.targetId, noticeNo)))
      .orderBy(auditLogs.auditNo);
  }

  it('answers an empty first page with totalPages 1 and no role for a visitor', async () => {
    const res = await as(null, 'GET', '/api/notice?page=0&size=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ noticeList: [], totalPages: 1, totalElements: 0 });
  });

  describe('writing', () => {
    it('lets an admin write a notice, audited, readable as a bare array of one', async () => {
      const res = await as(admin, 'POST', '/api/notice/write', {
        noticeTitle: '  설 연휴 휴무 안내 ',
        noticeContent: '첫 줄\n둘째 줄',
      });
      expect(res.statusCode).toBe(201);
      const { noticeNo, message } = res.json();
      expect(message).toBe('공지사항이 등록되었습니다.');

      const detail = await as(null, 'GET', `/api/notice/${noticeNo}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toEqual([
        {
          noticeNo,
          noticeTitle: '설 연휴 휴무 안내',
          noticeContent: '첫 줄\n둘째 줄',
          userName: '관리자',
          createDate: '2026-11-17',
        },
      ]);
      const audit = await auditOf(noticeNo);
      expect(audit).toEqual([
        { action: 'NOTICE_CREATE', actorNo: admin.userNo, detail: { summary: '공지사항 등록: 설 연휴 휴무 안내' } },
      ]);
    });

    it.each([
      ['a blank title', { noticeTitle: '   ', noticeContent: '내용' }],
      ['a blank content', { noticeTitle: '제목', noticeContent: '' }],
      ['no content', { noticeTitle: '제목' }],
      ['nothing', {}],
    ])('refuses %s with the spec message', async (_case, body) => {
      const res = await as(admin, 'POST', '/api/notice/write', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: '400', message: MESSAGES.noticeRequired });
    });

    it('refuses visitors with code "401" and members and owners with 403', async () => {
      const body = { noticeTitle: '제목', noticeContent: '내용' };
      const visitor = await as(null, 'POST', '/api/notice/write', body);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ success: false, code: '401' });
      for (const user of [member, owner]) {
        const res = await as(user, 'POST', '/api/notice/write', body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: '403' });
      }
    });
  });

  describe('editing and deleting', () => {
    it('lets an admin edit a notice, audited', async () => {
      const noticeNo = await write('오타 있는 제목');
      const res = await as(admin, 'PUT', `/api/notice/${noticeNo}`, {
        noticeTitle: '고친 제목',
        noticeContent: '고친 내용',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ noticeNo, message: '공지사항이 수정되었습니다.' });
      const [notice] = (await as(null, 'GET', `/api/notice/${noticeNo}`)).json();
      expect(notice).toMatchObject({ noticeTitle: '고친 제목', noticeContent: '고친 내용' });
      expect((await auditOf(noticeNo)).map((row) => row.action)).toEqual(['NOTICE_CREATE', 'NOTICE_UPDATE']);
    });

    it('refuses an edit without title or content, of a missing notice, and by non-admins', async () => {
      const noticeNo = await write('그대로인 제목');
      const blank = await as(admin, 'PUT', `/api/notice/${noticeNo}`, { noticeTitle: '', noticeContent: '내용' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe(MESSAGES.noticeRequired);
      const missing = await as(admin, 'PUT', '/api/notice/999999', { noticeTitle: '제목', noticeContent: '내용' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: '404' });
      const byMember = await as(member, 'PUT', `/api/notice/${noticeNo}`, {
        noticeTitle: '제목',
        noticeContent: '내용',
      });
      expect(byMember.statusCode).toBe(403);
      const [notice] = (await as(null, 'GET', `/api/notice/${noticeNo}`)).json();
      expect(notice.noticeTitle).toBe('그대로인 제목');
    });

    it('lets an admin delete a notice, audited; then it answers the 404 envelope', async () => {
      const noticeNo = await write('지울 공지');
      expect((await as(null, 'DELETE', `/api/notice/${noticeNo}`)).json()).toMatchObject({ code: '401' });
      expect((await as(owner, 'DELETE', `/api/notice/${noticeNo}`)).statusCode).toBe(403);
      const res = await as(admin, 'DELETE', `/api/notice/${noticeNo}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: '공지사항이 삭제되었습니다.' });
      const gone = await as(null, 'GET', `/api/notice/${noticeNo}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ success: false, code: '404', message: '공지사항을 찾을 수 없습니다.' });
      expect((await as(admin, 'DELETE', `/api/notice/${noticeNo}`)).statusCode).toBe(404);
      expect((await auditOf(noticeNo)).map((row) => row.action)).toEqual(['NOTICE_CREATE', 'NOTICE_DELETE']);
    });

    it('answers 404 for a notice number that is not a number (no notice can have it)', async () => {
      const res = await as(null, 'GET', '/api/notice/abc');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: '404' });
    });
  });

  describe('the list', () => {
    it('pages 5 newest first by default, clamps a negative page and counts the pages', async () => {
      // Written "later" than every other notice of this file, so these seven lead the list.
      t.clock.set('2030-01-01T00:00:00.000Z');
      try {
        for (let i = 1; i <= 7; i++) {
          t.clock.advance(60_000);
          await write(`공지 ${i}`, `내용 ${i}`);
        }
      } finally {
        t.clock.set(TEST_NOW);
      }
      const [{ n }] = (await t.app.ctx.db.select({ n: count() }).from(notices)) as [{ n: number }];
      const titles = (body: { noticeList: { noticeTitle: string }[] }) => body.noticeList.map((x) => x.noticeTitle);

      const first = (await as(null, 'GET', '/api/notice?page=0&size=5')).json();
      expect(first.totalPages).toBe(Math.ceil(n / 5));
      expect(first.totalElements).toBe(n);
      expect(titles(first)).toEqual(['공지 7', '공지 6', '공지 5', '공지 4', '공지 3']);
      expect(first.noticeList[0]).toEqual({
        noticeNo: expect.any(Number),
        noticeTitle: '공지 7',
        userName: '관리자',
        createDate: '2030-01-01',
      });
      const second = (await as(null, 'GET', '/api/notice?page=1&size=5')).json();
      expect(titles(second).slice(0, 2)).toEqual(['공지 2', '공지 1']);
      const negative = await as(null, 'GET', '/api/notice?page=-1&size=5');
      expect(negative.statusCode).toBe(200);
      expect(negative.json()).toEqual(first);
      expect((await as(null, 'GET', '/api/notice')).json()).toEqual(first);
      expect(titles((await as(null, 'GET', '/api/notice?page=0&size=3')).json())).toEqual([
        '공지 7',
        '공지 6',
        '공지 5',
      ]);
      expect((await as(null, 'GET', '/api/notice?page=999&size=5')).json()).toEqual({
        noticeList: [],
        totalPages: first.totalPages,
        totalElements: n,
      });
    });

    it.each<[Role]>([['ROLE_USER'], ['ROLE_OWNER'], ['ROLE_ADMIN']])(
      'answers currentUserRole %s for a signed-in caller',
      async (role) => {
        const caller = await createUser(t.app, { role });
        const res = await as(caller, 'GET', '/api/notice?page=0&size=5');
        expect(res.statusCode).toBe(200);
        expect(res.json().currentUserRole).toBe(role);
      },
    );

    it('answers the current role from the database, not the one in the token', async () => {
      const promoted = await createUser(t.app);
      const token = await authHeader(t.app, promoted);
      await t.app.ctx.db.update(users).set({ role: 'ROLE_OWNER' }).where(eq(users.userNo, promoted.userNo));
      const res = await t.app.inject({ method: 'GET', url: '/api/notice', headers: token });
      expect(res.json().currentUserRole).toBe('ROLE_OWNER');
    });

    it('never fails because of a stale token: garbage, expired or of a withdrawn member answers like a visitor', async () => {
      const garbage = await t.app.inject({
        method: 'GET',
        url: '/api/notice?page=0&size=5',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(garbage.statusCode).toBe(200);
      expect(garbage.json()).not.toHaveProperty('currentUserRole');

      const leaving = await createUser(t.app);
      const token = await authHeader(t.app, leaving);
      await t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.userNo, leaving.userNo));
      const withdrawn = await t.app.inject({ method: 'GET', url: '/api/notice', headers: token });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json()).not.toHaveProperty('currentUserRole');

      const expiring = await authHeader(t.app, member);
      t.clock.advance(t.app.ctx.config.accessTokenTtlSeconds * 1000 + 1000);
      try {
        const expired = await t.app.inject({ method: 'GET', url: '/api/notice', headers: expiring });
        expect(expired.statusCode).toBe(200);
        expect(expired.json()).not.toHaveProperty('currentUserRole');
      } finally {
        t.clock.advance(-(t.app.ctx.config.accessTokenTtlSeconds * 1000 + 1000));
      }
    });
  });
});
