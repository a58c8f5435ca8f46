import { type StoreReview, seoulDateTime } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findStore } from '../stores/queries.js';
import { findVisibleStoreReviews } from './queries.js';

export function reviewService(ctx: AppContext) {
  return {
    /** Visible reviews of a store, newest first (hidden ones left out). */
    async ofStore(storeNo: number): Promise<StoreReview[]> {
      const store = await findStore(ctx.db, storeNo);
      if (!store) throw notFound('가게 정보를 찾을 수 없습니다.');
      const rows = await findVisibleStoreReviews(ctx.db, storeNo);
      return rows.map((row) => ({
        reviewNo: row.reviewNo,
        userName: row.nickname,
        userNickname: row.nickname,
        createDate: seoulDateTime(row.createdAt),
        imageUrls: row.images.map((key) => ctx.urls.url(key)),
        thumbnailUrls: row.images.map((key) => ctx.urls.thumb(key)),
        reviewContent: row.content,
        storeGrade: row.grade,
      }));
    },
  };
}
