import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { DEVICE_COOKIE } from '../../src/modules/auth/devices.js';
import { ACCOUNT_PACING } from '../../src/modules/auth/login-throttle.js';
import { passwordHashingStats } from '../../src/platform/passwords.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { type TestUser, createUser } from '../helpers/factories.js';
import { loginFrom, newAddress } from '../helpers/logins.js';

const WRONG = 'Wrong!pass1';
/** Wrong logins in flight at once: many more than the hashing line runs together. */
const FLOOD = 30;

/** Lets pending callbacks and I/O run once. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('logins stay fast under a wrong-password flood (issue 36 item 5)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const login = (userId: string, userPw: string, from: string, device?: string) =>
    loginFrom(t.app, userId, userPw, from, device);

  it('refuses an unknown id, a Kakao-only account and a throttled client without any argon2 work', async () => {
    const kakaoOnly = await createUser(t.app);
    await t.app.ctx.db
      .update(users)
      .set({ passwordHash: null, kakaoId: `k-${kakaoOnly.userNo}` })
      .where(eq(users.userNo, kakaoOnly.userNo));
    const member = await createUser(t.app);
    for (let i = 0; i < ACCOUNT_PACING.free; i++) await login(member.email, WRONG, newAddress());

    const before = passwordHashingStats().verified;
    expect((await login('nobody-at-all@example.com', WRONG, newAddress())).json().code).toBe('E105');
    expect((await login(kakaoOnly.email, WRONG, newAddress())).json().code).toBe('E105');
    for (let i = 0; i < 20; i++) {
      expect((await login(member.email, i % 2 ? WRONG : member.password, newAddress())).statusCode).toBe(429);
    }
    expect(passwordHashingStats().verified).toBe(before);
  });

  /** Sends FLOOD wrong passwords for real accounts, each from its own address: every one must be hashed. */
  async function flood(answered: string[]) {
    const victims: TestUser[] = [];
    for (let i = 0; i < FLOOD; i++) victims.push(await createUser(t.app));
    const all = victims.map((victim, i) =>
      login(victim.email, WRONG, newAddress()).then((res) => {
        answered.push(`wrong ${i}`);
        return res.json().code;
      }),
    );
    // Until the flood fills its share of the line and many more wait behind it.
    for (let i = 0; i < 5000 && passwordHashingStats().otherLogins.waiting < FLOOD / 2; i++) await turn();
    return all;
  }

  it('keeps a hashing slot free for known devices however many wrong logins wait, and verifies them first', async () => {
    const member = await createUser(t.app);
    const signedIn = await login(member.email, member.password, newAddress());
    const phone = signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    const answered: string[] = [];
    const wrong = await flood(answered);

    const stats = passwordHashingStats();
    expect(stats.otherLogins.waiting).toBeGreaterThanOrEqual(FLOOD / 2);
    // The wrong logins hold their share, all slots but one: a slot stays free for the member.
    expect(stats.otherLogins.running).toBe(Math.max(1, stats.limit - 1));
    expect(stats.running).toBeLessThan(stats.limit);

    const real = await login(member.email, member.password, newAddress(), phone);
    answered.push('member');
    expect(real.statusCode).toBe(200);
    // The member did not queue behind the flood: most of it was still unanswered.
    expect(FLOOD - answered.indexOf('member')).toBeGreaterThanOrEqual(stats.otherLogins.waiting / 2);
    expect(new Set(await Promise.all(wrong))).toEqual(new Set(['E105']));
    expect(answered).toHaveLength(FLOOD + 1);
  });

  it('keeps a new device in arrival order behind the flood (the known device is what goes first)', async () => {
    const member = await createUser(t.app);
    const answered: string[] = [];
    const wrong = await flood(answered);
    const waiting = passwordHashingStats().otherLogins.waiting;
    expect(waiting).toBeGreaterThanOrEqual(FLOOD / 2);
    const real = await login(member.email, member.password, newAddress());
    answered.push('member');
    expect(real.statusCode).toBe(200);
    await Promise.all(wrong);
    // Every wrong login already waiting was answered before the cookie-less one.
    expect(answered.indexOf('member')).toBeGreaterThanOrEqual(waiting);
  });
});
