import { Badge } from '../../shared/ui/badge';
import { TEXTS } from './texts';

/**
 * 예약완료 / 예약취소; only `Y` is confirmed. A no-show is `Y` on
 * the wire with `isNoShow` `Y`, and shows 노쇼.
 */
export function ReservationStatusBadge({ status, isNoShow }: { status: string; isNoShow: string }) {
  if (isNoShow === 'Y') return <Badge tone="brand">{TEXTS.statusNoShow}</Badge>;
  return status === 'Y' ? (
    <Badge tone="success">{TEXTS.statusConfirmed}</Badge>
  ) : (
    <Badge tone="danger">{TEXTS.statusCancelled}</Badge>
  );
}

/** The banner of a booking the store marked as a no-show. */
export function NoShowBanner({ title, hint }: { title: string; hint: string }) {
  return (
    <div role="status" className="rounded-2xl bg-brand-50 px-5 py-4 text-brand-700">
      <p className="font-bold">{title}</p>
      <p className="mt-0.5">{hint}</p>
    </div>
  );
}
