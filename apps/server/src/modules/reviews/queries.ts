import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { reviews, users } from '../../db/schema.js';

/** Image keys of a review in display order, as one array column. */
export const reviewImageKeys = sql<string[]>`coalesce((
  select array_agg(ri.image_key order by ri.position, ri.id)
  from review_images ri where ri.review_no = "reviews"."review_no"
), '{}'::text[])`;

export async function findVisibleStoreReviews(db: Queryable, storeNo: number) {
  return db
    .select({
      reviewNo: reviews.reviewNo,
      grade: reviews.grade,
      content: reviews.content,
      createdAt: reviews.createdAt,
      nickname: users.nickname,
      images: reviewImageKeys,
    })
    .from(reviews)
    .innerJoin(users, eq(users.userNo, reviews.userNo))
    .where(and(eq(reviews.storeNo, storeNo), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.reviewNo));
}
