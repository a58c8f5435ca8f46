import {
  type CatalogMessage,
  LIMITS,
  MESSAGES,
  type MyReview,
  type ReviewFields,
  type ReviewSaved,
  reviewEndpoints,
  seoulDateTime,
} from '@siktak/contract';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Cache } from '../../platform/cache.js';
import { type CachedAnswer, cachedAnswers } from '../../platform/http-cache.js';
import { removeImages, storeImages } from '../../platform/images.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { ImageUrls } from '../../platform/storage.js';
import { NO_SHOW, hasStarted } from '../booking-day/index.js';
import { type ReservationView, findReservation } from '../reservations/index.js';
import { STORE_CACHE_MS, STORE_CACHE_PREFIX, storeCachePrefix } from '../stores/index.js';
import {
  type MemberReviewRow,
  deleteReview,
  findMemberReview,
  findMemberReviews,
  findReview,
  imageKeysOfReview,
  insertReview,
  referencedImageKeys,
  setReviewImages,
  updateReview,
  findVisibleReviews,
} from './queries.js';
import { applyRatingChange, forgetCachedRatings } from './rating.js';
import { toOwnerReply } from './reply.js';

/**
 * A store's public review list is cached among the store's own entries, so every change that drops
 * those (a review written, edited, deleted, hidden or shown again; a store edited) drops it too.
 */
const storeReviewsKey = (storeNo: number) => `${storeCachePrefix(storeNo)}reviews`;

/**
 * Drops the cached store answers, review lists included; call it after a reviewer's nickname changed
 * (it is shown with each of their reviews, at any store). Nicknames change rarely.
 */
export function forgetCachedReviews(cache: Cache): Promise<void> {
  return cache.invalidate(STORE_CACHE_PREFIX);
}

/**
 * Drops only the store's cached review list: an owner's reply shows there and nowhere else that is
 * cached (it changes neither the rating nor the store lists). Call it after the write has committed.
 */
export function forgetCachedStoreReviews(cache: Cache, storeNo: number): Promise<void> {
  return cache.invalidate(storeReviewsKey(storeNo));
}

const reviewNotFound = () => notFound(MESSAGES.reviewNotFound);
const notReviewable = (message: CatalogMessage) => new AppError('E125', { message });

/**
 * Review eligibility at write time, each refusal with its own Korean message:
 * the booker's confirmed reservation at that store, its slot started, the store not deleted,
 * no review yet. Someone else's reservation is "not found" so nothing about it leaks.
 */
function assertReviewable(reservation: ReservationView, storeNo: number, now: Date): void {
  if (reservation.reviewNo !== null) throw new AppError('E126');
  if (reservation.storeNo !== storeNo) throw notReviewable(MESSAGES.reviewOtherStore);
  if (reservation.status === NO_SHOW) throw notReviewable(MESSAGES.reviewNoShow);
  if (reservation.status !== 'Y') throw notReviewable(MESSAGES.reviewCancelled);
  if (reservation.storeDeletedAt) throw notReviewable(MESSAGES.reviewDeletedStore);
  if (!hasStarted(reservation, now)) throw notReviewable(MESSAGES.reviewBeforeVisit);
}

/**
 * The existing images an edit keeps (the contract's `reviewFields`): without
 * `keepImageUrls`, all of them unless new files replace them; with it, exactly the listed ones that
 * belong to the review, in the listed order.
 */
function keptImageKeys(
  existing: readonly string[],
  keepImageUrls: readonly string[] | undefined,
  hasNewFiles: boolean,
  urls: ImageUrls,
): string[] {
  if (keepImageUrls === undefined) return hasNewFiles ? [] : [...existing];
  const kept = keepImageUrls.map((url) => urls.keyOf(url)).filter((key) => key !== null && existing.includes(key));
  return [...new Set(kept as string[])];
}

/**
 * Removes the files of images a committed change (or an admin's deletion) dropped, unless another review
 * still shows them. The change is saved already, so a storage failure is logged, not answered.
 */
export async function discardReviewImages(ctx: AppContext, keys: string[]): Promise<void> {
  try {
    const inUse = await referencedImageKeys(ctx.db, keys);
    await removeImages(
      ctx.storage,
      keys.filter((key) => !inUse.has(key)),
    );
  } catch (err) {
    ctx.log.error({ err, keys }, 'removing review images failed');
  }
}

export function reviewService(ctx: AppContext) {
  const storeReviewAnswers = cachedAnswers(ctx, reviewEndpoints.ofStore);

  function toMyReview(row: MemberReviewRow): MyReview {
    const imageUrls = row.images.map((key) => ctx.urls.url(key));
    return {
      reviewNo: row.reviewNo,
      reservationNo: row.reservationNo,
      storeNo: row.storeNo,
      storeName: row.storeName,
      createDate: seoulDateTime(row.createdAt),
      reviewContent: row.content,
      storeGrade: row.grade,
      imageUrls,
      thumbnailUrls: row.images.map((key) => ctx.urls.thumb(key)),
      reviewImageUrl: imageUrls[0] ?? null,
      isDeleted: row.storeDeletedAt ? 'Y' : 'N',
      // An admin-hidden review keeps its reply in the database but shows it to nobody but the admins.
      ownerReply: row.hiddenAt ? null : toOwnerReply(row),
    };
  }

  return {
    /**
     * Visible reviews of a store, newest first (hidden ones left out), cached: every change of a
     * review, of its visibility or of a reviewer's nickname drops it (`forgetCachedRatings`,
     * `forgetCachedReviews`). The entry is kept as sent (platform/http-cache.ts).
     */
    async ofStore(storeNo: number): Promise<CachedAnswer> {
      const reviews = await storeReviewAnswers(storeReviewsKey(storeNo), STORE_CACHE_MS, async () => {
        const rows = await findVisibleReviews(ctx.db, storeNo);
        return rows?.map((row) => ({
          reviewNo: row.reviewNo,
          userName: row.nickname,
          userNickname: row.nickname,
          createDate: seoulDateTime(row.createdAt),
          imageUrls: row.images.map((key) => ctx.urls.url(key)),
          thumbnailUrls: row.images.map((key) => ctx.urls.thumb(key)),
          reviewContent: row.content,
          storeGrade: row.grade,
          ownerReply: toOwnerReply(row),
        }));
      });
      if (!reviews) throw notFound(MESSAGES.storeNotFound);
      return reviews;
    },

    /**
     * Writes the caller's review of their visit with 1–5 photos. The review, its photos and the
     * store's rating change in one transaction; a second review of the reservation (also when two
     * requests race past the check) is E126 through the unique index.
     */
    async write(caller: AuthUser, fields: ReviewFields, files: UploadedFile[]): Promise<ReviewSaved> {
      if (files.length < LIMITS.reviewImagesMinOnCreate) {
        throw new AppError('E203', { message: MESSAGES.reviewImageRequired });
      }
      const reservation = await findReservation(ctx.db, fields.reservationNo);
      if (!reservation || reservation.userNo !== caller.userNo) throw notFound(MESSAGES.reservationNotFound);
      const now = ctx.clock.now();
      assertReviewable(reservation, fields.storeNo, now);
      const keys = await storeImages(ctx.storage, 'reviews', files);
      let reviewNo: number;
      try {
        reviewNo = await ctx.db.transaction(async (tx) => {
          const inserted = await insertReview(tx, {
            reservationNo: reservation.reservationNo,
            userNo: caller.userNo,
            storeNo: reservation.storeNo,
            grade: fields.storeGrade,
            content: fields.reviewContent,
            at: now,
          });
          await setReviewImages(tx, inserted, keys);
          await applyRatingChange(tx, reservation.storeNo, { addGrade: fields.storeGrade });
          return inserted;
        });
      } catch (err) {
        await removeImages(ctx.storage, keys);
        throw violatedUniqueConstraint(err) === 'reviews_reservation_key' ? new AppError('E126') : err;
      }
      await forgetCachedRatings(ctx.cache, reservation.storeNo);
      return { success: true, message: MESSAGES.reviewSaved, reviewNo };
    },

    /**
     * The author edits score, text and photos (see `keptImageKeys`); at most 5 photos in total. The
     * rating follows a score change in the same transaction; dropped photos' files are removed after.
     */
    async edit(caller: AuthUser, reviewNo: number, fields: ReviewFields, files: UploadedFile[]): Promise<ReviewSaved> {
      const review = await findReview(ctx.db, reviewNo);
      if (!review || review.userNo !== caller.userNo) throw reviewNotFound();
      if (review.reservationNo !== fields.reservationNo || review.storeNo !== fields.storeNo) {
        throw new AppError('400', { message: MESSAGES.reviewStoreMismatch });
      }
      const newKeys = await storeImages(ctx.storage, 'reviews', files);
      let dropped: string[];
      try {
        dropped = await ctx.db.transaction(async (tx) => {
          const locked = await findReview(tx, reviewNo, true);
          if (!locked) throw reviewNotFound();
          const existing = await imageKeysOfReview(tx, reviewNo);
          const kept = keptImageKeys(existing, fields.keepImageUrls, newKeys.length > 0, ctx.urls);
          const images = [...kept, ...newKeys];
          if (images.length > LIMITS.reviewImagesMax) throw new AppError('E203', { message: MESSAGES.reviewImagesMax });
          await updateReview(tx, reviewNo, {
            grade: fields.storeGrade,
            content: fields.reviewContent,
            at: ctx.clock.now(),
          });
          await setReviewImages(tx, reviewNo, images);
          if (!locked.hiddenAt) {
            await applyRatingChange(tx, locked.storeNo, { addGrade: fields.storeGrade, removeGrade: locked.grade });
          }
          return existing.filter((key) => !kept.includes(key));
        });
      } catch (err) {
        await removeImages(ctx.storage, newKeys);
        throw err;
      }
      await discardReviewImages(ctx, dropped);
      await forgetCachedRatings(ctx.cache, review.storeNo);
      return { success: true, message: MESSAGES.reviewUpdated, reviewNo };
    },

    /** The author deletes their review; the reservation becomes reviewable (YET) again. */
    async remove(caller: AuthUser, reviewNo: number): Promise<{ success: boolean; message: string }> {
      const { storeNo, images } = await ctx.db.transaction(async (tx) => {
        const review = await findReview(tx, reviewNo, true);
        if (!review || review.userNo !== caller.userNo) throw reviewNotFound();
        const keys = await imageKeysOfReview(tx, reviewNo);
        await deleteReview(tx, reviewNo);
        if (!review.hiddenAt) await applyRatingChange(tx, review.storeNo, { removeGrade: review.grade });
        return { storeNo: review.storeNo, images: keys };
      });
      await discardReviewImages(ctx, images);
      await forgetCachedRatings(ctx.cache, storeNo);
      return { success: true, message: MESSAGES.reviewDeleted };
    },

    /** Every review of the caller, newest first, all in `content`. */
    async mine(caller: AuthUser): Promise<{ content: MyReview[] }> {
      const rows = await findMemberReviews(ctx.db, caller.userNo);
      return { content: rows.map(toMyReview) };
    },

    /** One of the caller's reviews as a bare one-element array. */
    async mineDetail(caller: AuthUser, reviewNo: number): Promise<MyReview[]> {
      const row = await findMemberReview(ctx.db, caller.userNo, reviewNo);
      if (!row) throw reviewNotFound();
      return [toMyReview(row)];
    },
  };
}
