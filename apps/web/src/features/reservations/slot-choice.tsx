import type { DaySlots, ReservationStoreInfo } from '@siktak/contract';
import { dayHoursLines, hoursOn } from '@siktak/contract/hours';
import { MESSAGES, fillMessage } from '@siktak/contract/messages';
import { seoulDate } from '@siktak/contract/time';
import { useEffect, useMemo, useState } from 'react';
import { listDate, people } from '../../shared/lib/format';
import { cx } from '../../shared/ui/cx';
import { LoadingBlock, Skeleton } from '../../shared/ui/states';
import { FEW_SEATS } from '../../shared/availability/pick';
import { useAvailableSeats, useDaySlots } from './api';
import { isDayDisabled, slotsOf } from './booking-dates';
import { MonthCalendar } from './month-calendar';
import { TEXTS } from './texts';

/**
 * What the booking page and the change page share: choosing a date, a party and an hour of one store,
 * with the seats each hour has left. The page adds its own action (예약하기, 변경하기) around it.
 */

type SlotState = DaySlots['slots'][number];

/** "Now", moved on every minute so today's slots close while the page stays open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A booking's slot and party, whose seats count as free to itself (the change page's current booking). */
export interface HeldSeats {
  date: string;
  time: string;
  party: number;
}

/** The seats of `held` in the hour `time` of `date`: its party when that is its slot, else none. */
const heldIn = (held: HeldSeats | undefined, date: string | null, time: string | null) =>
  held && date === held.date && time === held.time ? held.party : 0;

/**
 * The chosen date, hour and party, and the seats of the chosen day and hour. `held` seats are the
 * diner's own booking: in its slot they count as free, as the server counts them when it changes it.
 */
export function useSlotChoice(
  storeNo: number,
  info: ReservationStoreInfo,
  now: Date,
  initial: { date: string | null; time: string | null; party: number },
  held?: HeldSeats,
) {
  const [date, setDate] = useState<string | null>(initial.date);
  const slots = useMemo(() => (date ? slotsOf(date, info, now) : []), [date, info, now]);
  const [time, setTime] = useState<string | null>(() => initial.time ?? slots[0] ?? null);
  const [count, setCount] = useState(initial.party);
  const seats = useAvailableSeats(storeNo, date, time);
  const day = useDaySlots(storeNo, date);
  const seatsBySlot = useMemo(
    () =>
      new Map(
        day.data?.slots.map((slot): [string, SlotState] => {
          const own = heldIn(held, date, slot.time);
          const available = slot.available + own;
          return [slot.time, own ? { ...slot, available, bookable: !slot.closed && available > 0 } : slot];
        }),
      ),
    [day.data, held, date],
  );

  // A slot that has started meanwhile is no longer a choice.
  useEffect(() => {
    if (time && !slots.includes(time)) setTime(slots[0] ?? null);
  }, [slots, time]);

  function chooseDate(next: string) {
    setDate(next);
    setTime(slotsOf(next, info, now)[0] ?? null);
  }

  const available = seats.isSuccess ? seats.data + heldIn(held, date, time) : null;
  const chosen = time ? seatsBySlot.get(time) : undefined;
  return { date, chooseDate, slots, time, setTime, count, setCount, available, chosen, seatsBySlot };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;

/**
 * Why the chosen hour cannot take the party, or null. The diner's party size is theirs to change: an
 * hour with fewer seats says so and cannot be chosen.
 */
export function seatLimitOf(choice: SlotChoice): string | null {
  if (choice.chosen?.closed) return TEXTS.bookingClosedHour;
  if (choice.available === 0) return TEXTS.bookingSoldOut;
  if (choice.available !== null && choice.count > choice.available) {
    return fillMessage(MESSAGES.bookingMaxPeople, { n: choice.available });
  }
  return null;
}

/** `2026.11.20 (금) 19:00 · 2명`, or null before a date and an hour are chosen. */
export function choiceSummary(choice: SlotChoice): string | null {
  return choice.date && choice.time ? `${listDate(choice.date)} ${choice.time} · ${people(choice.count)}` : null;
}

export function Section({
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

/** The month calendar of the days the store takes bookings, and the chosen one. */
function DateSection({
  info,
  now,
  choice,
  onPick,
}: {
  info: ReservationStoreInfo;
  now: Date;
  choice: SlotChoice;
  onPick?: () => void;
}) {
  const today = seoulDate(now);
  return (
    <Section title="날짜" id="booking-date">
      <div className="rounded-2xl border border-ink-200 p-3 sm:p-5">
        <MonthCalendar
          selected={choice.date}
          onSelect={(ymd) => {
            choice.chooseDate(ymd);
            onPick?.();
          }}
          isDisabled={(ymd) => isDayDisabled(ymd, info, now)}
          min={today}
          max={info.lastBookableDate}
          today={today}
        />
      </div>
      <p className="text-sm text-ink-600">
        {choice.date ? `선택한 날짜: ${listDate(choice.date)}` : TEXTS.bookingNoOpenDate}
        {choice.date && (
          // That weekday's hours, which may differ from the usual hours in the page's header.
          <span className="block">영업시간 {dayHoursLines(hoursOn(info, choice.date)).join(' · ')}</span>
        )}
      </p>
    </Section>
  );
}

/** The party stepper, up to the store's largest online party. */
function PartySection({ info, choice }: { info: ReservationStoreInfo; choice: SlotChoice }) {
  return (
    <Section
      title="인원"
      id="booking-people"
      aside={<span className="text-sm text-ink-600">최대 {people(info.maxPersonCount)}</span>}
    >
      <Stepper value={choice.count} min={1} max={info.maxPersonCount} onChange={choice.setCount} />
      <p className="text-sm text-ink-600">{fillMessage(TEXTS.bookingLargeParty, { n: info.maxPersonCount })}</p>
    </Section>
  );
}

/**
 * What an hour's button says under its time: 마감 when nothing can be booked (it stays a choice, for
 * the waitlist), the seats left when few are (as the discovery chips say it), nothing otherwise or
 * while unknown.
 */
function slotLabel(state: SlotState | undefined) {
  if (!state) return null;
  if (!state.bookable || state.available === 0) return { text: TEXTS.slotFull, full: true };
  if (state.available <= FEW_SEATS) return { text: `${state.available}석 남음`, full: false };
  return null;
}

/**
 * The hours of the chosen day as buttons with their seats, the seats left in the chosen one, and
 * whatever the page shows under them (`children`: the seat limit, the waitlist, the limits).
 */
function TimeSection({
  choice,
  onPick,
  children,
}: {
  choice: SlotChoice;
  onPick?: () => void;
  children?: React.ReactNode;
}) {
  const { slots, time, available, seatsBySlot } = choice;
  return (
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
                  choice.setTime(slot);
                  onPick?.();
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
      {children}
    </Section>
  );
}

/** The refusal under the action, in the server's words when it gave them. */
function FailureNote({ failure }: { failure: { title: string; detail?: string } | null }) {
  if (!failure) return null;
  return (
    <div role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-[15px] text-red-700">
      <p className="font-semibold">{failure.title}</p>
      {failure.detail && <p>{failure.detail}</p>}
    </div>
  );
}

/** The action bar: fixed to the bottom on phones, under the choices on wide screens. */
function ActionBar({ summary, children }: { summary: string | null; children: React.ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-ink-200 bg-white p-3 lg:static lg:flex-col lg:items-stretch lg:border-0 lg:p-0">
      {summary && <p className="min-w-0 flex-1 truncate text-sm font-semibold text-ink-700 lg:text-base">{summary}</p>}
      {children}
    </div>
  );
}

/**
 * The whole chooser: the calendar beside the party and the hours, the seat limit (`seatLimitId`, for the
 * action's aria-describedby) and the page's `hints` under the hours, the refusal, and the action bar with
 * the page's `action`.
 */
export function SlotChoiceForm({
  info,
  now,
  choice,
  failure,
  onPick,
  seatLimitId,
  hints,
  extra,
  action,
  className,
}: {
  info: ReservationStoreInfo;
  now: Date;
  choice: SlotChoice;
  failure: { title: string; detail?: string } | null;
  onPick: () => void;
  seatLimitId: string;
  hints: React.ReactNode;
  /** The page's own section after the hours (the booking's 요청사항). */
  extra?: React.ReactNode;
  action: React.ReactNode;
  className?: string;
}) {
  const seatLimit = seatLimitOf(choice);
  return (
    <div className={cx('grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-10', className)}>
      <DateSection info={info} now={now} choice={choice} onPick={onPick} />

      <div className="flex flex-col gap-8">
        <PartySection info={info} choice={choice} />

        <TimeSection choice={choice} onPick={onPick}>
          {seatLimit && (
            <p id={seatLimitId} role="alert" className="text-sm font-medium text-red-700">
              {seatLimit}
            </p>
          )}
          {hints}
        </TimeSection>

        {extra}

        <FailureNote failure={failure} />

        <ActionBar summary={choiceSummary(choice)}>{action}</ActionBar>
      </div>
    </div>
  );
}

/** The chooser's shape while the store's booking rules load. */
export function SlotChoiceSkeleton() {
  return (
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
}
