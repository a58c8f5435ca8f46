import type { BlogItem, StoreDetail, StoreListResponse, StoreReview } from '@siktak/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export const STORE_PAGE_SIZE = 5;

export interface StoreFilters {
  search: string;
  district: string;
  foodType: string;
  page: number;
}

export function useStoreList(filters: StoreFilters) {
  return useQuery({
    queryKey: ['stores', 'list', filters],
    queryFn: ({ signal }) =>
      api<StoreListResponse>('/api/store/list', {
        signal,
        query: {
          search: filters.search,
          district: filters.district,
          foodType: filters.foodType,
          page: filters.page,
          size: STORE_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStoreDetail(storeNo: number) {
  return useQuery({
    queryKey: ['stores', 'detail', storeNo],
    queryFn: ({ signal }) => api<StoreDetail>(`/api/store/detail/${storeNo}`, { signal }),
    enabled: Number.isInteger(storeNo) && storeNo > 0,
  });
}

export function useStoreReviews(storeNo: number) {
  return useQuery({
    queryKey: ['stores', 'reviews', storeNo],
    queryFn: ({ signal }) => api<StoreReview[]>(`/api/review/store/${storeNo}`, { signal }),
    enabled: Number.isInteger(storeNo) && storeNo > 0,
  });
}

export function useBlogPosts(storeName: string | undefined) {
  return useQuery({
    queryKey: ['stores', 'blog', storeName],
    queryFn: ({ signal }) =>
      api<{ items: BlogItem[] }>(`/api/store/${encodeURIComponent(storeName ?? '')}/naver-blog`, {
        signal,
        auth: false,
      }),
    enabled: Boolean(storeName),
    staleTime: 10 * 60_000,
  });
}
