import type { OwnerDashboardDay } from '@siktak/contract';
import { dotDate, listDate } from '../../../shared/lib/format';
import { cx } from '../../../shared/ui/cx';
import { axisTop, sumOf } from './chart-scale';
import { Panel, PlotFrame } from './panel';

/** `2026-11-21` → `11.21`. */
const monthDay = (ymd: string) => dotDate(ymd).slice(5);

/** Where the middle of day `index` of `count` lies across the plot, in percent. */
const centreOf = (index: number, count: number) => ((index + 0.5) / count) * 100;

function barColour(date: string, today: string): string {
  if (date < today) return 'fill-ink-300';
  return date === today ? 'fill-brand-700' : 'fill-brand-500';
}

/**
 * 예약 추이: bookings per day from 30 days back to 30 ahead as bars (the past muted, today marked).
 * The bars are one SVG stretched to the width; the labels are HTML so they keep their size on a phone.
 * A visually hidden table gives every day's numbers to screen readers.
 */
export function BookingsChart({ days, today }: { days: OwnerDashboardDay[]; today: string }) {
  const top = axisTop(Math.max(0, ...days.map((day) => day.bookingCount)));
  const todayIndex = days.findIndex((day) => day.date === today);
  const past = sumOf(days.filter((day) => day.date < today).map((day) => day.bookingCount));
  const ahead = sumOf(days.filter((day) => day.date > today).map((day) => day.bookingCount));
  const todayCount = days[todayIndex]?.bookingCount ?? 0;
  const last = days.length - 1;
  // The first and last days, today, and two dates between (those two from the tablet width up).
  const ticks = [
    { key: 'first', index: 0, left: '0%', place: '', wide: false },
    { key: 'second', index: Math.round(last / 4), place: '-translate-x-1/2', wide: true },
    { key: 'today', index: todayIndex, place: '-translate-x-1/2', wide: false },
    { key: 'fourth', index: Math.round((last * 3) / 4), place: '-translate-x-1/2', wide: true },
    { key: 'last', index: last, left: '100%', place: '-translate-x-full', wide: false },
  ].filter((tick) => tick.index >= 0);

  return (
    <Panel id="chart-heading" title="예약 추이" note="지난 30일 · 앞으로 30일, 취소 제외">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          { label: '지난 30일', value: past },
          { label: '오늘', value: todayCount },
          { label: '앞으로 30일', value: ahead },
        ].map((item) => (
          <div key={item.label} className="rounded-xl bg-ink-50 px-2 py-2">
            <dt className="text-xs text-ink-600">{item.label}</dt>
            <dd className="text-lg font-bold tabular-nums">{item.value}건</dd>
          </div>
        ))}
      </dl>
      <PlotFrame
        height="h-40"
        axis={[top, top / 2, 0]}
        labels={ticks.map((tick) => (
          <span
            key={tick.key}
            className={cx(
              'absolute whitespace-nowrap',
              tick.place,
              tick.index === todayIndex && 'font-bold text-brand-700',
              tick.wide && 'hidden sm:inline',
            )}
            style={{ left: tick.left ?? `${centreOf(tick.index, days.length)}%` }}
          >
            {tick.index === todayIndex ? '오늘' : monthDay(days[tick.index]?.date ?? '')}
          </span>
        ))}
      >
        {todayIndex >= 0 && (
          <div
            className="absolute inset-y-0 w-px bg-brand-600/40"
            style={{ left: `${centreOf(todayIndex, days.length)}%` }}
          />
        )}
        <svg
          className="absolute inset-0 size-full"
          viewBox={`0 0 ${days.length} ${top}`}
          preserveAspectRatio="none"
          role="presentation"
        >
          {days.map((day, index) => (
            <rect
              key={day.date}
              x={index + 0.15}
              y={top - day.bookingCount}
              width={0.7}
              height={day.bookingCount}
              className={barColour(day.date, today)}
            >
              <title>{`${monthDay(day.date)} 예약 ${day.bookingCount}건 · 손님 ${day.personCount}명`}</title>
            </rect>
          ))}
        </svg>
      </PlotFrame>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
        <li className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-ink-300" />
          지난 예약
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-700" />
          오늘
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-500" />
          다가오는 예약
        </li>
      </ul>
      <table className="sr-only">
        <caption>날짜별 예약 수 (취소 제외)</caption>
        <thead>
          <tr>
            <th scope="col">날짜</th>
            <th scope="col">예약</th>
            <th scope="col">손님</th>
            <th scope="col">노쇼</th>
            <th scope="col">취소</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                {listDate(day.date)}
                {day.date === today && ' 오늘'}
              </th>
              <td>{day.bookingCount}건</td>
              <td>{day.personCount}명</td>
              <td>{day.noShowCount}건</td>
              <td>{day.cancelledCount}건</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
