import type { MyReservationDetail } from '@siktak/contract';
import { USER_CANCEL_REASONS } from '@siktak/contract/enums';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { ButtonLink } from '../../shared/ui/button';
import { DepositPolicyBox } from '../../shared/ui/deposit-policy-box';
import { PageHeader } from '../../shared/ui/page';
import { useCancelMine } from './api';
import { AddressActions } from './booking-actions';
import { CancelButton, CancelledBanner } from './cancel-dialog';
import { requestRows } from './booking-request';
import { depositRows } from './deposit-money';
import { BookingCard } from './detail-list';
import { MY_LIST, MyReservationLoader, myReservationPath, useReservationNo } from './my-reservation-loader';
import { NoShowBanner, ReservationStatusBadge } from './status-badge';
import { TEXTS } from './texts';

function Details({ reservation }: { reservation: MyReservationDetail }) {
  const cancel = useCancelMine();
  const cancelled = reservation.status === 'N';

  return (
    <div className="flex flex-col gap-6">
      {cancelled && <CancelledBanner reason={reservation.cancelReason} />}
      {reservation.isNoShow === 'Y' && <NoShowBanner title={TEXTS.noShowBanner} hint={TEXTS.noShowBannerHint} />}
      <BookingCard
        reservation={reservation}
        aside={<ReservationStatusBadge status={reservation.status} isNoShow={reservation.isNoShow} />}
        rows={[
          ['주소', <AddressActions key="address" reservation={reservation} />],
          [
            '전화',
            <a key="tel" href={`tel:${reservation.storePhone}`} className="text-brand-700 hover:underline">
              {reservation.storePhone}
            </a>,
          ],
          ['예약일', listDate(reservation.reservationDate)],
          ['시간', timeOf(reservation.reservationTime)],
          ['인원', people(reservation.personCount)],
          ...requestRows(reservation),
          ...depositRows(reservation.deposit),
        ]}
      />
      {reservation.depositPolicy && (
        <DepositPolicyBox policy={reservation.depositPolicy} party={reservation.personCount} />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <ButtonLink to={MY_LIST} variant="outline">
          {TEXTS.backToList}
        </ButtonLink>
        {reservation.cancellable && (
          <ButtonLink to={`/reservation-change/${reservation.reservationNo}`} variant="outline" className="sm:ml-auto">
            {TEXTS.changeButton}
          </ButtonLink>
        )}
        {!cancelled &&
          (reservation.cancellable ? (
            <CancelButton
              reasons={USER_CANCEL_REASONS}
              description={TEXTS.cancelDialogDescription}
              cancel={(cancelReason) => cancel.mutateAsync({ reservationNo: reservation.reservationNo, cancelReason })}
              pending={cancel.isPending}
            />
          ) : (
            <p className="self-center text-sm text-ink-600">{TEXTS.pastNotCancellable}</p>
          ))}
      </div>
    </div>
  );
}

function MyReservationDetailScreen() {
  const reservationNo = useReservationNo();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  // Opened the existing client's way (router state on /my-reservation-detail), the address becomes the
  // booking's own, so a reload or a copied link opens it again.
  useEffect(() => {
    if (reservationNo !== null && pathname !== myReservationPath(reservationNo)) {
      navigate(myReservationPath(reservationNo), { replace: true, state });
    }
  }, [reservationNo, pathname, state, navigate]);

  return (
    <div className="container-page max-w-3xl py-8">
      <PageHeader title={TEXTS.myDetailTitle} />
      <MyReservationLoader reservationNo={reservationNo}>
        {(reservation) => <Details reservation={reservation} />}
      </MyReservationLoader>
    </div>
  );
}

export default function MyReservationDetailPage() {
  return (
    <RequireAuth>
      <MyReservationDetailScreen />
    </RequireAuth>
  );
}
