import { eq } from 'drizzle-orm';
import {
  type AdminReviewDetail,
  type AdminReviewItem,
  MESSAGES,
  type MessageBody,
  seoulDateTime,
} from '@siktak/contract';
import { reviews } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import {
  applyRatingChange,
  discardReviewImages,
  findReply,
  forgetCachedRatings,
  toOwnerReply,
} from '../reviews/index.js';
import { auditTrail, recordAudit } from '../audit/index.js';
import { AUDIT_SUMMARY } from './texts.js';
import { findReportReasons, findReports, findReview, findReviewPage, pageAt, totalPagesOf } from './queries.js';

const reviewNotFound = () => notFound(MESSAGES.reviewNotFound);

/** Review moderation of /admin/review-list and /admin/review/{reivewNo}. */
export function reviewAdminService(ctx: AppContext) {
  return {
    async list(page: number, search?: string): Promise<{ reviewList: AdminReviewItem[]; totalPages: number }> {
      const { rows, total } = await findReviewPage(ctx.db, pageAt(page), search);
      const reports = await findReportReasons(
        ctx.db,
        rows.map((row) => row.reviewNo),
      );
      return {
        reviewList: rows.map((row) => ({
          reviewNo: row.reviewNo,
          storeName: row.storeName,
          userNickname: row.nickname,
          storeGrade: row.grade,
          reviewDate: seoulDateTime(row.createdAt),
          isHidden: row.hiddenAt ? 'Y' : 'N',
          reportCount: row.reportCount,
          reviewExcerpt: row.excerpt,
          reports: reports
            .filter((report) => report.reviewNo === row.reviewNo)
            .map(({ reason, detail }) => ({ reason, detail })),
        })),
        totalPages: totalPagesOf(total),
      };
    },

    async detail(reviewNo: number): Promise<AdminReviewDetail> {
      const row = await findReview(ctx.db, reviewNo);
      if (!row) throw reviewNotFound();
      const [reports, audit, reply] = await Promise.all([
        findReports(ctx.db, reviewNo),
        auditTrail(ctx.db, 'REVIEW', reviewNo),
        findReply(ctx.db, reviewNo),
      ]);
      return {
        reviewNo: row.reviewNo,
        storeNo: row.storeNo,
        storeName: row.storeName,
        userNo: row.userNo,
        userNickname: row.nickname,
        storeGrade: row.grade,
        reviewContent: row.content,
        reviewDate: seoulDateTime(row.createdAt),
        imageUrls: row.images.map((key) => ctx.urls.url(key)),
        isHidden: row.hiddenAt ? 'Y' : 'N',
        reports: reports.map((report) => ({
          reportNo: report.reportNo,
          reason: report.reason,
          detail: report.detail,
          reporterName: report.reporterName,
          createDate: seoulDateTime(report.createdAt),
        })),
        audit,
        ownerReply: reply ? toOwnerReply(reply) : null,
      };
    },

    /**
     * Hides a review from the public store page and takes it out of the store's rating, or shows it
     * again and puts it back — in one transaction with the review row locked, so the counters move
     * exactly once per change. Asking for the state a review is already in changes nothing.
     */
    async setHidden(admin: AuthUser, reviewNo: number, hidden: boolean): Promise<MessageBody> {
      const changed = await ctx.db.transaction(async (tx) => {
        const review = await findReview(tx, reviewNo, true);
        if (!review) throw reviewNotFound();
        if ((review.hiddenAt !== null) === hidden) return false;
        await tx
          .update(reviews)
          .set({ hiddenAt: hidden ? ctx.clock.now() : null })
          .where(eq(reviews.reviewNo, reviewNo));
        await applyRatingChange(
          tx,
          review.storeNo,
          hidden ? { removeGrade: review.grade } : { addGrade: review.grade },
        );
        await recordAudit(tx, {
          actorNo: admin.userNo,
          action: hidden ? 'REVIEW_HIDE' : 'REVIEW_SHOW',
          targetType: 'REVIEW',
          targetId: reviewNo,
          summary: hidden ? AUDIT_SUMMARY.reviewHidden : AUDIT_SUMMARY.reviewShown,
        });
        return true;
      });
      if (changed) await forgetCachedRatings(ctx.cache);
      return { success: true, message: hidden ? MESSAGES.reviewHidden : MESSAGES.reviewShown };
    },

    /**
     * Deletes a review with its photos and reports; a visible one leaves the store's rating, and the
     * reservation may be reviewed again (eligibility is computed on read). The deletion is audited on
     * the store, since the review's own page is gone; photo files go after the commit.
     */
    async remove(admin: AuthUser, reviewNo: number): Promise<MessageBody> {
      const removed = await ctx.db.transaction(async (tx) => {
        const review = await findReview(tx, reviewNo, true);
        if (!review) throw reviewNotFound();
        await tx.delete(reviews).where(eq(reviews.reviewNo, reviewNo));
        if (!review.hiddenAt) await applyRatingChange(tx, review.storeNo, { removeGrade: review.grade });
        await recordAudit(tx, {
          actorNo: admin.userNo,
          action: 'REVIEW_DELETE',
          targetType: 'STORE',
          targetId: review.storeNo,
          summary: AUDIT_SUMMARY.reviewDeleted({ reviewNo, nickname: review.nickname, grade: review.grade }),
          detail: { reviewNo, userNo: review.userNo, content: review.content.slice(0, 200) },
        });
        return review;
      });
      await forgetCachedRatings(ctx.cache);
      await discardReviewImages(ctx, removed.images);
      return { success: true, message: MESSAGES.adminReviewDeleted };
    },
  };
}
