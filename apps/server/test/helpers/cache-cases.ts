import { expect } from 'vitest';
import type { Cache } from '../../src/platform/cache.js';

/**
 * `setUnlessInvalidated` of a cache, seen by `other` (another instance's view of the same cache, or the
 * same one in process): it stores until an invalidation of any prefix (all of them included) comes
 * between the mark and the store. `cache` must be fresh (no invalidation yet).
 */
export async function storesUnlessInvalidated(cache: Cache, other: Cache): Promise<void> {
  const first = await cache.mark();
  expect(
    await cache.setUnlessInvalidated(
      first,
      [
        ['stores:x@"e"', '{"n":1}'],
        ['stores:x', '"e"'],
      ],
      60_000,
    ),
  ).toBe(true);
  expect(await other.get('stores:x')).toBe('"e"');
  expect(await other.get('stores:x@"e"')).toBe('{"n":1}');

  // Everything, the invalidation counter's own key included, is dropped; the counter still counts.
  await other.invalidate('');
  expect(await cache.get('stores:x')).toBeUndefined();
  expect(await cache.setUnlessInvalidated(first, [['stores:y', 1]], 60_000)).toBe(false);

  const second = await cache.mark();
  await other.invalidate('blog:');
  expect(await cache.setUnlessInvalidated(second, [['stores:y', 2]], 60_000)).toBe(false);
  expect(await other.get('stores:y')).toBeUndefined();

  expect(await cache.setUnlessInvalidated(await cache.mark(), [['stores:y', 3]], 60_000)).toBe(true);
  expect(await other.get('stores:y')).toBe(3);
}
