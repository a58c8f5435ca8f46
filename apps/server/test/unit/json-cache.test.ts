import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Cache, MemoryCache } from '../../src/platform/cache.js';
import { CachedParts, cachedJson } from '../../src/platform/json-cache.js';

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

  it('never keeps an answer computed before a write, nor makes a request after the write wait for it', async () => {
    const cache = new MemoryCache();
    let stored = 1;
    let started!: () => void;
    let finish!: () => void;
    const computing = new Promise<void>((resolve) => {
      started = resolve;
    });
    const before = cachedJson(cache, 'stores:reviews:1', 60_000, schema, async () => {
      const n = stored;
      started();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { n };
    });
    await computing;
    // A write commits and drops the cached answers while the read above is still under way.
    stored = 2;
    await cache.invalidate('stores:');
    const after = await cachedJson(cache, 'stores:reviews:1', 60_000, schema, async () => ({ n: stored }));
    expect(after.json).toBe('{"n":2}');
    finish();
    expect((await before).json).toBe('{"n":1}');
    const later = await cachedJson(cache, 'stores:reviews:1', 60_000, schema, async () => ({ n: 99 }));
    expect(later.json).toBe('{"n":2}');
  });

  it('carries its JSON as UTF-8 bytes, also when the body comes from the shared cache', async () => {
    const cache = new MemoryCache();
    const named = z.object({ name: z.string() });
    const built = await cachedJson(cache, 'stores:a', 60_000, named, async () => ({ name: '을지로 국밥' }));
    expect(built.bytes.equals(Buffer.from('{"name":"을지로 국밥"}', 'utf8'))).toBe(true);
    // Another instance's answer, whose ETag this process has not seen.
    const etag = '"from-another-instance"';
    const entries: [string, unknown][] = [
      [`stores:b@${etag}`, '{"name":"냉면"}'],
      ['stores:b', etag],
    ];
    await cache.setUnlessInvalidated(await cache.mark(), entries, 60_000);
    const read = await cachedJson(cache, 'stores:b', 60_000, named, async () => {
      throw new Error('computed instead of read');
    });
    expect(read.etag).toBe(etag);
    expect(read.bytes.toString('utf8')).toBe('{"name":"냉면"}');
  });

  it('cuts one element out of a cached array answer, with the JSON and ETag it would have on its own', async () => {
    const cache = new MemoryCache();
    const rows = z.array(z.object({ id: z.number(), name: z.string() }));
    const parts = new CachedParts((row: { id: number }) => row.id);
    let name = '국밥';
    const whole = () =>
      cachedJson(cache, 'stores:catalogue', 60_000, rows, async () => [
        { id: 1, name },
        { id: 2, name: '파스타' },
      ]);
    const first = parts.of(await whole(), 1);
    const alone = await cachedJson(cache, 'alone', 60_000, rows.element, async () => ({ id: 1, name: '국밥' }));
    expect([first?.json, first?.etag]).toEqual([alone.json, alone.etag]);
    expect(parts.of(await whole(), 1)).toBe(first);
    expect(parts.of(await whole(), 3)).toBeUndefined();

    name = '칼국수';
    await cache.invalidate('stores:');
    const renamed = parts.of(await whole(), 1);
    expect(renamed?.json).toBe('{"id":1,"name":"칼국수"}');
    expect(renamed?.etag).not.toBe(first?.etag);
  });
});

describe('answers held in this process', () => {
  it('come at once, not as a promise, from an in-process cache until the TTL or a write drops them', async () => {
    let now = 0;
    const cache = new MemoryCache(100, () => now);
    let n = 0;
    const compute = async () => ({ n: ++n });
    const first = cachedJson(cache, 'stores:latest', 1000, schema, compute);
    expect(first).toBeInstanceOf(Promise);
    const held = await first;
    expect(cachedJson(cache, 'stores:latest', 1000, schema, compute)).toBe(held);

    await cache.invalidate('stores:');
    const afterWrite = cachedJson(cache, 'stores:latest', 1000, schema, compute);
    expect(afterWrite).toBeInstanceOf(Promise);
    expect((await afterWrite).json).toBe('{"n":2}');

    now = 1000;
    const afterTtl = cachedJson(cache, 'stores:latest', 1000, schema, compute);
    expect(afterTtl).toBeInstanceOf(Promise);
    expect((await afterTtl).json).toBe('{"n":3}');
    expect(cachedJson(cache, 'stores:latest', 1000, schema, compute)).toBe(await afterTtl);
  });

  it('are always asked of a cache that other processes share (one without peek)', async () => {
    const memory = new MemoryCache();
    const shared: Cache = {
      get: (key) => memory.get(key),
      set: (key, value, ttlMs) => memory.set(key, value, ttlMs),
      invalidate: (prefix) => memory.invalidate(prefix),
      mark: () => memory.mark(),
      setUnlessInvalidated: (mark, entries, ttlMs) => memory.setUnlessInvalidated(mark, entries, ttlMs),
    };
    const first = await cachedJson(shared, 'k', 60_000, schema, async () => ({ n: 1 }));
    const again = cachedJson(shared, 'k', 60_000, schema, async () => ({ n: 2 }));
    expect(again).toBeInstanceOf(Promise);
    expect(await again).toEqual(first);
  });
});
