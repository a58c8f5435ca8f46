import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../src/platform/cache.js';
import { storesUnlessInvalidated } from '../helpers/cache-cases.js';

describe('MemoryCache', () => {
  it('stores unless an invalidation came after the mark', async () => {
    const cache = new MemoryCache();
    await storesUnlessInvalidated(cache, cache);
  });

  it('keeps at most its cap, dropping the least recently used first', async () => {
    const cache = new MemoryCache(2);
    await cache.set('a', 1, 60_000);
    await cache.set('b', 2, 60_000);
    await cache.set('a', 3, 60_000);
    await cache.set('c', 4, 60_000);
    expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).toEqual([3, undefined, 4]);
  });

  it('answers nothing for an entry past its time to live', async () => {
    let now = 1_000_000;
    const cache = new MemoryCache(1000, () => now);
    await cache.set('short', 1, 10);
    await cache.set('long', 2, 1000);
    now += 20;
    expect([await cache.get('short'), await cache.get('long')]).toEqual([undefined, 2]);
  });
});
