import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { stores } from '../../db/schema.js';
import type { Cache } from '../../platform/cache.js';
import { forgetCachedStore } from '../stores/index.js';

/**
 * A change to the set of a store's visible reviews: a review appears (`addGrade`), disappears
 * (`removeGrade`), or changes its score (both).
 */
export interface RatingChange {
  addGrade?: number;
  removeGrade?: number;
}

/**
 * Keeps `stores.grade_sum` and `stores.review_count` equal to the sum and count of the store's
 * visible (not hidden) reviews. Call it in the same transaction as the review change — a write,
 * an edit of the score, a delete, or an admin hiding or showing a review again — so the store's
 * `storeGrade` never disagrees with its reviews. The update is relative, so concurrent changes of
 * one store's reviews add up instead of overwriting each other.
 */
export async function applyRatingChange(tx: Queryable, storeNo: number, change: RatingChange): Promise<void> {
  const add = change.addGrade ?? 0;
  const remove = change.removeGrade ?? 0;
  const countDelta = (change.addGrade === undefined ? 0 : 1) - (change.removeGrade === undefined ? 0 : 1);
  if (add === remove && countDelta === 0) return;
  await tx
    .update(stores)
    .set({
      gradeSum: sql`${stores.gradeSum} + ${add - remove}`,
      reviewCount: sql`${stores.reviewCount} + ${countDelta}`,
    })
    .where(eq(stores.storeNo, storeNo));
}

/**
 * Drops the cached answers a change of the store's reviews makes stale (its page, its reviews and the
 * store lists, which carry `storeGrade` and `reviewCount`); without a store, every store's. Call it
 * after the transaction that changed the reviews has committed.
 */
export function forgetCachedRatings(cache: Cache, storeNo?: number): Promise<void> {
  return forgetCachedStore(cache, storeNo);
}
