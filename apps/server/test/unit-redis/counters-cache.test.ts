import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisCache, RedisCounters } from '../../src/platform/redis.js';
import { storesUnlessInvalidated } from '../helpers/cache-cases.js';
import { counterCases } from '../helpers/counter-cases.js';
import { advanceExpiries, keysUnder, testRedis } from '../helpers/redis.js';

const shared = testRedis();
afterAll(() => shared.close());

describe('RedisCounters', () => {
  let n = 0;
  for (const [name, run] of counterCases) {
    it(name, async () => {
      // A fresh namespace per case, as the manual-clock runs get a fresh MemoryCounters.
      const prefix = `${shared.prefix}counters${++n}:`;
      const counters = new RedisCounters(shared.redis, prefix);
      await run({ counters, wait: (ms) => advanceExpiries(shared.redis, prefix, ms), slack: 100 });
    });
  }

  it('increments atomically under concurrency and always leaves an expiry', async () => {
    const counters = new RedisCounters(shared.redis, `${shared.prefix}burst:`);
    const values = await Promise.all(Array.from({ length: 50 }, () => counters.increment('k', 60_000)));
    expect(values.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await shared.redis.pttl(`${shared.prefix}burst:k`)).toBeGreaterThan(59_000);
  });
});

const quiet = { warn: () => {} };

describe('RedisCache', () => {
  let cache: RedisCache;
  let other: RedisCache;

  beforeAll(() => {
    cache = new RedisCache(shared.redis, `${shared.prefix}cache:`, quiet);
    // Another instance's view of the same cache.
    other = new RedisCache(shared.redis, `${shared.prefix}cache:`, quiet);
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
    await storesUnlessInvalidated(
      new RedisCache(shared.redis, prefix, quiet),
      new RedisCache(shared.redis, prefix, quiet),
    );
  });

  it('drops more keys than one SCAN step holds', async () => {
    await Promise.all(Array.from({ length: 1200 }, (_, i) => cache.set(`bulk:${i}`, i, 60_000)));
    await cache.invalidate('bulk:');
    expect(await keysUnder(shared.redis, `${shared.prefix}cache:bulk:`)).toEqual([]);
  });

  it('reads as a miss and logs when Redis does not answer, so callers fall back to the database', async () => {
    // Nothing listens on port 1; no offline queue, so commands fail at once instead of waiting.
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const warnings: string[] = [];
    const broken = new RedisCache(down, 'x:', { warn: (_obj: unknown, msg?: string) => void warnings.push(msg ?? '') });
    try {
      expect(await broken.get('stores:latest')).toBeUndefined();
      await broken.set('stores:latest', [1], 1000);
      await broken.invalidate('stores:');
      expect(warnings).toEqual(['redis cache get failed', 'redis cache set failed', 'redis cache invalidate failed']);
    } finally {
      down.disconnect();
    }
  });
});
