import type { AdminLedgerEntry, PaymentStatus } from '@siktak/contract';
import { ROLE_LABELS, type Role } from '@siktak/contract/enums';

/** 관리자, 사장님, and 사용자 for any other role. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role as Role] ?? ROLE_LABELS.ROLE_USER;
}

/** The payment states of docs/payments.md, as the admin reads them. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  READY: '결제 대기',
  CONFIRMING: '확인 중',
  DONE: '결제 완료',
  PARTIAL_CANCELED: '부분 환불',
  CANCELED: '전액 환불',
  FAILED: '실패',
};

export const LEDGER_KIND_LABELS: Record<AdminLedgerEntry['kind'], string> = {
  CHARGE: '결제',
  REFUND: '전액 환불',
  PARTIAL_REFUND: '부분 환불',
};

export const LEDGER_STATE_LABELS: Record<AdminLedgerEntry['state'], string> = {
  PENDING: '처리 중',
  DONE: '완료',
  FAILED: '실패',
};
