import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/platform/clock.js';
import { MemoryCounters } from '../../src/platform/counters.js';
import { RedisCache, RedisConnection, RedisCounters, connectRedis } from '../../src/platform/redis.js';
import { storesUnlessInvalidated } from '../helpers/cache-cases.js';
import { counterCases } from '../helpers/counter-cases.js';
import { advanceExpiries, keysUnder, testRedis } from '../helpers/redis.js';

const shared = testRedis();
const quiet = { warn: () => {} };
// The app's kind of client, as app.ts builds it (a generous timeout: these cases test the commands).
const connection = new RedisConnection(
  connectRedis(process.env.REDIS_URL as string, 5000),
  `${shared.prefix}health`,
  quiet,
);
beforeAll(() => connection.whenConnected(10_000));
afterAll(async () => {
  await connection.close();
  await shared.close();
});
const redisCounters = (prefix: string) => new RedisCounters(connection, prefix, new MemoryCounters(systemClock));

describe('RedisCounters', () => {
  let n = 0;
  for (const [name, run] of counterCases) {
    it(name, async () => {
      // A fresh namespace per case, as the manual-clock runs get a fresh MemoryCounters.
      const prefix = `${shared.prefix}counters${++n}:`;
      const counters = redisCounters(prefix);
      await run({ counters, wait: (ms) => advanceExpiries(shared.redis, prefix, ms), slack: 100 });
    });
  }

  it('increments atomically under concurrency and always leaves an expiry', async () => {
    const burst = redisCounters(`${shared.prefix}burst:`);
    const values = await Promise.all(Array.from({ length: 50 }, () => burst.increment('k', 60_000)));
    expect(values.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await shared.redis.pttl(`${shared.prefix}burst:k`)).toBeGreaterThan(59_000);
  });
});

describe('RedisCache', () => {
  let cache: RedisCache;
  let other: RedisCache;

  beforeAll(() => {
    cache = new RedisCache(connection, `${shared.prefix}cache:`);
    // Another instance's view of the same cache.
    other = new RedisCache(connection, `${shared.prefix}cache:`);
  });

  it('stores JSON values that every instance reads, until they expire', async () => {
    await cache.set('stores:detail:1', { json: '{"a":1}', etag: '"x"' }, 300);
    expect(await other.get('stores:detail:1')).toEqual({ json: '{"a":1}', etag: '"x"' });
    expect(await other.get('stores:detail:2')).toBeUndefined();
    await advanceExpiries(shared.redis, `${shared.prefix}cache:`, 350);
    expect(await other.get('stores:detail:1')).toBeUndefined();
  });

  it('invalidates by prefix only, literally (glob characters match themselves)', async () => {
    await cache.set('stores:latest', [1], 60_000);
    await cache.set('stores:list:{"search":"*"}', [2], 60_000);
    await cache.set('storesX', [3], 60_000);
    await cache.set('blog:국밥', [4], 60_000);
    await cache.set('s*:a', [5], 60_000);
    await other.invalidate('stores:');
    expect(await cache.get('stores:latest')).toBeUndefined();
    expect(await cache.get('stores:list:{"search":"*"}')).toBeUndefined();
    expect(await cache.get('storesX')).toEqual([3]);
    expect(await cache.get('blog:국밥')).toEqual([4]);
    await other.invalidate('s*');
    expect(await cache.get('s*:a')).toBeUndefined();
    expect(await cache.get('storesX')).toEqual([3]);
  });

  it('stores unless an invalidation through any instance came after the mark', async () => {
    const prefix = `${shared.prefix}marks:`;
    await storesUnlessInvalidated(new RedisCache(connection, prefix), new RedisCache(connection, prefix));
  });

  it('drops more keys than one SCAN step holds', async () => {
    await Promise.all(Array.from({ length: 1200 }, (_, i) => cache.set(`bulk:${i}`, i, 60_000)));
    await cache.invalidate('bulk:');
    expect(await keysUnder(shared.redis, `${shared.prefix}cache:bulk:`)).toEqual([]);
  });
});
