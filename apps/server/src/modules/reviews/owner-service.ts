import type { z } from 'zod';
import {
  MESSAGES,
  type OwnerReviewDetail,
  type OwnerReviewItem,
  type OwnerReviewList,
  type reportReviewBody,
  seoulDateTime,
} from '@siktak/contract';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { averageGrade, findOwnedStore } from '../stores/index.js';
import { findStoreReview, findStoreReviewsPage, insertReport } from './queries.js';

/** Rows per page of the owner's review list. */
export const OWNER_REVIEW_PAGE_SIZE = 10;

const reviewNotFound = () => notFound(MESSAGES.reviewNotFound);

type StoreReviewRow = Awaited<ReturnType<typeof findStoreReviewsPage>>['rows'][number];

/**
 * An owner's view of the visible reviews of their own store, and reports of reviews to the admins
 * (stored in `review_reports`, which the admin review pages read).
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
      return { ...toItem(row), reservationDate: row.reservationDate, reservationTime: row.reservationTime };
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
