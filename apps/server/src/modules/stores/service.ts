import { type StoreDetail, latestStores, storeDetail, storeListResponse, MESSAGES } from '@siktak/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { type CachedJson, CachedParts, type Maybe, cachedJson, whenReady } from '../../platform/json-cache.js';
import { averageGrade, toStoreDetail, toStoreListItem } from './mapping.js';
import { countStores, findLatestStores, findStores } from './queries.js';
import { parseNameQuery } from './search.js';

const LATEST_COUNT = 12;
const DEFAULT_PAGE_SIZE = 5;
/** Hot public reads are shared for this long; every store, review or rating write drops them at once. */
export const STORE_CACHE_MS = 15_000;
export const STORE_CACHE_PREFIX = 'stores:';

export interface StoreListParams {
  search?: string | undefined;
  district?: string | undefined;
  foodType?: string | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

/** The page of every store that is not deleted: what `detail` answers from (not on the wire as a whole). */
const storeCatalogue = z.array(storeDetail);

export function storeService(ctx: AppContext) {
  /**
   * Every store page in one cached answer, built from one query: a store page is then never a query of
   * its own, however many different stores are read (a per-store cache missed nearly always over a
   * catalogue of thousands of stores read at random). Rebuilt after the TTL or any store, review or
   * rating write, like the store lists; a few MB at 5,000 stores, as the whole store list is.
   */
  function catalogue(): Maybe<CachedJson> {
    return cachedJson(ctx.cache, `${STORE_CACHE_PREFIX}catalogue`, STORE_CACHE_MS, storeCatalogue, async () => {
      const rows = await findStores(ctx.db, { name: { kind: 'all' } });
      return rows.map((row) => toStoreDetail(row, ctx.urls));
    });
  }

  const pages = new CachedParts((store: StoreDetail) => store.storeNo);

  return {
    latest(): Maybe<CachedJson> {
      return cachedJson(ctx.cache, `${STORE_CACHE_PREFIX}latest`, STORE_CACHE_MS, latestStores, async () => {
        const rows = await findLatestStores(ctx.db, LATEST_COUNT);
        return rows.map((row) => ({
          storeNo: row.storeNo,
          storeName: row.name,
          storeImg: ctx.urls.url(row.images[0]),
          storeThumb: ctx.urls.thumb(row.images[0]),
          categoryAddress: row.district,
          categoryFoodtype: row.foodType,
          storeGrade: averageGrade(row.gradeSum, row.reviewCount),
          reviewCount: row.reviewCount,
        }));
      });
    },

    /**
     * Without `page`, every store whose name matches (the existing client filters and pages locally).
     * With `page`, one page filtered by district and food type too (DESIGN.md §3, "Store list size").
     */
    list(params: StoreListParams): Maybe<CachedJson> {
      const { page, search = '' } = params;
      const size = params.size ?? DEFAULT_PAGE_SIZE;
      const district = params.district || undefined;
      const foodType = params.foodType || undefined;
      // What the answer depends on, the free text last (no other part holds a '/'); built by hand, as
      // JSON.stringify of the query cost 2 % of a cached page's instructions.
      const key = `${STORE_CACHE_PREFIX}list:${
        page === undefined ? 'all' : `${page}/${size}/${district ?? ''}/${foodType ?? ''}`
      }/${search}`;
      return cachedJson(ctx.cache, key, STORE_CACHE_MS, storeListResponse, async () => {
        const name = parseNameQuery(search);
        if (page === undefined) {
          const rows = await findStores(ctx.db, { name });
          const content = rows.map((row) => toStoreListItem(row, ctx.urls));
          return { content, totalPages: 1, totalElements: content.length, page: 0, size: content.length };
        }
        const filter = { name, district, foodType };
        const [rows, total] = await Promise.all([
          findStores(ctx.db, filter, { offset: page * size, limit: size }),
          countStores(ctx.db, filter),
        ]);
        return {
          content: rows.map((row) => toStoreListItem(row, ctx.urls)),
          totalPages: Math.max(1, Math.ceil(total / size)),
          totalElements: total,
          page,
          size,
        };
      });
    },

    /** A store's page, cut out of the catalogue (its own JSON and ETag, worked out once per catalogue). */
    detail(storeNo: number): Maybe<CachedJson> {
      return whenReady(catalogue(), (whole) => {
        const page = pages.of(whole, storeNo);
        if (!page) throw notFound(MESSAGES.storeNotFound);
        return page;
      });
    },
  };
}
