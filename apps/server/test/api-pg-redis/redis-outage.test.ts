import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../helpers/app.js';
import { authHeader, createReservation, createReview, createStore, createUser } from '../helpers/factories.js';
import { type RedisServer, keysUnder, startRedisServer } from '../helpers/redis.js';
import { bookedInSlot } from '../helpers/reservations.js';

interface Answer {
  status: number;
  body: unknown;
}

/**
 * `path` of `base` over HTTP, failing the test when the answer (its body included) has not arrived
 * within 1 s: the bound the app keeps while Redis is away, not a timing.
 */
async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(1000) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Polls `check` every 100 ms until it holds, failing after `ms`. */
async function eventually(ms: number, what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Two instances on one PostgreSQL database and a Redis of the test's own, which the test stops while
 * the instances are under load (docs/security.md, "Redis outage").
 */
describe('two instances while their Redis is away', () => {
  const prefix = `siktak-outage:${randomBytes(4).toString('hex')}:`;
  let server: RedisServer;
  let reader: Redis;
  let a: TestApp;
  let b: TestApp;
  const bases: string[] = [];
  let address = 0;
  /** A client address of its own for each login, so the per-IP login limit stays out of the way. */
  const nextAddress = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    server = await startRedisServer();
    reader = new Redis(server.url);
    reader.on('error', () => {}); // while the test has stopped the server
    const env = { REDIS_URL: server.url, REDIS_PREFIX: prefix, RATE_LIMIT: 'true', TRUST_PROXY: 'true' };
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: a.database });
    for (const t of [a, b]) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    server?.resume();
    await b?.close();
    await a?.close();
    reader?.disconnect();
    await server?.kill();
  });

  const health = async (base: string) => (await call(base, '/healthz')).body as { status: string };

  /** A store with one visit's review in it, which the test hides while Redis is away. */
  const storeWithReview = async (name: string, capacity: number, grade: number) => {
    const { storeNo } = await createStore(a.app, { name, capacity });
    const writer = await createUser(a.app);
    const visit = { userNo: writer.userNo, storeNo, date: '2026-11-10', time: '12:00' };
    const { reservationNo } = await createReservation(a.app, visit);
    const { reviewNo } = await createReview(a.app, {
      reservationNo,
      userNo: writer.userNo,
      storeNo,
      grade,
      content: '곧 숨겨질 후기',
    });
    return { storeNo, reviewNo };
  };

  const outages: [string, () => Promise<void> | void, () => Promise<void> | void][] = [
    ['hangs (SIGSTOP)', () => server.pause(), () => server.resume()],
    ['is gone (killed, connections refused)', () => server.kill(), () => server.start()],
  ];

  for (const [how, stop, restart] of outages) {
    it(`answers within 1 s while Redis ${how} under load, loses no booking and recovers`, async () => {
      const capacity = 8;
      const { storeNo, reviewNo } = await storeWithReview('을지로 냉면', capacity, 2);
      const admin = await createUser(a.app, { role: 'ROLE_ADMIN' });
      const adminHeaders = await authHeader(a.app, admin);
      const member = await createUser(a.app);
      const bookers = await Promise.all(Array.from({ length: 12 }, () => createUser(a.app)));
      const bookerHeaders = await Promise.all(bookers.map((m) => authHeader(a.app, m)));
      const slot = { reservationDate: '2026-11-20', reservationTime: '18:00' };

      const publicReads = [
        `/api/store/detail/${storeNo}`,
        `/api/review/store/${storeNo}`,
        '/api/store/latest',
        `/api/reservation/available-person?storeNo=${storeNo}&reservationDate=${slot.reservationDate}&reservationTime=${slot.reservationTime}`,
      ];
      // Both instances answer from the cache in Redis, which now holds the review list with the review.
      for (const base of bases) {
        expect(await health(base)).toEqual({ status: 'ok', redis: 'ok' });
        for (const path of publicReads) expect((await call(base, path)).status, path).toBe(200);
      }
      expect(JSON.stringify((await call(bases[1] as string, publicReads[1] as string)).body)).toContain('곧 숨겨질');

      // Load: public reads on both instances, without pause, through the outage.
      const problems: string[] = [];
      let answered = 0;
      let loading = true;
      const load = Array.from({ length: 4 }, async (_, worker) => {
        for (let i = 0; loading; i++) {
          const base = bases[(worker + i) % 2] as string;
          const path = publicReads[i % publicReads.length] as string;
          try {
            const { status } = await call(base, path);
            if (status === 200) answered++;
            else problems.push(`${status} ${path}`);
          } catch (err) {
            problems.push(`${(err as Error).name} ${path}`);
          }
        }
      });

      await stop();
      for (const [i, base] of bases.entries()) {
        for (const path of publicReads) expect((await call(base, path)).status, `${base}${path}`).toBe(200);

        const login = await call(
          base,
          '/api/auth/login',
          json('POST', { userId: member.email, userPw: member.password }, { 'x-forwarded-for': nextAddress() }),
        );
        expect(login.status).toBe(200);
        expect(login.body).toMatchObject({ data: { accessToken: expect.any(String) } });

        const code = await call(
          base,
          '/api/auth/send-code',
          json('POST', { userId: `outage${i}-${randomBytes(3).toString('hex')}@example.com` }),
        );
        expect(code.status).toBeLessThan(500);
        // The instance says it goes on without Redis (its first failed command or health check).
        await eventually(3000, 'degraded', async () => (await health(base)).status === 'degraded');
        expect(await health(base)).toEqual({ status: 'degraded', redis: 'unavailable' });
      }

      // 12 members book 2 seats each in one slot of 8, half through each instance, all at once.
      const booked = await Promise.all(
        bookers.map((m, i) =>
          call(
            bases[i % 2] as string,
            '/api/reservation',
            json('POST', { userNo: m.userNo, storeNo, ...slot, personCount: 2 }, bookerHeaders[i]),
          ),
        ),
      );
      const made = booked.filter((r) => r.status === 201);
      expect(made).toHaveLength(capacity / 2);
      for (const refused of booked.filter((r) => r.status !== 201)) {
        expect(refused).toMatchObject({ status: 409, body: { code: 'E121' } });
      }

      // The admin hides the review through A: neither instance serves it from then on.
      const hide = await call(
        bases[0] as string,
        `/api/admin/manage/reviews/${reviewNo}/visibility`,
        json('PATCH', { hidden: true }, adminHeaders),
      );
      expect(hide.status).toBe(200);
      for (const base of bases) {
        expect(JSON.stringify((await call(base, publicReads[1] as string)).body)).not.toContain('곧 숨겨질');
      }

      loading = false;
      await Promise.all(load);
      expect(problems).toEqual([]);
      expect(answered).toBeGreaterThan(0);

      // Nothing lost, capacity held: every booking answered 201 is stored, and no more seats than there are.
      const stored = await a.app.ctx.db
        .select({ reservationNo: reservations.reservationNo })
        .from(reservations)
        .where(and(eq(reservations.storeNo, storeNo), eq(reservations.status, 'Y')));
      const madeNos = made.map((r) => (r.body as { reservationNo: number }).reservationNo);
      expect(stored.map((r) => r.reservationNo)).toEqual(expect.arrayContaining(madeNos));
      expect(await bookedInSlot(a.app, storeNo, slot.reservationDate, slot.reservationTime)).toBe(capacity);

      await restart();
      for (const base of bases) {
        await eventually(10_000, 'back to ok', async () => (await health(base)).status === 'ok');
      }
      // The hidden review stays hidden (the invalidation A could not publish was published on its
      // return), and the answers are kept in Redis again.
      for (const base of bases) {
        expect(JSON.stringify((await call(base, publicReads[1] as string)).body)).not.toContain('곧 숨겨질');
        expect((await call(base, publicReads[0] as string)).status).toBe(200);
      }
      expect((await keysUnder(reader, `${prefix}cache:`)).some((key) => key.endsWith(`:${storeNo}:detail`))).toBe(true);
      const after = await call(
        bases[1] as string,
        '/api/auth/login',
        json('POST', { userId: member.email, userPw: member.password }, { 'x-forwarded-for': nextAddress() }),
      );
      expect(after.status).toBe(200);
    });
  }
  it('goes on without a Redis that refuses writes: login and booking answer, a hidden review is gone from both instances within 3 s', async () => {
    const { storeNo, reviewNo } = await storeWithReview('망원 수제비', 4, 1);
    const admin = await createUser(a.app, { role: 'ROLE_ADMIN' });
    const member = await createUser(a.app);
    const reviewsPath = `/api/review/store/${storeNo}`;
    for (const base of bases) {
      await eventually(10_000, 'ok', async () => (await health(base)).status === 'ok');
      expect(JSON.stringify((await call(base, reviewsPath)).body)).toContain('곧 숨겨질');
    }

    // Reads still work, writes answer NOREPLICAS (as with a read-only replica or a full memory).
    await reader.config('SET', 'min-replicas-to-write', '1');
    try {
      const hide = await call(
        bases[0] as string,
        `/api/admin/manage/reviews/${reviewNo}/visibility`,
        json('PATCH', { hidden: true }, await authHeader(a.app, admin)),
      );
      expect(hide.status).toBe(200);
      // B's entry in Redis still holds the review; B stops reading Redis at its next health check.
      for (const base of bases) {
        await eventually(
          3000,
          'hidden review gone',
          async () => !JSON.stringify((await call(base, reviewsPath)).body).includes('곧 숨겨질'),
        );
      }
      const login = await call(
        bases[1] as string,
        '/api/auth/login',
        json('POST', { userId: member.email, userPw: member.password }, { 'x-forwarded-for': nextAddress() }),
      );
      expect(login.status).toBe(200);
      const booked = await call(
        bases[1] as string,
        '/api/reservation',
        json(
          'POST',
          { userNo: member.userNo, storeNo, reservationDate: '2026-11-21', reservationTime: '12:00', personCount: 2 },
          await authHeader(a.app, member),
        ),
      );
      expect(booked.status).toBe(201);
    } finally {
      await reader.config('SET', 'min-replicas-to-write', '0');
    }
    for (const base of bases) {
      await eventually(10_000, 'back to ok', async () => (await health(base)).status === 'ok');
      expect(JSON.stringify((await call(base, reviewsPath)).body)).not.toContain('곧 숨겨질');
    }
  });
});
