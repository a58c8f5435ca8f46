import type { PaymentStatus } from '@siktak/contract';
import { Badge } from '../../shared/ui/badge';
import { PAYMENT_STATUS_LABELS } from './labels';

const TONES = {
  READY: 'neutral',
  CONFIRMING: 'brand',
  DONE: 'success',
  PARTIAL_CANCELED: 'brand',
  CANCELED: 'neutral',
  FAILED: 'danger',
} as const;

/** 결제 완료 in green, 실패 in red, the refunds and the waiting ones quieter. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
