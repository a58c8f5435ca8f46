import { WEEKDAYS, type Weekday } from '@siktak/contract/enums';
import type { DayHours, WeeklyHours } from '@siktak/contract/hours';
import { useId } from 'react';
import { TextField } from '../ui/field';
import { RadioCards } from '../ui/radio-cards';
import { GroupMessage } from './menu-rows';

/** One weekday's hours as typed: `HH:mm` texts, '' for none (the schema reads a blank as no break or limit). */
export type DayFields = Record<keyof DayHours, string>;

/**
 * The store form's hours (docs/adr/0049-hours-by-weekday.md): the usual `openTime`/`closeTime` of the
 * spec and every weekday's hours; `perDay` false is 매일 같음, where every day is the usual hours with
 * one break and one last booking time.
 */
export interface HoursValues {
  perDay: boolean;
  openTime: string;
  closeTime: string;
  days: Record<Weekday, DayFields>;
}

const BLANK_DAY: DayFields = { open: '', close: '', breakStart: '', breakEnd: '', lastBooking: '' };

/** The form's hours of a store as the detail answers them (null for a new store). */
export function hoursValuesOf(
  store: { openTime: string; closeTime: string; weeklyHours: WeeklyHours } | null,
): HoursValues {
  const dayOf = (weekday: Weekday): DayFields => {
    const day = store?.weeklyHours[weekday];
    return day
      ? {
          open: day.open,
          close: day.close,
          breakStart: day.breakStart ?? '',
          breakEnd: day.breakEnd ?? '',
          lastBooking: day.lastBooking ?? '',
        }
      : BLANK_DAY;
  };
  const days = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, dayOf(weekday)])) as Record<Weekday, DayFields>;
  return {
    perDay: !WEEKDAYS.every((weekday) => sameDay(days[weekday], days.월)),
    openTime: store?.openTime ?? '',
    closeTime: store?.closeTime ?? '',
    days,
  };
}

function sameDay(a: DayFields, b: DayFields): boolean {
  return (Object.keys(BLANK_DAY) as (keyof DayFields)[]).every((key) => a[key] === b[key]);
}

function everyDay(day: DayFields): Record<Weekday, DayFields> {
  return Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, { ...day }])) as Record<Weekday, DayFields>;
}

/**
 * The usual hours of a week that differs by day: the open–close most weekdays have (the earlier
 * weekday's on a tie). They stay the spec's `openTime`/`closeTime`, what the existing client shows.
 */
export function usualHoursOf(days: Record<Weekday, DayFields>): { openTime: string; closeTime: string } {
  const counts = new Map<string, number>();
  for (const weekday of WEEKDAYS) {
    const key = `${days[weekday].open}-${days[weekday].close}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best = `${days.월.open}-${days.월.close}`;
  for (const [key, count] of counts) if (count > (counts.get(best) ?? 0)) best = key;
  const [openTime = '', closeTime = ''] = best.split('-');
  return { openTime, closeTime };
}

const MODES = [
  { value: 'same', label: '매일 같아요' },
  { value: 'perDay', label: '요일별로 달라요' },
] as const;

/**
 * One day's five times. The labels are the same on every row; `name` (the weekday, '' for 매일 같음)
 * starts each input's accessible name, so a screen reader hears which day it is.
 */
function DayRow({
  name,
  value,
  onChange,
  openError,
  closeError,
}: {
  name: string;
  value: DayFields;
  onChange: (day: DayFields) => void;
  openError?: string | undefined;
  closeError?: string | undefined;
}) {
  const field = (key: keyof DayFields, label: string, required = false, error?: string) => (
    <TextField
      label={label}
      aria-label={name ? `${name} ${label}` : undefined}
      type="time"
      required={required}
      value={value[key]}
      error={error}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
    />
  );
  // Two rows at full width (open, close, last booking; then the break), three on a phone.
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {field('open', '오픈 시간', true, openError)}
      {field('close', '마감 시간', true, closeError)}
      <div className="col-span-2 sm:col-span-1">{field('lastBooking', '마지막 예약 시간')}</div>
      {field('breakStart', '브레이크 시작')}
      {field('breakEnd', '브레이크 끝')}
    </div>
  );
}

/**
 * Hours as Naver's owner tool asks them: 매일 같음 by default, with the usual open and close, a
 * 브레이크 타임 and a 마지막 예약 시간 for every day, or 요일별 rows of their own. Days in `dayOff`
 * are marked 휴무 (their hours are kept but no one can book them). Every change keeps `openTime`/
 * `closeTime` as the usual hours and `days` as every weekday's hours.
 */
export function HoursEditor({
  value,
  onChange,
  dayOff,
  errors,
}: {
  value: HoursValues;
  onChange: (next: HoursValues) => void;
  dayOff: readonly string[];
  errors: { openTime?: string | undefined; closeTime?: string | undefined; days?: string | undefined };
}) {
  const id = useId();
  // 매일 같음 says a close before the open once, under 마감 시간, though the week repeats it.
  const daysError = errors.days === errors.closeTime ? undefined : errors.days;
  const editSame = (day: DayFields) =>
    onChange({ perDay: false, openTime: day.open, closeTime: day.close, days: everyDay(day) });
  const editDay = (weekday: Weekday, day: DayFields) => {
    const days = { ...value.days, [weekday]: day };
    onChange({ perDay: true, ...usualHoursOf(days), days });
  };
  const pickMode = (mode: 'same' | 'perDay') => {
    if (mode === 'perDay') onChange({ ...value, perDay: true });
    else editSame({ ...value.days.월, open: value.openTime, close: value.closeTime });
  };

  return (
    <div className="flex flex-col gap-4">
      <RadioCards
        name={`${id}-mode`}
        legend="영업시간"
        options={MODES}
        value={value.perDay ? 'perDay' : 'same'}
        onChange={pickMode}
      />
      <fieldset className="flex flex-col gap-4" aria-describedby={daysError ? `${id}-error` : `${id}-hint`}>
        <legend className="sr-only">{value.perDay ? '요일별 영업시간' : '매일 영업시간'}</legend>
        {value.perDay ? (
          WEEKDAYS.map((weekday) => (
            <div key={weekday} className="flex flex-col gap-2 border-ink-100 border-t pt-3 first:border-t-0 first:pt-0">
              <p className="text-sm font-semibold text-ink-700">
                {weekday}요일
                {dayOff.includes(weekday) && <span className="ml-2 font-normal text-ink-500">정기 휴무일</span>}
              </p>
              <DayRow name={`${weekday}요일`} value={value.days[weekday]} onChange={(day) => editDay(weekday, day)} />
            </div>
          ))
        ) : (
          <DayRow
            name=""
            value={{ ...value.days.월, open: value.openTime, close: value.closeTime }}
            onChange={editSame}
            openError={errors.openTime}
            closeError={errors.closeTime}
          />
        )}
        <GroupMessage
          id={id}
          error={daysError}
          hint="브레이크 타임과 마지막 예약 시간은 비워 두어도 돼요. 브레이크 타임에 시작하는 시간, 마지막 예약 시간 뒤의 시간은 예약을 받지 않아요."
        />
      </fieldset>
    </div>
  );
}
