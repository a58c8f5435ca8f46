import { z } from 'zod';
import { LIMITS } from '../rules.js';
import { MESSAGES } from '../messages.js';
import { REPORT_REASONS } from '../enums.js';
import { id, pageOf } from './common.js';

/**
 * POST /api/review/write and PUT /api/review/{reviewNo} (multipart text parts; image parts `files`).
 * `keepImageUrls` is our app's addition for edits: the existing image URLs to keep, one part each
 * (or the single part `keepImageUrls=[]`-style empty value `""` to keep none). When it is absent the
 * server keeps every existing image if no files arrive and replaces them all when files arrive —
 * what the existing client expects (api-contract §6.5.2).
 */
export const reviewFields = z.object({
  reservationNo: id,
  storeNo: id,
  reviewContent: z
    .string({ error: MESSAGES.reviewContentRequired })
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
    z.array(z.string().max(1000)).optional(),
  ),
});
export type ReviewFields = z.output<typeof reviewFields>;

export const reviewNoParam = z.object({ reviewNo: id });

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
  reviewImageUrl: z.string().nullable(),
  isDeleted: z.enum(['Y', 'N']),
});
export type MyReview = z.infer<typeof myReview>;
export const myReviews = z.object({ content: z.array(myReview) });

// GET /api/review/myreview/detail/{reviewNo} — bare array (one element)
export const myReviewDetail = z.array(myReview);

// GET /api/owner/reviews?page= — the owner's store reviews
export const ownerReviewItem = z.object({
  reviewNo: z.number().int(),
  userNickname: z.string(),
  createDate: z.string(),
  storeGrade: z.number().int(),
  reviewContent: z.string(),
  imageUrls: z.array(z.string()),
  thumbnailUrls: z.array(z.string()),
  reported: z.boolean(),
});
export type OwnerReviewItem = z.infer<typeof ownerReviewItem>;
export const ownerReviewList = pageOf('reviewList', ownerReviewItem);

// GET /api/owner/reviews/{reviewNo}
export const ownerReviewDetail = ownerReviewItem.extend({ reservationDate: z.string(), reservationTime: z.string() });
export type OwnerReviewDetail = z.infer<typeof ownerReviewDetail>;

// POST /api/owner/reviews/{reviewNo}/report
export const reportReviewBody = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: MESSAGES.reportReasonRequired }),
    detail: z.string().trim().max(LIMITS.reportDetailMax, MESSAGES.recheckInput).optional().default(''),
  })
  .refine((b) => b.reason !== '기타' || b.detail.length > 0, {
    message: MESSAGES.reportReasonRequired,
    path: ['detail'],
  });
