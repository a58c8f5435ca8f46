import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MemoryCache } from '../../src/platform/cache.js';
import { cachedJson } from '../../src/platform/json-cache.js';

const schema = z.object({ n: z.number() });

describe('cachedJson', () => {
  it('builds the answer once for a burst of concurrent misses and serves the cache after', async () => {
    const cache = new MemoryCache();
    let calls = 0;
    const compute = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { n: calls };
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cachedJson(cache, 'k', 60_000, schema, compute)),
    );
    expect(calls).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(answers[0]?.json).toBe('{"n":1}');
    await cachedJson(cache, 'k', 60_000, schema, compute);
    expect(calls).toBe(1);
  });

  it('lets every waiter see a failure and computes again on the next request', async () => {
    const cache = new MemoryCache();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('database down');
    };
    const results = await Promise.allSettled([1, 2, 3].map(() => cachedJson(cache, 'k', 60_000, schema, failing)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls).toBe(1);
    const ok = await cachedJson(cache, 'k', 60_000, schema, async () => ({ n: 7 }));
    expect(ok.json).toBe('{"n":7}');
  });

  it('keeps computations of different caches apart', async () => {
    const [a, b] = [new MemoryCache(), new MemoryCache()];
    const [x, y] = await Promise.all([
      cachedJson(a, 'k', 60_000, schema, async () => ({ n: 1 })),
      cachedJson(b, 'k', 60_000, schema, async () => ({ n: 2 })),
    ]);
    expect([x.json, y.json]).toEqual(['{"n":1}', '{"n":2}']);
  });

  it('keeps the current ETag and the body in the shared cache, and a write drops both', async () => {
    const cache = new MemoryCache();
    let n = 0;
    const first = await cachedJson(cache, 'stores:list', 60_000, schema, async () => ({ n: ++n }));
    expect(await cache.get('stores:list')).toBe(first.etag);
    expect(await cache.get(`stores:list@${first.etag}`)).toBe(first.json);
    await cache.invalidate('stores:');
    expect(await cache.get(`stores:list@${first.etag}`)).toBeUndefined();
    const second = await cachedJson(cache, 'stores:list', 60_000, schema, async () => ({ n: ++n }));
    expect(second.json).toBe('{"n":2}');
    expect(second.etag).not.toBe(first.etag);
  });
});
