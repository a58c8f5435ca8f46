import { type StoreSort, availabilityCalls } from '@siktak/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Pick } from './pick';

export interface AvailabilityFilters extends Pick {
  search: string;
  district: string;
  foodType: string;
  sort: StoreSort;
  available: boolean;
  page: number;
  size: number;
}

/**
 * GET /api/availability/stores. Seats change with every booking, so an answer is never reused
 * without asking again (staleTime 0); the previous page stays on screen while the next loads.
 */
export function useAvailabilitySearch(filters: AvailabilityFilters) {
  return useQuery({
    queryKey: ['availability', 'search', filters],
    queryFn: ({ signal }) =>
      api.call(availabilityCalls.search, {
        signal,
        query: { ...filters, available: String(filters.available) },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/availability/stores/{storeNo}: the first days with a table for the party. */
export function useNextTimes(storeNo: number, party: number) {
  return useQuery({
    queryKey: ['availability', 'next', storeNo, party],
    queryFn: ({ signal }) => api.call(availabilityCalls.nextTimes, { params: { storeNo }, signal, query: { party } }),
    enabled: Number.isInteger(storeNo) && storeNo > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * GET /api/availability/hours: the whole hours at which some store is open, for the time picker. They
 * change only when a store's hours do, so an answer is kept for a few minutes.
 */
export function useSearchHours() {
  return useQuery({
    queryKey: ['availability', 'hours'],
    queryFn: ({ signal }) => api.call(availabilityCalls.hours, { signal }),
    staleTime: 5 * 60_000,
  });
}
