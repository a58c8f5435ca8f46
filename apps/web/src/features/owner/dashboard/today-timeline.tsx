import { useState } from 'react';
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
      className={cx('flex items-center gap-3 rounded-xl px-3 py-2', ROW[hour.phase])}
    >
      <span className="flex w-12 shrink-0 flex-col font-semibold tabular-nums">
        {hour.time}
        {hour.phase === 'now' && <span className="text-xs font-bold text-brand-700">지금</span>}
      </span>
      <div className="flex min-w-0 flex-1 flex-wrap gap-1.5">
        {hour.bookings.length === 0 ? (
          <span className="flex min-h-8 items-center text-sm text-ink-600">예약 없음</span>
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
      <span className="shrink-0">
        <SeatsOf hour={hour} />
      </span>
    </li>
  );
}

/** A past hour nobody booked: folded away by default, so the hours still to come stay in view. */
const isQuiet = (hour: OwnerDashboardHour) => hour.phase === 'past' && hour.bookings.length === 0;

/**
 * 오늘의 예약: every hour of the store today with its parties and the seats left, the running hour
 * marked. Past hours without a booking are folded behind a button.
 */
export function TodayTimeline({ dashboard }: { dashboard: OwnerDashboard }) {
  const { today, capacity } = dashboard;
  const [showQuiet, setShowQuiet] = useState(false);
  const quiet = today.hours.filter(isQuiet).length;
  const shown = showQuiet ? today.hours : today.hours.filter((hour) => !isQuiet(hour));
  return (
    <Panel id="timeline-heading" title="오늘의 예약" note={`${listDate(today.date)} · 시간당 ${capacity}석`}>
      {today.closed && (
        <p className="rounded-xl bg-ink-100 px-3 py-2 text-sm text-ink-700">
          오늘은 휴무일이에요. 새 예약은 받지 않아요.
        </p>
      )}
      {quiet > 0 && (
        <button
          type="button"
          aria-expanded={showQuiet}
          aria-controls="timeline-hours"
          onClick={() => setShowQuiet((open) => !open)}
          className="min-h-11 self-start rounded-full border border-ink-200 px-4 text-sm font-medium text-ink-700 hover:border-ink-300"
        >
          예약 없던 지난 시간 {quiet}개 {showQuiet ? '접기' : '보기'}
        </button>
      )}
      {today.hours.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-600">오늘은 예약을 받는 시간이 없어요.</p>
      ) : (
        <>
          <ol id="timeline-hours" aria-label="시간대별 예약" className="flex flex-col gap-1">
            {shown.map((hour) => (
              <HourRow key={hour.time} hour={hour} />
            ))}
          </ol>
          {shown.length === 0 && <p className="py-6 text-center text-sm text-ink-600">오늘 남은 예약 시간이 없어요.</p>}
        </>
      )}
    </Panel>
  );
}
