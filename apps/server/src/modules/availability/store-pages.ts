import { LRUCache } from 'lru-cache';
import type { StoreSort } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { STORE_CACHE_MS } from '../stores/index.js';
import { type AlikeStores, groupByRules } from './engine.js';
import { type SearchFilter, type SearchStore, findSearchStores } from './queries.js';

/** A search's stores: one page (or every match) of a filter in one order, with the count of every match. */
export interface StorePagesQuery {
  filter: SearchFilter;
  sort: StoreSort;
  /** The page; none for every matching store ("only stores with a table", the nearest times). */
  range?: { offset: number; limit: number } | undefined;
}

export interface StorePage {
  stores: SearchStore[];
  total: number;
  /** Every matching store grouped by its rules (the nearest times count per group); not of a single page. */
  alike?: AlikeStores<SearchStore>;
}

/** Stores held over all pages kept (a page counts its stores and one). */
const STORES_KEPT_MAX = 100_000;

/**
 * The search's store pages as `findSearchStores` reads them, kept in this process: the one cache of the
 * search (lru-cache). The store rows change only on a store, review or rating write, while a page
 * read costs a sort and a count over the catalogue on every search, and every matching store for
 * "only stores with a table" and the nearest times. Seats are never kept: they are read on every
 * request (`findLoads`).
 *
 * A page is kept under the shared cache's invalidation mark read before it was read (`Cache.mark`),
 * so every store write (`STORE_CACHE_PREFIX`, on this process or another) makes the pages read before
 * it unreachable at once; they age out of the LRU. Requests asking the same page meanwhile share its
 * read (lru-cache's `fetch`). STORE_CACHE_MS bounds how long a page lives, as the stores module's lists.
 */
export function storePages(ctx: AppContext): (query: StorePagesQuery) => Promise<StorePage> {
  const pages = new LRUCache<string, StorePage, StorePagesQuery>({
    maxSize: STORES_KEPT_MAX,
    sizeCalculation: (page) => page.stores.length + 1,
    ttl: STORE_CACHE_MS,
    fetchMethod: async (_key, _stale, { context }) => {
      const page: StorePage = await findSearchStores(ctx.db, context.filter, context.sort, context.range);
      if (!context.range) page.alike = groupByRules(page.stores);
      return page;
    },
  });
  return async (query) => {
    const mark = await ctx.cache.mark();
    const { filter, sort, range } = query;
    const key = JSON.stringify([
      mark,
      sort,
      range?.offset,
      range?.limit,
      filter.district,
      filter.foodType,
      filter.name,
    ]);
    return (await pages.fetch(key, { context: query })) as StorePage;
  };
}
