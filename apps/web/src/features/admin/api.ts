import type {
  AdminReviewDetail,
  AdminReviewItem,
  AdminStoreDetail,
  AdminStoreItem,
  AdminUserDetail,
  AdminUserItem,
  MessageBody,
} from '@siktak/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

const isId = (n: number) => Number.isInteger(n) && n > 0;

function usePagedList<T>(key: string, path: string, page: number) {
  return useQuery({
    queryKey: ['admin', key, 'list', page],
    queryFn: ({ signal }) => api<T>(path, { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

// Members

export function useAdminUsers(page: number) {
  return usePagedList<{ userList: AdminUserItem[]; totalPages: number }>('users', '/api/admin/manage/userList', page);
}

export function useAdminUser(userNo: number) {
  return useQuery({
    queryKey: ['admin', 'users', 'detail', userNo],
    queryFn: async ({ signal }) =>
      (
        await api<{ data: AdminUserDetail }>('/api/admin/manage/user/detail', {
          method: 'POST',
          body: { userNo: String(userNo) },
          signal,
        })
      ).data,
    enabled: isId(userNo),
  });
}

export function useWithdrawUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userNo: number) =>
      api<MessageBody>('/api/admin/manage/user/delete', { method: 'POST', body: { userNo: String(userNo) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

// Stores

export function useAdminStores(page: number) {
  return usePagedList<{ storeList: AdminStoreItem[]; totalPages: number }>('stores', '/api/admin/manage/stores', page);
}

export function useAdminStore(storeNo: number) {
  return useQuery({
    queryKey: ['admin', 'stores', 'detail', storeNo],
    queryFn: ({ signal }) => api<AdminStoreDetail>(`/api/admin/manage/stores/detail/${storeNo}`, { signal }),
    enabled: isId(storeNo),
  });
}

/** Saves the admin's edit through the owner endpoint with the flat multipart parts (api-contract §6.8.3). */
export function useUpdateStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api<unknown>('/api/owner/stores/update', { method: 'PUT', body: form }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'stores'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}

export function useDeleteStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (storeNo: number) => api<MessageBody>(`/api/admin/manage/stores/${storeNo}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'stores'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}

// Reviews

export function useAdminReviews(page: number) {
  return usePagedList<{ reviewList: AdminReviewItem[]; totalPages: number }>(
    'reviews',
    '/api/admin/manage/reviews',
    page,
  );
}

export function useAdminReview(reviewNo: number) {
  return useQuery({
    queryKey: ['admin', 'reviews', 'detail', reviewNo],
    queryFn: ({ signal }) => api<AdminReviewDetail>(`/api/admin/manage/reviews/${reviewNo}`, { signal }),
    enabled: isId(reviewNo),
  });
}

export function useSetReviewHidden(reviewNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      api<MessageBody>(`/api/admin/manage/reviews/${reviewNo}/visibility`, { method: 'PATCH', body: { hidden } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewNo: number) => api<MessageBody>(`/api/admin/manage/reviews/${reviewNo}`, { method: 'DELETE' }),
    onSuccess: (_data, reviewNo) => {
      client.removeQueries({ queryKey: ['admin', 'reviews', 'detail', reviewNo] });
      return Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]);
    },
  });
}
