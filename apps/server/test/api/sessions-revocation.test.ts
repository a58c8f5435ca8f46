import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@siktak/contract';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { TEST_PASSWORD, authHeader, createStore, createUser } from '../helpers/factories.js';
import { bookedInSlot } from '../helpers/reservations.js';

/** An access token stops working the moment its session ends, whichever way it ends. */
describe('revocable access tokens', () => {
  let t: TestApp;
  let storeNo: number;

  beforeAll(async () => {
    t = await createTestApp();
    // Open every day 09:00–21:00; "now" is 2026-11-17 10:00 in Seoul, so tomorrow noon is bookable.
    ({ storeNo } = await createStore(t.app, { openTime: '09:00', closeTime: '21:00', dayOff: [], capacity: 8 }));
  });

  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  async function login(member: { email: string; password: string }) {
    const res = await post('/api/auth/login', { userId: member.email, userPw: member.password });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { accessToken: string; refreshToken: string };
    return { ...data, headers: { authorization: `Bearer ${data.accessToken}` } };
  }

  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/profile/form', headers });

  const slot = { reservationDate: '2026-11-18', reservationTime: '12:00' };
  const bookTable = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/reservation', headers, payload: { storeNo, ...slot, personCount: 1 } });

  /**
   * The answer the existing client treats as "session expired", from a read and from the booking,
   * whose session the auth guard checks before the handler: no seat taken.
   */
  async function expectSignedOut(headers: Record<string, string>) {
    const signedOut = { success: false, code: '401', message: ERRORS['401'].message };
    const res = await profile(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(signedOut);
    const seatsBefore = await bookedInSlot(t.app, storeNo, slot.reservationDate, slot.reservationTime);
    const booking = await bookTable(headers);
    expect(booking.statusCode, booking.body).toBe(401);
    expect(booking.json()).toEqual(signedOut);
    expect(await bookedInSlot(t.app, storeNo, slot.reservationDate, slot.reservationTime)).toBe(seatsBefore);
  }

  it('ends the access token at logout (refresh token in the body)', async () => {
    const member = await createUser(t.app);
    const session = await login(member);
    const other = await login(member);
    expect((await profile(session.headers)).statusCode).toBe(200);
    expect((await bookTable(other.headers)).statusCode).toBe(201);

    const res = await post('/api/auth/logout', { refreshToken: session.refreshToken }, session.headers);
    expect(res.json().code).toBe('S204');
    await expectSignedOut(session.headers);
    // The member's other device stays signed in.
    expect((await profile(other.headers)).statusCode).toBe(200);
  });

  it('ends the access token at a logout that sends only the access token', async () => {
    const member = await createUser(t.app);
    const session = await login(member);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    await expectSignedOut(session.headers);
  });

  it('ends the access tokens of a whole family when a rotated refresh token comes back', async () => {
    const member = await createUser(t.app);
    const first = await login(member);
    const rotated = (await post('/api/auth/refresh', { refreshToken: first.refreshToken })).json().data;
    const successor = { authorization: `Bearer ${rotated.accessToken}` };
    expect((await profile(successor)).statusCode).toBe(200);

    expect((await post('/api/auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(401);
    await expectSignedOut(first.headers);
    await expectSignedOut(successor);
  });

  it("ends every session at the member's own withdrawal", async () => {
    const member = await createUser(t.app);
    const session = await login(member);
    const other = await login(member);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/delete',
      headers: session.headers,
      payload: { userPw: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectSignedOut(session.headers);
    await expectSignedOut(other.headers);
  });

  it("ends every session at an admin's withdrawal of the member", async () => {
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const member = await createUser(t.app);
    const session = await login(member);
    const res = await post('/api/admin/manage/user/delete', { userNo: member.userNo }, await authHeader(t.app, admin));
    expect(res.statusCode, res.body).toBe(200);
    await expectSignedOut(session.headers);
  });

  it('ends the other sessions at a password change and keeps the one that changed it', async () => {
    const member = await createUser(t.app);
    const session = await login(member);
    const other = await login(member);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: session.headers,
      payload: { currentPw: TEST_PASSWORD, newPw: 'Changed!pass2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectSignedOut(other.headers);
    expect((await profile(session.headers)).statusCode).toBe(200);
    // Its refresh token keeps working too, and so do the access tokens it hands out.
    const next = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(next.statusCode).toBe(200);
    expect((await profile({ authorization: `Bearer ${next.json().data.accessToken}` })).statusCode).toBe(200);
  });

  it('refuses a correctly signed token that names no session', async () => {
    const member = await createUser(t.app);
    const token = await t.app.ctx.tokens.sign({
      userNo: member.userNo,
      role: member.role,
      sessionId: 'no-such-session',
    });
    await expectSignedOut({ authorization: `Bearer ${token}` });
  });

  it("refuses a live session's id inside another member's token", async () => {
    const member = await createUser(t.app);
    const session = await login(member);
    const sessionId = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()).sid;
    const other = await createUser(t.app);
    const token = await t.app.ctx.tokens.sign({ userNo: other.userNo, role: other.role, sessionId });
    await expectSignedOut({ authorization: `Bearer ${token}` });
  });

  it('still treats a revoked token as anonymous on public calls', async () => {
    const member = await createUser(t.app);
    const session = await login(member);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    const res = await t.app.inject({ method: 'GET', url: '/api/store/list?search=', headers: session.headers });
    expect(res.statusCode).toBe(200);
  });
});
