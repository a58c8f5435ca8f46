import type { MyReservationDetail } from '@siktak/contract';
import { USER_CANCEL_REASONS } from '@siktak/contract/enums';
import { MESSAGES } from '@siktak/contract/messages';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { ButtonLink } from '../../shared/ui/button';
import { LineIcon } from '../../shared/ui/line-icon';
import { useDocumentTitle } from '../../shared/ui/page';
import { useCancelMine } from './api';
import { AddressActions, CalendarButton, ShareButton } from './booking-actions';
import { CancelButton } from './cancel-dialog';
import { BookingCard } from './detail-list';
import { MY_LIST, MyReservationLoader, myReservationPath, useReservationNo } from './my-reservation-loader';
import { TEXTS } from './texts';

function Confirmation({ reservation }: { reservation: MyReservationDetail }) {
  const cancel = useCancelMine();
  // Cancelled here (or elsewhere since), the page says so and offers only the ways on.
  const cancelled = reservation.status === 'N';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-2 px-2 pt-2 text-center">
        {!cancelled && (
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <LineIcon>
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </LineIcon>
          </span>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-[28px]">
          {cancelled ? TEXTS.completeCancelled : MESSAGES.bookingDone}
        </h1>
        {!cancelled && <p className="text-ink-600">{TEXTS.completeLead}</p>}
      </div>

      <BookingCard
        reservation={reservation}
        rows={[
          ['날짜', listDate(reservation.reservationDate)],
          ['시간', timeOf(reservation.reservationTime)],
          ['인원', people(reservation.personCount)],
          ['주소', <AddressActions key="address" reservation={reservation} />],
        ]}
      />

      <div className="flex flex-col gap-2">
        {!cancelled && (
          <div className="grid grid-cols-2 gap-2">
            <CalendarButton reservationNo={reservation.reservationNo} />
            <ShareButton reservation={reservation} />
          </div>
        )}
        <div className="grid grid-cols-2 gap-2">
          <ButtonLink to={myReservationPath(reservation.reservationNo)}>{TEXTS.toDetail}</ButtonLink>
          <ButtonLink to={MY_LIST} state={{ highlight: reservation.reservationNo }} variant="outline">
            {TEXTS.toMyList}
          </ButtonLink>
        </div>
        {reservation.cancellable && (
          <CancelButton
            reasons={USER_CANCEL_REASONS}
            description={TEXTS.cancelDialogDescription}
            cancel={(cancelReason) => cancel.mutateAsync({ reservationNo: reservation.reservationNo, cancelReason })}
            pending={cancel.isPending}
            quiet
            className="self-center"
          />
        )}
      </div>
    </div>
  );
}

function ReservationComplete() {
  useDocumentTitle('예약 완료');
  return (
    <div className="container-page max-w-2xl py-8">
      <MyReservationLoader reservationNo={useReservationNo()}>
        {(reservation) => <Confirmation reservation={reservation} />}
      </MyReservationLoader>
    </div>
  );
}

/** /reservation-complete/:reservationNo — where 예약하기 leads; loads the booking by its number, so a reload works. */
export default function ReservationCompletePage() {
  return (
    <RequireAuth>
      <ReservationComplete />
    </RequireAuth>
  );
}
