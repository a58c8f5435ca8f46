import type { LatestStore, StoreDetail, StoreListResponse } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { averageGrade, toStoreDetail, toStoreListItem } from './mapping.js';
import { countStores, findLatestStores, findStore, findStores } from './queries.js';
import { parseNameQuery } from './search.js';

const LATEST_COUNT = 12;
const DEFAULT_PAGE_SIZE = 5;
const LIST_CACHE_MS = 15_000;
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
    async latest(): Promise<LatestStore[]> {
      const cacheKey = `${STORE_CACHE_PREFIX}latest`;
      const cached = await ctx.cache.get<LatestStore[]>(cacheKey);
      if (cached) return cached;
      const rows = await findLatestStores(ctx.db, LATEST_COUNT);
      const result = rows.map((row) => ({
        storeNo: row.storeNo,
        storeName: row.name,
        storeImg: ctx.urls.url(row.images[0]),
        storeThumb: ctx.urls.thumb(row.images[0]),
        categoryAddress: row.district,
        categoryFoodtype: row.foodType,
        storeGrade: averageGrade(row.gradeSum, row.reviewCount),
        reviewCount: row.reviewCount,
      }));
      await ctx.cache.set(cacheKey, result, LIST_CACHE_MS);
      return result;
    },

    /**
     * Without `page`, every store whose name matches (the existing client filters and pages locally).
     * With `page`, one page filtered by district and food type too (DESIGN.md §3, "Store list size").
     */
    async list(params: StoreListParams): Promise<StoreListResponse> {
      const cacheKey = `${STORE_CACHE_PREFIX}list:${JSON.stringify(params)}`;
      const cached = await ctx.cache.get<StoreListResponse>(cacheKey);
      if (cached) return cached;
      const name = parseNameQuery(params.search);
      let result: StoreListResponse;
      if (params.page === undefined) {
        const rows = await findStores(ctx.db, { name });
        const content = rows.map((row) => toStoreListItem(row, ctx.urls));
        result = { content, totalPages: 1, totalElements: content.length, page: 0, size: content.length };
      } else {
        const size = params.size ?? DEFAULT_PAGE_SIZE;
        const filter = { name, district: params.district || undefined, foodType: params.foodType || undefined };
        const [rows, total] = await Promise.all([
          findStores(ctx.db, filter, { offset: params.page * size, limit: size }),
          countStores(ctx.db, filter),
        ]);
        result = {
          content: rows.map((row) => toStoreListItem(row, ctx.urls)),
          totalPages: Math.max(1, Math.ceil(total / size)),
          totalElements: total,
          page: params.page,
          size,
        };
      }
      await ctx.cache.set(cacheKey, result, LIST_CACHE_MS);
      return result;
    },

    async detail(storeNo: number): Promise<StoreDetail> {
      const row = await findStore(ctx.db, storeNo);
      if (!row || row.deletedAt) throw notFound('가게 정보를 찾을 수 없습니다.');
      return toStoreDetail(row, ctx.urls);
    },
  };
}
