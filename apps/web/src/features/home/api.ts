import type { LatestStore } from '@siktak/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export function useLatestStores() {
  return useQuery({
    queryKey: ['stores', 'latest'],
    queryFn: ({ signal }) => api<LatestStore[]>('/api/store/latest', { signal }),
  });
}
