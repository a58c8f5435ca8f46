import { z } from 'zod';
import { LIMITS } from '../rules.js';
import { MESSAGES } from '../messages.js';
import { REPORT_REASONS } from '../enums.js';
import { id, multiLineText, pageOf, pathId, singleLineText } from './common.js';

/**
 * POST /api/review/write and PUT /api/review/{reviewNo} (multipart text parts; image parts `files`,
 * repeated once per image; 1–5 on create, at most 5 images in total after an edit).
 *
 * Edits and their images:
 * - no `keepImageUrls` part and no `files`: the review keeps every image it has (the existing client);
 * - no `keepImageUrls` part but `files`: the new files replace every image (the existing client);
 * - `keepImageUrls` present (our app): the review keeps exactly the listed existing images, in that
 *   order, followed by the new `files`. One part per URL; a single empty part (`keepImageUrls=`)
 *   keeps none. URLs that are not images of this review are ignored.
 * Replaced or dropped images are deleted from storage once the edit is saved. On create the part
 * is ignored.
 */
export const reviewFields = z.object({
  reservationNo: id,
  storeNo: id,
  reviewContent: multiLineText(MESSAGES.reviewContentRequired)
    .trim()
    .min(1, MESSAGES.reviewContentRequired)
    .max(LIMITS.reviewContentMax, MESSAGES.recheckInput),
  storeGrade: z.coerce
    .number({ error: MESSAGES.reviewScoreRequired })
    .int(MESSAGES.reviewScoreRequired)
    .min(LIMITS.scoreMin, MESSAGES.reviewScoreRequired)
    .max(LIMITS.scoreMax, MESSAGES.reviewScoreRequired),
  keepImageUrls: z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((u) => u !== '')),
    z.array(singleLineText().max(1000)).optional(),
  ),
});
export type ReviewFields = z.output<typeof reviewFields>;

export const reviewNoParam = z.object({ reviewNo: pathId });

/** Answer of a review write (201) or edit (200). */
export const reviewSaved = z.object({ success: z.literal(true), message: z.string(), reviewNo: z.number().int() });
export type ReviewSaved = z.infer<typeof reviewSaved>;

/**
 * The store owner's public reply under a review (사장님 답글, ADR-0046); `null` when there is none.
 * Dates are Seoul local time like the review's `createDate`.
 */
export const reviewReply = z.object({ content: z.string(), createDate: z.string(), updateDate: z.string() });
export type ReviewReply = z.infer<typeof reviewReply>;
/** The additive field that carries it on the review answers (absent for clients that predate it). */
export const ownerReplyField = { ownerReply: reviewReply.nullable().optional() };

// GET /api/review/myreview
export const myReview = z.object({
  reviewNo: z.number().int(),
  reservationNo: z.number().int(),
  storeNo: z.number().int(),
  storeName: z.string(),
  createDate: z.string(),
  reviewContent: z.string(),
  storeGrade: z.number().int(),
  imageUrls: z.array(z.string()),
  thumbnailUrls: z.array(z.string()),
  /** The first image, for clients that read one picture only. */
  reviewImageUrl: z.string().nullable(),
  /** `Y` when the reviewed store has been deleted since. */
  isDeleted: z.enum(['Y', 'N']),
  /** Left out while an admin hides the review: the reply is hidden with it. */
  ...ownerReplyField,
});
export type MyReview = z.infer<typeof myReview>;
export const myReviews = z.object({ content: z.array(myReview) });

// GET /api/review/myreview/detail/{reviewNo} — bare array (one element)
export const myReviewDetail = z.array(myReview);

// GET /api/owner/reviews?page= — the visible reviews of the caller's store, newest first
export const ownerReviewItem = z.object({
  reviewNo: z.number().int(),
  userNickname: z.string(),
  createDate: z.string(),
  storeGrade: z.number().int(),
  reviewContent: z.string(),
  imageUrls: z.array(z.string()),
  thumbnailUrls: z.array(z.string()),
  /** True once the caller has reported this review. */
  reported: z.boolean(),
});
export type OwnerReviewItem = z.infer<typeof ownerReviewItem>;
export const ownerReviewList = pageOf('reviewList', ownerReviewItem).extend({
  /** The caller's store, its average score (one decimal) and number of visible reviews. */
  storeName: z.string(),
  storeGrade: z.number(),
  reviewCount: z.number().int(),
});
export type OwnerReviewList = z.infer<typeof ownerReviewList>;

// GET /api/owner/reviews/{reviewNo}
export const ownerReviewDetail = ownerReviewItem.extend({
  reservationDate: z.string(),
  reservationTime: z.string(),
  ...ownerReplyField,
});
export type OwnerReviewDetail = z.infer<typeof ownerReviewDetail>;

// POST /api/owner/reviews/{reviewNo}/report — one report per owner and review (a second is E128)
export const reportReviewBody = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: MESSAGES.reportReasonChoose }),
    detail: multiLineText().trim().max(LIMITS.reportDetailMax, MESSAGES.recheckInput).optional().default(''),
  })
  .refine((b) => b.reason !== '기타' || b.detail.length > 0, {
    message: MESSAGES.reportReasonRequired,
    path: ['detail'],
  });
export type ReportReviewBody = z.input<typeof reportReviewBody>;

// PUT /api/owner/reviews/{reviewNo}/reply — writes or replaces the owner's reply (plain text, trimmed)
export const reviewReplyBody = z.object({
  content: multiLineText(MESSAGES.replyContentRequired)
    .trim()
    .min(1, MESSAGES.replyContentRequired)
    .max(LIMITS.reviewReplyMax, MESSAGES.replyContentTooLong),
});
export type ReviewReplyBody = z.input<typeof reviewReplyBody>;
export const reviewReplySaved = z.object({
  success: z.literal(true),
  message: z.string(),
  ownerReply: reviewReply,
});
export type ReviewReplySaved = z.infer<typeof reviewReplySaved>;
