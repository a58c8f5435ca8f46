import type { ReservationEvent } from '@siktak/contract';
import { seoulDateTime } from '@siktak/contract/time';
import { listDate, people } from '../../shared/lib/format';
import { cx } from '../../shared/ui/cx';
import { TEXTS } from './texts';

const TITLES: Record<ReservationEvent['kind'], string> = {
  booked: TEXTS.historyBooked,
  changed: TEXTS.historyChanged,
  cancelled: TEXTS.historyCancelled,
  'no-show': TEXTS.historyNoShow,
  visited: TEXTS.historyVisited,
};

const CANCELLED_BY: Record<NonNullable<ReservationEvent['by']>, string> = {
  USER: '손님이 취소했어요',
  OWNER: '가게에서 취소했어요',
  ADMIN: '관리자가 취소했어요',
  SYSTEM: '가게 삭제나 회원 탈퇴로 취소되었어요',
};

type Slot = NonNullable<ReservationEvent['from']>;
const slotText = (slot: Slot) =>
  `${listDate(slot.reservationDate)} ${slot.reservationTime} · ${people(slot.personCount)}`;

/** `2026.11.17 (화) 10:01`: when it happened, in Seoul. */
function whenText(at: string): string {
  const local = seoulDateTime(new Date(at));
  return `${listDate(local)} ${local.slice(11, 16)}`;
}

function detailOf(event: ReservationEvent): string | null {
  if (event.kind === 'changed' && event.from && event.to) return `${slotText(event.from)} → ${slotText(event.to)}`;
  if (event.kind === 'cancelled' && event.by) return CANCELLED_BY[event.by];
  return null;
}

/** The owner's timeline of a booking: booked, each change from → to, cancelled, a no-show or 방문 완료. */
export function ReservationHistory({ history }: { history: ReservationEvent[] }) {
  return (
    <section aria-labelledby="reservation-history" className="flex flex-col gap-3">
      <h2 id="reservation-history" className="text-lg font-bold text-ink-900">
        {TEXTS.historyTitle}
      </h2>
      <ol className="flex flex-col">
        {history.map((event, i) => {
          const detail = detailOf(event);
          const last = i === history.length - 1;
          return (
            <li key={`${event.kind}-${event.at}`} className="relative flex gap-3 pb-4 last:pb-0">
              {!last && <span aria-hidden className="absolute top-4 bottom-0 left-[5px] w-px bg-ink-200" />}
              <span
                aria-hidden
                className={cx(
                  'mt-1.5 size-[11px] shrink-0 rounded-full',
                  event.kind === 'cancelled'
                    ? 'bg-red-500'
                    : event.kind === 'changed'
                      ? 'bg-brand-600'
                      : event.kind === 'visited'
                        ? 'bg-green-600'
                        : 'bg-ink-400',
                )}
              />
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <strong className="font-bold text-ink-900">{TITLES[event.kind]}</strong>
                  <time dateTime={event.at} className="text-sm text-ink-600">
                    {whenText(event.at)}
                  </time>
                </p>
                {detail && <p className="text-[15px] text-ink-700">{detail}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
