import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, stores, users } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
} from '../helpers/factories.js';

/** Every admin call of this module, as the existing client or our app sends it. */
function adminCalls(target: { userNo: number; storeNo: number; reviewNo: number }) {
  return [
    { method: 'GET', url: '/api/admin/manage/userList?page=0' },
    { method: 'GET', url: '/api/admin/manage/userList?page=0&q=example' },
    { method: 'GET', url: '/api/admin/manage/stores?page=0&q=%EC%8B%9D%EB%8B%B9' },
    { method: 'GET', url: '/api/admin/manage/reviews?page=0&q=%EC%8B%9D%EB%8B%B9' },
    { method: 'POST', url: '/api/admin/manage/user/detail', payload: { userNo: String(target.userNo) } },
    { method: 'POST', url: '/api/admin/manage/user/delete', payload: { userNo: String(target.userNo) } },
    { method: 'GET', url: '/api/admin/manage/stores?page=0' },
    { method: 'GET', url: `/api/admin/manage/stores/detail/${target.storeNo}` },
    { method: 'DELETE', url: `/api/admin/manage/stores/${target.storeNo}` },
    { method: 'GET', url: '/api/admin/manage/reviews?page=0' },
    { method: 'GET', url: `/api/admin/manage/reviews/${target.reviewNo}` },
    { method: 'PATCH', url: `/api/admin/manage/reviews/${target.reviewNo}/visibility`, payload: { hidden: true } },
    { method: 'DELETE', url: `/api/admin/manage/reviews/${target.reviewNo}` },
  ] as const;
}

describe('admin API access', () => {
  let t: TestApp;
  let admin: TestUser;
  let target: { userNo: number; storeNo: number; reviewNo: number };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const member = await createUser(t.app);
    const { storeNo } = await createStore(t.app);
    const { reservationNo } = await createReservation(t.app, {
      userNo: member.userNo,
      storeNo,
      date: '2026-11-10',
      time: '12:00',
    });
    const { reviewNo } = await createReview(t.app, { reservationNo, userNo: member.userNo, storeNo, grade: 4 });
    target = { userNo: member.userNo, storeNo, reviewNo };
  });

  afterAll(async () => {
    await t?.close();
  });

  async function nothingChanged() {
    const [member] = await t.app.ctx.db.select().from(users).where(eq(users.userNo, target.userNo));
    const [store] = await t.app.ctx.db.select().from(stores).where(eq(stores.storeNo, target.storeNo));
    const [review] = await t.app.ctx.db.select().from(reviews).where(eq(reviews.reviewNo, target.reviewNo));
    expect(member!.deletedAt).toBeNull();
    expect(store!.deletedAt).toBeNull();
    expect(review!.hiddenAt).toBeNull();
  }

  it('refuses a visitor, and a stale token, with HTTP 401 and code "401"', async () => {
    for (const call of adminCalls(target)) {
      for (const headers of [{}, { authorization: 'Bearer expired.or.forged' }]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json()).toEqual({
          success: false,
          code: '401',
          message: '로그인이 필요합니다. 다시 로그인해주세요.',
        });
      }
    }
    await nothingChanged();
  });

  it.each([['a member', 'ROLE_USER'] as const, ['an owner', 'ROLE_OWNER'] as const])(
    'refuses %s with HTTP 403, never code "401"',
    async (_who, role) => {
      const caller = await createUser(t.app, { role });
      for (const call of adminCalls(target)) {
        const res = await t.app.inject({ ...call, headers: await authHeader(t.app, caller) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toEqual({ success: false, code: '403', message: '접근 권한이 없습니다.' });
      }
      await nothingChanged();
    },
  );

  it('refuses a member whose token still says ROLE_ADMIN after the role was taken away', async () => {
    const former = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const headers = await authHeader(t.app, former);
    await t.app.ctx.db.update(users).set({ role: 'ROLE_USER' }).where(eq(users.userNo, former.userNo));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/manage/userList?page=0', headers });
    expect(res.statusCode).toBe(403);
  });

  it('lets an admin through', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/manage/userList?page=0',
      headers: await authHeader(t.app, admin),
    });
    expect(res.statusCode).toBe(200);
  });
});
