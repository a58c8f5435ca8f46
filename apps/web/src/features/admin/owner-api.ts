import type { AdminOwnerDetail, AdminOwnerList, MessageBody } from '@siktak/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export type OwnerApplication = AdminOwnerDetail['data'];

const LIST_KEY = ['admin', 'owner-applications'] as const;

/** GET /api/admin/manage/ownerList?page= (0-based). */
export function useOwnerApplications(page: number) {
  return useQuery({
    queryKey: [...LIST_KEY, 'list', page],
    queryFn: ({ signal }) => api<AdminOwnerList>('/api/admin/manage/ownerList', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/manage/owner/detail — the S208 envelope's `data`. */
export function useOwnerApplication(registerNo: string) {
  return useQuery({
    queryKey: [...LIST_KEY, 'detail', registerNo],
    queryFn: async ({ signal }) =>
      (
        await api<AdminOwnerDetail>('/api/admin/manage/owner/detail', {
          method: 'POST',
          body: { registerNo },
          signal,
        })
      ).data,
    enabled: /^\d+$/.test(registerNo),
    retry: false,
  });
}

/** POST /api/admin/manage/owner/approve or /reject. */
export function useDecideOwnerApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ registerNo, decision }: { registerNo: string; decision: 'approve' | 'reject' }) =>
      api<MessageBody>(`/api/admin/manage/owner/${decision}`, { method: 'POST', body: { registerNo } }),
    onSettled: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
