import type { MyReservationDetail } from '@siktak/contract';
import { USER_CANCEL_REASONS } from '@siktak/contract/enums';
import { MESSAGES } from '@siktak/contract/messages';
import { useLocation } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { ButtonLink } from '../../shared/ui/button';
import { Photo } from '../../shared/ui/image';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useCancelMine, useMyReservation } from './api';
import { CancelButton, CancelledBanner } from './cancel-dialog';
import { DetailList } from './detail-list';
import { NoShowBanner, ReservationStatusBadge } from './status-badge';
import { TEXTS } from './texts';

const LIST = '/my-reservation-list';

/** A positive reservation number from router state (the list hands `{ reservationNo }`). */
function reservationNoOf(state: unknown): number | null {
  const value = (state as { reservationNo?: unknown } | null)?.reservationNo;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

function Details({ reservation }: { reservation: MyReservationDetail }) {
  const cancel = useCancelMine();
  const cancelled = reservation.status === 'N';
  const storeName = reservation.isDeleted === 'Y' ? MESSAGES.deletedStore : reservation.storeName;

  return (
    <div className="flex flex-col gap-6">
      {cancelled && <CancelledBanner reason={reservation.cancelReason} />}
      {reservation.isNoShow === 'Y' && <NoShowBanner title={TEXTS.noShowBanner} hint={TEXTS.noShowBannerHint} />}
      <article className="overflow-hidden rounded-2xl border border-ink-200 bg-white sm:grid sm:grid-cols-[280px_minmax(0,1fr)]">
        <Photo
          src={reservation.storeImage}
          alt={`${storeName} 대표 사진`}
          eager
          width={560}
          height={420}
          className="aspect-[4/3] w-full sm:h-full"
        />
        <div className="flex flex-col gap-4 p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-bold text-ink-900">{storeName}</h2>
            <ReservationStatusBadge status={reservation.status} isNoShow={reservation.isNoShow} />
          </div>
          <DetailList
            rows={[
              ['주소', `${reservation.storeAddress1} ${reservation.storeAddress2}`.trim()],
              [
                '전화',
                <a key="tel" href={`tel:${reservation.storePhone}`} className="text-brand-700 hover:underline">
                  {reservation.storePhone}
                </a>,
              ],
              ['예약일', listDate(reservation.reservationDate)],
              ['시간', timeOf(reservation.reservationTime)],
              ['인원', people(reservation.personCount)],
            ]}
          />
        </div>
      </article>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <ButtonLink to={LIST} variant="outline">
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
  const reservationNo = reservationNoOf(useLocation().state);
  const { data, isPending, isError, error, refetch } = useMyReservation(reservationNo);

  let body: React.ReactNode;
  if (reservationNo === null) {
    body = (
      <EmptyState
        title={MESSAGES.invalidAccess}
        description="예약 내역에서 예약을 골라주세요."
        action={<ButtonLink to={LIST}>예약 내역 보기</ButtonLink>}
      />
    );
  } else if (isPending) {
    body = (
      <LoadingBlock label="예약 정보를 불러오는 중">
        <Skeleton className="h-64 w-full" />
      </LoadingBlock>
    );
  } else if (isError) {
    body = (
      <div className="flex flex-col items-center gap-4">
        <ErrorState
          message={error instanceof ApiError && error.status === 404 ? error.message : MESSAGES.reservationsLoadFailed}
          onRetry={() => refetch()}
        />
        <ButtonLink to={LIST} variant="outline">
          {TEXTS.backToList}
        </ButtonLink>
      </div>
    );
  } else {
    body = <Details reservation={data} />;
  }

  return (
    <div className="container-page max-w-3xl py-8">
      <PageHeader title={TEXTS.myDetailTitle} />
      {body}
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
