import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Role, allEndpoints } from '@siktak/contract';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { invalidCall, roleFor } from '../helpers/endpoint-calls.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createReview,
  createStore,
  createUser,
} from '../helpers/factories.js';

/**
 * No cache keeps a private answer: every answer of a route that is not public (whoever asks, whatever
 * the outcome) and every answer that carries a credential says `Cache-Control: no-store`. The public
 * reads keep their ETag and `public, no-cache`, with or without a token on the request.
 */
describe('Cache-Control of private answers', () => {
  let t: TestApp;
  const tokens = new Map<Role, Record<string, string>>();
  let member: TestUser;
  let owner: TestUser;
  let storeNo: number;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
    owner = await createUser(t.app, { role: 'ROLE_OWNER' });
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    for (const user of [member, owner, admin]) tokens.set(user.role, await authHeader(t.app, user));
    ({ storeNo } = await createStore(t.app, { ownerNo: owner.userNo }));
    const { reservationNo } = await createReservation(t.app, {
      userNo: member.userNo,
      storeNo,
      date: '2026-11-10',
      time: '12:00',
    });
    await createReview(t.app, { reservationNo, userNo: member.userNo, storeNo, grade: 5 });
  });

  afterAll(async () => {
    await t?.close();
  });

  const guarded = allEndpoints().filter((entry) => entry.access !== 'public');

  it('on every guarded entry of the endpoint table: signed out, with a token, and on a refusal', async () => {
    expect(guarded.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const entry of guarded) {
      for (const headers of [{}, tokens.get(roleFor(entry))!, { authorization: 'Bearer not-a-token' }]) {
        const res = await t.app.inject(invalidCall(entry, headers));
        if (res.headers['cache-control'] !== 'no-store') {
          missing.push(`${entry.call} ${res.statusCode} ${res.headers['cache-control']}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('on the private reads that answer: the profile, the owner’s bookings, the admin’s member detail', async () => {
    const ownerHeaders = tokens.get('ROLE_OWNER')!;
    const reads = [
      { method: 'GET', url: '/api/profile/form', headers: tokens.get('ROLE_USER')! },
      { method: 'GET', url: `/api/reservation/mypage/${member.userNo}`, headers: tokens.get('ROLE_USER')! },
      { method: 'GET', url: '/api/reservation/owner/today', headers: ownerHeaders },
      { method: 'GET', url: `/api/reservation/owner/${storeNo}`, headers: ownerHeaders },
      {
        method: 'POST',
        url: '/api/admin/manage/user/detail',
        headers: tokens.get('ROLE_ADMIN')!,
        payload: { userNo: String(member.userNo) },
      },
    ] as const;
    for (const read of reads) {
      const res = await t.app.inject(read);
      expect(res.statusCode, `${read.url} ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], read.url).toBe('no-store');
      expect(res.headers).not.toHaveProperty('etag');
    }
  });

  it('on every answer that carries a credential: login, refresh, and Kakao’s sign-in', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userId: member.email, userPw: member.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.accessToken).toEqual(expect.any(String));
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: login.json().data.refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
    const answers = [
      login,
      refresh,
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userId: member.email, userPw: 'wrong' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: 'stale' } }),
      await t.app.inject({ method: 'GET', url: '/api/auth/login/kakao/start' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/login/kakao?code=x&state=y' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/signup/kakao', payload: { accessToken: 'ticket' } }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
  });

  it('not on the public reads: they keep their ETag and public, no-cache, a token on the request or not', async () => {
    for (const url of ['/api/store/latest', `/api/store/detail/${storeNo}`, `/api/review/store/${storeNo}`]) {
      for (const headers of [{}, tokens.get('ROLE_USER')!]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.etag, url).toEqual(expect.any(String));
        expect(res.headers['cache-control'], url).toBe('public, no-cache');
        const again = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'if-none-match': res.headers.etag },
        });
        expect(again.statusCode, url).toBe(304);
      }
    }
  });
});
