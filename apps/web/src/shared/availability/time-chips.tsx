import type { TimeChip } from '@siktak/contract';
import { Link } from 'react-router';
import { cx } from '../ui/cx';
import { FEW_SEATS, type Pick, bookingPath } from './pick';

/**
 * Bookable hours as links to the booking page with date, time and party selected. Few seats left
 * show as "N석 남음". `label` names the list for screen readers (the store and the day).
 */
export function TimeChips({
  storeNo,
  date,
  party,
  chips,
  label,
  className,
}: {
  storeNo: number;
  date: string;
  party: number;
  chips: readonly TimeChip[];
  label: string;
  className?: string;
}) {
  return (
    // A labelled group of links rather than a list: the store lists around it count their cards as list items.
    // `relative` keeps the visually hidden legend inside scrolling rows (it would widen the page).
    <fieldset className={cx('relative flex min-w-0 flex-wrap gap-2', className)}>
      <legend className="sr-only">{label}</legend>
      {chips.map((chip) => {
        const few = chip.left <= FEW_SEATS;
        return (
          <Link
            key={chip.time}
            to={bookingPath(storeNo, { date, time: chip.time, party } satisfies Pick)}
            aria-label={`${chip.time} 예약하기${few ? `, ${chip.left}석 남음` : ''}`}
            className="flex min-h-11 min-w-[4.5rem] flex-col items-center justify-center rounded-xl bg-brand-600 px-3 py-1 text-white transition-colors hover:bg-brand-700"
          >
            <span className="text-[15px] font-bold leading-tight">{chip.time}</span>
            {few && <span className="text-[11px] font-semibold leading-tight text-white">{chip.left}석 남음</span>}
          </Link>
        );
      })}
    </fieldset>
  );
}
