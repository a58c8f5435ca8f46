import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../src/platform/cache.js';
import { storesUnlessInvalidated } from '../helpers/cache-cases.js';

describe('MemoryCache', () => {
  it('stores unless an invalidation came after the mark', async () => {
    const cache = new MemoryCache();
    await storesUnlessInvalidated(cache, cache);
  });

  it('keeps at most its cap, dropping the entries set longest ago first', async () => {
    const cache = new MemoryCache(2);
    await cache.set('a', 1, 60_000);
    await cache.set('b', 2, 60_000);
    await cache.set('a', 3, 60_000);
    await cache.set('c', 4, 60_000);
    expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).toEqual([3, undefined, 4]);
  });

  it('drops expired entries as new ones come, without waiting for the cap', async () => {
    let now = 0;
    const cache = new MemoryCache(1000, () => now);
    await cache.set('short', 1, 10);
    await cache.set('long', 2, 1000);
    now = 20;
    await cache.set('new', 3, 1000);
    // The cap is far off, yet the expired entry is gone from the cache, not only hidden from get.
    expect(Object.fromEntries((cache as unknown as { entries: Map<string, unknown> }).entries)).not.toHaveProperty(
      'short',
    );
    expect([await cache.get('long'), await cache.get('new')]).toEqual([2, 3]);
  });
});
