import {
  KAKAO_TEST_CLIENT_ID,
  kakaoEnv,
  type KakaoAccount,
  type KakaoStandIn,
  startKakaoStandIn,
} from '@siktak/e2e/stand-ins/kakao';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_KINDS, CONSENT_VERSIONS, ERRORS, MESSAGES, SESSION_COOKIE, SUCCESS } from '@siktak/contract';
import { memberConsents, users } from '../../src/db/schema.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import { createUser } from '../helpers/factories.js';

const CALLBACK = `${TEST_PUBLIC_URL}/api/auth/login/kakao`;

let nextKakaoId = 700_000;
function kakaoAccount(values: Partial<KakaoAccount> = {}): KakaoAccount {
  const id = ++nextKakaoId;
  return { id, email: `kakao${id}@kakao.test`, nickname: `카카오${id}`, ...values };
}

describe('Kakao login', () => {
  let t: TestApp;
  let kakao: KakaoStandIn;

  beforeAll(async () => {
    kakao = await startKakaoStandIn();
    t = await createTestApp({
      env: kakaoEnv(kakao),
    });
  });

  afterAll(async () => {
    await t?.close();
    await kakao?.close();
  });

  /** `GET /start` → the provider's authorize page → back to our callback; the steps a browser takes. */
  async function authorize(): Promise<{ callback: URL; cookie: string }> {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/login/kakao/start' });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location as string);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${kakao.url}/oauth/authorize`);
    expect(authorizeUrl.searchParams.get('response_type')).toBe('code');
    expect(authorizeUrl.searchParams.get('client_id')).toBe(KAKAO_TEST_CLIENT_ID);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy();

    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/auth\/login\/kakao/);
    const cookie = setCookie.split(';')[0]!;

    const provider = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(provider.status).toBe(302);
    const callback = new URL(provider.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    return { callback, cookie };
  }

  async function finish(callback: URL, cookie?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(302);
    return new URL(res.headers.location as string);
  }

  async function signInAs(account: KakaoAccount): Promise<URL> {
    kakao.signInAs(account);
    const { callback, cookie } = await authorize();
    return finish(callback, cookie);
  }

  const signupKakao = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/signup/kakao', payload });

  it('tells our app that Kakao is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ kakao: true });
  });

  it('signs up a new Kakao account with a sign-up ticket, then logs it in', async () => {
    const account = kakaoAccount({ nickname: '맛집탐험가' });
    const toSignup = await signInAs(account);
    expect(`${toSignup.origin}${toSignup.pathname}`).toBe(`${TEST_PUBLIC_URL}/signup/kakao`);
    const ticket = toSignup.searchParams.get('accessToken');
    expect(ticket).toBeTruthy();

    const res = await signupKakao({ accessToken: ticket, userName: '카카오김', userPhone: '01055556666' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, code: 'S211', message: SUCCESS.S211 });
    const [row] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.kakaoId, String(account.id)));
    expect(row).toMatchObject({
      email: account.email,
      name: '카카오김',
      nickname: '맛집탐험가',
      phone: '010-5555-6666',
      role: 'ROLE_USER',
      passwordHash: null,
    });

    const toResult = await signInAs(account);
    expect(`${toResult.origin}${toResult.pathname}`).toBe(`${TEST_PUBLIC_URL}/login/result`);
    expect(toResult.searchParams.get('userNo')).toBe(String(row!.userNo));
    expect(toResult.searchParams.get('userRole')).toBe('ROLE_USER');
    const refreshToken = toResult.searchParams.get('refreshToken');
    expect(refreshToken).toBeTruthy();
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/form',
      headers: { authorization: `Bearer ${toResult.searchParams.get('accessToken')}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ userNo: row!.userNo, loginType: 'KAKAO', userId: account.email });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    expect(refreshed.json().code).toBe('S212');

    // A Kakao member has no password to log in with.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userId: account.email, userPw: 'Anything!1' },
    });
    expect(login.json().code).toBe('E105');
  });

  it('a Kakao login also sets the session cookie, which refreshes from our pages; a new account gets none', async () => {
    const account = kakaoAccount();
    kakao.signInAs(account);
    const toSignup = await authorize();
    const signupStep = await t.app.inject({
      method: 'GET',
      url: `${toSignup.callback.pathname}${toSignup.callback.search}`,
      headers: { cookie: toSignup.cookie },
    });
    expect(signupStep.cookies.map((c) => c.name)).not.toContain(SESSION_COOKIE.refreshToken);
    const ticket = new URL(signupStep.headers.location as string).searchParams.get('accessToken');
    await signupKakao({ accessToken: ticket, userName: '카카오박', userPhone: '01077778888' });

    const { callback, cookie } = await authorize();
    const res = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    const result = new URL(res.headers.location as string);
    expect(result.pathname).toBe('/login/result');
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE.refreshToken);
    expect(session).toMatchObject({
      value: result.searchParams.get('refreshToken'),
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [SESSION_COOKIE.refreshToken]: session!.value },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(refreshed.json()).toMatchObject({
      code: 'S212',
      data: { userNo: Number(result.searchParams.get('userNo')) },
    });
  });

  it('refuses a Kakao sign-up without the required consents (E160), then records them with the Kakao source', async () => {
    const account = kakaoAccount();
    const ticket = (await signInAs(account)).searchParams.get('accessToken');
    const body = { accessToken: ticket, userName: '카카오동의', userPhone: '010-5555-7777' };
    const refused = await signupKakao({ ...body, consents: { terms: true, privacy: true, marketing: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, code: 'E160', message: ERRORS.E160.message });
    const byKakaoId = eq(users.kakaoId, String(account.id));
    expect(await t.app.ctx.db.select().from(users).where(byKakaoId)).toHaveLength(0);

    const res = await signupKakao({ ...body, consents: { terms: true, privacy: true, age14: true, marketing: true } });
    expect(res.statusCode, res.body).toBe(201);
    const [member] = await t.app.ctx.db.select().from(users).where(byKakaoId);
    const rows = await t.app.ctx.db.select().from(memberConsents).where(eq(memberConsents.userNo, member!.userNo));
    expect(rows.map(({ kind, version, agreed, source }) => ({ kind, version, agreed, source }))).toEqual(
      CONSENT_KINDS.map((kind) => ({ kind, version: CONSENT_VERSIONS[kind], agreed: true, source: 'kakao-signup' })),
    );
  });

  it("records the existing client's Kakao sign-up, which sends no consents, as unknown", async () => {
    const account = kakaoAccount();
    const ticket = (await signInAs(account)).searchParams.get('accessToken');
    const res = await signupKakao({ accessToken: ticket, userName: '카카오옛날', userPhone: '010-5555-8888' });
    expect(res.statusCode).toBe(201);
    const [member] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.kakaoId, String(account.id)));
    const rows = await t.app.ctx.db.select().from(memberConsents).where(eq(memberConsents.userNo, member!.userNo));
    expect(rows.map(({ agreed, source }) => [agreed, source])).toEqual(
      CONSENT_KINDS.map(() => [null, 'legacy-client']),
    );
  });

  it('makes a taken Kakao nickname unique by appending digits', async () => {
    await createUser(t.app, { nickname: '흔한닉네임' });
    const account = kakaoAccount({ nickname: '흔한닉네임' });
    const ticket = (await signInAs(account)).searchParams.get('accessToken');
    expect(
      (await signupKakao({ accessToken: ticket, userName: '홍길동', userPhone: '010-1111-2222' })).statusCode,
    ).toBe(201);
    const [row] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.kakaoId, String(account.id)));
    expect(row!.nickname).toMatch(/^흔한닉네임\d{4}$/);
  });

  it('strips invisible and control characters from a Kakao nickname and composes decomposed Hangul', async () => {
    await createUser(t.app, { nickname: '투명한이름' });
    const account = kakaoAccount({ nickname: '\u200B투명한\u2060이름\u202E\u0000'.normalize('NFD') });
    const ticket = (await signInAs(account)).searchParams.get('accessToken');
    expect(
      (await signupKakao({ accessToken: ticket, userName: '홍길동', userPhone: '010-1111-2222' })).statusCode,
    ).toBe(201);
    const [row] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.kakaoId, String(account.id)));
    // It is the same nickname as the taken one, so it collided and got digits.
    expect(row!.nickname).toMatch(/^투명한이름\d{4}$/);
  });

  it('answers E100 when the Kakao e-mail already belongs to another member, or the account is linked', async () => {
    const member = await createUser(t.app);
    const ticket = (await signInAs(kakaoAccount({ email: member.email }))).searchParams.get('accessToken');
    const taken = await signupKakao({ accessToken: ticket, userName: '홍길동', userPhone: '010-1111-2222' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, code: 'E100', message: ERRORS.E100.message });

    const fresh = (await signInAs(kakaoAccount())).searchParams.get('accessToken');
    const body = { accessToken: fresh, userName: '홍길동', userPhone: '010-1111-2222' };
    expect((await signupKakao(body)).statusCode).toBe(201);
    const again = await signupKakao(body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'E100', message: MESSAGES.kakaoAlreadyLinked });
  });

  it('answers E108 to a forged or expired sign-up ticket', async () => {
    const forged = await signupKakao({ accessToken: 'not-a-ticket', userName: '홍길동', userPhone: '010-1111-2222' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ success: false, code: 'E108', message: MESSAGES.kakaoInfoMissing });

    // A Kakao state ticket is signed with the same key but is not a sign-up ticket.
    const { callback } = await authorize();
    const wrongPurpose = await signupKakao({
      accessToken: callback.searchParams.get('state'),
      userName: '홍길동',
      userPhone: '010-1111-2222',
    });
    expect(wrongPurpose.json().code).toBe('E108');

    const ticket = (await signInAs(kakaoAccount())).searchParams.get('accessToken');
    t.clock.advance(16 * 60 * 1000);
    const expired = await signupKakao({ accessToken: ticket, userName: '홍길동', userPhone: '010-1111-2222' });
    expect(expired.json().code).toBe('E108');
  });

  it('validates the name and phone of the Kakao sign-up form', async () => {
    const ticket = (await signInAs(kakaoAccount())).searchParams.get('accessToken');
    const res = await signupKakao({ accessToken: ticket, userName: '홍', userPhone: '010-1111-2222' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.nameRule);
  });

  it('sends a withdrawn Kakao member back to the login page', async () => {
    const account = kakaoAccount();
    const ticket = (await signInAs(account)).searchParams.get('accessToken');
    await signupKakao({ accessToken: ticket, userName: '홍길동', userPhone: '010-1111-2222' });
    await t.app.ctx.db
      .update(users)
      .set({ deletedAt: t.clock.now() })
      .where(eq(users.kakaoId, String(account.id)));
    const back = await signInAs(account);
    expect(back.toString()).toBe(`${TEST_PUBLIC_URL}/login?error=withdrawn`);
  });

  describe('state and the binding cookie', () => {
    it('refuses a tampered state', async () => {
      kakao.signInAs(kakaoAccount());
      const { callback, cookie } = await authorize();
      const state = callback.searchParams.get('state')!;
      callback.searchParams.set('state', `${state.slice(0, -4)}AAAA`);
      expect((await finish(callback, cookie)).toString()).toBe(`${TEST_PUBLIC_URL}/login?error=kakao_state`);
    });

    it('refuses a callback without the cookie', async () => {
      kakao.signInAs(kakaoAccount());
      const { callback } = await authorize();
      expect((await finish(callback)).toString()).toBe(`${TEST_PUBLIC_URL}/login?error=kakao_state`);
    });

    it("refuses a callback carrying another browser's state", async () => {
      kakao.signInAs(kakaoAccount());
      const victim = await authorize();
      const attacker = await authorize();
      expect((await finish(attacker.callback, victim.cookie)).toString()).toBe(
        `${TEST_PUBLIC_URL}/login?error=kakao_state`,
      );
    });

    it('refuses a callback without state, and one whose state expired', async () => {
      kakao.signInAs(kakaoAccount());
      const { callback, cookie } = await authorize();
      const withoutState = new URL(callback);
      withoutState.searchParams.delete('state');
      expect((await finish(withoutState, cookie)).toString()).toBe(`${TEST_PUBLIC_URL}/login?error=kakao_state`);
      t.clock.advance(11 * 60 * 1000);
      expect((await finish(callback, cookie)).toString()).toBe(`${TEST_PUBLIC_URL}/login?error=kakao_state`);
    });

    it('clears the binding cookie on the callback', async () => {
      kakao.signInAs(kakaoAccount());
      const { callback, cookie } = await authorize();
      const res = await t.app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/siktak_kakao_state=;.*Expires=Thu, 01 Jan 1970/);
    });
  });

  it('ends at /login?error=kakao_failed when Kakao refuses the code', async () => {
    kakao.signInAs(kakaoAccount());
    const { callback, cookie } = await authorize();
    callback.searchParams.set('code', 'a-code-kakao-never-issued');
    expect((await finish(callback, cookie)).toString()).toBe(`${TEST_PUBLIC_URL}/login?error=kakao_failed`);
  });

  it('ends at /login?error=kakao_failed when the person cancels on the Kakao page', async () => {
    const { callback, cookie } = await authorize();
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    expect((await finish(callback, cookie)).toString()).toBe(`${TEST_PUBLIC_URL}/login?error=kakao_failed`);
  });

  describe('without Kakao configured', () => {
    let plain: TestApp;

    beforeAll(async () => {
      plain = await createTestApp();
    });

    afterAll(async () => {
      await plain?.close();
    });

    it('sends the browser back to /login from both Kakao addresses', async () => {
      for (const url of ['/api/auth/login/kakao/start', '/api/auth/login/kakao?code=x&state=y']) {
        const res = await plain.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(`${TEST_PUBLIC_URL}/login?error=kakao_unavailable`);
      }
    });
  });
});
