import type { Occasion, ReservationStoreInfo } from '@siktak/contract';
import { OCCASIONS, OCCASION_LABELS } from '@siktak/contract/enums';
import { MESSAGES, fillMessage } from '@siktak/contract/messages';
import { LIMITS } from '@siktak/contract/rules';
import { seoulDate } from '@siktak/contract/time';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { listDate, people } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { Button, ButtonLink } from '../../shared/ui/button';
import { cx } from '../../shared/ui/cx';
import { TextArea } from '../../shared/ui/field';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { FEW_SEATS } from '../../shared/availability/pick';
import { WaitlistOffer } from '../../shared/waitlist/waitlist-offer';
import { useAvailableSeats, useBook, useBookingInfo, useDaySlots } from './api';
import { firstOpenDate, isDayDisabled, requestedBooking, slotsOf } from './booking-dates';
import { MonthCalendar } from './month-calendar';
import { TEXTS } from './texts';

/** "Now", moved on every minute so today's slots close while the page stays open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Section({
  title,
  id,
  children,
  aside,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Stepper({
  value,
  min,
  max,
  onChange,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const button =
    'inline-flex size-11 items-center justify-center rounded-full border border-ink-300 bg-white text-xl font-semibold text-ink-900 hover:bg-ink-50 disabled:cursor-not-allowed disabled:text-ink-300';
  return (
    <div className="flex items-center gap-4">
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label="인원 줄이기"
      >
        −
      </button>
      <output
        aria-live="polite"
        className="min-w-16 text-center text-xl font-bold text-ink-900"
        aria-label={`인원 ${people(value)}`}
      >
        {people(value)}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label="인원 늘리기"
      >
        +
      </button>
    </div>
  );
}

/**
 * What an hour's button says under its time: 마감 when nothing can be booked (it stays a choice, for
 * the waitlist), the seats left when few are (as the discovery chips say it), nothing otherwise or
 * while unknown.
 */
function slotLabel(state: { available: number; bookable: boolean } | undefined) {
  if (!state) return null;
  if (!state.bookable || state.available === 0) return { text: TEXTS.slotFull, full: true };
  if (state.available <= FEW_SEATS) return { text: `${state.available}석 남음`, full: false };
  return null;
}

/**
 * 요청사항, both optional: the occasion as chips (a second tap takes it back) and a note to the store,
 * cut at the server's limit as it is typed, with its counter.
 */
function BookingRequestFields({
  occasion,
  onOccasion,
  note,
  onNote,
}: {
  occasion: Occasion | null;
  onOccasion: (next: Occasion | null) => void;
  note: string;
  onNote: (next: string) => void;
}) {
  return (
    <Section title="요청사항" id="booking-request" aside={<span className="text-sm text-ink-600">선택</span>}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink-700">방문 목적</legend>
        <div className="flex flex-wrap gap-2">
          {OCCASIONS.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={code === occasion}
              onClick={() => onOccasion(code === occasion ? null : code)}
              className={cx(
                'min-h-10 rounded-full border px-4 text-[15px] font-semibold transition-colors',
                code === occasion
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-ink-300 bg-white text-ink-900 hover:border-brand-500 hover:bg-brand-50',
              )}
            >
              {OCCASION_LABELS[code]}
            </button>
          ))}
        </div>
      </fieldset>
      <TextArea
        label="요청 내용"
        value={note}
        onChange={(event) => onNote(event.target.value)}
        maxLength={LIMITS.requestNoteMax}
        rows={3}
        className="[&_textarea]:min-h-24"
        placeholder={TEXTS.requestNotePlaceholder}
        hint={`${note.length}/${LIMITS.requestNoteMax}자`}
      />
    </Section>
  );
}

function BookingForm({ storeNo, info }: { storeNo: number; info: ReservationStoreInfo }) {
  const now = useNow();
  const navigate = useNavigate();
  const toast = useToast();
  const book = useBook();
  const [params] = useSearchParams();
  // A time chip's link selects its date, time and party.
  const [asked] = useState(() => requestedBooking(params, info, now));
  const [date, setDate] = useState<string | null>(() => asked.date ?? firstOpenDate(info, now));
  const slots = useMemo(() => (date ? slotsOf(date, info, now) : []), [date, info, now]);
  const [time, setTime] = useState<string | null>(() => asked.time ?? slots[0] ?? null);
  const [count, setCount] = useState(asked.party ?? 1);
  const [occasion, setOccasion] = useState<Occasion | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const seats = useAvailableSeats(storeNo, date, time);
  const available = seats.isSuccess ? seats.data : null;
  const day = useDaySlots(storeNo, date);
  const seatsBySlot = useMemo(() => new Map(day.data?.slots.map((slot) => [slot.time, slot])), [day.data]);
  const today = seoulDate(now);

  // A slot that has started meanwhile is no longer a choice.
  useEffect(() => {
    if (time && !slots.includes(time)) setTime(slots[0] ?? null);
  }, [slots, time]);

  function chooseDate(next: string) {
    setDate(next);
    setTime(slotsOf(next, info, now)[0] ?? null);
    setFailure(null);
  }

  function submit() {
    setFailure(null);
    const userNo = session.user()?.userNo;
    if (!userNo) {
      setFailure({ title: MESSAGES.loginRequired });
      return;
    }
    if (!date || !time || count < 1) {
      setFailure({ title: MESSAGES.bookingIncomplete });
      return;
    }
    const requestNote = note.trim();
    book.mutate(
      {
        userNo,
        storeNo,
        reservationDate: date,
        reservationTime: time,
        personCount: count,
        // Sent only when given: without them the body is the existing client's.
        ...(occasion ? { occasion } : {}),
        ...(requestNote ? { requestNote } : {}),
      },
      {
        // The confirmation page says "예약이 완료되었습니다!" and loads the booking by its number.
        onSuccess: ({ reservationNo }) => navigate(`/reservation-complete/${reservationNo}`),
        onError: (error) => {
          const serverSaid = error instanceof ApiError && error.status >= 400 && error.status < 500;
          // The toast is seen wherever the page is scrolled (the button sits in a bar on phones).
          toast.error(serverSaid ? error.message : MESSAGES.bookingSaveFailed);
          setFailure({ title: MESSAGES.bookingSaveFailed, ...(serverSaid ? { detail: error.message } : {}) });
        },
      },
    );
  }

  // The diner's party size is theirs to change: a slot with fewer seats says so and cannot be booked.
  // The waitlist is offered only on an hour full of bookings: one its owner closed never frees a seat.
  const chosen = time ? seatsBySlot.get(time) : undefined;
  const seatLimit = chosen?.closed
    ? TEXTS.bookingClosedHour
    : available === 0
      ? TEXTS.bookingSoldOut
      : available !== null && count > available
        ? fillMessage(MESSAGES.bookingMaxPeople, { n: available })
        : null;
  const summary = date && time ? `${listDate(date)} ${time} · ${people(count)}` : null;

  return (
    <div className="grid gap-8 pb-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-10 lg:pb-0">
      <Section title="날짜" id="booking-date">
        <div className="rounded-2xl border border-ink-200 p-3 sm:p-5">
          <MonthCalendar
            selected={date}
            onSelect={chooseDate}
            isDisabled={(ymd) => isDayDisabled(ymd, info, now)}
            min={today}
            max={info.lastBookableDate}
            today={today}
          />
        </div>
        <p className="text-sm text-ink-600">{date ? `선택한 날짜: ${listDate(date)}` : TEXTS.bookingNoOpenDate}</p>
      </Section>

      <div className="flex flex-col gap-8">
        <Section
          title="인원"
          id="booking-people"
          aside={<span className="text-sm text-ink-600">최대 {people(info.maxPersonCount)}</span>}
        >
          <Stepper value={count} min={1} max={info.maxPersonCount} onChange={setCount} />
          <p className="text-sm text-ink-600">{fillMessage(TEXTS.bookingLargeParty, { n: info.maxPersonCount })}</p>
        </Section>

        <Section
          title="시간"
          id="booking-time"
          aside={
            <span className="text-sm text-ink-600" aria-live="polite">
              {available !== null && (
                <>
                  예약 가능 인원 <strong className="font-bold text-ink-900">{people(available)}</strong>
                </>
              )}
            </span>
          }
        >
          {slots.length === 0 ? (
            <p className="rounded-xl bg-ink-50 px-4 py-3 text-ink-600">{TEXTS.bookingNoSlots}</p>
          ) : (
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {slots.map((slot) => {
                const label = slotLabel(seatsBySlot.get(slot));
                return (
                  <button
                    key={slot}
                    type="button"
                    aria-pressed={slot === time}
                    onClick={() => {
                      setTime(slot);
                      setFailure(null);
                    }}
                    className={cx(
                      'flex min-h-11 flex-col items-center justify-center rounded-full border px-2 text-[15px] font-semibold leading-tight transition-colors',
                      slot === time
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : label?.full
                          ? 'border-ink-200 bg-ink-50 text-ink-600 hover:border-ink-300'
                          : 'border-ink-300 bg-white text-ink-900 hover:border-brand-500 hover:bg-brand-50',
                    )}
                  >
                    {slot}
                    {label && (
                      <span
                        className={cx(
                          'text-xs font-medium',
                          slot === time ? 'text-white' : label.full ? 'text-ink-600' : 'text-brand-700',
                        )}
                      >
                        {label.text}
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          )}
          {seatLimit && (
            <p id="booking-seat-limit" role="alert" className="text-sm font-medium text-red-700">
              {seatLimit}
            </p>
          )}
          {seatLimit && date && time && chosen && !chosen.closed && (
            <WaitlistOffer storeNo={storeNo} date={date} time={time} party={count} />
          )}
          <p className="text-sm text-ink-600">{TEXTS.bookingLimits}</p>
        </Section>

        <BookingRequestFields occasion={occasion} onOccasion={setOccasion} note={note} onNote={setNote} />

        {failure && (
          <div role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-[15px] text-red-700">
            <p className="font-semibold">{failure.title}</p>
            {failure.detail && <p>{failure.detail}</p>}
          </div>
        )}

        <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-ink-200 bg-white p-3 lg:static lg:flex-col lg:items-stretch lg:border-0 lg:p-0">
          {summary && (
            <p className="min-w-0 flex-1 truncate text-sm font-semibold text-ink-700 lg:text-base">{summary}</p>
          )}
          <Button
            size="lg"
            className="shrink-0 lg:w-full"
            onClick={submit}
            disabled={!date || !time || seatLimit !== null}
            aria-describedby={seatLimit ? 'booking-seat-limit' : undefined}
            loading={book.isPending}
            loadingText={TEXTS.booking}
          >
            {TEXTS.bookButton}
          </Button>
        </div>
      </div>
    </div>
  );
}

function Booking() {
  const storeNo = Number(useParams().storeNo);
  const info = useBookingInfo(storeNo);

  let body: React.ReactNode;
  if (!Number.isInteger(storeNo) || storeNo <= 0 || info.isError) {
    body = (
      <ErrorState
        message={MESSAGES.bookingLoadFailed}
        onRetry={
          info.isError && !(info.error instanceof ApiError && info.error.status === 404)
            ? () => info.refetch()
            : undefined
        }
      />
    );
  } else if (info.isPending) {
    body = (
      <LoadingBlock label="예약 정보를 불러오는 중">
        <div className="grid gap-8 lg:grid-cols-2">
          <Skeleton className="h-96 w-full" />
          <div className="flex flex-col gap-4">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        </div>
      </LoadingBlock>
    );
  } else if (firstOpenDate(info.data, new Date()) === null) {
    body = (
      <EmptyState
        title={TEXTS.bookingNoOpenDate}
        action={<ButtonLink to={`/store-detail/${storeNo}`}>가게 정보 보기</ButtonLink>}
      />
    );
  } else {
    body = <BookingForm storeNo={storeNo} info={info.data} />;
  }

  return (
    <div className="container-page max-w-4xl py-8">
      <PageHeader
        title={info.data?.storeName ?? TEXTS.bookingTitle}
        // Only the hours: the hourly capacity is the owner's figure, not the diner's (issue 37).
        description={info.data ? `영업시간 ${info.data.openTime}~${info.data.closeTime}` : undefined}
      />
      {body}
    </div>
  );
}

export default function ReservationPage() {
  return (
    <RequireAuth>
      <Booking />
    </RequireAuth>
  );
}
