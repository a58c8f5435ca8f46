import type { MyUpcomingReservation } from '@siktak/contract';
import { USER_CANCEL_REASONS } from '@siktak/contract/enums';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { ButtonLink } from '../../shared/ui/button';
import { StoreThumb } from '../../shared/ui/image';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useCancelMine, useMyUpcoming } from './api';
import { CancelButton } from './cancel-dialog';
import { myReservationPath } from './my-reservation-loader';
import { TEXTS } from './texts';

const dDayLabel = (dDay: number) => (dDay === 0 ? 'D-DAY' : `D-${dDay}`);

function Booking({
  reservation,
  count,
}: {
  reservation: NonNullable<MyUpcomingReservation['reservation']>;
  count: number;
}) {
  const cancel = useCancelMine();
  const detail = myReservationPath(reservation.reservationNo);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:p-5">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <StoreThumb src={reservation.storeImage} name={reservation.storeName} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex items-center gap-2">
            <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-[13px] font-bold text-white">
              {dDayLabel(reservation.dDay)}
            </span>
            <Link to={detail} className="truncate font-bold text-ink-900 hover:underline">
              {reservation.storeName}
            </Link>
          </p>
          <p className="text-[15px] text-ink-700">
            {listDate(reservation.reservationDate)} {timeOf(reservation.reservationTime)} ·{' '}
            {people(reservation.personCount)}
          </p>
          {count > 1 && (
            <Link to="/my-reservation-list" className="text-sm text-brand-700 underline-offset-2 hover:underline">
              다가오는 예약 {count}건 모두 보기
            </Link>
          )}
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <ButtonLink to={detail} variant="outline" className="flex-1 sm:flex-none">
          예약 상세
        </ButtonLink>
        <CancelButton
          reasons={USER_CANCEL_REASONS}
          description={TEXTS.cancelDialogDescription}
          cancel={(cancelReason) => cancel.mutateAsync({ reservationNo: reservation.reservationNo, cancelReason })}
          pending={cancel.isPending}
          className="flex-1 sm:flex-none"
        />
      </div>
    </div>
  );
}

/** The member's next booking on top of /my-page: D-day, store, time and party, with detail and cancel. */
export function NextBooking() {
  const { data, isPending, isError, refetch } = useMyUpcoming();
  let body: ReactNode;
  if (isPending) {
    body = (
      <LoadingBlock label="다가오는 예약을 불러오는 중">
        <Skeleton className="h-28 w-full rounded-2xl" />
      </LoadingBlock>
    );
  } else if (isError) {
    body = <ErrorState message="다가오는 예약을 불러오지 못했어요." onRetry={() => refetch()} />;
  } else if (data.reservation === null) {
    body = (
      <div className="flex flex-col gap-3 rounded-2xl border border-dashed border-ink-300 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-[15px] text-ink-600">다가오는 예약이 없어요. 마음에 드는 맛집을 찾아 예약해보세요.</p>
        <ButtonLink to="/stores" variant="outline" className="shrink-0">
          가게 둘러보기
        </ButtonLink>
      </div>
    );
  } else {
    body = <Booking key={data.reservation.reservationNo} reservation={data.reservation} count={data.upcomingCount} />;
  }
  return (
    <section aria-labelledby="next-booking-heading" className="flex flex-col gap-3">
      <h2 id="next-booking-heading" className="text-lg font-bold">
        다가오는 예약
      </h2>
      {body}
    </section>
  );
}
