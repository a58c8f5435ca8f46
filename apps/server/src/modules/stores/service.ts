import { latestStores, storeDetail, storeListResponse } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { type CachedJson, cachedJson } from '../../platform/json-cache.js';
import { averageGrade, toStoreDetail, toStoreListItem } from './mapping.js';
import { countStores, findLatestStores, findStore, findStores } from './queries.js';
import { parseNameQuery } from './search.js';

const LATEST_COUNT = 12;
const DEFAULT_PAGE_SIZE = 5;
/** Hot public reads are shared for this long; every store, review or rating write drops them at once. */
const CACHE_MS = 15_000;
export const STORE_CACHE_PREFIX = 'stores:';

export interface StoreListParams {
  search?: string | undefined;
  district?: string | undefined;
  foodType?: string | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

export function storeService(ctx: AppContext) {
  return {
    latest(): Promise<CachedJson> {
      return cachedJson(ctx.cache, `${STORE_CACHE_PREFIX}latest`, CACHE_MS, latestStores, async () => {
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
    list(params: StoreListParams): Promise<CachedJson> {
      const key = `${STORE_CACHE_PREFIX}list:${JSON.stringify(params)}`;
      return cachedJson(ctx.cache, key, CACHE_MS, storeListResponse, async () => {
        const name = parseNameQuery(params.search);
        if (params.page === undefined) {
          const rows = await findStores(ctx.db, { name });
          const content = rows.map((row) => toStoreListItem(row, ctx.urls));
          return { content, totalPages: 1, totalElements: content.length, page: 0, size: content.length };
        }
        const size = params.size ?? DEFAULT_PAGE_SIZE;
        const filter = { name, district: params.district || undefined, foodType: params.foodType || undefined };
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
      });
    },

    detail(storeNo: number): Promise<CachedJson> {
      return cachedJson(ctx.cache, `${STORE_CACHE_PREFIX}detail:${storeNo}`, CACHE_MS, storeDetail, async () => {
        const row = await findStore(ctx.db, storeNo);
        if (!row || row.deletedAt) throw notFound('가게 정보를 찾을 수 없습니다.');
        return toStoreDetail(row, ctx.urls);
      });
    },
  };
}
