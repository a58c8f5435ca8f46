import type { StoreDetail } from '@siktak/contract';
import { WEEKDAYS } from '@siktak/contract/enums';
import { dayHoursLines, hoursOn } from '@siktak/contract/hours';
import { isClosedOn, seoulDateTime, weekdayOf } from '@siktak/contract/time';
import { useId, useState } from 'react';
import { cx } from '../../shared/ui/cx';

type HoursOfStore = Pick<StoreDetail, 'openTime' | 'closeTime' | 'weeklyHours' | 'dayOff' | 'startDate' | 'endDate'>;

/** Where the store is in its day at a Seoul wall time, as Naver's store page says it. */
export type HoursState = 'open' | 'break' | 'beforeOpen' | 'closed' | 'dayOff';

const range = (from: string, to: string) => `${from}–${to}`;

/**
 * The store page's line for `now` in Seoul (docs/adr/0049-hours-by-weekday.md): 휴무일 on a day off or
 * in the temporary closure; otherwise 영업 전, 영업 중 (with the day's 브레이크 타임, or when it closes),
 * 브레이크 타임 (and when it opens again) or 영업 종료.
 */
export function hoursNow(store: HoursOfStore, now: Date): { state: HoursState; text: string } {
  const wall = seoulDateTime(now);
  const today = wall.slice(0, 10);
  const time = wall.slice(11, 16);
  if (isClosedOn(today, store)) return { state: 'dayOff', text: '휴무일' };
  const day = hoursOn(store, today);
  if (time < day.open) return { state: 'beforeOpen', text: `영업 전 · ${day.open}에 영업 시작` };
  if (time >= day.close) return { state: 'closed', text: '영업 종료' };
  if (day.breakStart && day.breakEnd && time >= day.breakStart && time < day.breakEnd) {
    return { state: 'break', text: `브레이크 타임 · ${day.breakEnd}에 영업 시작` };
  }
  const breakTime = day.breakStart && day.breakEnd && time < day.breakStart;
  return {
    state: 'open',
    text: breakTime
      ? `영업 중 · 브레이크 타임 ${range(day.breakStart!, day.breakEnd!)}`
      : `영업 중 · ${day.close}에 영업 종료`,
  };
}

/**
 * The 영업시간 row of the store page: today's state in Seoul time, and the week's hours (월–일, today
 * first in bold) when it is opened.
 */
export function StoreHours({ store, now }: { store: HoursOfStore; now: Date }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { state, text } = hoursNow(store, now);
  const today = weekdayOf(seoulDateTime(now).slice(0, 10));
  return (
    <div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={cx('font-semibold', state === 'open' ? 'text-success-600' : 'text-ink-900')}>{text}</span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-8 items-center gap-1 rounded-md px-1 text-sm text-ink-600 hover:text-ink-900"
        >
          요일별 영업시간
          <span aria-hidden="true" className={cx('transition-transform', open && 'rotate-180')}>
            ▾
          </span>
        </button>
      </p>
      {open && (
        <ul id={listId} className="mt-2 flex flex-col gap-1.5 text-[15px]">
          {WEEKDAYS.map((weekday) => (
            <li key={weekday} className={cx('flex gap-3', weekday === today && 'font-semibold')}>
              <span className="w-12 shrink-0 text-ink-500">{weekday}요일</span>
              <span className="flex flex-col">
                {store.dayOff.includes(weekday) ? (
                  <span>정기 휴무</span>
                ) : (
                  dayHoursLines(store.weeklyHours[weekday]).map((line) => <span key={line}>{line}</span>)
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
