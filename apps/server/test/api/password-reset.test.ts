import type { CapturedMail } from '@siktak/e2e/stand-ins/smtp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '@siktak/contract';
import { passwordResets, users } from '../../src/db/schema.js';
import { RESET_TTL_MS } from '../../src/modules/auth/password-reset.js';
import { TEST_PUBLIC_URL, appWithSmtp } from '../helpers/app.js';
import { type TestUser, authHeader, createUser } from '../helpers/factories.js';
import { loginFrom, newAddress } from '../helpers/logins.js';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Fresh!pass2026';
const LINK = /\/password-reset\/new#token=([\w-]{43})/;

describe('비밀번호 찾기 (password reset) API', () => {
  const run = appWithSmtp();

  beforeAll(async () => {});

  const post = (url: string, payload: object, remoteAddress = newAddress()) =>
    run.t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const request = (userId: string) => post('/api/auth/password-reset/request', { userId });
  const reset = (token: string, newPw = NEW_PASSWORD) => post('/api/auth/password-reset', { token, newPw });
  const mailsTo = (address: string) => run.smtp.messages.filter((m) => m.to.includes(address));

  /** What the requester sees of an answer: status, body and headers, minus those every answer varies. */
  function observable(res: Awaited<ReturnType<typeof request>>) {
    const { date, 'x-request-id': _id, ...headers } = res.headers;
    return { status: res.statusCode, body: res.body, headers };
  }

  /** Asks for a reset of `user`, lets the outbox send it and reads the token from the captured mail. */
  async function mailedToken(user: TestUser): Promise<{ token: string; mail: CapturedMail }> {
    const before = mailsTo(user.email).length;
    expect((await request(user.email)).statusCode).toBe(200);
    await run.t.app.ctx.outbox.flush();
    const mail = await run.smtp.waitFor(user.email, /비밀번호 재설정/);
    expect(mailsTo(user.email).length).toBe(before + 1);
    const token = LINK.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return { token: token!, mail };
  }

  /** A new member; each test moves the clock past the per-address wait of the one before. */
  async function member(): Promise<TestUser> {
    run.t.clock.advance(2 * MINUTE);
    return createUser(run.t.app);
  }

  it('answers a known and an unknown e-mail identically, and only the member gets a mail', async () => {
    const known = await member();
    const unknown = `nobody-${Date.now()}@example.com`;
    const a = await request(known.email);
    const b = await request(unknown);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ success: true, message: MESSAGES.passwordResetRequested });
    expect(observable(b)).toEqual(observable(a));
    // The request did the same work for both: one row each, no account looked up yet.
    for (const email of [known.email, unknown]) {
      const rows = await run.t.app.ctx.db.select().from(passwordResets).where(eq(passwordResets.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userNo: null, tokenHash: null });
    }
    await run.t.app.ctx.outbox.flush();
    const mail = await run.smtp.waitFor(known.email, /비밀번호 재설정/);
    expect(mail.subject).toBe('[식탁] 비밀번호 재설정 안내');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/password-reset/new#token=`);
    expect(mail.text).toContain('30분');
    expect(mail.html).toContain('새 비밀번호 정하기');
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  it('stores only a hash of the mailed token, sets the new password once and ends every session', async () => {
    const user = await member();
    // Two other devices signed in before the reset.
    const phone = (await loginFrom(run.t.app, user.email, user.password, newAddress())).json().data;
    const laptop = (await loginFrom(run.t.app, user.email, user.password, newAddress())).json().data;
    const { token } = await mailedToken(user);
    const [row] = await run.t.app.ctx.db.select().from(passwordResets).where(eq(passwordResets.email, user.email));
    expect(row?.userNo).toBe(user.userNo);
    expect(row?.tokenHash).toBeTruthy();
    expect(row?.tokenHash).not.toContain(token);

    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: MESSAGES.passwordResetDone });

    // Every session ended: refresh tokens refused, access tokens refused by the guard.
    for (const session of [phone, laptop]) {
      const refreshed = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
      expect(refreshed.statusCode).toBe(401);
      const form = await run.t.app.inject({
        method: 'GET',
        url: '/api/profile/form',
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(form.statusCode).toBe(401);
    }
    // The old password no longer logs in; the new one does.
    expect((await loginFrom(run.t.app, user.email, user.password, newAddress())).json().code).toBe('E105');
    expect((await loginFrom(run.t.app, user.email, NEW_PASSWORD, newAddress())).json().code).toBe('S203');

    // The link works once.
    const again = await reset(token, 'Another!pass1');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'E152', message: ERRORS.E152.message });
    expect((await loginFrom(run.t.app, user.email, NEW_PASSWORD, newAddress())).json().code).toBe('S203');
  });

  it('of two resets racing with one link, exactly one succeeds', async () => {
    const user = await member();
    const { token } = await mailedToken(user);
    const answers = await Promise.all([reset(token, 'Racer!one11'), reset(token, 'Racer!two22')]);
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort();
    expect(codes).toEqual(['E152', 'ok']);
    const winner = answers.findIndex((a) => a.statusCode === 200) === 0 ? 'Racer!one11' : 'Racer!two22';
    expect((await loginFrom(run.t.app, user.email, winner, newAddress())).json().code).toBe('S203');
  });

  it('refuses an expired, a retired, a wrong and a malformed link with their Korean messages', async () => {
    const user = await member();
    const { token: expired } = await mailedToken(user);
    run.t.clock.advance(RESET_TTL_MS);
    expect((await reset(expired)).json()).toEqual({ success: false, code: 'E151', message: ERRORS.E151.message });

    const { token: older } = await mailedToken(user);
    run.t.clock.advance(2 * MINUTE);
    const { token: newer } = await mailedToken(user);
    // A newer request retires the older link.
    const retired = await reset(older);
    expect(retired.statusCode).toBe(400);
    expect(retired.json().code).toBe('E151');

    const wrong = await reset(`${newer.slice(0, -1)}${newer.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, code: 'E150', message: ERRORS.E150.message });

    const malformed = await reset('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: '400', message: ERRORS.E150.message });

    // The new password follows the sign-up rule; a refused one leaves the link usable.
    const weak = await reset(newer, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: '400', message: MESSAGES.passwordRule });
    expect((await reset(newer)).statusCode).toBe(200);
    // Nothing of this changed the password but the last reset.
    expect((await loginFrom(run.t.app, user.email, NEW_PASSWORD, newAddress())).json().code).toBe('S203');
  });

  it('allows one request a minute per address, with the same answer whether or not it has an account', async () => {
    const user = await member();
    const unknown = `ghost-${Date.now()}@example.com`;
    expect((await request(user.email)).statusCode).toBe(200);
    expect((await request(unknown)).statusCode).toBe(200);
    const known = await request(user.email);
    const other = await request(unknown);
    expect(known.statusCode).toBe(429);
    expect(known.json()).toEqual({ success: false, code: 'E153', message: ERRORS.E153.message });
    expect(Number(known.headers['retry-after'])).toBe(60);
    expect(observable(other)).toEqual(observable(known));
    await run.t.app.ctx.outbox.flush();
    expect(mailsTo(user.email)).toHaveLength(1);
    run.t.clock.advance(MINUTE);
    expect((await request(user.email)).statusCode).toBe(200);
  });

  it('tells a Kakao-only account by mail to sign in with Kakao, answering as for any address', async () => {
    const user = await member();
    await run.t.app.ctx.db
      .update(users)
      .set({ passwordHash: null, kakaoId: `kakao-${user.userNo}` })
      .where(eq(users.userNo, user.userNo));
    const kakao = await request(user.email);
    const unknown = await request(`stranger-${Date.now()}@example.com`);
    expect(observable(kakao)).toEqual(observable(unknown));
    await run.t.app.ctx.outbox.flush();
    const mail = await run.smtp.waitFor(user.email);
    expect(mail.subject).toBe('[식탁] 카카오로 로그인해주세요');
    expect(mail.text).toContain('카카오로 로그인해주세요');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/login`);
    expect(mail.text).not.toMatch(LINK);
    const [row] = await run.t.app.ctx.db.select().from(passwordResets).where(eq(passwordResets.email, user.email));
    expect(row?.tokenHash).toBeNull();
  });

  it('mails nothing to a withdrawn member and refuses a link of one who withdrew after asking', async () => {
    const gone = await member();
    await run.t.app.ctx.db.update(users).set({ deletedAt: run.t.clock.now() }).where(eq(users.userNo, gone.userNo));
    expect((await request(gone.email)).statusCode).toBe(200);
    await run.t.app.ctx.outbox.flush();
    expect(mailsTo(gone.email)).toHaveLength(0);

    const leaving = await member();
    const { token } = await mailedToken(leaving);
    const withdrawn = await run.t.app.inject({
      method: 'PUT',
      url: '/api/profile/delete',
      headers: await authHeader(run.t.app, leaving),
      payload: { userPw: leaving.password },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await reset(token)).json().code).toBe('E111');
  });
});
