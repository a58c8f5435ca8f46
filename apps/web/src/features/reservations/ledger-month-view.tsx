import type { OwnerDashboardDay } from '@siktak/contract';
import { useState } from 'react';
import { ErrorState } from '../../shared/ui/states';
import { useLedgerMonth } from './api';
import { monthOf } from './booking-dates';
import { DepositMonthSummary } from './deposit-badge';
import { MonthCalendar } from './month-calendar';
import { TEXTS } from './texts';

/** How far back and ahead the book's calendar turns: bookings are kept, and taken 60 days ahead. */
const YEARS_AROUND = 5;

const never = () => false;

function noteOf(day: OwnerDashboardDay | undefined) {
  if (!day || day.bookingCount === 0) return null;
  return {
    label: `예약 ${day.bookingCount}건 손님 ${day.personCount}명`,
    content: (
      // A pill that reads on the selected day's brand colour too, so booked days stand out at a glance.
      <span
        className="flex flex-col items-center rounded-md bg-brand-50 px-1.5 py-0.5 text-xs leading-tight text-brand-700"
        aria-hidden="true"
      >
        <span className="font-bold">{day.bookingCount}건</span>
        <span>{day.personCount}명</span>
      </span>
    ),
  };
}

/**
 * 월: a month of the book on the booking page's calendar, each day with its bookings and guests
 * (not cancelled); choosing a day opens it in 일.
 */
export function LedgerMonthView({
  date,
  today,
  onDay,
}: {
  /** The day the calendar opens at (its month) and marks. */
  date: string;
  today: string;
  onDay: (date: string) => void;
}) {
  const [month, setMonth] = useState(monthOf(date));
  const query = useLedgerMonth(month);
  const days = new Map(query.data?.days.map((day) => [day.date, day]));
  const totals = query.data?.days.reduce(
    (sum, day) => ({ bookings: sum.bookings + day.bookingCount, guests: sum.guests + day.personCount }),
    { bookings: 0, guests: 0 },
  );
  const year = Number(today.slice(0, 4));
  return (
    <section aria-label={TEXTS.ledgerMonthTitle} className="flex flex-col gap-3">
      <p className="text-[15px] text-ink-700" aria-live="polite">
        {totals ? `${TEXTS.ledgerMonthTotal} ${totals.bookings}건 · 손님 ${totals.guests}명` : TEXTS.ledgerMonthLoading}
      </p>
      <DepositMonthSummary deposits={query.data?.deposits} />
      {query.isError && <ErrorState message={TEXTS.ledgerFailed} onRetry={() => query.refetch()} />}
      <MonthCalendar
        selected={date}
        onSelect={onDay}
        isDisabled={never}
        min={`${year - YEARS_AROUND}-01-01`}
        max={`${year + YEARS_AROUND}-12-31`}
        today={today}
        dayNote={(ymd) => noteOf(days.get(ymd))}
        onMonthChange={setMonth}
      />
      <p className="text-sm text-ink-600">{TEXTS.ledgerMonthHint}</p>
    </section>
  );
}
