import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siktak/contract';
import { DEVICE_COOKIE } from '../../src/modules/auth/devices.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import {
  type TestUser,
  authHeader,
  createReservation,
  createStore,
  createUser,
  pngImage,
  reviewForm,
} from '../helpers/factories.js';
import { send, storeDto, storeDtoForm } from '../helpers/owners.js';
import { testRedis } from '../helpers/redis.js';
import { availability, book } from '../helpers/reservations.js';
import { S3_TEST_BUCKET, type S3StandIn, s3TestEnv, s3TestReader, startS3StandIn } from '../helpers/s3-stand-in.js';

const IMAGE_BASE = 'https://img.siktak.test/media';

/**
 * Two app instances on one PostgreSQL database and one Redis (ADR 0020): what one instance
 * counts or caches, the other sees.
 */
describe('two instances sharing PostgreSQL and Redis', () => {
  const redis = testRedis();
  let s3: S3StandIn;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    const env = {
      REDIS_URL: process.env.REDIS_URL as string,
      REDIS_PREFIX: redis.prefix,
      RATE_LIMIT: 'true',
      // Uploads go to one S3-compatible bucket, as they must once there is more than one instance.
      ...s3TestEnv(s3.url, `${IMAGE_BASE}/`),
    };
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: a.database });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis.close();
    await s3?.close();
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

  it("lets a member's known device in through the other instance while both pause the account for others", async () => {
    const member = await createUser(a.app);
    // Own addresses, so the per-IP limits of the other tests' address are not touched.
    const from = (n: number) => `198.51.100.${n}`;
    const send = (t: TestApp, userPw: string, n: number, cookies?: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userId: member.email, userPw },
        remoteAddress: from(n),
        ...(cookies ? { cookies } : {}),
      });
    const first = await send(a, member.password, 1);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    for (let i = 0; i < 10; i++) expect((await send(i % 2 ? a : b, 'Wrong!pass1', 10 + i)).json().code).toBe('E105');
    for (const t of [a, b]) expect((await send(t, member.password, 30)).statusCode).toBe(429);
    // The cookie came from a; b honours it while the account is paused for everyone else.
    expect((await send(b, member.password, 31, { [device.name]: device.value })).statusCode).toBe(200);
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

  it('shows a booking made through one instance at once through the other', async () => {
    const boss = await createUser(a.app, { role: 'ROLE_OWNER' });
    const { storeNo } = await createStore(a.app, { name: '합정 국밥', ownerNo: boss.userNo, capacity: 6 });
    const member = await createUser(a.app);
    const slot = { date: '2026-11-19', time: '12:00' };
    // B answers (and caches) the free seats before the booking.
    expect((await availability(b.app, storeNo, slot.date, slot.time)).json()).toBe(6);

    const booked = await book(a.app, member, {
      userNo: member.userNo,
      storeNo,
      reservationDate: slot.date,
      reservationTime: slot.time,
      personCount: 4,
    });
    expect(booked.statusCode).toBe(201);
    const { reservationNo } = booked.json();

    expect((await availability(b.app, storeNo, slot.date, slot.time)).json()).toBe(2);
    const mine = await b.app.inject({
      method: 'GET',
      url: `/api/reservation/mypage/${member.userNo}?page=0`,
      headers: await authHeader(b.app, member),
    });
    expect(mine.json().reservationList).toEqual([
      expect.objectContaining({
        reservationNo,
        storeNo,
        storeName: '합정 국밥',
        reservationDate: slot.date,
        reservationTime: slot.time,
        personCount: 4,
        status: 'Y',
      }),
    ]);
    const detail = await b.app.inject({
      method: 'GET',
      url: `/api/reservation/mypage/detail/${reservationNo}`,
      headers: await authHeader(b.app, member),
    });
    expect(detail.json()).toMatchObject({
      storeName: '합정 국밥',
      personCount: 4,
      status: 'Y',
      ...{ reservationDate: slot.date },
    });
    const owners = await b.app.inject({
      method: 'GET',
      url: `/api/reservation/owner/${storeNo}?page=0`,
      headers: await authHeader(b.app, boss),
    });
    expect(owners.json().reservationList).toEqual([
      expect.objectContaining({ reservationNo, userName: member.name, personCount: 4, status: 'Y' }),
    ]);
    // The seats taken through A are gone for a booking through B as well.
    const other = await createUser(a.app);
    const refused = await book(b.app, other, {
      userNo: other.userNo,
      storeNo,
      reservationDate: slot.date,
      reservationTime: slot.time,
      personCount: 3,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('E121');
  });

  it('serves review photos uploaded through one instance from the shared bucket to clients of the other', async () => {
    const member = await createUser(a.app);
    const { storeNo } = await createStore(a.app, { name: '망원 떡볶이' });
    const { reservationNo } = await createReservation(a.app, {
      userNo: member.userNo,
      storeNo,
      date: '2026-11-16',
      time: '12:00',
    });
    // B answers (and caches in Redis) the store's reviews before the review: the write must drop that.
    expect((await b.app.inject({ method: 'GET', url: `/api/review/store/${storeNo}` })).json()).toEqual([]);
    const written = await a.app.inject({
      method: 'POST',
      url: '/api/review/write',
      headers: await authHeader(a.app, member),
      payload: reviewForm({ reservationNo, storeNo, reviewContent: '사진과 함께', storeGrade: 5 }, [
        { data: await pngImage(120, 90) },
      ]),
    });
    expect(written.statusCode).toBe(201);

    const reviews = (await b.app.inject({ method: 'GET', url: `/api/review/store/${storeNo}` })).json();
    const urls = JSON.stringify(reviews).match(new RegExp(`${IMAGE_BASE}/reviews/[0-9a-f-]{36}\\.webp`, 'g')) ?? [];
    expect(urls).toHaveLength(1);
    expect(JSON.stringify(reviews)).not.toContain('/uploads/');
    const key = (urls[0] as string).slice(`${IMAGE_BASE}/`.length);
    // B has no copy of its own: the object is in the bucket, read back through the S3 API as a CDN would.
    const reader = s3TestReader();
    const got = await reader.fetch(`${s3.url}/${S3_TEST_BUCKET}/${key}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/webp');
    const body = Buffer.from(await got.arrayBuffer());
    expect(body.equals(s3.objects.get(key)?.body as Buffer)).toBe(true);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 120, height: 90 });
  });

  it('refuses on one instance, at once, an access token logged out through the other', async () => {
    const member = await createUser(a.app);
    // Its own address: the per-IP login limit of the earlier tests is spent.
    const signedIn = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.77',
      payload: { userId: member.email, userPw: member.password },
    });
    const headers = { authorization: `Bearer ${signedIn.json().data.accessToken}` };
    const profile = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/profile/form', headers });
    expect((await profile(b)).statusCode).toBe(200);

    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    const refused = await profile(b);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('401');
  });

  // api-pg-only/scheduled-jobs-instances.test.ts covers the job lock itself (a run skipped while another
  // instance holds it, real SMTP); here the same job runs on both Redis-sharing instances at once.
  it('runs a scheduled job fired on both instances at the same moment once', async () => {
    const { storeNo } = await createStore(a.app, { capacity: 50 });
    const members = await Promise.all([createUser(a.app), createUser(a.app), createUser(a.app)]);
    for (const member of members) {
      await createReservation(a.app, { userNo: member.userNo, storeNo, date: '2026-11-18', time: '19:00' });
    }
    const JOB = 'reservation-reminders';
    await Promise.all([a.app.scheduler.runNow(JOB), b.app.scheduler.runNow(JOB)]);
    await Promise.all([a.app.scheduler.runNow(JOB), b.app.scheduler.runNow(JOB)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const member of members) {
      const sent = [...a.mails, ...b.mails].filter((mail) => mail.to === member.email);
      expect(sent, member.email).toHaveLength(1);
      expect(sent[0]?.subject).toMatch(/내일 예약/);
    }
  });
});
