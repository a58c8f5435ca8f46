import type { OwnerDashboard, OwnerDashboardHour } from '@siktak/contract';
import { Link } from 'react-router';
import { listDate } from '../../../shared/lib/format';
import { cx } from '../../../shared/ui/cx';
import { Panel } from './panel';

const ROW: Record<OwnerDashboardHour['phase'], string> = {
  past: 'text-ink-500',
  now: 'bg-brand-50 ring-1 ring-brand-200',
  ahead: '',
};

const CHIP: Record<OwnerDashboardHour['phase'], string> = {
  past: 'border-ink-200 bg-ink-50 text-ink-600',
  now: 'border-brand-200 bg-white text-ink-900',
  ahead: 'border-ink-200 bg-white text-ink-900',
};

/** What the right of an hour says: the seats left while the hour can still take guests. */
function SeatsOf({ hour }: { hour: OwnerDashboardHour }) {
  if (hour.phase === 'past') return <span className="text-sm">지난 시간</span>;
  if (hour.seatsLeft === 0) return <span className="text-sm font-semibold text-red-700">만석</span>;
  return (
    <span className="text-sm text-ink-600">
      남은 자리 <span className="font-semibold text-ink-900">{hour.seatsLeft}석</span>
    </span>
  );
}

function HourRow({ hour }: { hour: OwnerDashboardHour }) {
  return (
    <li
      aria-current={hour.phase === 'now' ? 'time' : undefined}
      className={cx('flex items-start gap-3 rounded-xl px-3 py-2.5', ROW[hour.phase])}
    >
      <span className="flex w-12 shrink-0 flex-col pt-1 font-semibold tabular-nums">
        {hour.time}
        {hour.phase === 'now' && <span className="text-xs font-bold text-brand-700">지금</span>}
      </span>
      <div className="flex min-w-0 flex-1 flex-wrap gap-1.5">
        {hour.bookings.length === 0 ? (
          <span className="pt-1 text-sm text-ink-600">예약 없음</span>
        ) : (
          hour.bookings.map((booking) => (
            <Link
              key={booking.reservationNo}
              to={`/store-reservation-detail/${booking.reservationNo}`}
              className={cx(
                'inline-flex min-h-8 items-center gap-1 rounded-full border px-3 text-sm hover:border-brand-500',
                CHIP[hour.phase],
              )}
            >
              <span className="font-medium">{booking.userName}</span>{' '}
              <span className="tabular-nums">{booking.personCount}명</span>
              {booking.isNoShow === 'Y' && (
                <>
                  {' '}
                  <span className="font-semibold text-red-700">노쇼</span>
                </>
              )}
            </Link>
          ))
        )}
      </div>
      <span className="shrink-0 pt-1">
        <SeatsOf hour={hour} />
      </span>
    </li>
  );
}

/** 오늘의 예약: every hour of the store today with its parties and the seats left, the running hour marked. */
export function TodayTimeline({ dashboard }: { dashboard: OwnerDashboard }) {
  const { today, capacity } = dashboard;
  return (
    <Panel id="timeline-heading" title="오늘의 예약" note={`${listDate(today.date)} · 시간당 ${capacity}석`}>
      {today.closed && (
        <p className="rounded-xl bg-ink-100 px-3 py-2 text-sm text-ink-700">
          오늘은 휴무일이에요. 새 예약은 받지 않아요.
        </p>
      )}
      {today.hours.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-500">오늘은 예약을 받는 시간이 없어요.</p>
      ) : (
        <ol aria-label="시간대별 예약" className="flex flex-col gap-1">
          {today.hours.map((hour) => (
            <HourRow key={hour.time} hour={hour} />
          ))}
        </ol>
      )}
    </Panel>
  );
}
