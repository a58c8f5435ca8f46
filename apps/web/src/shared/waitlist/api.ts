import { type JoinWaitBody, waitlistCalls } from '@siktak/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

const WAITLIST_KEY = ['waitlist'] as const;

/** GET /api/waitlist — the signed-in member's waits (빈자리 알림) whose slot has not started (docs/api-additions.md). */
export function useMyWaits(enabled = true) {
  return useQuery({
    queryKey: WAITLIST_KEY,
    queryFn: async ({ signal }) => (await api.call(waitlistCalls.list, { signal })).waitList,
    enabled,
  });
}

/** POST /api/waitlist — joins the waitlist of a full slot. */
export function useJoinWait() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitBody) => api.call(waitlistCalls.join, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: WAITLIST_KEY }),
  });
}

/** DELETE /api/waitlist/{waitNo} — leaves one of the member's waits. */
export function useLeaveWait() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (waitNo: number) => api.call(waitlistCalls.leave, { params: { waitNo } }),
    onSettled: () => client.invalidateQueries({ queryKey: WAITLIST_KEY }),
  });
}
