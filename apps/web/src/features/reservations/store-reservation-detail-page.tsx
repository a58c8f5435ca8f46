import type { OwnerReservationDetail } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { useParams } from 'react-router';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { ButtonLink } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useCancelForStore, useStoreReservation } from './api';
import { ownerMayCancel } from './booking-dates';
import { CancelButton, CancelledBanner } from './cancel-dialog';
import { DetailList } from './detail-list';
import { ReservationStatusBadge } from './status-badge';
import { TEXTS } from './texts';

const LIST = '/store-reservation';

function Details({ reservation }: { reservation: OwnerReservationDetail }) {
  const cancel = useCancelForStore(reservation.reservationNo);

  return (
    <div className="flex flex-col gap-6">
      {reservation.status !== 'Y' && <CancelledBanner reason={reservation.cancelReason} />}
      <article className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-bold text-ink-900">{reservation.userName}님의 예약</h2>
          <ReservationStatusBadge status={reservation.status} />
        </div>
        <DetailList
          rows={[
            ['예약자', reservation.userName],
            [
              '연락처',
              <a key="tel" href={`tel:${reservation.userPhone}`} className="text-brand-700 hover:underline">
                {reservation.userPhone}
              </a>,
            ],
            ['예약일', listDate(reservation.reservationDate)],
            ['시간', timeOf(reservation.reservationTime)],
            ['인원', people(reservation.personCount)],
          ]}
        />
      </article>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <ButtonLink to={LIST} variant="outline">
          {TEXTS.backToList}
        </ButtonLink>
        {ownerMayCancel(reservation.status, reservation.reservationDate, new Date()) && (
          <CancelButton
            description={TEXTS.ownerCancelDescription}
            cancel={cancel.mutateAsync}
            pending={cancel.isPending}
          />
        )}
      </div>
    </div>
  );
}

function StoreReservationDetail() {
  const reservationNo = Number(useParams().reservationNo);
  const { data, isPending, isError, refetch } = useStoreReservation(reservationNo);
  const valid = Number.isInteger(reservationNo) && reservationNo > 0;

  let body: React.ReactNode;
  if (!valid || isError) {
    body = (
      <div className="flex flex-col items-center gap-4">
        <ErrorState message={MESSAGES.ownerDetailFailed} onRetry={valid ? () => refetch() : undefined} />
        <ButtonLink to={LIST} variant="outline">
          {TEXTS.backToList}
        </ButtonLink>
      </div>
    );
  } else if (isPending) {
    body = (
      <LoadingBlock label="예약 정보를 불러오는 중">
        <Skeleton className="h-64 w-full" />
      </LoadingBlock>
    );
  } else {
    body = <Details reservation={data} />;
  }

  return (
    <div className="container-page max-w-3xl py-8">
      <PageHeader title={TEXTS.ownerDetailTitle} />
      {body}
    </div>
  );
}

export default function StoreReservationDetailPage() {
  return (
    <RequireAuth roles={['ROLE_OWNER', 'ROLE_ADMIN']}>
      <StoreReservationDetail />
    </RequireAuth>
  );
}
