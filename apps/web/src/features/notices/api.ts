import { noticeCalls } from '@siktak/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

/** Notices per page (spec §9). */
export const NOTICE_PAGE_SIZE = 5;

export function useNoticeList(page: number) {
  return useQuery({
    queryKey: ['notices', 'list', page],
    queryFn: ({ signal }) => api.call(noticeCalls.list, { signal, query: { page, size: NOTICE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** One notice; the API answers a bare array of one. */
export function useNotice(noticeNo: number) {
  return useQuery({
    queryKey: ['notices', 'detail', noticeNo],
    queryFn: async ({ signal }) => (await api.call(noticeCalls.detail, { params: { noticeNo }, signal }))[0] ?? null,
    enabled: Number.isInteger(noticeNo) && noticeNo > 0,
  });
}

export interface NoticeInput {
  noticeTitle: string;
  noticeContent: string;
}

/** Writes a new notice, or edits `noticeNo`. */
export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ noticeNo, body }: { noticeNo: number | null; body: NoticeInput }) =>
      noticeNo ? api.call(noticeCalls.update, { params: { noticeNo }, body }) : api.call(noticeCalls.write, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notices'] }),
  });
}

export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noticeNo: number) => api.call(noticeCalls.remove, { params: { noticeNo } }),
    onSuccess: (_data, noticeNo) => {
      client.removeQueries({ queryKey: ['notices', 'detail', noticeNo] });
      return client.invalidateQueries({ queryKey: ['notices', 'list'] });
    },
  });
}
