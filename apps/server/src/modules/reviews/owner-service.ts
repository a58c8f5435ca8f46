import type { z } from 'zod';
import {
  MESSAGES,
  type OwnerReviewDetail,
  type OwnerReviewItem,
  type OwnerReviewList,
  type ReviewReplySaved,
  type reportReviewBody,
  type reviewReplyBody,
  seoulDateTime,
} from '@siktak/contract';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { averageGrade, findOwnedStore } from '../stores/index.js';
import { recordAudit } from '../audit/index.js';
import {
  deleteReply,
  findReply,
  findReview,
  findStoreReview,
  findStoreReviewsPage,
  insertReport,
  upsertReply,
} from './queries.js';
import { REPLY_AUDIT, toOwnerReply } from './reply.js';
import { forgetCachedStoreReviews } from './service.js';

/** Rows per page of the owner's review list. */
export const OWNER_REVIEW_PAGE_SIZE = 10;

const reviewNotFound = () => notFound(MESSAGES.reviewNotFound);

type StoreReviewRow = Awaited<ReturnType<typeof findStoreReviewsPage>>['rows'][number];

/**
 * An owner's view of the visible reviews of their own store, reports of reviews to the admins
 * (stored in `review_reports`, which the admin review pages read), and the owner's public reply to a
 * review (ADR-0046).
 */
export function ownerReviewService(ctx: AppContext) {
  /** The caller's store; an owner who has not registered one yet gets 404. */
  async function ownStore(caller: AuthUser) {
    const store = await findOwnedStore(ctx.db, caller.userNo);
    if (!store) throw notFound(MESSAGES.storeMissing);
    return store;
  }

  function toItem(row: StoreReviewRow): OwnerReviewItem {
    return {
      reviewNo: row.reviewNo,
      userNickname: row.nickname,
      createDate: seoulDateTime(row.createdAt),
      storeGrade: row.grade,
      reviewContent: row.content,
      imageUrls: row.images.map((key) => ctx.urls.url(key)),
      thumbnailUrls: row.images.map((key) => ctx.urls.thumb(key)),
      reported: row.reported,
    };
  }

  return {
    async list(caller: AuthUser, page: number): Promise<OwnerReviewList> {
      const store = await ownStore(caller);
      const { rows, total } = await findStoreReviewsPage(ctx.db, store.storeNo, caller.userNo, {
        offset: page * OWNER_REVIEW_PAGE_SIZE,
        limit: OWNER_REVIEW_PAGE_SIZE,
      });
      return {
        reviewList: rows.map(toItem),
        totalPages: Math.max(1, Math.ceil(total / OWNER_REVIEW_PAGE_SIZE)),
        storeName: store.name,
        storeGrade: averageGrade(store.gradeSum, store.reviewCount),
        reviewCount: store.reviewCount,
      };
    },

    /** A review of the caller's own store; any other review is "not found" to them. */
    async detail(caller: AuthUser, reviewNo: number): Promise<OwnerReviewDetail> {
      const row = await findStoreReview(ctx.db, (await ownStore(caller)).storeNo, reviewNo, caller.userNo);
      if (!row) throw reviewNotFound();
      return {
        ...toItem(row),
        reservationDate: row.reservationDate,
        reservationTime: row.reservationTime,
        ownerReply: toOwnerReply(row),
      };
    },

    /**
     * Writes the reply to a review of the caller's store, or replaces its text; audited for the admins in
     * the same transaction, with the review row locked so a hide by an admin cannot slip in between. A
     * review of another store is "not found"; a hidden one cannot be answered (E188).
     */
    async reply(caller: AuthUser, reviewNo: number, body: z.output<typeof reviewReplyBody>): Promise<ReviewReplySaved> {
      const store = await ownStore(caller);
      const { saved, edited } = await ctx.db.transaction(async (tx) => {
        const review = await findReview(tx, reviewNo, true);
        if (!review || review.storeNo !== store.storeNo) throw reviewNotFound();
        if (review.hiddenAt) throw new AppError('E188');
        const edited = (await findReply(tx, reviewNo)) !== undefined;
        const saved = await upsertReply(tx, {
          reviewNo,
          authorNo: caller.userNo,
          content: body.content,
          at: ctx.clock.now(),
        });
        const audit = edited ? REPLY_AUDIT.edited : REPLY_AUDIT.written;
        await recordAudit(tx, {
          actorNo: caller.userNo,
          ...audit,
          targetType: 'REVIEW',
          targetId: reviewNo,
          detail: { storeNo: store.storeNo, content: body.content },
        });
        return { saved, edited };
      });
      await forgetCachedStoreReviews(ctx.cache, store.storeNo);
      return {
        success: true,
        message: edited ? MESSAGES.replyUpdated : MESSAGES.replySaved,
        ownerReply: toOwnerReply(saved)!,
      };
    },

    /**
     * Deletes the caller's reply to a review of their store (also of a hidden review, so an owner can
     * take their words back); audited like a write. No reply to delete is E189.
     */
    async removeReply(caller: AuthUser, reviewNo: number): Promise<{ success: boolean; message: string }> {
      const store = await ownStore(caller);
      await ctx.db.transaction(async (tx) => {
        const review = await findReview(tx, reviewNo, true);
        if (!review || review.storeNo !== store.storeNo) throw reviewNotFound();
        const before = await findReply(tx, reviewNo);
        if (!before) throw new AppError('E189');
        await deleteReply(tx, reviewNo);
        await recordAudit(tx, {
          actorNo: caller.userNo,
          ...REPLY_AUDIT.deleted,
          targetType: 'REVIEW',
          targetId: reviewNo,
          detail: { storeNo: store.storeNo, content: before.replyContent },
        });
      });
      await forgetCachedStoreReviews(ctx.cache, store.storeNo);
      return { success: true, message: MESSAGES.replyDeleted };
    },

    /** Files a report for the admins; one per owner and review (E128 for a second, races included). */
    async report(
      caller: AuthUser,
      reviewNo: number,
      body: z.output<typeof reportReviewBody>,
    ): Promise<{ success: boolean; message: string }> {
      const row = await findStoreReview(ctx.db, (await ownStore(caller)).storeNo, reviewNo, caller.userNo);
      if (!row) throw reviewNotFound();
      if (row.reported) throw new AppError('E128');
      try {
        await insertReport(ctx.db, {
          reviewNo,
          reporterNo: caller.userNo,
          reason: body.reason,
          detail: body.detail,
          at: ctx.clock.now(),
        });
      } catch (err) {
        throw violatedUniqueConstraint(err) === 'review_reports_once' ? new AppError('E128') : err;
      }
      return { success: true, message: MESSAGES.reportDone };
    },
  };
}
