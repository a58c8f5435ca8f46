import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siktak/contract';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, createStore, createUser } from '../helpers/factories.js';
import { send, storeDto, storeDtoForm } from '../helpers/owners.js';
import { testRedis } from '../helpers/redis.js';

/**
 * Two app instances on one PostgreSQL database and one Redis (DESIGN.md §5): what one instance
 * counts or caches, the other sees.
 */
describe('two instances sharing PostgreSQL and Redis', () => {
  const redis = testRedis();
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL as string, REDIS_PREFIX: redis.prefix, RATE_LIMIT: 'true' };
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: a.database });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis.close();
  });

  const login = (t: TestApp, userId: string, userPw: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userId, userPw } });

  it('counts failed logins on both instances towards one lock-out', async () => {
    const member = await createUser(a.app);
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 === 0 ? a : b, member.email, 'Wrong!pass1');
      expect(res.json().code).toBe('E105');
    }
    for (const t of [a, b]) {
      const paused = await login(t, member.email, member.password);
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toEqual({ success: false, code: '429', message: MESSAGES.loginThrottled });
      expect(Number(paused.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    }
  });

  it('shares the per-IP request limits', async () => {
    // 20 login attempts a minute per IP (AUTH_RATE_LIMITS.login), wherever they land.
    let limited = 0;
    for (let i = 0; i < 22; i++) {
      const res = await login(i % 2 === 0 ? a : b, `nobody${i}@example.com`, 'Wrong!pass1');
      if (res.statusCode === 429) limited++;
    }
    // The first test already spent 12 of this minute's attempts from the same IP.
    expect(limited).toBeGreaterThanOrEqual(14);
    expect((await login(a, 'x@example.com', 'Wrong!pass1')).statusCode).toBe(429);
    expect((await login(b, 'x@example.com', 'Wrong!pass1')).statusCode).toBe(429);
  });

  it('serves a store edit made through one instance at once through the other', async () => {
    const boss: TestUser = await createUser(a.app, { role: 'ROLE_OWNER' });
    const store = await createStore(a.app, { name: '을지로 칼국수', ownerNo: boss.userNo, images: 1 });
    const detail = (t: TestApp) => t.app.inject({ method: 'GET', url: `/api/store/detail/${store.storeNo}` });
    const list = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/store/latest' });

    const before = await detail(b);
    expect(before.json().storeName).toBe('을지로 칼국수');
    expect((await list(b)).json().map((s: { storeName: string }) => s.storeName)).toContain('을지로 칼국수');
    // B's answer is now cached in Redis, and A reads the same entry.
    expect((await detail(a)).headers.etag).toBe(before.headers.etag);

    const edit = await send(
      a.app,
      boss,
      'PUT',
      '/api/owner/stores/update',
      storeDtoForm(
        storeDto({ storeNo: store.storeNo, storeName: '을지로 칼국수 본점', imageList: before.json().imageList }),
      ),
    );
    expect(edit.json()).toMatchObject({ storeName: '을지로 칼국수 본점' });

    const after = await detail(b);
    expect(after.json().storeName).toBe('을지로 칼국수 본점');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const names = (await list(b)).json().map((s: { storeName: string }) => s.storeName);
    expect(names).toContain('을지로 칼국수 본점');
    expect(names).not.toContain('을지로 칼국수');
    // A revalidating client of B gets the new answer, not 304.
    const revalidated = await b.app.inject({
      method: 'GET',
      url: `/api/store/detail/${store.storeNo}`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
  });
});
