import { ownerCalls, profileCalls, reservationCalls } from '@siktak/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../shared/api/client';

const keys = {
  profile: ['owner', 'profile'] as const,
  store: ['owner', 'store'] as const,
  removedStore: ['owner', 'store', 'removed'] as const,
  today: ['reservations', 'owner-today'] as const,
  dashboard: ['reservations', 'owner-dashboard'] as const,
};

/** GET /api/profile/form — the signed-in member, their current role and latest owner application. */
export function useProfile(enabled = true) {
  return useQuery({
    queryKey: keys.profile,
    queryFn: ({ signal }) => api.call(profileCalls.form, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** GET /api/owner/stores — the owner's store, or null while none is registered (HTTP 404). */
export function useOwnerStore(enabled = true) {
  return useQuery({
    queryKey: keys.store,
    queryFn: async ({ signal }) => {
      try {
        return await api.call(ownerCalls.store, { signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    enabled,
    staleTime: 0,
  });
}

/** GET /api/owner/stores/removed — the store an admin deleted while the owner has none (docs/api-additions.md). */
export function useRemovedStore(enabled: boolean) {
  return useQuery({
    queryKey: keys.removedStore,
    queryFn: async ({ signal }) => (await api.call(ownerCalls.removedStore, { signal })).removedStore,
    enabled,
    staleTime: 0,
  });
}

/** GET /api/reservation/owner/today — today's bookings of the owner's store (docs/api-additions.md). */
export function useOwnerToday() {
  return useQuery({
    queryKey: keys.today,
    queryFn: ({ signal }) => api.call(reservationCalls.ownerToday, { signal }),
    staleTime: 0,
  });
}

/** GET /api/owner/dashboard — today by hour, bookings per day and the rating trend (docs/api-additions.md). */
export function useOwnerDashboard() {
  return useQuery({
    queryKey: keys.dashboard,
    queryFn: ({ signal }) => api.call(ownerCalls.dashboard, { signal }),
    staleTime: 0,
  });
}

/** POST /api/mypage/registerOwner — multipart storeName, businessNo and one image `file`. */
export function useApplyOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.call(ownerCalls.apply, { body: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.profile }),
  });
}

/** POST /api/owner/stores/write (create) or PUT /api/owner/stores/update (edit), multipart. */
export function useSaveStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ form, edit }: { form: FormData; edit: boolean }) =>
      api.call(edit ? ownerCalls.updateStore : ownerCalls.createStore, { body: form }),
    onSuccess: (store) => {
      client.setQueryData(keys.store, store);
      // Public pages show the new data at once.
      return client.invalidateQueries({ queryKey: ['stores'] });
    },
  });
}
