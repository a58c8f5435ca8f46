import {
  type MyReview,
  type OwnerReviewDetail,
  type ReportReviewBody,
  type ReviewReply,
  type ReviewReplyBody,
  reviewCalls,
} from '@siktak/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

const validNo = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * A review change moves a store's rating, its review list and a reservation's review button, which
 * other screens cache under their own keys: everything cached is marked stale, to be fetched again by
 * the next screen that shows it. Nothing refetches now — the screen that saved navigates away, and
 * its own review may no longer exist.
 */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ refetchType: 'none' });
}

/** GET /api/review/myreview — every review of the caller. */
export function useMyReviews() {
  return useQuery({
    queryKey: ['reviews', 'mine'],
    queryFn: ({ signal }) => api.call(reviewCalls.mine, { signal }),
    select: (data) => data.content,
  });
}

/** GET /api/review/myreview/detail/{reviewNo} — a bare one-element array. */
export function useMyReview(reviewNo: number | null, seed?: MyReview) {
  return useQuery({
    queryKey: ['reviews', 'mine', reviewNo],
    queryFn: ({ signal }) => api.call(reviewCalls.mineDetail, { params: { reviewNo: String(reviewNo) }, signal }),
    select: (data) => data[0] ?? null,
    enabled: validNo(reviewNo),
    ...(seed ? { initialData: [seed], initialDataUpdatedAt: 0 } : {}),
  });
}

/** POST /api/review/write (create) or PUT /api/review/{reviewNo} (edit), multipart. */
export function useSaveReview(reviewNo: number | null) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (form: FormData) =>
      reviewNo === null
        ? api.call(reviewCalls.write, { body: form })
        : api.call(reviewCalls.edit, { params: { reviewNo }, body: form }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/review/delete/{reviewNo}. */
export function useDeleteReview() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (reviewNo: number) => api.call(reviewCalls.remove, { params: { reviewNo } }),
    onSuccess: invalidate,
  });
}

/** GET /api/owner/reviews?page= — the owner's store reviews (docs/api-additions.md). */
export function useOwnerReviews(page: number) {
  return useQuery({
    queryKey: ['reviews', 'owner', 'list', page],
    queryFn: ({ signal }) => api.call(reviewCalls.ownerList, { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/owner/reviews/{reviewNo}. */
export function useOwnerReview(reviewNo: number | null) {
  return useQuery({
    queryKey: ['reviews', 'owner', 'detail', reviewNo],
    queryFn: ({ signal }) => api.call(reviewCalls.ownerDetail, { params: { reviewNo: String(reviewNo) }, signal }),
    enabled: validNo(reviewNo),
  });
}

/** POST /api/owner/reviews/{reviewNo}/report; afterwards (E128 "already reported" too) the views refresh their badge. */
export function useReportReview(reviewNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportReviewBody) => api.call(reviewCalls.report, { params: { reviewNo }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews', 'owner'] }),
  });
}

/**
 * PUT (write or replace) and DELETE /api/owner/reviews/{reviewNo}/reply (docs/api-additions.md). The
 * owner's open review takes the answer at once; everything else cached (the store page's reviews
 * among them) is marked stale for the next screen that shows it.
 */
function useReplyChange<T>(
  reviewNo: number,
  send: (input: T) => Promise<{ message: string; ownerReply?: ReviewReply }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      await queryClient.cancelQueries({ queryKey: ['reviews', 'owner', 'detail', reviewNo] });
      queryClient.setQueryData<OwnerReviewDetail>(['reviews', 'owner', 'detail', reviewNo], (review) =>
        review ? { ...review, ownerReply: result.ownerReply ?? null } : review,
      );
      await queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
}

export function useSaveReply(reviewNo: number) {
  return useReplyChange(reviewNo, (body: ReviewReplyBody) =>
    api.call(reviewCalls.reply, { params: { reviewNo }, body }),
  );
}

export function useDeleteReply(reviewNo: number) {
  return useReplyChange(reviewNo, () => api.call(reviewCalls.removeReply, { params: { reviewNo } }));
}
