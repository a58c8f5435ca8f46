import type { GuestCard } from '@siktak/contract';
import { fillMessage } from '@siktak/contract/messages';
import { LIMITS } from '@siktak/contract/rules';
import { seoulDateTime } from '@siktak/contract/time';
import { useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { useConfirm } from '../../shared/ui/dialog';
import { TextArea } from '../../shared/ui/field';
import { Sheet } from '../../shared/ui/sheet';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useGuestCard, useGuestNote } from './api';
import { TEXTS } from './texts';

function Counts({ card }: { card: GuestCard }) {
  const counts: [string, number][] = [
    [TEXTS.guestVisits, card.visitCount],
    [TEXTS.guestNoShows, card.noShowCount],
    [TEXTS.guestCancels, card.cancelCount],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {counts.map(([label, n]) => (
        <div key={label} className="flex flex-col items-center gap-0.5 rounded-2xl bg-ink-50 px-2 py-3">
          <dt className="text-sm text-ink-600">{label}</dt>
          <dd className="text-lg font-bold text-ink-900">{fillMessage(TEXTS.guestTimes, { n })}</dd>
        </div>
      ))}
    </dl>
  );
}

function Upcoming({ card, current }: { card: GuestCard; current: number }) {
  return (
    <section aria-labelledby="guest-upcoming" className="flex flex-col gap-2">
      <h3 id="guest-upcoming" className="font-bold text-ink-900">
        {TEXTS.guestUpcoming}
      </h3>
      {card.upcoming.length === 0 ? (
        <p className="text-ink-600">{TEXTS.guestUpcomingEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {card.upcoming.map((booking) => (
            <li key={booking.reservationNo} className="flex flex-wrap items-center gap-2 text-[15px] text-ink-800">
              <span>
                {listDate(booking.reservationDate)} {timeOf(booking.reservationTime)} · {people(booking.personCount)}
              </span>
              {booking.reservationNo === current && <Badge>{TEXTS.guestThisBooking}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The owner's note: one free text, saved as a whole and deleted after a confirm. */
function NoteEditor({ reservationNo, note }: { reservationNo: number; note: GuestCard['note'] }) {
  const [text, setText] = useState(note?.text ?? '');
  const save = useGuestNote(reservationNo);
  const confirm = useConfirm();
  const toast = useToast();
  const trimmed = text.trim();

  async function run(next: string | null) {
    try {
      toast.success((await save.mutateAsync(next)).message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '손님 메모를 저장하지 못했어요. 다시 시도해주세요.');
    }
  }

  async function remove() {
    const ok = await confirm({
      title: TEXTS.guestNoteDeleteTitle,
      description: TEXTS.guestNoteDeleteDescription,
      confirmText: TEXTS.guestNoteDelete,
      danger: true,
    });
    if (ok) await run(null);
  }

  const updated = note && seoulDateTime(new Date(note.updatedAt));
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(trimmed);
      }}
    >
      <TextArea
        label={TEXTS.guestNoteLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={LIMITS.guestNoteMax}
        rows={4}
        className="[&_textarea]:min-h-28"
        placeholder={TEXTS.guestNotePlaceholder}
        hint={`${TEXTS.guestNoteHint} ${text.length}/${LIMITS.guestNoteMax}자`}
      />
      {updated && (
        <p className="text-sm text-ink-600">
          {fillMessage(TEXTS.guestNoteUpdated, { when: `${listDate(updated)} ${updated.slice(11, 16)}` })}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {note && (
          <Button type="button" variant="outline" onClick={remove} disabled={save.isPending}>
            {TEXTS.guestNoteDelete}
          </Button>
        )}
        <Button
          type="submit"
          disabled={trimmed === '' || trimmed === note?.text}
          loading={save.isPending}
          loadingText="저장 중…"
        >
          {TEXTS.guestNoteSave}
        </Button>
      </div>
    </form>
  );
}

function GuestCardBody({ reservationNo }: { reservationNo: number }) {
  const { data, isPending, isError, refetch } = useGuestCard(reservationNo, true);
  if (isError) return <ErrorState message={TEXTS.guestCardFailed} onRetry={() => refetch()} />;
  if (isPending) {
    return (
      <LoadingBlock label="손님 카드를 불러오는 중">
        <Skeleton className="h-48 w-full" />
      </LoadingBlock>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-600">{TEXTS.guestCardScope}</p>
      <Counts card={data} />
      <Upcoming card={data} current={reservationNo} />
      {/* A saved note comes back with a new time: the editor starts again from it. */}
      <NoteEditor key={data.note?.updatedAt ?? 'none'} reservationNo={reservationNo} note={data.note} />
    </div>
  );
}

/**
 * 손님 카드, opened from a booking of the owner's list or detail: the guest's record at this store and the
 * owner's private note, in a sheet (a side panel on wide screens), read only while open.
 */
export function GuestCardButton({ reservationNo, userName }: { reservationNo: number; userName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {TEXTS.guestCardOpen}
      </Button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title={fillMessage(TEXTS.guestCardTitle, { name: userName })}
        sideFromMd
      >
        {open && <GuestCardBody reservationNo={reservationNo} />}
      </Sheet>
    </>
  );
}
