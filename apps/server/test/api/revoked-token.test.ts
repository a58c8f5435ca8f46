import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, type Role, allEndpoints } from '@siktak/contract';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { invalidCall, roleFor } from '../helpers/endpoint-calls.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { bookedInSlot } from '../helpers/reservations.js';

const SIGNED_OUT = { success: false, code: '401', message: ERRORS['401'].message };

/** A Friday inside the booking window of TEST_NOW (Tuesday 2026-11-17 10:00 in Seoul). */
const DAY = '2026-11-20';

/**
 * The auth guard checks the session of every protected route before the body is parsed or
 * validated and before the handler, so a revoked (logged-out) token always gets 401 first — never a
 * 400, 404 or E120 that would tell the client something other than "signed out".
 */
describe('a revoked token', () => {
  let t: TestApp;
  const live = new Map<Role, Record<string, string>>();
  const revoked = new Map<Role, Record<string, string>>();

  /** An access token of `user` whose session has ended at logout. */
  async function loggedOut(user: TestUser): Promise<Record<string, string>> {
    const headers = await authHeader(t.app, user);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(res.json().code).toBe('S204');
    return headers;
  }

  beforeAll(async () => {
    // The booking budget (E132) counts only with the rate limits on.
    t = await createTestApp({ env: { RATE_LIMIT: 'true' } });
    for (const role of ['ROLE_USER', 'ROLE_OWNER', 'ROLE_ADMIN'] as const) {
      const user = await createUser(t.app, { role });
      live.set(role, await authHeader(t.app, user));
      revoked.set(role, await loggedOut(user));
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  // `optional` entries (logout, the notices) read a valid token and treat a stale one as none.
  const protectedEntries = allEndpoints().filter((entry) => entry.access !== 'public' && entry.access !== 'optional');

  it('gets 401 on every protected entry of the endpoint table, whatever its input', async () => {
    expect(protectedEntries.length).toBeGreaterThan(50);
    const answers: string[] = [];
    for (const entry of protectedEntries) {
      const res = await t.app.inject(invalidCall(entry, revoked.get(roleFor(entry))!));
      answers.push(`${entry.call} ${res.statusCode} ${res.json().code}`);
      if (res.statusCode === 401) expect(res.json(), entry.call).toEqual(SIGNED_OUT);
    }
    expect(answers).toEqual(protectedEntries.map((entry) => `${entry.call} 401 401`));
  });

  it('is what gets the 401: the same calls with a live token of the same role are answered otherwise', async () => {
    for (const entry of protectedEntries) {
      const res = await t.app.inject(invalidCall(entry, live.get(roleFor(entry))!));
      expect(res.statusCode, `${entry.call} ${res.body}`).not.toBe(401);
    }
  });

  it("leaves the member's booking budget (E132) untouched: their live session keeps all of it", async () => {
    const member = await createUser(t.app);
    const store = await createStore(t.app, { openTime: '11:00', closeTime: '21:00', dayOff: [], capacity: 50 });
    const signedIn = await authHeader(t.app, member);
    const signedOut = await loggedOut(member);
    const booking = (headers: Record<string, string>, time: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reservation',
        headers,
        payload: { storeNo: store.storeNo, reservationDate: DAY, reservationTime: time, personCount: 1 },
      });

    for (let i = 0; i < 2 * LIMITS.bookingAttemptsPerMinute; i++) {
      const res = await booking(signedOut, '12:00');
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual(SIGNED_OUT);
    }
    expect(await bookedInSlot(t.app, store.storeNo, DAY, '12:00')).toBe(0);

    // The whole budget of the minute is still the live session's: a booking, then refusals that count.
    for (let i = 0; i < LIMITS.bookingAttemptsPerMinute; i++) {
      expect((await booking(signedIn, '12:00')).statusCode).toBe(i === 0 ? 201 : 409);
    }
    const throttled = await booking(signedIn, '13:00');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('E132');
  });
});
