import { Badge } from '../../shared/ui/badge';
import { cx } from '../../shared/ui/cx';
import { TEXTS } from './texts';

/**
 * 예약완료 / 예약취소; only `Y` is confirmed. A no-show is `Y` on the wire with `isNoShow` `Y`, and
 * shows 노쇼; a visit the store marked is `Y` with `visited` `Y` (the owner's answers), and shows 방문 완료.
 */
export function ReservationStatusBadge({
  status,
  isNoShow,
  visited,
}: {
  status: string;
  isNoShow: string;
  visited?: string;
}) {
  if (isNoShow === 'Y') return <Badge tone="brand">{TEXTS.statusNoShow}</Badge>;
  if (visited === 'Y') return <Badge tone="neutral">{TEXTS.statusVisited}</Badge>;
  return status === 'Y' ? (
    <Badge tone="success">{TEXTS.statusConfirmed}</Badge>
  ) : (
    <Badge tone="danger">{TEXTS.statusCancelled}</Badge>
  );
}

/** The banner of a booking the store marked as a no-show (or, `visited`, as 방문 완료). */
export function NoShowBanner({ title, hint, visited }: { title: string; hint: string; visited?: boolean }) {
  return (
    <div
      role="status"
      className={cx('rounded-2xl px-5 py-4', visited ? 'bg-green-50 text-green-800' : 'bg-brand-50 text-brand-700')}
    >
      <p className="font-bold">{title}</p>
      <p className="mt-0.5">{hint}</p>
    </div>
  );
}
