import { type SmtpCapture, startSmtpCapture } from '@siktak/e2e/stand-ins/smtp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES, SUCCESS } from '@siktak/contract';
import { emailVerifications, refreshTokens, users } from '../../src/db/schema.js';
import { passwordHashingStats, verifyPassword } from '../../src/platform/passwords.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { authHeader, createUser } from '../helpers/factories.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const NEW_PASSWORD = 'Siktak!2026';

let mailbox = 0;
const newAddress = () => `newbie${++mailbox}-${Date.now()}@example.com`;

describe('accounts and sessions API', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      env: { SMTP_URL: smtp.smtpUrl },
      extend: (app) => {
        // A route only admins may call, to watch the guard read the role from the database.
        app.get('/test/admin-only', { config: { access: ['ROLE_ADMIN'] } }, () => ({ ok: true }));
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  /** Asks for a code and reads it from the mail the real SMTP capture received. */
  async function requestCode(address: string): Promise<string> {
    const before = smtp.messages.length;
    const res = await post('/api/auth/send-code', { userId: address });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitFor(address);
    expect(smtp.messages.length).toBeGreaterThan(before);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    return code!;
  }

  function signupBody(address: string, nickname: string) {
    return {
      userId: address,
      userPw: NEW_PASSWORD,
      userName: '김식탁',
      userNickName: nickname,
      userPhone: '010-2222-3333',
    };
  }

  async function verifiedAddress(): Promise<string> {
    const address = newAddress();
    const code = await requestCode(address);
    expect((await post('/api/auth/verify-code', { email: address, code })).statusCode).toBe(200);
    return address;
  }

  async function login(userId: string, userPw: string) {
    return post('/api/auth/login', { userId, userPw });
  }

  describe('sign-up with an e-mail code', () => {
    it('sends a code by real SMTP, verifies it, signs up and logs in', async () => {
      const address = newAddress();
      const sent = await post('/api/auth/send-code', { userId: address });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ success: true, code: 'S200', message: SUCCESS.S200 });

      const mail = await smtp.waitFor(address);
      expect(mail.subject).toContain('인증번호');
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.html).toContain(code);
      // Only a keyed hash of the code is stored.
      const [stored] = await t.app.ctx.db
        .select({ codeHash: emailVerifications.codeHash })
        .from(emailVerifications)
        .where(eq(emailVerifications.email, address));
      expect(stored!.codeHash).not.toContain(code!);

      const verified = await post('/api/auth/verify-code', { email: address, code: code! });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ success: true, code: 'S201', message: SUCCESS.S201 });

      const signed = await post('/api/auth/signup', signupBody(address, '새로운식객'));
      expect(signed.statusCode).toBe(201);
      expect(signed.json()).toEqual({ success: true, code: 'S202', message: SUCCESS.S202 });

      const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, address));
      expect(row).toMatchObject({ name: '김식탁', nickname: '새로운식객', phone: '010-2222-3333', role: 'ROLE_USER' });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row!.passwordHash, NEW_PASSWORD)).toBe(true);

      const logged = await login(address, NEW_PASSWORD);
      expect(logged.statusCode).toBe(200);
      expect(logged.json().code).toBe('S203');
    });

    it('answers E100 to send-code for an address that is already registered', async () => {
      const member = await createUser(t.app);
      const res = await post('/api/auth/send-code', { userId: member.email.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, code: 'E100', message: ERRORS.E100.message });
    });

    it('refuses a malformed address with the Korean message', async () => {
      const res = await post('/api/auth/send-code', { userId: 'not-an-email' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: '400', message: MESSAGES.emailInvalid });
    });

    it('refuses a second code within 60 seconds (E106, Retry-After) and only the newest code works', async () => {
      const address = newAddress();
      const first = await requestCode(address);
      t.clock.advance(20 * SECOND);
      const tooSoon = await post('/api/auth/send-code', { userId: address });
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toEqual({ success: false, code: 'E106', message: ERRORS.E106.message });
      expect(tooSoon.headers['retry-after']).toBe('40');

      t.clock.advance(41 * SECOND);
      const second = await requestCode(address);
      if (first !== second) {
        const old = await post('/api/auth/verify-code', { email: address, code: first });
        expect(old.json().code).toBe('E103');
      }
      expect((await post('/api/auth/verify-code', { email: address, code: second })).statusCode).toBe(200);
    });

    it('lets a code expire after 10 minutes', async () => {
      const address = newAddress();
      const code = await requestCode(address);
      t.clock.advance(10 * MINUTE + SECOND);
      const res = await post('/api/auth/verify-code', { email: address, code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'E103', message: ERRORS.E103.message });
    });

    it('accepts a code once only', async () => {
      const address = newAddress();
      const code = await requestCode(address);
      expect((await post('/api/auth/verify-code', { email: address, code })).statusCode).toBe(200);
      const again = await post('/api/auth/verify-code', { email: address, code });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('E103');
    });

    it('kills a code after five wrong tries, even for the right code then', async () => {
      const address = newAddress();
      const code = await requestCode(address);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        const res = await post('/api/auth/verify-code', { email: address, code: wrong });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('E103');
      }
      const fifth = await post('/api/auth/verify-code', { email: address, code: wrong });
      expect(fifth.json()).toEqual({ success: false, code: 'E107', message: ERRORS.E107.message });
      const right = await post('/api/auth/verify-code', { email: address, code });
      expect(right.statusCode).toBe(400);
      expect(right.json().code).toBe('E107');
    });

    it('answers E103 when no code was ever sent', async () => {
      const res = await post('/api/auth/verify-code', { email: newAddress(), code: '123456' });
      expect(res.json().code).toBe('E103');
    });

    it('refuses sign-up without a verified address (E102)', async () => {
      const address = newAddress();
      await requestCode(address);
      const res = await post('/api/auth/signup', signupBody(address, '미인증회원'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'E102', message: ERRORS.E102.message });
    });

    it('refuses a verification older than 30 minutes (E102)', async () => {
      const address = await verifiedAddress();
      t.clock.advance(31 * MINUTE);
      const res = await post('/api/auth/signup', signupBody(address, '늦은회원'));
      expect(res.json().code).toBe('E102');
    });

    it('answers E100 for a registered e-mail and E101 for a taken nickname, keeping the verification', async () => {
      const existing = await createUser(t.app, { nickname: '인기닉네임' });
      const taken = await post('/api/auth/signup', signupBody(existing.email, '다른닉네임'));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ success: false, code: 'E100', message: ERRORS.E100.message });

      const address = await verifiedAddress();
      const nick = await post('/api/auth/signup', signupBody(address, '인기닉네임'));
      expect(nick.statusCode).toBe(409);
      expect(nick.json()).toEqual({ success: false, code: 'E101', message: ERRORS.E101.message });

      // The failed attempt rolled back, so the same verification still signs up with a free nickname.
      expect((await post('/api/auth/signup', signupBody(address, '한가한닉네임'))).statusCode).toBe(201);
      // …and it is used up now.
      const [row] = await t.app.ctx.db
        .select({ consumedAt: emailVerifications.consumedAt })
        .from(emailVerifications)
        .where(eq(emailVerifications.email, address));
      expect(row!.consumedAt).not.toBeNull();
    });

    it('hashes no password for a sign-up refused as taken or unverified, and one for a sign-up that passes', async () => {
      const existing = await createUser(t.app, { nickname: '선점닉네임' });
      const verified = await verifiedAddress();
      const unverified = newAddress();
      await requestCode(unverified);
      const before = passwordHashingStats().hashed;
      const refusals = [
        [signupBody(existing.email, '새닉네임'), 'E100'],
        [signupBody(verified, '선점닉네임'), 'E101'],
        [signupBody(unverified, '미인증닉네임'), 'E102'],
        [signupBody(newAddress(), '코드없는닉네임'), 'E102'],
      ] as const;
      for (const [body, code] of refusals) expect((await post('/api/auth/signup', body)).json().code).toBe(code);
      expect(passwordHashingStats().hashed).toBe(before);

      expect((await post('/api/auth/signup', signupBody(verified, '통과닉네임'))).statusCode).toBe(201);
      expect(passwordHashingStats().hashed).toBe(before + 1);
    });

    it('treats look-alike nicknames (zero-width, bidi, fillers, decomposed Hangul) as the taken one: E101', async () => {
      await createUser(t.app, { nickname: '김철수' });
      const address = await verifiedAddress();
      for (const lookAlike of [
        '김\u200B철수',
        '\u202E김철수\u202C',
        '김철\u3164수',
        '\uFEFF김철수\u2060',
        '김철수'.normalize('NFD'),
      ]) {
        const res = await post('/api/auth/signup', signupBody(address, lookAlike));
        expect(res.statusCode, JSON.stringify(lookAlike)).toBe(409);
        expect(res.json()).toEqual({ success: false, code: 'E101', message: ERRORS.E101.message });
      }
      const blank = await post('/api/auth/signup', signupBody(address, '\u200B\u3164\u115F\u1160\uFFA0'));
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ code: '400', message: MESSAGES.nicknameRule });
      // A free nickname typed decomposed and with a zero-width space is stored composed and clean.
      expect((await post('/api/auth/signup', signupBody(address, '박\u200B영희'.normalize('NFD')))).statusCode).toBe(
        201,
      );
      const [row] = await t.app.ctx.db.select({ nickname: users.nickname }).from(users).where(eq(users.email, address));
      expect(row!.nickname).toBe('박영희');
    });

    it('answers one of E101/E100 to two sign-ups racing for the same nickname, never a 500', async () => {
      const [a, b] = [await verifiedAddress(), await verifiedAddress()];
      const results = await Promise.all([
        post('/api/auth/signup', signupBody(a, '경쟁닉네임')),
        post('/api/auth/signup', signupBody(b, '경쟁닉네임')),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('E101');
    });

    it('applies the password rule of the contract', async () => {
      const address = await verifiedAddress();
      const res = await post('/api/auth/signup', { ...signupBody(address, '약한비번'), userPw: 'password1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '400', message: MESSAGES.passwordRule });
    });
  });

  describe('when the mail server fails', () => {
    let fail = true;
    let broken: TestApp;

    beforeAll(async () => {
      broken = await createTestApp({
        deps: {
          mailer: {
            send: async () => {
              if (fail) throw new Error('SMTP down');
            },
          },
        },
      });
    });

    afterAll(async () => {
      await broken?.close();
    });

    it('answers E104 and lets the person ask again at once', async () => {
      const address = newAddress();
      const send = () =>
        broken.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { userId: address } });
      const res = await send();
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, code: 'E104', message: ERRORS.E104.message });
      fail = false;
      expect((await send()).statusCode).toBe(200);
    });
  });

  describe('login', () => {
    it('answers S203 with exactly the session fields under data', async () => {
      const member = await createUser(t.app, { nickname: '로그인회원' });
      const res = await login(member.email, member.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, code: 'S203', message: SUCCESS.S203 });
      expect(Object.keys(body.data).sort()).toEqual(
        ['accessToken', 'refreshToken', 'userName', 'userNickName', 'userNo', 'userRole'].sort(),
      );
      expect(body.data).toMatchObject({
        userNo: member.userNo,
        userName: member.name,
        userNickName: '로그인회원',
        userRole: 'ROLE_USER',
      });
      expect(body.data.refreshToken).toMatch(/^[\w-]{43}$/);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/profile/form',
        headers: { authorization: `Bearer ${body.data.accessToken}` },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().userNo).toBe(member.userNo);
    });

    it('gives the same E105 answer for an unknown id and a wrong password, hashing only for the account that exists', async () => {
      // An unknown id is refused without argon2 work (ADR-0036): the answer is the same, the cost is not.
      const member = await createUser(t.app);
      const answers = [];
      for (const [userId, hashes] of [
        ['nobody@example.com', 0],
        [member.email, 1],
      ] as const) {
        const before = passwordHashingStats().verified;
        const res = await login(userId, 'Wrong!pass1');
        expect(passwordHashingStats().verified, userId).toBe(before + hashes);
        answers.push({ status: res.statusCode, body: res.json(), cookie: res.headers['set-cookie'] });
      }
      const e105 = { status: 401, body: { success: false, code: 'E105', message: ERRORS.E105.message } };
      expect(answers).toEqual([
        { ...e105, cookie: undefined },
        { ...e105, cookie: undefined },
      ]);
    });

    it('answers E105 to a password login of a Kakao-only member', async () => {
      const member = await createUser(t.app);
      await t.app.ctx.db
        .update(users)
        .set({ passwordHash: null, kakaoId: `k-${member.userNo}` })
        .where(eq(users.userNo, member.userNo));
      const res = await login(member.email, member.password);
      expect(res.json().code).toBe('E105');
    });

    it('answers E111 to a withdrawn member with the right password, E105 with a wrong one', async () => {
      const member = await createUser(t.app);
      await t.app.ctx.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.userNo, member.userNo));
      const right = await login(member.email, member.password);
      expect(right.statusCode).toBe(409);
      expect(right.json()).toEqual({ success: false, code: 'E111', message: ERRORS.E111.message });
      expect((await login(member.email, 'Wrong!pass1')).json().code).toBe('E105');
    });

    it('throttles an account after 10 failures: 429 with a growing Retry-After, reset by a success', async () => {
      const member = await createUser(t.app);
      for (let i = 0; i < 10; i++) expect((await login(member.email, 'Wrong!pass1')).json().code).toBe('E105');

      const paused = await login(member.email, member.password);
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toEqual({ success: false, code: '429', message: MESSAGES.loginThrottled });
      expect(paused.headers['retry-after']).toBe('30');

      t.clock.advance(31 * SECOND);
      expect((await login(member.email, 'Wrong!pass1')).json().code).toBe('E105');
      const longer = await login(member.email, member.password);
      expect(longer.statusCode).toBe(429);
      expect(longer.headers['retry-after']).toBe('60');

      t.clock.advance(61 * SECOND);
      expect((await login(member.email, member.password)).statusCode).toBe(200);
      // The success forgot the failures: one wrong password is an ordinary E105 again.
      expect((await login(member.email, 'Wrong!pass1')).json().code).toBe('E105');
      expect((await login(member.email, member.password)).statusCode).toBe(200);
    });

    it('caps the pause at 15 minutes, so the owner is never locked out for long', async () => {
      const member = await createUser(t.app);
      for (let i = 0; i < 10; i++) await login(member.email, 'Wrong!pass1');
      const waits: number[] = [];
      for (let i = 0; i < 8; i++) {
        const paused = await login(member.email, member.password);
        expect(paused.statusCode).toBe(429);
        const wait = Number(paused.headers['retry-after']);
        waits.push(wait);
        t.clock.advance(wait * SECOND + SECOND);
        expect((await login(member.email, 'Wrong!pass1')).json().code).toBe('E105');
      }
      expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
      t.clock.advance(15 * MINUTE + SECOND);
      expect((await login(member.email, member.password)).statusCode).toBe(200);
    });
  });

  describe('refresh and logout', () => {
    async function session(member: { email: string; password: string }) {
      const res = await login(member.email, member.password);
      return res.json().data as { accessToken: string; refreshToken: string; userNo: number };
    }
    const refresh = (refreshToken: string) => post('/api/auth/refresh', { refreshToken });

    it('rotates the refresh token and answers S212 with the session fields', async () => {
      const member = await createUser(t.app, { nickname: '회전회원' });
      const first = await session(member);
      const res = await refresh(first.refreshToken);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, code: 'S212' });
      expect(Object.keys(body.data).sort()).toEqual(
        ['accessToken', 'refreshToken', 'userName', 'userNickName', 'userNo', 'userRole'].sort(),
      );
      expect(body.data).toMatchObject({ userNo: member.userNo, userNickName: '회전회원', userRole: 'ROLE_USER' });
      expect(body.data.refreshToken).not.toBe(first.refreshToken);
      expect((await refresh(body.data.refreshToken)).statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token comes back', async () => {
      const member = await createUser(t.app);
      const first = await session(member);
      const other = await session(member);
      const second = (await refresh(first.refreshToken)).json().data;

      const reused = await refresh(first.refreshToken);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ success: false, code: '401', message: ERRORS['401'].message });
      // The thief's reuse also killed the legitimate successor…
      expect((await refresh(second.refreshToken)).json().code).toBe('401');
      // …but not the member's other session.
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('answers 401 "401" to an unknown or expired refresh token', async () => {
      expect((await refresh('made-up-token')).json()).toMatchObject({ code: '401' });
      const member = await createUser(t.app);
      const current = await session(member);
      t.clock.advance(15 * 24 * 60 * MINUTE);
      const expired = await refresh(current.refreshToken);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('401');
    });

    it('logs out: the refresh token and its family stop working', async () => {
      const member = await createUser(t.app);
      const current = await session(member);
      const res = await post(
        '/api/auth/logout',
        { refreshToken: current.refreshToken },
        { authorization: `Bearer ${current.accessToken}` },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, code: 'S204', message: SUCCESS.S204 });
      expect((await refresh(current.refreshToken)).json().code).toBe('401');
      const rows = await t.app.ctx.db
        .select({ revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.userNo, member.userNo));
      expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    });

    it('logs out with only the access token, ending that session and no other', async () => {
      const member = await createUser(t.app);
      const current = await session(member);
      const other = await session(member);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${current.accessToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect((await refresh(current.refreshToken)).json().code).toBe('401');
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('answers S204 to a logout with a stale token or none', async () => {
      const res = await post('/api/auth/logout', { refreshToken: 'gone' }, { authorization: 'Bearer expired' });
      expect(res.json().code).toBe('S204');
    });
  });

  describe('the guard reads the member from the database on every call', () => {
    it("refuses a withdrawn member's existing access token at once", async () => {
      const member = await createUser(t.app);
      const headers = await authHeader(t.app, member);
      expect((await t.app.inject({ method: 'GET', url: '/api/profile/form', headers })).statusCode).toBe(200);
      await t.app.ctx.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.userNo, member.userNo));
      const res = await t.app.inject({ method: 'GET', url: '/api/profile/form', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: '401', message: ERRORS['401'].message });
    });

    it('sees a role change with the same token at the next request', async () => {
      const member = await createUser(t.app);
      const headers = await authHeader(t.app, member);
      const call = () => t.app.inject({ method: 'GET', url: '/test/admin-only', headers });
      const before = await call();
      expect(before.statusCode).toBe(403);
      expect(before.json().code).toBe('403');

      await t.app.ctx.db.update(users).set({ role: 'ROLE_ADMIN' }).where(eq(users.userNo, member.userNo));
      expect((await call()).statusCode).toBe(200);

      await t.app.ctx.db.update(users).set({ role: 'ROLE_OWNER' }).where(eq(users.userNo, member.userNo));
      expect((await call()).statusCode).toBe(403);
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile/form', headers });
      expect(profile.json().userRole).toBe('ROLE_OWNER');
    });

    it('answers 401 "401" to a missing or forged token on a protected call', async () => {
      for (const headers of [{}, { authorization: 'Bearer forged' }]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/profile/form', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('401');
      }
    });
  });

  it('answers providers without Kakao when it is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ kakao: false });
  });
});
