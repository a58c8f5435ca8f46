import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums.js';
import { MESSAGES } from '../messages.js';
import { envelope, id, pageOf, pageQuery, singleLineText } from './common.js';
import { role } from './auth.js';
import { myConsent } from './profile.js';
import { paymentStatus } from './payments.js';
import { ownerReplyField } from './reviews.js';
import { storeDetail } from './stores.js';

const yn = z.enum(['Y', 'N']);

/**
 * `?page=&q=` of the admin's member, store and review lists. `q` (our addition) narrows a list to the
 * rows whose name, e-mail or store name holds it, case-insensitively; `%` and `_` are plain characters.
 * Missing or blank, the list is the whole list, as the existing client asks for it.
 */
export const adminListQuery = pageQuery.extend({
  q: singleLineText().trim().max(100, MESSAGES.recheckInput).optional(),
});

// GET /api/admin/manage/userList?page=
export const adminUserItem = z.object({
  userNo: z.number().int(),
  userName: z.string(),
  userId: z.string(),
  userNickName: z.string(),
  userRole: role,
  enrollDate: z.string(),
  isDeleted: yn,
});
export const adminUserList = pageOf('userList', adminUserItem);
export type AdminUserItem = z.infer<typeof adminUserItem>;

export const auditEntry = z.object({
  auditNo: z.number().int(),
  actorName: z.string(),
  action: z.string(),
  /** Korean description of the action. */
  summary: z.string(),
  createDate: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

// POST /api/admin/manage/user/detail — envelope S205
export const userNoBody = z.object({ userNo: id });
export const adminUserDetail = envelope(
  z.object({
    userNo: z.number().int(),
    userId: z.string(),
    userName: z.string(),
    userNickName: z.string(),
    userPhone: z.string(),
    userRole: role,
    enrollDate: z.string(),
    isDeleted: yn,
    /** Bookings the stores marked as no-shows (our app's addition). */
    noShowCount: z.number().int(),
    audit: z.array(auditEntry),
    /** The member's consents as GET /api/profile/consents gives them to the member (our app's addition). */
    consents: z.array(myConsent),
  }),
);
export type AdminUserDetail = z.infer<typeof adminUserDetail>['data'];

// GET /api/admin/manage/ownerList?page=
export const adminOwnerItem = z.object({
  registerNo: z.number().int(),
  userName: z.string(),
  userId: z.string(),
  storeName: z.string(),
  requestDate: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});
export const adminOwnerList = pageOf('ownerList', adminOwnerItem);
export type AdminOwnerList = z.infer<typeof adminOwnerList>;

// POST /api/admin/manage/owner/detail — envelope S208
export const registerNoBody = z.object({ registerNo: id });
export const adminOwnerDetail = envelope(
  z.object({
    registerNo: z.number().int(),
    userNo: z.number().int(),
    userName: z.string(),
    userId: z.string(),
    storeName: z.string(),
    businessNo: z.string(),
    image: z.string(),
    requestDate: z.string(),
    status: z.enum(APPLICATION_STATUSES),
  }),
);
export type AdminOwnerDetail = z.infer<typeof adminOwnerDetail>;

// GET /api/admin/manage/stores?page=
export const adminStoreItem = z.object({
  storeNo: z.number().int(),
  storeName: z.string(),
  categoryAddress: z.string(),
  categoryFoodtype: z.string(),
  storeGrade: z.number(),
  reviewCount: z.number().int(),
  createDate: z.string(),
  isDeleted: yn,
});
export const adminStoreList = pageOf('storeList', adminStoreItem);
export type AdminStoreItem = z.infer<typeof adminStoreItem>;

// GET /api/admin/manage/stores/detail/{storeNo} — the raw store (deleted ones too) and its admin trail
export const adminStoreDetail = storeDetail.extend({ audit: z.array(auditEntry) });
export type AdminStoreDetail = z.infer<typeof adminStoreDetail>;

// GET /api/admin/manage/reviews?page=
export const adminReviewItem = z.object({
  reviewNo: z.number().int(),
  storeName: z.string(),
  userNickname: z.string(),
  storeGrade: z.number().int(),
  reviewDate: z.string(),
  isHidden: yn,
  reportCount: z.number().int(),
  /** Our addition: the review's text, cut to its first `REVIEW_EXCERPT_LENGTH` characters. */
  reviewExcerpt: z.string().optional(),
  /** Our addition: owners' reports on the review, oldest first (their count is `reportCount`). */
  reports: z.array(z.object({ reason: z.string(), detail: z.string() })).optional(),
});
/** How much of a review's text the admin's list shows. */
export const REVIEW_EXCERPT_LENGTH = 80;
export const adminReviewList = pageOf('reviewList', adminReviewItem);
export type AdminReviewItem = z.infer<typeof adminReviewItem>;

// GET /api/admin/manage/reviews/{reviewNo}
export const adminReviewDetail = z.object({
  reviewNo: z.number().int(),
  storeNo: z.number().int(),
  storeName: z.string(),
  userNo: z.number().int(),
  userNickname: z.string(),
  storeGrade: z.number().int(),
  reviewContent: z.string(),
  reviewDate: z.string(),
  imageUrls: z.array(z.string()),
  isHidden: yn,
  reports: z.array(
    z.object({
      reportNo: z.number().int(),
      reason: z.string(),
      detail: z.string(),
      reporterName: z.string(),
      createDate: z.string(),
    }),
  ),
  audit: z.array(auditEntry),
  /** The store owner's reply, shown whether or not the review is hidden. */
  ...ownerReplyField,
});
export type AdminReviewDetail = z.infer<typeof adminReviewDetail>;

// PATCH /api/admin/manage/reviews/{reviewNo}/visibility
export const reviewVisibilityBody = z.object({ hidden: z.boolean() });

// GET /api/admin/manage/payments?q=&status=&page=
/** `q`: a reservation number (all digits, exactly), or part of an order id or of a store's name; `status`: one state of docs/payments.md. */
export const adminPaymentListQuery = adminListQuery.extend({
  status: z.enum(paymentStatus.options, { error: MESSAGES.recheckInput }).optional(),
});

/** Who booked and where: through the reservation once confirmed, through its hold before (null for neither). */
const paymentParty = {
  reservationNo: z.number().int().nullable(),
  storeNo: z.number().int().nullable(),
  storeName: z.string().nullable(),
  userNo: z.number().int().nullable(),
  userName: z.string().nullable(),
  userId: z.string().nullable(),
};

export const adminPaymentItem = z.object({
  orderId: z.string(),
  orderName: z.string(),
  ...paymentParty,
  amount: z.number().int(),
  /** Paid and not refunded (nor asked to be). */
  balanceAmount: z.number().int(),
  status: paymentStatus,
  /** Seoul `yyyy-MM-ddTHH:mm:ss`. */
  createDate: z.string(),
  updateDate: z.string(),
});
export type AdminPaymentItem = z.infer<typeof adminPaymentItem>;
export const adminPaymentList = pageOf('paymentList', adminPaymentItem);

// GET /api/admin/manage/payments/{orderId}
export const adminLedgerEntry = z.object({
  entryNo: z.number().int(),
  kind: z.enum(['CHARGE', 'REFUND', 'PARTIAL_REFUND']),
  state: z.enum(['PENDING', 'DONE', 'FAILED']),
  amount: z.number().int(),
  paymentKey: z.string(),
  transactionKey: z.string().nullable(),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  /** The provider's code of the last refusal or failure. */
  failureCode: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntry>;

export const adminPaymentDetail = adminPaymentItem.extend({
  provider: z.enum(['toss', 'demo']),
  paymentKey: z.string().nullable(),
  failureCode: z.string().nullable(),
  /** The charge and each refund, oldest first. */
  ledger: z.array(adminLedgerEntry),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetail>;
