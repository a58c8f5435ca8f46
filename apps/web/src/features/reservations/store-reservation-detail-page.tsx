import type { OwnerReservationDetail } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { useParams } from 'react-router';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { ApiError } from '../../shared/api/client';
import { Button, ButtonLink } from '../../shared/ui/button';
import { useConfirm } from '../../shared/ui/dialog';
import { useToast } from '../../shared/ui/toast';
import { PageHeader } from '../../shared/ui/page';
import { DepositPolicyBox } from '../../shared/ui/deposit-policy-box';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useCancelForStore, useMarkNoShow, useMarkVisit, useStoreReservation } from './api';
import { ownerMayCancel } from './booking-dates';
import { CancelButton, CancelledBanner } from './cancel-dialog';
import { requestRows } from './booking-request';
import { depositRows } from './deposit-money';
import { DetailList } from './detail-list';
import { GuestCardButton } from './guest-card';
import { ReservationHistory } from './reservation-history';
import { NoShowBanner, ReservationStatusBadge } from './status-badge';
import { TEXTS } from './texts';

const LIST = '/store-reservation';

type ConfirmRequest = Parameters<ReturnType<typeof useConfirm>>[0];

/**
 * One of the store's marks on a started booking (노쇼, 방문 완료): pressed, it marks or takes the mark back,
 * after a confirm when one is given for that way, while the server allows it (`noShowEditable`, `visitEditable`).
 */
function MarkButton({
  marked,
  mark,
  label,
  confirmMark,
  confirmUndo,
  markVariant,
  failed,
}: {
  marked: boolean;
  mark: { mutateAsync: (value: boolean) => Promise<{ message: string }>; isPending: boolean };
  label: { mark: string; undo: string };
  confirmMark?: ConfirmRequest;
  confirmUndo: ConfirmRequest;
  markVariant: 'danger' | 'primary';
  failed: string;
}) {
  const confirm = useConfirm();
  const toast = useToast();

  async function run() {
    const request = marked ? confirmUndo : confirmMark;
    if (request && !(await confirm(request))) return;
    try {
      toast.success((await mark.mutateAsync(!marked)).message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : failed);
    }
  }

  return (
    <Button variant={marked ? 'outline' : markVariant} onClick={run} loading={mark.isPending} loadingText="처리 중…">
      {marked ? label.undo : label.mark}
    </Button>
  );
}

/** 노쇼 처리 or 노쇼 취소, each after a confirm. */
function NoShowButton({ reservation }: { reservation: OwnerReservationDetail }) {
  return (
    <MarkButton
      marked={reservation.isNoShow === 'Y'}
      mark={useMarkNoShow(reservation.reservationNo)}
      label={{ mark: TEXTS.noShowMark, undo: TEXTS.noShowUndo }}
      confirmMark={{
        title: TEXTS.noShowMarkTitle,
        description: TEXTS.noShowMarkDescription,
        confirmText: TEXTS.noShowMark,
        danger: true,
      }}
      confirmUndo={{
        title: TEXTS.noShowUndoTitle,
        description: TEXTS.noShowUndoDescription,
        confirmText: TEXTS.noShowUndo,
      }}
      markVariant="danger"
      failed="노쇼 처리에 실패했어요. 다시 시도해주세요."
    />
  );
}

/** 방문 완료 at once (the owner stands before the guest), or 방문 완료 취소 after a confirm. */
function VisitButton({ reservation }: { reservation: OwnerReservationDetail }) {
  return (
    <MarkButton
      marked={reservation.visited === 'Y'}
      mark={useMarkVisit(reservation.reservationNo)}
      label={{ mark: TEXTS.visitMark, undo: TEXTS.visitUndo }}
      confirmUndo={{
        title: TEXTS.visitUndoTitle,
        description: TEXTS.visitUndoDescription,
        confirmText: TEXTS.visitUndo,
      }}
      markVariant="primary"
      failed="방문 완료 처리에 실패했어요. 다시 시도해주세요."
    />
  );
}

function Details({ reservation }: { reservation: OwnerReservationDetail }) {
  const cancel = useCancelForStore(reservation.reservationNo);

  return (
    <div className="flex flex-col gap-6">
      {reservation.status !== 'Y' && <CancelledBanner reason={reservation.cancelReason} />}
      {reservation.isNoShow === 'Y' && (
        <NoShowBanner title={TEXTS.ownerNoShowBanner} hint={TEXTS.ownerNoShowBannerHint} />
      )}
      {reservation.visited === 'Y' && (
        <NoShowBanner title={TEXTS.ownerVisitedBanner} hint={TEXTS.ownerVisitedBannerHint} visited />
      )}
      <article className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-bold text-ink-900">{reservation.userName}님의 예약</h2>
          <div className="flex items-center gap-2">
            <ReservationStatusBadge
              status={reservation.status}
              isNoShow={reservation.isNoShow}
              visited={reservation.visited}
            />
            <GuestCardButton reservationNo={reservation.reservationNo} userName={reservation.userName} />
          </div>
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
            ...requestRows(reservation),
            ...depositRows(reservation.deposit),
          ]}
        />
      </article>
      {reservation.depositPolicy && (
        <DepositPolicyBox policy={reservation.depositPolicy} party={reservation.personCount} />
      )}
      {reservation.history && reservation.history.length > 0 && <ReservationHistory history={reservation.history} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <ButtonLink to={LIST} variant="outline">
          {TEXTS.backToList}
        </ButtonLink>
        {(reservation.visitEditable || reservation.noShowEditable) && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {reservation.noShowEditable && <NoShowButton reservation={reservation} />}
            {reservation.visitEditable && <VisitButton reservation={reservation} />}
          </div>
        )}
        {ownerMayCancel(reservation.status, reservation.reservationDate, new Date()) &&
          reservation.isNoShow !== 'Y' &&
          reservation.visited !== 'Y' && (
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
