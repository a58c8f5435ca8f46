import { reviewCalls, storeCalls } from '@siktak/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export function useStoreDetail(storeNo: number) {
  return useQuery({
    queryKey: ['stores', 'detail', storeNo],
    queryFn: ({ signal }) => api.call(storeCalls.detail, { params: { storeNo }, signal }),
    enabled: Number.isInteger(storeNo) && storeNo > 0,
  });
}

export function useStoreReviews(storeNo: number) {
  return useQuery({
    queryKey: ['stores', 'reviews', storeNo],
    queryFn: ({ signal }) => api.call(reviewCalls.ofStore, { params: { storeNo }, signal }),
    enabled: Number.isInteger(storeNo) && storeNo > 0,
  });
}

export function useBlogPosts(storeName: string | undefined) {
  return useQuery({
    queryKey: ['stores', 'blog', storeName],
    queryFn: ({ signal }) => api.call(storeCalls.blog, { params: { storeName: storeName ?? '' }, signal, auth: false }),
    enabled: Boolean(storeName),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/blog-search: whether the server has a blog search at all; it changes only with a restart. */
export function useBlogSearch() {
  return useQuery({
    queryKey: ['stores', 'blog-search'],
    queryFn: ({ signal }) => api.call(storeCalls.blogSearch, { signal, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
