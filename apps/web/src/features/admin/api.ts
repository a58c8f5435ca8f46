import { ORDER_ID_PATTERN, type PaymentStatus, adminCalls, ownerCalls } from '@siktak/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

const isId = (n: number) => Number.isInteger(n) && n > 0;

/** An admin list's page, narrowed by `search` (the `q` of docs/api-additions.md) when there is one. */
function usePagedList<T>(
  key: string,
  page: number,
  fetch: (options: { signal: AbortSignal; query: { page: number; q?: string } }) => Promise<T>,
  search = '',
) {
  return useQuery({
    queryKey: ['admin', key, 'list', page, search],
    queryFn: ({ signal }) => fetch({ signal, query: search ? { page, q: search } : { page } }),
    placeholderData: keepPreviousData,
  });
}

// Members

export function useAdminUsers(page: number, search: string) {
  return usePagedList('users', page, (options) => api.call(adminCalls.users, options), search);
}

export function useAdminUser(userNo: number) {
  return useQuery({
    queryKey: ['admin', 'users', 'detail', userNo],
    queryFn: async ({ signal }) => (await api.call(adminCalls.user, { body: { userNo: String(userNo) }, signal })).data,
    enabled: isId(userNo),
  });
}

export function useWithdrawUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userNo: number) => api.call(adminCalls.withdrawUser, { body: { userNo: String(userNo) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

// Stores

export function useAdminStores(page: number, search: string) {
  return usePagedList('stores', page, (options) => api.call(adminCalls.stores, options), search);
}

export function useAdminStore(storeNo: number) {
  return useQuery({
    queryKey: ['admin', 'stores', 'detail', storeNo],
    queryFn: ({ signal }) => api.call(adminCalls.store, { params: { storeNo }, signal }),
    enabled: isId(storeNo),
  });
}

/** Saves the admin's edit through the owner endpoint with the flat multipart parts. */
export function useUpdateStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.call(ownerCalls.updateStore, { body: form }),
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
    mutationFn: (storeNo: number) => api.call(adminCalls.removeStore, { params: { storeNo } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'stores'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}

// Reviews

export function useAdminReviews(page: number, search: string) {
  return usePagedList('reviews', page, (options) => api.call(adminCalls.reviews, options), search);
}

export function useAdminReview(reviewNo: number) {
  return useQuery({
    queryKey: ['admin', 'reviews', 'detail', reviewNo],
    queryFn: ({ signal }) => api.call(adminCalls.review, { params: { reviewNo }, signal }),
    enabled: isId(reviewNo),
  });
}

export function useSetReviewHidden(reviewNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) => api.call(adminCalls.setReviewHidden, { params: { reviewNo }, body: { hidden } }),
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
    mutationFn: (reviewNo: number) => api.call(adminCalls.removeReview, { params: { reviewNo } }),
    onSuccess: (_data, reviewNo) => {
      client.removeQueries({ queryKey: ['admin', 'reviews', 'detail', reviewNo] });
      return Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]);
    },
  });
}

// Payments

export function useAdminPayments(page: number, search: string, status: PaymentStatus | '') {
  return useQuery({
    queryKey: ['admin', 'payments', 'list', page, search, status],
    queryFn: ({ signal }) =>
      api.call(adminCalls.payments, {
        signal,
        query: { page, ...(search ? { q: search } : {}), ...(status ? { status } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPayment(orderId: string) {
  return useQuery({
    queryKey: ['admin', 'payments', 'detail', orderId],
    queryFn: ({ signal }) => api.call(adminCalls.payment, { params: { orderId }, signal }),
    enabled: ORDER_ID_PATTERN.test(orderId),
  });
}
