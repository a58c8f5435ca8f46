import type { BlogItem, StoreDetail, StoreReview } from '@siktak/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

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
