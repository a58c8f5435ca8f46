import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type PageRequest, type Queryable, readPage } from '../../db/client.js';
import { reservations, reviewImages, reviewReplies, reviewReports, reviews, stores, users } from '../../db/schema.js';

/** Image keys of a review in display order, as one array column. */
export const reviewImageKeys = sql<string[]>`coalesce((
  select array_agg(ri.image_key order by ri.position, ri.id)
  from review_images ri where ri.review_no = "reviews"."review_no"
), '{}'::text[])`;

const newestFirst = [desc(reviews.createdAt), desc(reviews.reviewNo)];

/** The owner's reply, read through a left join on `review_replies` (all null when there is none). */
const replyColumns = {
  replyContent: reviewReplies.content,
  replyCreatedAt: reviewReplies.createdAt,
  replyUpdatedAt: reviewReplies.updatedAt,
};
const replyOfReview = eq(reviewReplies.reviewNo, reviews.reviewNo);

/** A row's reply columns, as read through `replyColumns`. */
export interface ReplyColumns {
  replyContent: string | null;
  replyCreatedAt: Date | null;
  replyUpdatedAt: Date | null;
}

/** What every list of a store's reviews shows of each. */
const visibleReviewColumns = {
  reviewNo: reviews.reviewNo,
  grade: reviews.grade,
  content: reviews.content,
  createdAt: reviews.createdAt,
  nickname: users.nickname,
  images: reviewImageKeys,
};

interface VisibleReviewRow extends ReplyColumns {
  reviewNo: number;
  grade: number;
  content: string;
  createdAt: Date;
  nickname: string;
  images: string[];
}

/**
 * A store's visible reviews, newest first, for the public review list; undefined when there is no such
 * store. The store is joined to its reviews, so a store without reviews is one row without a review.
 */
export async function findVisibleReviews(db: Queryable, storeNo: number): Promise<VisibleReviewRow[] | undefined> {
  const rows = await db
    .select({ ...visibleReviewColumns, ...replyColumns })
    .from(stores)
    .leftJoin(reviews, and(eq(reviews.storeNo, stores.storeNo), isNull(reviews.hiddenAt)))
    .leftJoin(users, eq(users.userNo, reviews.userNo))
    .leftJoin(reviewReplies, replyOfReview)
    .where(eq(stores.storeNo, storeNo))
    .orderBy(...newestFirst);
  if (rows.length === 0) return undefined;
  return rows.filter((row): row is VisibleReviewRow => row.reviewNo !== null);
}

/** A review's owner, store and score; `lock` holds the row until the transaction ends. */
export async function findReview(db: Queryable, reviewNo: number, lock = false) {
  const query = db
    .select({
      reviewNo: reviews.reviewNo,
      reservationNo: reviews.reservationNo,
      userNo: reviews.userNo,
      storeNo: reviews.storeNo,
      grade: reviews.grade,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .where(eq(reviews.reviewNo, reviewNo));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function imageKeysOfReview(db: Queryable, reviewNo: number): Promise<string[]> {
  const rows = await db
    .select({ key: reviewImages.imageKey })
    .from(reviewImages)
    .where(eq(reviewImages.reviewNo, reviewNo))
    .orderBy(reviewImages.position, reviewImages.id);
  return rows.map((row) => row.key);
}

/** The keys among `keys` that some review still shows (the demo data shares photos between reviews). */
export async function referencedImageKeys(db: Queryable, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: reviewImages.imageKey })
    .from(reviewImages)
    .where(inArray(reviewImages.imageKey, keys));
  return new Set(rows.map((row) => row.key));
}

export async function insertReview(
  db: Queryable,
  values: { reservationNo: number; userNo: number; storeNo: number; grade: number; content: string; at: Date },
): Promise<number> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(reviews)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .returning({ reviewNo: reviews.reviewNo });
  return row!.reviewNo;
}

export async function updateReview(
  db: Queryable,
  reviewNo: number,
  values: { grade: number; content: string; at: Date },
): Promise<void> {
  await db
    .update(reviews)
    .set({ grade: values.grade, content: values.content, updatedAt: values.at })
    .where(eq(reviews.reviewNo, reviewNo));
}

/** Makes `keys` the review's images, in this order. */
export async function setReviewImages(db: Queryable, reviewNo: number, keys: string[]): Promise<void> {
  await db.delete(reviewImages).where(eq(reviewImages.reviewNo, reviewNo));
  if (keys.length > 0) {
    await db.insert(reviewImages).values(keys.map((imageKey, position) => ({ reviewNo, imageKey, position })));
  }
}

/** Deletes a review; its images and reports go with it (foreign keys cascade). */
export async function deleteReview(db: Queryable, reviewNo: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.reviewNo, reviewNo));
}

const memberReviewColumns = {
  reviewNo: reviews.reviewNo,
  reservationNo: reviews.reservationNo,
  storeNo: reviews.storeNo,
  storeName: stores.name,
  storeDeletedAt: stores.deletedAt,
  grade: reviews.grade,
  content: reviews.content,
  createdAt: reviews.createdAt,
  images: reviewImageKeys,
  hiddenAt: reviews.hiddenAt,
  ...replyColumns,
};

/** Every review the member wrote (hidden ones too: they are still theirs), newest first. */
export async function findMemberReviews(db: Queryable, userNo: number) {
  return db
    .select(memberReviewColumns)
    .from(reviews)
    .innerJoin(stores, eq(stores.storeNo, reviews.storeNo))
    .leftJoin(reviewReplies, replyOfReview)
    .where(eq(reviews.userNo, userNo))
    .orderBy(...newestFirst);
}

export async function findMemberReview(db: Queryable, userNo: number, reviewNo: number) {
  const [row] = await db
    .select(memberReviewColumns)
    .from(reviews)
    .innerJoin(stores, eq(stores.storeNo, reviews.storeNo))
    .leftJoin(reviewReplies, replyOfReview)
    .where(and(eq(reviews.reviewNo, reviewNo), eq(reviews.userNo, userNo)));
  return row;
}

export type MemberReviewRow = NonNullable<Awaited<ReturnType<typeof findMemberReview>>>;

/** A store's visible reviews as its owner sees them, with whether `reporterNo` has reported each. */
function storeReviewColumns(reporterNo: number) {
  return {
    ...visibleReviewColumns,
    reported: sql<boolean>`exists (
      select 1 from review_reports rr
      where rr.review_no = "reviews"."review_no" and rr.reporter_no = ${reporterNo}
    )`,
  };
}

const visibleOfStore = (storeNo: number) => and(eq(reviews.storeNo, storeNo), isNull(reviews.hiddenAt));

export function findStoreReviewsPage(db: Queryable, storeNo: number, reporterNo: number, page: PageRequest) {
  return readPage(
    page,
    db
      .select(storeReviewColumns(reporterNo))
      .from(reviews)
      .innerJoin(users, eq(users.userNo, reviews.userNo))
      .where(visibleOfStore(storeNo))
      .orderBy(...newestFirst),
    db.select({ n: count() }).from(reviews).where(visibleOfStore(storeNo)),
  );
}

export async function findStoreReview(db: Queryable, storeNo: number, reviewNo: number, reporterNo: number) {
  const [row] = await db
    .select({
      ...storeReviewColumns(reporterNo),
      reservationDate: reservations.date,
      reservationTime: reservations.time,
      ...replyColumns,
    })
    .from(reviews)
    .innerJoin(users, eq(users.userNo, reviews.userNo))
    .innerJoin(reservations, eq(reservations.reservationNo, reviews.reservationNo))
    .leftJoin(reviewReplies, replyOfReview)
    .where(and(visibleOfStore(storeNo), eq(reviews.reviewNo, reviewNo)));
  return row;
}

export async function insertReport(
  db: Queryable,
  values: { reviewNo: number; reporterNo: number; reason: string; detail: string; at: Date },
): Promise<void> {
  const { at, ...rest } = values;
  await db.insert(reviewReports).values({ ...rest, createdAt: at });
}

/** The owner's reply to a review, if any (the admin's review page). */
export async function findReply(db: Queryable, reviewNo: number): Promise<ReplyColumns | undefined> {
  const [row] = await db
    .select({ ...replyColumns })
    .from(reviewReplies)
    .where(eq(reviewReplies.reviewNo, reviewNo));
  return row;
}

/** Writes the review's reply or replaces its text; answers the stored reply. */
export async function upsertReply(
  db: Queryable,
  values: { reviewNo: number; authorNo: number; content: string; at: Date },
): Promise<ReplyColumns> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(reviewReplies)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: reviewReplies.reviewNo,
      set: { authorNo: rest.authorNo, content: rest.content, updatedAt: at },
    })
    .returning(replyColumns);
  return row!;
}

export async function deleteReply(db: Queryable, reviewNo: number): Promise<void> {
  await db.delete(reviewReplies).where(eq(reviewReplies.reviewNo, reviewNo));
}
