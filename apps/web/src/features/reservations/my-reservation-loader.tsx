import type { MyReservationDetail } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { useMyReservation } from '../../shared/reservations/api';
import { ButtonLink } from '../../shared/ui/button';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { TEXTS } from './texts';

export const MY_LIST = '/my-reservation-list';

/** The page of one booking of the member, which a reload, a new tab and the mails' links open. */
export const myReservationPath = (reservationNo: number) => `/my-reservation-detail/${reservationNo}`;

/** A positive reservation number from a path segment or from router state, as a number or its digits. */
function reservationNoOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The booking a page shows: `:reservationNo` in its address, else `{ reservationNo }` in router state
 * (how the existing client opens /my-reservation-detail); null when neither holds one.
 */
export function useReservationNo(): number | null {
  const fromPath = useParams().reservationNo;
  const state = useLocation().state as { reservationNo?: unknown } | null;
  return fromPath !== undefined ? reservationNoOf(fromPath) : reservationNoOf(state?.reservationNo);
}

/**
 * Loads the member's booking by its number and shows `children` with it, or the loading, not-found and
 * failure states (with the way back to the list).
 */
export function MyReservationLoader({
  reservationNo,
  children,
}: {
  reservationNo: number | null;
  children: (reservation: MyReservationDetail) => ReactNode;
}) {
  const { data, isPending, isError, error, refetch } = useMyReservation(reservationNo);
  if (reservationNo === null) {
    return (
      <EmptyState
        title={MESSAGES.invalidAccess}
        description="예약 내역에서 예약을 골라주세요."
        action={<ButtonLink to={MY_LIST}>예약 내역 보기</ButtonLink>}
      />
    );
  }
  if (isPending) {
    return (
      <LoadingBlock label="예약 정보를 불러오는 중">
        <Skeleton className="h-64 w-full" />
      </LoadingBlock>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-col items-center gap-4">
        <ErrorState
          message={error instanceof ApiError && error.status === 404 ? error.message : MESSAGES.reservationsLoadFailed}
          onRetry={() => refetch()}
        />
        <ButtonLink to={MY_LIST} variant="outline">
          {TEXTS.backToList}
        </ButtonLink>
      </div>
    );
  }
  return children(data);
}
