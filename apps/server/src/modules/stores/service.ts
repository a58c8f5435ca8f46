import type { z } from 'zod';
import { MESSAGES, type StoreListResponse, storeEndpoints, type storeListQuery } from '@siktak/contract';
import type { Cache } from '../../platform/cache.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { type CachedAnswer, cachedAnswers } from '../../platform/http-cache.js';
import { storeCardFields, toStoreDetail, toStoreListItem } from './mapping.js';
import { countStores, findLatestStores, findStore, findStores } from './queries.js';
import { parseKeywords } from './search.js';

const LATEST_COUNT = 12;
const DEFAULT_PAGE_SIZE = 5;
/** Hot public reads are shared for this long; the writes that change them drop them at once. */
export const STORE_CACHE_MS = 15_000;
/** Every cached answer derived from stores lives under this prefix (a store write may drop them all). */
export const STORE_CACHE_PREFIX = 'stores:';
/** A store's own entries (its page, its reviews): `stores:12:detail` — the `:` after the number ends it. */
export const storeCachePrefix = (storeNo: number) => `${STORE_CACHE_PREFIX}${storeNo}:`;
/** The lists of stores (latest, pages, the whole list): each carries every listed store's rating. */
export const STORE_LISTS_CACHE_PREFIX = `${STORE_CACHE_PREFIX}lists:`;

/**
 * Drops what a change of one store (its row, images or rating) makes stale: its own entries and every
 * list; without a store, every store's. Call it after the write has committed.
 */
export async function forgetCachedStore(cache: Cache, storeNo?: number): Promise<void> {
  if (storeNo === undefined) return cache.invalidate(STORE_CACHE_PREFIX);
  await cache.invalidate(storeCachePrefix(storeNo));
  await cache.invalidate(STORE_LISTS_CACHE_PREFIX);
}

/** A page of the store list as the query asks for it. */
type StoreListParams = z.output<typeof storeListQuery> & { page: number };

/**
 * The public store reads, each answered from a cache entry kept as sent (platform/http-cache.ts): the
 * JSON and ETag of the answer, made once per entry.
 */
export function storeService(ctx: AppContext) {
  const latestAnswers = cachedAnswers(ctx, storeEndpoints.latest);
  const listAnswers = cachedAnswers(ctx, storeEndpoints.list);
  const detailAnswers = cachedAnswers(ctx, storeEndpoints.detail);

  /** One page of stores filtered by keywords, district and food type. */
  async function listPage(params: StoreListParams): Promise<StoreListResponse> {
    const size = params.size ?? DEFAULT_PAGE_SIZE;
    const filter = {
      keywords: parseKeywords(params.search ?? ''),
      district: params.district || undefined,
      foodType: params.foodType || undefined,
    };
    const [rows, total] = await Promise.all([
      findStores(ctx.db, filter, { offset: params.page * size, limit: size }),
      countStores(ctx.db, filter),
    ]);
    return {
      content: rows.map((row) => toStoreListItem(row, ctx.urls)),
      totalPages: Math.max(1, Math.ceil(total / size)),
      totalElements: total,
      page: params.page,
      size,
    };
  }

  return {
    /** The home page's newest stores. */
    latest(): Promise<CachedAnswer> {
      return latestAnswers(`${STORE_LISTS_CACHE_PREFIX}latest`, STORE_CACHE_MS, async () => {
        const rows = await findLatestStores(ctx.db, LATEST_COUNT);
        return rows.map((row) => ({
          ...storeCardFields(row),
          storeImg: ctx.urls.url(row.images[0]),
          storeThumb: ctx.urls.thumb(row.images[0]),
        }));
      });
    },

    /** One page filtered by keywords, district and food type, cached by the query. */
    list(params: StoreListParams): Promise<CachedAnswer> {
      const { page, search = '', district = '', foodType = '' } = params;
      const size = params.size ?? DEFAULT_PAGE_SIZE;
      // District and food type are names without a colon, and the search comes last: the key is unambiguous.
      const key = `${STORE_LISTS_CACHE_PREFIX}page:${page}:${size}:${district}:${foodType}:${search}`;
      return listAnswers(key, STORE_CACHE_MS, () => listPage(params));
    },

    /**
     * Every store the search matches (its name among them), in one answer: what the existing client asks (it filters and
     * pages locally). One cached entry per search; megabytes at scale.
     */
    wholeList(search = ''): Promise<CachedAnswer> {
      return listAnswers(`${STORE_LISTS_CACHE_PREFIX}all:${search}`, STORE_CACHE_MS, async () => {
        const rows = await findStores(ctx.db, { keywords: parseKeywords(search) });
        const content = rows.map((row) => toStoreListItem(row, ctx.urls));
        return { content, totalPages: 1, totalElements: content.length, page: 0, size: content.length };
      });
    },

    /** A store's page, cached by its number; a deleted or missing store is not found. */
    async detail(storeNo: number): Promise<CachedAnswer> {
      const detail = await detailAnswers(`${storeCachePrefix(storeNo)}detail`, STORE_CACHE_MS, async () => {
        const row = await findStore(ctx.db, storeNo);
        return row && !row.deletedAt ? toStoreDetail(row, ctx.urls) : undefined;
      });
      if (!detail) throw notFound(MESSAGES.storeNotFound);
      return detail;
    },
  };
}
