import { type AdminOwnerDetail, adminCalls } from '@siktak/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export type OwnerApplication = AdminOwnerDetail['data'];

const LIST_KEY = ['admin', 'owner-applications'] as const;

/** GET /api/admin/manage/ownerList?page= (0-based). */
export function useOwnerApplications(page: number) {
  return useQuery({
    queryKey: [...LIST_KEY, 'list', page],
    queryFn: ({ signal }) => api.call(adminCalls.owners, { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/manage/owner/detail — the S208 envelope's `data`. */
export function useOwnerApplication(registerNo: string) {
  return useQuery({
    queryKey: [...LIST_KEY, 'detail', registerNo],
    queryFn: async ({ signal }) => (await api.call(adminCalls.owner, { body: { registerNo }, signal })).data,
    enabled: /^\d+$/.test(registerNo),
    retry: false,
  });
}

/** POST /api/admin/manage/owner/approve or /reject. */
export function useDecideOwnerApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ registerNo, decision }: { registerNo: string; decision: 'approve' | 'reject' }) =>
      api.call(decision === 'approve' ? adminCalls.approveOwner : adminCalls.rejectOwner, { body: { registerNo } }),
    onSettled: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
