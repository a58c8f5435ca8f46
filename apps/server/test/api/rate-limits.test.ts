import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@siktak/contract';
import { AUTH_RATE_LIMITS } from '../../src/modules/auth/routes.js';
import { PASSWORD_CHECK_LIMIT } from '../../src/modules/profile/routes.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { authHeader, createUser } from '../helpers/factories.js';

describe('per-IP rate limits of the auth calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'true' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Sends `max` allowed requests, then one more, which must be refused with 429 and Retry-After. */
  async function exhaust(max: number, send: (i: number) => Promise<{ statusCode: number }>) {
    for (let i = 0; i < max; i++) expect((await send(i)).statusCode).not.toBe(429);
    const refused = (await send(max)) as Awaited<ReturnType<TestApp['app']['inject']>>;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: '429', message: ERRORS['429'].message });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    return refused;
  }

  it('limits login attempts per IP', async () => {
    await exhaust(AUTH_RATE_LIMITS.login.max, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userId: `someone${i}@example.com`, userPw: 'Wrong!pass1' },
      }),
    );
  });

  it('counts each IP on its own', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      payload: { userId: 'someone@example.com', userPw: 'Wrong!pass1' },
    });
    expect(other.json().code).toBe('E105');
  });

  it('limits send-code per IP', async () => {
    await exhaust(AUTH_RATE_LIMITS.sendCode.max, (i) =>
      t.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { userId: `code${i}@example.com` } }),
    );
  });

  it('limits sign-up per IP', async () => {
    await exhaust(AUTH_RATE_LIMITS.signup.max, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          userId: `signup${i}@example.com`,
          userPw: 'Signup!pass1',
          userName: '홍길동',
          userNickName: `가입${i}`,
          userPhone: '010-0000-0000',
        },
      }),
    );
  });

  it('limits verify-code per IP', async () => {
    await exhaust(AUTH_RATE_LIMITS.verifyCode.max, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-code',
        payload: { email: `verify${i}@example.com`, code: '123456' },
      }),
    );
  });

  it('limits refresh per IP', async () => {
    await exhaust(AUTH_RATE_LIMITS.refresh.max, (i) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: `nothing-${i}` } }),
    );
  });

  it('limits password-reset requests per IP, over any addresses, as send-code', async () => {
    expect(AUTH_RATE_LIMITS.requestPasswordReset).toBe(AUTH_RATE_LIMITS.sendCode);
    await exhaust(AUTH_RATE_LIMITS.requestPasswordReset.max, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { userId: `reset${i}@example.com` },
      }),
    );
  });

  it('limits password resets per IP', async () => {
    await exhaust(AUTH_RATE_LIMITS.resetPassword.max, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { token: String(i).padStart(43, 'x'), newPw: 'Reset!pass1' },
      }),
    );
  });

  it('limits password checks per IP', async () => {
    const member = await createUser(t.app);
    const headers = await authHeader(t.app, member);
    await exhaust(PASSWORD_CHECK_LIMIT.max, () =>
      t.app.inject({ method: 'POST', url: '/api/mypage/verify-password', headers, payload: { password: 'Wrong!1x' } }),
    );
  });

  it('leaves other calls alone', async () => {
    for (let i = 0; i < 40; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).statusCode).toBe(200);
    }
  });
});
