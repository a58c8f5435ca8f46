import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '@siktak/contract';
import { DEVICE_COOKIE, DEVICE_TTL_SECONDS } from '../../src/modules/auth/devices.js';
import { ACCOUNT_PACING, ADDRESS_PACING, CLIENT_PACING } from '../../src/modules/auth/login-throttle.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, createUser } from '../helpers/factories.js';
import { loginFrom, newAddress } from '../helpers/logins.js';

const SECOND = 1000;
const WRONG = 'Wrong!pass1';
/** The longest a member's new device is told to wait (login-throttle.ts ACCOUNT_PACING), in seconds. */
const NEW_DEVICE_BOUND_S = ACCOUNT_PACING.maxPauseMs / SECOND;

describe('failed logins never lock the rightful member out (issue 36 item 2)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const login = (userId: string, userPw: string, from: string, device?: string) =>
    loginFrom(t.app, userId, userPw, from, device);

  const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === DEVICE_COOKIE);

  /** The member signs in once from `from`, as from their phone; answers the device cookie it kept. */
  async function knownDevice(member: TestUser, from = newAddress()): Promise<string> {
    const res = await login(member.email, member.password, from);
    expect(res.statusCode).toBe(200);
    const cookie = deviceCookieOf(res);
    expect(cookie?.value).toBeTruthy();
    return cookie!.value;
  }

  const throttled = (res: Awaited<ReturnType<typeof login>>) => {
    expect(res.json()).toEqual({ success: false, code: '429', message: MESSAGES.loginThrottled });
    return Number(res.headers['retry-after']);
  };

  it('sets an HttpOnly, SameSite=Lax device cookie for the login call on a success only, leaving the answer as it was', async () => {
    const member = await createUser(t.app);
    const failed = await login(member.email, WRONG, newAddress());
    expect(failed.headers['set-cookie']).toBeUndefined();

    const res = await login(member.email, member.password, newAddress());
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'message', 'success']);
    expect(Object.keys(res.json().data).sort()).toEqual(
      ['accessToken', 'refreshToken', 'userName', 'userNickName', 'userNo', 'userRole'].sort(),
    );
    const cookie = deviceCookieOf(res);
    expect(cookie).toMatchObject({
      path: '/api/auth/login',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: DEVICE_TTL_SECONDS,
    });
    // http here; Secure is set when PUBLIC_URL is https (below).
    expect(cookie?.secure).toBeUndefined();
    // It names the account by a hash, not the e-mail.
    expect(Buffer.from(cookie!.value.split('.')[1]!, 'base64url').toString()).not.toContain(member.email);
  });

  it("one address failing every 3 s for 18 minutes: the member's known device signs in at once every time, the attacker's address is paused", async () => {
    const member = await createUser(t.app);
    const phone = await knownDevice(member);
    const attacker = newAddress();
    let checked = 0;
    let refused = 0;
    const memberAnswers: number[] = [];
    for (let second = 0; second < 18 * 60; second += 3) {
      const res = await login(member.email, WRONG, attacker);
      if (res.statusCode === 429) {
        refused++;
        expect(throttled(res)).toBeLessThanOrEqual(CLIENT_PACING.maxPauseMs / SECOND);
      } else {
        expect(res.json().code).toBe('E105');
        checked++;
      }
      // The member opens the app every half minute, from wherever they are, on their own phone.
      if (second % 30 === 0)
        memberAnswers.push((await login(member.email, member.password, newAddress(), phone)).statusCode);
      t.clock.advance(3 * SECOND);
    }
    expect(memberAnswers).toHaveLength(36);
    expect(new Set(memberAnswers)).toEqual(new Set([200]));
    // 10 free failures, then one guess after each pause of 30 s, 1, 2, 4 and 8 minutes: 15 of 360.
    expect(checked).toBe(15);
    expect(refused).toBe(360 - 15);
    // The attacker's own address stays paused for anything it tries on this account.
    expect(throttled(await login(member.email, member.password, attacker))).toBeGreaterThan(0);
  });

  it("many addresses: a known device signs in at once, a new device waits at most the account's longest pause, each address is paced", async () => {
    const member = await createUser(t.app);
    const phone = await knownDevice(member);
    // 1,000 wrong logins from 1,000 addresses within 14 s.
    let checked = 0;
    for (let i = 0; i < 1000; i++) {
      const res = await login(member.email, WRONG, newAddress());
      if (res.statusCode === 429) expect(throttled(res)).toBeLessThanOrEqual(NEW_DEVICE_BOUND_S);
      else checked++;
      t.clock.advance(14);
    }
    // The account pauses for clients without its device cookie after its free failures.
    expect(checked).toBe(ACCOUNT_PACING.free);
    expect((await login(member.email, member.password, newAddress(), phone)).statusCode).toBe(200);

    // The attack goes on for half an hour, one guess every 3 s from ever new addresses; every five minutes the
    // member tries from a new laptop, and retries when told (the attack continuing meanwhile).
    const waits: number[] = [];
    for (let minute = 0; minute < 30; minute += 5) {
      for (let s = 0; s < 5 * 60; s += 3) {
        await login(member.email, WRONG, newAddress());
        t.clock.advance(3 * SECOND);
      }
      const laptop = newAddress();
      let res = await login(member.email, member.password, laptop);
      let waited = 0;
      if (res.statusCode === 429) {
        const retryAfter = throttled(res);
        expect(retryAfter).toBeLessThanOrEqual(NEW_DEVICE_BOUND_S);
        // The attacker keeps guessing until the very second the member retries.
        for (; waited < retryAfter; waited += 3) {
          await login(member.email, WRONG, newAddress());
          t.clock.advance(3 * SECOND);
        }
        res = await login(member.email, member.password, laptop);
      }
      expect(res.statusCode, `minute ${minute}`).toBe(200);
      waits.push(waited);
      // And the phone is never made to wait.
      expect((await login(member.email, member.password, newAddress(), phone)).statusCode).toBe(200);
    }
    // The attack really did pause new devices: most tries had to wait, none longer than the bound.
    expect(waits.filter((w) => w > 0).length).toBeGreaterThan(waits.length / 2);
    expect(Math.max(...waits)).toBeLessThanOrEqual(NEW_DEVICE_BOUND_S + 3);
  }, 120_000);

  it('pauses an address that fails against many accounts, for every account it tries without a device cookie', async () => {
    const member = await createUser(t.app);
    const shared = newAddress();
    const phone = await knownDevice(member, shared);
    for (let i = 0; i < ADDRESS_PACING.free; i++) {
      expect((await login(`nobody${i}@example.com`, WRONG, shared)).json().code).toBe('E105');
    }
    expect(throttled(await login(member.email, member.password, shared))).toBe(30);
    // The member's phone behind the same address (a shared office line) still signs in.
    expect((await login(member.email, member.password, shared, phone)).statusCode).toBe(200);
    // Other addresses are untouched.
    expect((await login(member.email, member.password, newAddress())).statusCode).toBe(200);
  });

  it("a known device is paced on its own failures only, and another device's cookie or a forged one is no pass", async () => {
    const member = await createUser(t.app);
    const other = await createUser(t.app);
    const phone = await knownDevice(member);
    const laptop = await knownDevice(member);
    for (let i = 0; i < CLIENT_PACING.free; i++) {
      expect((await login(member.email, WRONG, newAddress(), phone)).json().code).toBe('E105');
    }
    expect(throttled(await login(member.email, member.password, newAddress(), phone))).toBe(30);
    expect((await login(member.email, member.password, newAddress(), laptop)).statusCode).toBe(200);

    // Someone else pauses the account for new devices …
    for (let i = 0; i < ACCOUNT_PACING.free; i++) await login(other.email, WRONG, newAddress());
    expect(throttled(await login(other.email, other.password, newAddress()))).toBe(30);
    // … and neither a cookie of another account nor a tampered one gets past that pause.
    const [head, , signature] = laptop.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ acct: 'x', typ: 'device' })).toString('base64url')}.${signature}`;
    for (const cookie of [laptop, forged, 'not-a-token']) {
      expect(throttled(await login(other.email, other.password, newAddress(), cookie))).toBeGreaterThan(0);
    }
    // Once the pause is over, a new device is checked again.
    t.clock.advance(31 * SECOND);
    expect((await login(other.email, other.password, newAddress())).statusCode).toBe(200);
  });

  it('answers E105 from a known device with a wrong password, like any other', async () => {
    const member = await createUser(t.app);
    const phone = await knownDevice(member);
    const res = await login(member.email, WRONG, newAddress(), phone);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'E105', message: ERRORS.E105.message });
  });
});
