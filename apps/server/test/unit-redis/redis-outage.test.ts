import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import rateLimit from '@fastify/rate-limit';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/platform/clock.js';
import { MemoryCounters } from '../../src/platform/counters.js';
import {
  DEGRADED_MARK_MS,
  RedisCache,
  RedisConnection,
  RedisCounters,
  connectRedis,
  rateLimitStore,
} from '../../src/platform/redis.js';
import { type RedisServer, startRedisServer } from '../helpers/redis.js';

/** `promise`'s value, or a failure when it has not settled within `ms`: a bound on waiting, not a timing. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Resolves once `connection` uses Redis again (its health check passed), failing after 10 s. */
async function untilAvailable(connection: RedisConnection): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!connection.available) {
    if (Date.now() > deadline) throw new Error('Redis not in use again');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const warnings: string[] = [];
const log = { warn: (_obj: unknown, msg?: string) => void warnings.push(msg ?? '') };

describe('the app without Redis for a while', () => {
  let server: RedisServer;
  let connection: RedisConnection;
  let prefix: string;
  let now: number;

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(() => server.kill());

  beforeEach(async () => {
    prefix = `t${randomBytes(4).toString('hex')}:`;
    now = 1_000_000;
    warnings.length = 0;
    connection = new RedisConnection(connectRedis(server.url, 300), `${prefix}health`, log);
    await connection.whenConnected(5000);
    expect(connection.available).toBe(true);
  });
  afterEach(async () => {
    server.resume();
    await connection.close();
    await server.kill();
    await server.start();
  });

  const stops: [string, (s: RedisServer) => Promise<void> | void][] = [
    ['hangs (SIGSTOP)', (s) => s.pause()],
    ['is gone (connections refused)', (s) => s.kill()],
  ];

  for (const [how, stop] of stops) {
    it(`counts in this process while Redis ${how}, and in Redis again once it is back`, async () => {
      const counters = new RedisCounters(connection, prefix, new MemoryCounters(systemClock));
      expect(await counters.increment('login', 60_000)).toBe(1);
      await stop(server);

      expect(await within(1000, counters.increment('login', 60_000))).toBe(1);
      expect(await within(1000, counters.increment('login', 60_000))).toBe(2);
      await within(1000, counters.set('pause', 3, 30_000));
      expect(await within(1000, counters.ttl('pause'))).toBeGreaterThan(0);
      expect(connection.available).toBe(false);
      expect(warnings).toContainEqual(
        expect.stringMatching(/^redis (counter|connection) failed: going on without Redis/),
      );

      if (how.startsWith('hangs')) server.resume();
      else await server.start();
      await untilAvailable(connection);
      // Redis's own count again: when it woke it also ran the increment that had timed out (1 + 1 + this
      // one); restarted, it is empty.
      expect(await counters.increment('login', 60_000)).toBe(how.startsWith('hangs') ? 3 : 1);
      expect(warnings).toContain('redis answers again: cache and shared limits back in use');
    });

    it(`reads the cache as a miss and stores nothing while Redis ${how}`, async () => {
      const cache = new RedisCache(connection, prefix, () => now);
      await cache.set('stores:latest', [1], 60_000);
      expect(await cache.get('stores:latest')).toEqual([1]);
      await stop(server);

      expect(await within(1000, cache.get('stores:latest'))).toBeUndefined();
      await within(1000, cache.set('stores:latest', [2], 60_000));
      const mark = await within(1000, cache.mark());
      expect(await within(1000, cache.setUnlessInvalidated(mark, [['stores:latest', [3]]], 60_000))).toBe(false);
      expect(await within(1000, cache.get('stores:latest'))).toBeUndefined();
    });
  }

  it('publishes an invalidation that could not reach Redis before the cache is read again', async () => {
    const cache = new RedisCache(connection, prefix, () => now);
    const other = new RedisCache(connection, prefix, () => now);
    await cache.set('stores:7:reviews', ['hidden soon'], 60_000);
    await cache.set('blog:x', ['kept'], 60_000);
    const markBefore = await cache.mark();
    server.pause();

    await within(1000, cache.invalidate('stores:'));
    server.resume();
    await untilAvailable(connection);
    // Another instance reading the same Redis no longer finds the entry written before the write.
    expect(await other.get('stores:7:reviews')).toBeUndefined();
    expect(await other.get('blog:x')).toEqual(['kept']);
    expect(await other.mark()).not.toBe(markBefore);
  });

  it('keeps a mark of its own while Redis is away: new on each invalidation here and every few seconds', async () => {
    const cache = new RedisCache(connection, prefix, () => now);
    await server.kill();
    const first = await within(1000, cache.mark());
    expect(await cache.mark()).toBe(first);
    await cache.invalidate('stores:');
    const second = await cache.mark();
    expect(second).not.toBe(first);
    now += DEGRADED_MARK_MS;
    expect(await cache.mark()).not.toBe(second);
  });

  it('notices a Redis that refuses writes, without any request, and uses it again once it takes them', async () => {
    const admin = new Redis(server.url);
    try {
      await admin.config('SET', 'min-replicas-to-write', '1');
      const deadline = Date.now() + 5000;
      while (connection.available && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(connection.available).toBe(false);
      await admin.config('SET', 'min-replicas-to-write', '0');
      await untilAvailable(connection);
    } finally {
      admin.disconnect();
    }
  });

  it('keeps the per-IP limit on, counted in this process, while Redis is away', async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: rateLimitStore(connection, `${prefix}rate-limit:`) });
    app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => 'ok');
    try {
      const codes = async (n: number) => {
        const out: number[] = [];
        for (let i = 0; i < n; i++) {
          out.push((await within(1000, app.inject({ method: 'GET', url: '/limited' }))).statusCode);
        }
        return out;
      };
      expect(await codes(2)).toEqual([200, 200]);
      await server.kill();
      // This process starts its own count: three, then refused.
      expect(await codes(4)).toEqual([200, 200, 200, 429]);
      await server.start();
      await untilAvailable(connection);
      // Back on Redis's count, empty after the restart (this process's count is spent).
      expect(await codes(4)).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
