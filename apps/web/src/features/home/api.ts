import { storeCalls } from '@siktak/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export function useLatestStores() {
  return useQuery({
    queryKey: ['stores', 'latest'],
    queryFn: ({ signal }) => api.call(storeCalls.latest, { signal }),
  });
}
