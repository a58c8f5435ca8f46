import { favoriteCalls } from '@siktak/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

const FAVORITES_KEY = ['favorites'] as const;

/** GET /api/favorites — the signed-in member's favourite stores, newest first (docs/api-additions.md). */
export function useFavorites(enabled = true) {
  return useQuery({
    queryKey: FAVORITES_KEY,
    queryFn: async ({ signal }) => (await api.call(favoriteCalls.list, { signal })).favoriteList,
    enabled,
  });
}

/**
 * PUT (add) or DELETE (remove) /api/favorites/{storeNo}. The mutation stays pending until the list
 * has been read again, so a heart never flips back for a moment in between.
 */
export function useSetFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ storeNo, favorite }: { storeNo: number; favorite: boolean }) =>
      api.call(favorite ? favoriteCalls.add : favoriteCalls.remove, { params: { storeNo } }),
    onSettled: () => client.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
