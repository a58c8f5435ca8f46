import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, SESSION_COOKIE, SUCCESS } from '@siktak/contract';
import { refreshTokens } from '../../src/db/schema.js';
import { DEVICE_COOKIE } from '../../src/modules/auth/devices.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import { createUser } from '../helpers/factories.js';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const OWN = { origin: TEST_PUBLIC_URL };
const FOREIGN = { origin: 'https://evil.example' };
const TWO_WEEKS_SECONDS = 14 * 24 * 60 * 60;
const SESSION_KEYS = ['accessToken', 'refreshToken', 'userName', 'userNickName', 'userNo', 'userRole'];

const tokenCookieOf = (res: Answer) => res.cookies.find((c) => c.name === SESSION_COOKIE.refreshToken);
const markCookieOf = (res: Answer) => res.cookies.find((c) => c.name === SESSION_COOKIE.signedIn);

/** The refresh token kept in the browser (ADR-0040): set beside the answers, used from our own pages only. */
describe('the session cookie', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function login(member: { email: string; password: string }) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userId: member.email, userPw: member.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { accessToken: string; refreshToken: string; userNo: number };
    return { res, ...data, cookie: tokenCookieOf(res)!.value };
  }

  /** A refresh or logout the way a browser sends it with the cookie and no body. */
  const viaCookie = (url: string, cookie: string, headers: Record<string, string> = OWN) =>
    t.app.inject({ method: 'POST', url, cookies: { [SESSION_COOKIE.refreshToken]: cookie }, headers });
  const refreshBy = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const profile = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile/form', headers: { authorization: `Bearer ${accessToken}` } });
  const tokenRows = (userNo: number) =>
    t.app.ctx.db
      .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userNo, userNo));

  function expectCleared(res: Answer) {
    for (const cookie of [tokenCookieOf(res), markCookieOf(res)]) {
      expect(cookie?.value).toBe('');
      expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(tokenCookieOf(res)?.path).toBe(SESSION_COOKIE.refreshTokenPath);
    expect(markCookieOf(res)?.path).toBe('/');
  }

  it('login answers as before and sets the refresh token in an HttpOnly, Lax cookie of the auth path', async () => {
    const member = await createUser(t.app);
    const { res, refreshToken } = await login(member);
    expect(res.json()).toMatchObject({ success: true, code: 'S203', message: SUCCESS.S203 });
    expect(Object.keys(res.json().data).sort()).toEqual(SESSION_KEYS.sort());
    expect(tokenCookieOf(res)).toEqual({
      name: SESSION_COOKIE.refreshToken,
      value: refreshToken,
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: TWO_WEEKS_SECONDS,
    });
    // The mark the web app reads holds no secret.
    expect(markCookieOf(res)).toEqual({
      name: SESSION_COOKIE.signedIn,
      value: '1',
      path: '/',
      sameSite: 'Lax',
      maxAge: TWO_WEEKS_SECONDS,
    });
  });

  it('a refused login sets no session cookie', async () => {
    const member = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userId: member.email, userPw: 'Wrong!pass1' },
    });
    expect(res.json().code).toBe('E105');
    expect(res.cookies).toEqual([]);
  });

  it('refreshes through the cookie alone: the session fields, a rotated cookie, and the old one refused', async () => {
    const member = await createUser(t.app, { nickname: '쿠키회원' });
    const first = await login(member);

    const res = await viaCookie('/api/auth/refresh', first.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 'S212', message: SUCCESS.S212 });
    expect(Object.keys(body.data).sort()).toEqual(SESSION_KEYS.sort());
    expect(body.data).toMatchObject({ userNo: member.userNo, userNickName: '쿠키회원', userRole: 'ROLE_USER' });
    expect(body.data.refreshToken).not.toBe(first.refreshToken);
    expect(tokenCookieOf(res)).toMatchObject({ value: body.data.refreshToken, httpOnly: true, path: '/api/auth' });
    expect(markCookieOf(res)?.value).toBe('1');
    expect((await profile(body.data.accessToken)).statusCode).toBe(200);

    // The retired cookie coming back is a copy: refused, the family revoked and the cookie dropped.
    const reused = await viaCookie('/api/auth/refresh', first.cookie);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ success: false, code: '401', message: ERRORS['401'].message });
    expectCleared(reused);
    expect((await profile(body.data.accessToken)).json().code).toBe('401');
  });

  it('a cookie that no longer refreshes is answered 401 "401" and cleared; so is a refresh with neither cookie nor body', async () => {
    const member = await createUser(t.app);
    const session = await login(member);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    const refused = await viaCookie('/api/auth/refresh', session.cookie);
    expect(refused.json()).toEqual({ success: false, code: '401', message: ERRORS['401'].message });
    expectCleared(refused);

    // A mark left without its token (the browser dropped one) is dropped too, so no page tries again.
    const bare = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: OWN });
    expect(bare.statusCode).toBe(401);
    expect(bare.json().code).toBe('401');
    expectCleared(bare);
  });

  it.each([
    ['another origin', FOREIGN],
    ['an opaque origin', { origin: 'null' }],
    ['no Origin at all', {}],
  ])('refuses a refresh and a logout through the cookie from %s, changing nothing', async (_name, headers) => {
    const member = await createUser(t.app);
    const session = await login(member);

    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const res = await viaCookie(url, session.cookie, headers);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'E155', message: ERRORS.E155.message });
      expect(res.cookies).toEqual([]);
    }
    expect(await tokenRows(member.userNo)).toEqual([{ rotatedAt: null, revokedAt: null }]);
    expect((await profile(session.accessToken)).statusCode).toBe(200);
    expect((await viaCookie('/api/auth/refresh', session.cookie)).statusCode).toBe(200);
  });

  it('logout through the cookie ends every session of the member, on every device, and clears the cookie', async () => {
    const member = await createUser(t.app);
    const here = await login(member);
    const phone = await login(member);
    const stranger = await login(await createUser(t.app));

    const res = await viaCookie('/api/auth/logout', here.cookie, {
      ...OWN,
      authorization: `Bearer ${here.accessToken}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'S204', message: SUCCESS.S204 });
    expectCleared(res);
    for (const session of [here, phone]) {
      expect((await profile(session.accessToken)).json().code).toBe('401');
      expect((await refreshBy(session.refreshToken)).json().code).toBe('401');
    }
    expect((await tokenRows(member.userNo)).every((row) => row.revokedAt !== null)).toBe(true);
    expect((await profile(stranger.accessToken)).statusCode).toBe(200);
  });

  it('the body-token calls work as before beside a cookie: the token in the body decides, the cookie follows it', async () => {
    const member = await createUser(t.app);
    const session = await login(member);
    const other = await login(member);

    // A body token needs no Origin, and another session's cookie does not change which one rotates.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
      cookies: { [SESSION_COOKIE.refreshToken]: other.cookie },
      headers: FOREIGN,
    });
    expect(res.json()).toMatchObject({ code: 'S212', data: { userNo: member.userNo } });
    expect(tokenCookieOf(res)?.value).toBe(res.json().data.refreshToken);
    expect((await refreshBy(other.refreshToken)).statusCode).toBe(200);

    // A body-token logout ends its own session only, and this browser's cookie with it.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: res.json().data.refreshToken },
      cookies: { [SESSION_COOKIE.refreshToken]: res.json().data.refreshToken },
    });
    expect(logout.json()).toEqual({ success: true, code: 'S204', message: SUCCESS.S204 });
    expectCleared(logout);
    expect((await profile(res.json().data.accessToken)).json().code).toBe('401');
    expect((await profile(other.accessToken)).statusCode).toBe(200);
  });
});

describe('the auth cookies on other settings', () => {
  /** A login on an app built with `env`, the request sent with `headers`. */
  async function loginOn(env: Record<string, string>, headers: Record<string, string> = {}) {
    const other = await createTestApp({ env });
    const member = await createUser(other.app);
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userId: member.email, userPw: member.password },
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { other, res };
  }

  it.each([
    ['PUBLIC_URL is https', { PUBLIC_URL: 'https://siktak.test' }, {}],
    ['the request came over https (behind a proxy)', { TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' }],
  ])('every cookie of the login is Secure when %s', async (_name, env, headers) => {
    const { other, res } = await loginOn(env, headers);
    try {
      expect(tokenCookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(markCookieOf(res)).toMatchObject({ secure: true, sameSite: 'Lax' });
      expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await other.close();
    }
  });

  it('takes a page of an allowed CORS origin as our own', async () => {
    const { other, res } = await loginOn({ CORS_ORIGINS: 'https://admin.siktak.test' });
    try {
      const refreshed = await other.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { [SESSION_COOKIE.refreshToken]: tokenCookieOf(res)!.value },
        headers: { origin: 'https://admin.siktak.test' },
      });
      expect(refreshed.json().code).toBe('S212');
    } finally {
      await other.close();
    }
  });
});
