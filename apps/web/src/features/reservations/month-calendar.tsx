import { WEEKDAY_BY_JS_DAY } from '@siktak/contract/enums';
import { addDays, weekdayOf } from '@siktak/contract/time';
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../shared/ui/cx';
import { monthGrid, monthOf, shiftMonth } from './booking-dates';

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function monthLabel(month: string): string {
  const [year, mon] = month.split('-');
  return `${year}년 ${Number(mon)}월`;
}

function dayLabel(ymd: string): string {
  const [year, mon, day] = ymd.split('-');
  return `${year}년 ${Number(mon)}월 ${Number(day)}일 ${weekdayOf(ymd)}요일`;
}

function MonthButton({
  label,
  path,
  disabled,
  onClick,
}: {
  label: string;
  path: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        aria-hidden="true"
      >
        <path d={path} />
      </svg>
    </button>
  );
}

export interface MonthCalendarProps {
  selected: string | null;
  onSelect: (ymd: string) => void;
  isDisabled: (ymd: string) => boolean;
  /** First and last day that may be shown (today and the end of the booking window). */
  min: string;
  max: string;
  today: string;
  /**
   * What a day shows beneath its number (the owner's reservation book: its bookings), with the words a
   * screen reader adds to the day's name; the days grow taller to hold it.
   */
  dayNote?: (ymd: string) => { content: ReactNode; label: string } | null;
  /** Told the month on screen (`yyyy-MM`) whenever it turns, to load what its days show. */
  onMonthChange?: (month: string) => void;
}

/**
 * An inline month calendar over Seoul `yyyy-MM-dd` strings. One day button is in the Tab order;
 * arrows move by day and week (across months), Home/End to the week's ends, PageUp/PageDown by month,
 * Enter/Space choose. Disabled days stay reachable by arrows but cannot be chosen (aria-disabled).
 */
export function MonthCalendar({
  selected,
  onSelect,
  isDisabled,
  min,
  max,
  today,
  dayNote,
  onMonthChange,
}: MonthCalendarProps) {
  const [focusDay, setFocusDay] = useState(selected ?? min);
  const [month, setMonth] = useState(monthOf(selected ?? min));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (selected) {
      setFocusDay(selected);
      setMonth(monthOf(selected));
    }
  }, [selected]);

  useEffect(() => onMonthChange?.(month), [month, onMonthChange]);

  // A layout effect, so focus is on the new day before the next key arrives: a passive effect waits
  // for a frame, and an Enter pressed meanwhile went to the old day, or nowhere once the month turned.
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const clamp = (ymd: string) => (ymd < min ? min : ymd > max ? max : ymd);

  function focusOn(ymd: string) {
    const next = clamp(ymd);
    moved.current = true;
    setFocusDay(next);
    setMonth(monthOf(next));
  }

  function showMonth(next: string) {
    setMonth(next);
    // Keep the Tab stop inside the month on screen.
    const candidate = clamp(`${next}-01`);
    setFocusDay(selected && monthOf(selected) === next ? selected : candidate);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, ymd: string) {
    const weekday = new Date(`${ymd}T00:00:00.000Z`).getUTCDay();
    let target: string | null = null;
    if (event.key in KEY_STEPS) target = addDays(ymd, KEY_STEPS[event.key] ?? 0);
    else if (event.key === 'Home') target = addDays(ymd, -weekday);
    else if (event.key === 'End') target = addDays(ymd, 6 - weekday);
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const shifted = shiftMonth(monthOf(ymd), event.key === 'PageUp' ? -1 : 1);
      const day = Number(ymd.slice(8));
      const last = Number(addDays(`${shiftMonth(shifted, 1)}-01`, -1).slice(8));
      target = `${shifted}-${String(Math.min(day, last)).padStart(2, '0')}`;
    }
    if (target === null) return;
    event.preventDefault();
    focusOn(target);
  }

  const canPrev = month > monthOf(min);
  const canNext = month < monthOf(max);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <MonthButton
          label="이전 달"
          path="M15 6l-6 6 6 6"
          disabled={!canPrev}
          onClick={() => showMonth(shiftMonth(month, -1))}
        />
        <h3 className="text-lg font-bold text-ink-900" aria-live="polite">
          {monthLabel(month)}
        </h3>
        <MonthButton
          label="다음 달"
          path="M9 6l6 6-6 6"
          disabled={!canNext}
          onClick={() => showMonth(shiftMonth(month, 1))}
        />
      </div>
      <table
        ref={grid}
        className="w-full table-fixed border-separate border-spacing-y-1"
        aria-label={monthLabel(month)}
      >
        <thead>
          <tr>
            {WEEKDAY_BY_JS_DAY.map((weekday, i) => (
              <th
                key={weekday}
                scope="col"
                abbr={`${weekday}요일`}
                className={cx(
                  'pb-1 text-[13px] font-semibold',
                  i === 0 ? 'text-red-700' : i === 6 ? 'text-blue-700' : 'text-ink-500',
                )}
              >
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((ymd, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is nothing but its place in the week.
                if (!ymd) return <td key={`blank-${i}`} />;
                const disabled = isDisabled(ymd);
                const isSelected = ymd === selected;
                const note = dayNote?.(ymd);
                return (
                  <td key={ymd} className="p-0 text-center">
                    <button
                      type="button"
                      data-day={ymd}
                      tabIndex={ymd === focusDay ? 0 : -1}
                      aria-label={note ? `${dayLabel(ymd)} ${note.label}` : dayLabel(ymd)}
                      aria-pressed={isSelected}
                      aria-disabled={disabled || undefined}
                      aria-current={ymd === today ? 'date' : undefined}
                      onClick={() => {
                        setFocusDay(ymd);
                        if (!disabled) onSelect(ymd);
                      }}
                      onKeyDown={(event) => onKeyDown(event, ymd)}
                      className={cx(
                        'mx-auto inline-flex items-center text-[15px] font-medium transition-colors',
                        dayNote
                          ? 'h-16 w-full flex-col justify-start gap-0.5 rounded-xl pt-1.5'
                          : 'size-11 justify-center rounded-full',
                        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 focus-visible:outline-solid',
                        isSelected
                          ? 'bg-brand-600 font-bold text-white'
                          : disabled
                            ? 'cursor-not-allowed text-ink-300 line-through decoration-ink-300'
                            : 'text-ink-900 hover:bg-brand-50',
                        ymd === today && !isSelected && 'ring-1 ring-ink-300',
                      )}
                    >
                      {Number(ymd.slice(8))}
                      {note?.content}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
