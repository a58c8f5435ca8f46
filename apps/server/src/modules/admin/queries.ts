import { type Column, type SQL, and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@siktak/contract';
import { REVIEW_EXCERPT_LENGTH } from '@siktak/contract';
import { type PageRequest, type Queryable, readPage } from '../../db/client.js';
import { containing } from '../../db/like.js';
import {
  ownerApplications,
  payments,
  reservationHolds,
  reservations,
  reviewReports,
  reviews,
  stores,
  users,
} from '../../db/schema.js';
import { reviewImageKeys } from '../reviews/index.js';
import { cardColumns } from '../stores/index.js';

/** Rows per page of every admin list (the existing client leaves the size to the server). */
export const ADMIN_PAGE_SIZE = 10;

export function pageAt(page: number): PageRequest {
  return { offset: page * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
}

/** `totalPages` of a list: at least 1, so the existing pager never asks for page -1. */
export function totalPagesOf(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
}

const memberColumns = {
  userNo: users.userNo,
  email: users.email,
  name: users.name,
  nickname: users.nickname,
  phone: users.phone,
  role: users.role,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
};

/** The condition of an admin list's search text on some columns: any of them holds it; none without a text. */
function holding(search: string | undefined, columns: Column[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Members, withdrawn ones included, newest sign-up first; `search` is in the name, nickname or e-mail. */
export function findMemberPage(db: Queryable, page: PageRequest, search?: string) {
  const where = holding(search, [users.name, users.nickname, users.email]);
  return readPage(
    page,
    db.select(memberColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.userNo)),
    db.select({ n: count() }).from(users).where(where),
  );
}

export async function findMember(db: Queryable, userNo: number) {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.userNo, userNo));
  return row;
}

/** Stores, deleted ones included, newest first; `search` is in the store's name. */
export function findStorePage(db: Queryable, page: PageRequest, search?: string) {
  const where = holding(search, [stores.name]);
  return readPage(
    page,
    db
      .select({ ...cardColumns, createdAt: stores.createdAt, deletedAt: stores.deletedAt })
      .from(stores)
      .where(where)
      .orderBy(desc(stores.createdAt), desc(stores.storeNo)),
    db.select({ n: count() }).from(stores).where(where),
  );
}

/** Reports on a review, as one count column. */
const reportCount = sql<number>`(
  select count(*)::int from review_reports rr where rr.review_no = "reviews"."review_no"
)`;

/**
 * Reviews, hidden ones included, newest first, with their store, author, report count and the start
 * of their text; `search` is in the store's name or the author's nickname.
 */
export function findReviewPage(db: Queryable, page: PageRequest, search?: string) {
  const where = holding(search, [stores.name, users.nickname]);
  return readPage(
    page,
    db
      .select({
        reviewNo: reviews.reviewNo,
        storeName: stores.name,
        nickname: users.nickname,
        grade: reviews.grade,
        createdAt: reviews.createdAt,
        hiddenAt: reviews.hiddenAt,
        reportCount,
        excerpt: sql<string>`left(${reviews.content}, ${REVIEW_EXCERPT_LENGTH})`,
      })
      .from(reviews)
      .innerJoin(stores, eq(stores.storeNo, reviews.storeNo))
      .innerJoin(users, eq(users.userNo, reviews.userNo))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.reviewNo)),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(stores, eq(stores.storeNo, reviews.storeNo))
      .innerJoin(users, eq(users.userNo, reviews.userNo))
      .where(where),
  );
}

/** The reasons of owners' reports on some reviews (a list page's), oldest first. */
export function findReportReasons(db: Queryable, reviewNos: number[]) {
  if (reviewNos.length === 0) return Promise.resolve([]);
  return db
    .select({ reviewNo: reviewReports.reviewNo, reason: reviewReports.reason, detail: reviewReports.detail })
    .from(reviewReports)
    .where(inArray(reviewReports.reviewNo, reviewNos))
    .orderBy(reviewReports.createdAt, reviewReports.reportNo);
}

/** One review with what the admin detail shows; `lock` takes the row for the rest of the transaction. */
export async function findReview(db: Queryable, reviewNo: number, lock = false) {
  const query = db
    .select({
      reviewNo: reviews.reviewNo,
      storeNo: reviews.storeNo,
      storeName: stores.name,
      userNo: reviews.userNo,
      nickname: users.nickname,
      grade: reviews.grade,
      content: reviews.content,
      createdAt: reviews.createdAt,
      hiddenAt: reviews.hiddenAt,
      images: reviewImageKeys,
    })
    .from(reviews)
    .innerJoin(stores, eq(stores.storeNo, reviews.storeNo))
    .innerJoin(users, eq(users.userNo, reviews.userNo))
    .where(eq(reviews.reviewNo, reviewNo));
  const [row] = lock ? await query.for('update', { of: reviews }) : await query;
  return row;
}

/** Owners' reports on a review, oldest first, with the reporter's name. */
export async function findReports(db: Queryable, reviewNo: number) {
  return db
    .select({
      reportNo: reviewReports.reportNo,
      reason: reviewReports.reason,
      detail: reviewReports.detail,
      reporterName: users.name,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .innerJoin(users, eq(users.userNo, reviewReports.reporterNo))
    .where(eq(reviewReports.reviewNo, reviewNo))
    .orderBy(reviewReports.createdAt, reviewReports.reportNo);
}

const applicationColumns = {
  registerNo: ownerApplications.registerNo,
  userNo: ownerApplications.userNo,
  userName: users.name,
  userId: users.email,
  storeName: ownerApplications.storeName,
  businessNo: ownerApplications.businessNo,
  imageKey: ownerApplications.imageKey,
  requestDate: ownerApplications.requestDate,
  status: ownerApplications.status,
};

/** Owner applications, newest first, with the applicant's name and e-mail. */
export function findApplicationPage(db: Queryable, page: PageRequest) {
  return readPage(
    page,
    db
      .select(applicationColumns)
      .from(ownerApplications)
      .innerJoin(users, eq(users.userNo, ownerApplications.userNo))
      .orderBy(desc(ownerApplications.requestDate), desc(ownerApplications.registerNo)),
    db.select({ n: count() }).from(ownerApplications),
  );
}

export async function findApplication(db: Queryable, registerNo: number) {
  const [row] = await db
    .select(applicationColumns)
    .from(ownerApplications)
    .innerJoin(users, eq(users.userNo, ownerApplications.userNo))
    .where(eq(ownerApplications.registerNo, registerNo));
  return row;
}

/** Rows per page of the payments list: orders are short rows, and an admin reads many when reconciling. */
export const PAYMENT_PAGE_SIZE = 20;

/**
 * The store and member of a payment: its reservation's once the payment confirmed it, its hold's
 * (reservation_holds.order_id) while it is paid for or after it failed; null for an order of neither.
 */
const paymentStoreNo = sql<number | null>`coalesce(${reservations.storeNo}, ${reservationHolds.storeNo})`;
const paymentUserNo = sql<number | null>`coalesce(${reservations.userNo}, ${reservationHolds.userNo})`;

/** Joins a payments select to its reservation or hold, and to their store and member. */
function withParty<T extends PgSelect>(query: T) {
  return query
    .leftJoin(reservations, eq(reservations.reservationNo, payments.reservationNo))
    .leftJoin(reservationHolds, eq(reservationHolds.orderId, payments.orderId))
    .leftJoin(stores, eq(stores.storeNo, paymentStoreNo))
    .leftJoin(users, eq(users.userNo, paymentUserNo));
}

const paymentColumns = {
  paymentNo: payments.paymentNo,
  orderId: payments.orderId,
  orderName: payments.orderName,
  reservationNo: payments.reservationNo,
  storeNo: stores.storeNo,
  storeName: stores.name,
  userNo: users.userNo,
  userName: users.name,
  userId: users.email,
  amount: payments.amount,
  balanceAmount: payments.balanceAmount,
  status: payments.status,
  provider: payments.provider,
  paymentKey: payments.paymentKey,
  failureCode: payments.failureCode,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
};

/**
 * Payments, newest first, with their store and member; `search` is a reservation number (all digits:
 * that number exactly, as a short number is inside many random order ids), or part of an order id or of
 * the store's name; `status` one state.
 */
export function findPaymentPage(db: Queryable, page: number, filter: { search?: string; status?: PaymentStatus }) {
  const { search, status } = filter;
  const where = and(
    search && /^\d{1,9}$/.test(search)
      ? or(eq(payments.reservationNo, Number(search)), holding(search, [stores.name]))
      : holding(search, [payments.orderId, stores.name]),
    status ? eq(payments.status, status) : undefined,
  );
  return readPage(
    { offset: page * PAYMENT_PAGE_SIZE, limit: PAYMENT_PAGE_SIZE },
    withParty(db.select(paymentColumns).from(payments).$dynamic())
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.paymentNo)),
    withParty(db.select({ n: count() }).from(payments).$dynamic()).where(where),
  );
}

export async function findPayment(db: Queryable, orderId: string) {
  const [row] = await withParty(db.select(paymentColumns).from(payments).$dynamic()).where(
    eq(payments.orderId, orderId),
  );
  return row;
}
