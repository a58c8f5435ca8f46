import type { MyReservationDetail, ReservationStoreInfo } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { listDate, people } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { Button, ButtonLink } from '../../shared/ui/button';
import { cx } from '../../shared/ui/cx';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState, ErrorState } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useMyReservation } from '../../shared/reservations/api';
import { useBookingInfo, useChangeMine } from './api';
import { MY_LIST, myReservationPath } from './my-reservation-loader';
import {
  type HeldSeats,
  SlotChoiceForm,
  SlotChoiceSkeleton,
  choiceSummary,
  seatLimitOf,
  useNow,
  useSlotChoice,
} from './slot-choice';
import { TEXTS } from './texts';

/** 현재 예약 beside the new choice, so the diner sees what changes before pressing 변경하기. */
function Comparison({ current, next, changed }: { current: string; next: string | null; changed: boolean }) {
  const cell = 'flex min-w-0 flex-col gap-1 rounded-xl px-4 py-3';
  return (
    <div className="grid gap-2 sm:grid-cols-2" aria-live="polite">
      <div className={cx(cell, 'bg-ink-50')}>
        <span className="text-sm text-ink-600">{TEXTS.changeCurrent}</span>
        <strong className="text-base font-bold text-ink-900">{current}</strong>
      </div>
      <div className={cx(cell, changed ? 'bg-brand-50 ring-1 ring-brand-200' : 'bg-ink-50')}>
        <span className={cx('text-sm', changed ? 'text-brand-700' : 'text-ink-600')}>{TEXTS.changeNew}</span>
        <strong className="text-base font-bold text-ink-900">{next ?? '날짜와 시간을 골라주세요'}</strong>
      </div>
    </div>
  );
}

function ChangeForm({ reservation, info }: { reservation: MyReservationDetail; info: ReservationStoreInfo }) {
  const now = useNow();
  const navigate = useNavigate();
  const toast = useToast();
  const change = useChangeMine(reservation.reservationNo);
  const held = useMemo<HeldSeats>(
    () => ({ date: reservation.reservationDate, time: reservation.reservationTime, party: reservation.personCount }),
    [reservation.reservationDate, reservation.reservationTime, reservation.personCount],
  );
  const choice = useSlotChoice(
    reservation.storeNo,
    info,
    now,
    { date: held.date, time: held.time, party: held.party },
    held,
  );
  const { date, time, count } = choice;
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const changed = date !== held.date || time !== held.time || count !== held.party;
  const seatLimit = seatLimitOf(choice);
  const summary = choiceSummary(choice);

  function submit() {
    setFailure(null);
    if (!date || !time) {
      setFailure({ title: MESSAGES.bookingIncomplete });
      return;
    }
    change.mutate(
      { reservationDate: date, reservationTime: time, personCount: count },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          navigate(myReservationPath(reservation.reservationNo));
        },
        onError: (error) => {
          const serverSaid = error instanceof ApiError && error.status >= 400 && error.status < 500;
          toast.error(serverSaid ? error.message : MESSAGES.changeFailed);
          setFailure({ title: MESSAGES.changeFailed, ...(serverSaid ? { detail: error.message } : {}) });
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-8 pb-24 lg:pb-0">
      <Comparison
        current={`${listDate(held.date)} ${held.time} · ${people(held.party)}`}
        next={summary}
        changed={changed}
      />
      <SlotChoiceForm
        info={info}
        now={now}
        choice={choice}
        failure={failure}
        onPick={() => setFailure(null)}
        seatLimitId="change-seat-limit"
        hints={<p className="text-sm text-ink-600">{TEXTS.changeHint}</p>}
        action={
          <Button
            size="lg"
            className="shrink-0 lg:w-full"
            onClick={submit}
            disabled={!date || !time || !changed || seatLimit !== null}
            aria-describedby={seatLimit ? 'change-seat-limit' : undefined}
            loading={change.isPending}
            loadingText={TEXTS.changing}
          >
            {TEXTS.changeSubmit}
          </Button>
        }
      />
    </div>
  );
}

function ReservationChange() {
  const reservationNo = Number(useParams().reservationNo);
  const valid = Number.isInteger(reservationNo) && reservationNo > 0;
  const reservation = useMyReservation(valid ? reservationNo : null);
  const info = useBookingInfo(reservation.data?.storeNo ?? 0);

  let body: React.ReactNode;
  if (!valid || reservation.isError || info.isError) {
    const { error } = reservation;
    const notFound = error instanceof ApiError && error.status === 404 ? error.message : null;
    body = (
      <div className="flex flex-col items-center gap-4">
        <ErrorState
          message={notFound ?? MESSAGES.bookingLoadFailed}
          onRetry={valid && notFound === null ? () => Promise.all([reservation.refetch(), info.refetch()]) : undefined}
        />
        <ButtonLink to={MY_LIST} variant="outline">
          {TEXTS.backToList}
        </ButtonLink>
      </div>
    );
  } else if (reservation.isPending || (reservation.data.cancellable && info.isPending)) {
    body = <SlotChoiceSkeleton />;
  } else if (!reservation.data.cancellable || !info.data) {
    body = (
      <EmptyState
        title={TEXTS.changeNotAllowed}
        action={<ButtonLink to={myReservationPath(reservationNo)}>예약 상세로 돌아가기</ButtonLink>}
      />
    );
  } else {
    body = <ChangeForm reservation={reservation.data} info={info.data} />;
  }

  return (
    <div className="container-page max-w-4xl py-8">
      <PageHeader title={TEXTS.changeTitle} description={reservation.data?.storeName} />
      {body}
    </div>
  );
}

export default function ReservationChangePage() {
  return (
    <RequireAuth>
      <ReservationChange />
    </RequireAuth>
  );
}
