import { Badge } from '../../shared/ui/badge';
import { TEXTS } from './texts';

/** 예약완료 / 예약취소 (DESIGN.md §8); only `Y` is confirmed (api-contract §6.4.1). */
export function ReservationStatusBadge({ status }: { status: string }) {
  return status === 'Y' ? (
    <Badge tone="success">{TEXTS.statusConfirmed}</Badge>
  ) : (
    <Badge tone="danger">{TEXTS.statusCancelled}</Badge>
  );
}
