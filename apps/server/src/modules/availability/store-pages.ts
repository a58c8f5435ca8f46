import { LRUCache } from 'lru-cache';
import type { StoreSort } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { STORE_CACHE_MS, type StoreFilter } from '../stores/index.js';
import type { AlikeStores } from './engine.js';
import { type SearchStore, findAlikeStores, findSearchStores } from './queries.js';

/** A search's stores: one page (or every match) of a filter in one order, with the count of every match. */
export interface StorePagesQuery {
  filter: StoreFilter;
  sort: StoreSort;
  /** The page; none for every matching store ("only stores with a table", the nearest times). */
  range?: { offset: number; limit: number } | undefined;
}

export interface StorePage {
  stores: SearchStore[];
  total: number;
}

/** Stores held over all entries kept (an entry counts its stores and one). */
const STORES_KEPT_MAX = 100_000;

type Kept = StorePage | AlikeStores;

export interface StorePages {
  /** One page (or every match) of a filter in one order, with the count of every match. */
  page(query: StorePagesQuery): Promise<StorePage>;
  /** Every store matching a filter, grouped by its rules (the nearest times). */
  alike(filter: StoreFilter): Promise<AlikeStores>;
}

/**
 * The search's store pages as `findSearchStores` reads them, and the matching stores grouped by rules
 * as `findAlikeStores` reads them, kept in this process: the one cache of the search (lru-cache). The
 * store rows change only on a store, review or rating write, while a page read costs a sort and a
 * count over the catalogue on every search, and every matching store for "only stores with a table"
 * and the nearest times. Seats are never kept: they are read on every request (`seat-reads.ts`).
 *
 * An entry is kept under the shared cache's invalidation mark read before it was read (`Cache.mark`),
 * so every store write (`STORE_CACHE_PREFIX`, on this process or another) makes the entries read before
 * it unreachable at once (while Redis is away the mark is this process's own and changes every few
 * seconds, platform/redis.ts); they age out of the LRU. Requests asking the same entry meanwhile share its
 * read (lru-cache's `fetch`). STORE_CACHE_MS bounds how long an entry lives, as the stores module's lists.
 */
export function storePages(ctx: AppContext): StorePages {
  const kept = new LRUCache<string, Kept, () => Promise<Kept>>({
    maxSize: STORES_KEPT_MAX,
    sizeCalculation: (entry) => ('stores' in entry ? entry.stores.length : entry.groupOf.size) + 1,
    ttl: STORE_CACHE_MS,
    fetchMethod: (_key, _stale, { context: read }) => read(),
  });
  const fetch = async (what: unknown[], read: () => Promise<Kept>) =>
    kept.fetch(JSON.stringify([await ctx.cache.mark(), ...what]), { context: read });
  const filterKey = (filter: StoreFilter) => [filter.district, filter.foodType, filter.keywords];
  return {
    page: async ({ filter, sort, range }) =>
      (await fetch(['page', sort, range?.offset, range?.limit, ...filterKey(filter)], () =>
        findSearchStores(ctx.db, filter, sort, range),
      )) as StorePage,
    alike: async (filter) =>
      (await fetch(['alike', ...filterKey(filter)], () => findAlikeStores(ctx.db, filter))) as AlikeStores,
  };
}
