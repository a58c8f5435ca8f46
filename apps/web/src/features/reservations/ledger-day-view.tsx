import type { LedgerDay, LedgerItem } from '@siktak/contract';
import { addDays, weekdayOf } from '@siktak/contract/time';
import { koreanDate, timeOf } from '../../shared/lib/format';
import { Button } from '../../shared/ui/button';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useLedgerDay } from './api';
import { OwnerCard } from './owner-booking-rows';
import { TEXTS } from './texts';

/** The day's bookings under their hour, in the answer's order (by time, then as booked). */
function byHour(bookings: LedgerItem[]): [string, LedgerItem[]][] {
  const hours = new Map<string, LedgerItem[]>();
  for (const booking of bookings) {
    const time = timeOf(booking.reservationTime);
    hours.set(time, [...(hours.get(time) ?? []), booking]);
  }
  return [...hours];
}

function Summary({ summary }: { summary: LedgerDay['summary'] }) {
  const parts: [string, string][] = [
    [TEXTS.ledgerBookings, `${summary.bookingCount}건`],
    [TEXTS.ledgerGuests, `${summary.personCount}명`],
    [TEXTS.statusNoShow, `${summary.noShowCount}건`],
    [TEXTS.statusCancelled, `${summary.cancelledCount}건`],
  ];
  return (
    <dl className="grid grid-cols-4 gap-2">
      {parts.map(([label, value]) => (
        <div key={label} className="flex flex-col items-center rounded-2xl bg-ink-50 px-1 py-2.5">
          <dt className="text-[13px] text-ink-600">{label}</dt>
          <dd className="text-base font-bold tabular-nums text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 일: one day of the book as a timeline — each hour with its bookings (party, name, phone, 요청사항 in full,
 * status, the guest card), cancelled ones too, and the day's counts; the day before, after, and today.
 */
export function LedgerDayView({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const day = useLedgerDay(date);
  const today = day.data?.today;
  return (
    <section aria-labelledby="ledger-day-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ledger-day-heading" className="text-lg font-bold text-ink-900" aria-live="polite">
          {koreanDate(date)} ({weekdayOf(date)})
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => onDate(addDays(date, -1))}>
            {TEXTS.ledgerPrevDay}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => today && onDate(today)}
            disabled={!today || today === date}
          >
            {TEXTS.ledgerToday}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDate(addDays(date, 1))}>
            {TEXTS.ledgerNextDay}
          </Button>
        </div>
      </div>
      {day.isPending ? (
        <LoadingBlock label={TEXTS.ledgerDayLoading}>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="mt-3 h-24 w-full" />
        </LoadingBlock>
      ) : day.isError ? (
        <ErrorState message={TEXTS.ledgerFailed} onRetry={() => day.refetch()} />
      ) : (
        <>
          <Summary summary={day.data.summary} />
          {day.data.bookings.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-ink-200 py-10 text-center text-ink-600">
              {TEXTS.ledgerDayEmpty}
            </p>
          ) : (
            <ol aria-label={TEXTS.ledgerTimeline} className="flex flex-col gap-4">
              {byHour(day.data.bookings).map(([time, bookings]) => (
                <li key={time} className="flex flex-col gap-2 sm:flex-row sm:gap-4">
                  <h3 className="shrink-0 text-base font-bold tabular-nums text-brand-700 sm:w-16 sm:pt-4">{time}</h3>
                  <ul className="flex min-w-0 flex-1 flex-col gap-2">
                    {bookings.map((booking) => (
                      <li key={booking.reservationNo}>
                        <OwnerCard row={booking} inDay />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
