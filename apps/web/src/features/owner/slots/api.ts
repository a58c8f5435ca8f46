import { type OwnerSlotDay, type SlotOverrideBody, ownerCalls } from '@siktak/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

const slotsKey = (date: string | null) => ['owner', 'slots', date] as const;

/** GET /api/owner/slots?date= — one day of the owner's store; `null` asks for Seoul today (docs/api-additions.md). */
export function useOwnerSlots(date: string | null) {
  return useQuery({
    queryKey: slotsKey(date),
    queryFn: ({ signal }) => api.call(ownerCalls.slots, { signal, query: { date } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * PUT /api/owner/slots — closes, narrows or reopens an hour or the whole date. The answer is the day
 * again; the time chips and booking pages this browser keeps are marked stale.
 */
export function useSetSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotOverrideBody) => api.call(ownerCalls.setSlot, { body }),
    onSuccess: (day) => {
      client.setQueryData(slotsKey(day.date), day);
      if (client.getQueryData<OwnerSlotDay>(slotsKey(null))?.date === day.date)
        client.setQueryData(slotsKey(null), day);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['availability'] }),
        client.invalidateQueries({ queryKey: ['reservations'] }),
      ]);
    },
  });
}
