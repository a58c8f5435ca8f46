import {
  type AdminPaymentDetail,
  type AdminPaymentItem,
  MESSAGES,
  type PaymentStatus,
  seoulDateTime,
} from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findLedger } from '../payments/index.js';
import { PAYMENT_PAGE_SIZE, findPayment, findPaymentPage } from './queries.js';

type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

const itemOf = (row: PaymentRow): AdminPaymentItem => ({
  orderId: row.orderId,
  orderName: row.orderName,
  reservationNo: row.reservationNo,
  storeNo: row.storeNo,
  storeName: row.storeName,
  userNo: row.userNo,
  userName: row.userName,
  userId: row.userId,
  amount: row.amount,
  balanceAmount: row.balanceAmount,
  status: row.status as PaymentStatus,
  createDate: seoulDateTime(row.createdAt),
  updateDate: seoulDateTime(row.updatedAt),
});

/** The payments list and its ledger for /admin/payments (docs/payments.md, "관리자"). */
export function paymentAdminService(ctx: AppContext) {
  return {
    async list(
      page: number,
      filter: { search?: string; status?: PaymentStatus },
    ): Promise<{ paymentList: AdminPaymentItem[]; totalPages: number }> {
      const { rows, total } = await findPaymentPage(ctx.db, page, filter);
      return {
        paymentList: rows.map(itemOf),
        totalPages: Math.max(1, Math.ceil(total / PAYMENT_PAGE_SIZE)),
      };
    },

    async detail(orderId: string): Promise<AdminPaymentDetail> {
      const row = await findPayment(ctx.db, orderId);
      if (!row) throw notFound(MESSAGES.paymentNotFound);
      const ledger = await findLedger(ctx.db, row.paymentNo);
      return {
        ...itemOf(row),
        provider: row.provider as AdminPaymentDetail['provider'],
        paymentKey: row.paymentKey,
        failureCode: row.failureCode,
        ledger: ledger.map((entry) => ({
          entryNo: entry.entryNo,
          kind: entry.kind as AdminPaymentDetail['ledger'][number]['kind'],
          state: entry.state as AdminPaymentDetail['ledger'][number]['state'],
          amount: entry.amount,
          paymentKey: entry.paymentKey,
          transactionKey: entry.transactionKey,
          reason: entry.reason,
          attempts: entry.attempts,
          failureCode: entry.failureCode,
          createDate: seoulDateTime(entry.createdAt),
          updateDate: seoulDateTime(entry.updatedAt),
        })),
      };
    },
  };
}
