import type { MyReservationItem } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { useNavigate } from 'react-router';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { usePageParam } from '../../shared/lib/use-page-param';
import { Button, ButtonLink } from '../../shared/ui/button';
import { cx } from '../../shared/ui/cx';
import { type Column, DataTable, RowLink } from '../../shared/ui/data-table';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState } from '../../shared/ui/states';
import { useMyReservations } from './api';
import { reviewActionOf } from './booking-dates';
import { ReservationStatusBadge } from './status-badge';
import { TEXTS } from './texts';

const DETAIL = '/my-reservation-detail';

/** The review column (spec §4): write, view the written review, "작성 불가", or nothing. */
function ReviewCell({ row, now }: { row: MyReservationItem; now: Date }) {
  const navigate = useNavigate();
  const action = reviewActionOf(row, now);
  const label = `${row.storeName} ${listDate(row.reservationDate)}`;
  // relative z-10: above the row link that covers the whole row.
  if (action === 'write') {
    return (
      <Button
        size="sm"
        variant="outline"
        className="relative z-10"
        aria-label={`${label} ${TEXTS.reviewWrite}`}
        onClick={() => navigate('/review-form', { state: { reservation: row } })}
      >
        {TEXTS.reviewWrite}
      </Button>
    );
  }
  if (action === 'view' && row.reviewNo !== null) {
    return (
      <Button
        size="sm"
        variant="ghost"
        className="relative z-10"
        aria-label={`${label} ${TEXTS.reviewView}`}
        onClick={() => navigate('/my-review-detail', { state: { review: { reviewNo: row.reviewNo } } })}
      >
        {TEXTS.reviewView}
      </Button>
    );
  }
  if (action === 'none') return <span className="text-sm text-ink-500">{TEXTS.reviewNotEligible}</span>;
  return null;
}

/** The store name: the link to the detail, or greyed text when the store was deleted (spec §2). */
function StoreName({ row }: { row: MyReservationItem }) {
  if (row.isDeleted === 'Y') return <span className="text-ink-600">{MESSAGES.deletedStore}</span>;
  return (
    <RowLink to={DETAIL} state={{ reservationNo: row.reservationNo }}>
      {row.storeName}
    </RowLink>
  );
}

function columnsAt(now: Date): Column<MyReservationItem>[] {
  return [
    { header: '예약일', cell: (row) => listDate(row.reservationDate), className: 'whitespace-nowrap' },
    { header: '가게', cell: (row) => <StoreName row={row} /> },
    { header: '시간', cell: (row) => timeOf(row.reservationTime) },
    { header: '인원', cell: (row) => people(row.personCount) },
    { header: '상태', cell: (row) => <ReservationStatusBadge status={row.status} isNoShow={row.isNoShow} /> },
    { header: '리뷰', cell: (row) => <ReviewCell row={row} now={now} /> },
  ];
}

function ReservationCard({ row, now }: { row: MyReservationItem; now: Date }) {
  const deleted = row.isDeleted === 'Y';
  return (
    <div
      className={cx(
        'relative flex flex-col gap-3 rounded-2xl border border-ink-200 p-4',
        deleted ? 'bg-ink-50 text-ink-600' : 'bg-white hover:border-brand-500',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5 text-base">
          <StoreName row={row} />
          <p className="text-sm text-ink-600">
            {listDate(row.reservationDate)} {timeOf(row.reservationTime)} · {people(row.personCount)}
          </p>
        </div>
        <ReservationStatusBadge status={row.status} isNoShow={row.isNoShow} />
      </div>
      {reviewActionOf(row, now) !== 'hidden' && (
        <div className="flex items-center justify-between gap-3 border-t border-ink-100 pt-3">
          <span className="text-sm text-ink-600">리뷰</span>
          <ReviewCell row={row} now={now} />
        </div>
      )}
    </div>
  );
}

function ReservationTable({ userNo }: { userNo: number }) {
  const [page, setPage] = usePageParam();
  const query = useMyReservations(userNo, page);
  const now = new Date();
  return (
    <DataTable
      caption="예약 내역"
      columns={columnsAt(now)}
      rows={query.data?.reservationList}
      rowKey={(row) => row.reservationNo}
      rowClassName={(row) => (row.isDeleted === 'Y' ? 'bg-ink-50 text-ink-600' : undefined)}
      card={(row) => <ReservationCard row={row} now={now} />}
      query={query}
      failure={MESSAGES.reservationsLoadFailed}
      empty={TEXTS.myListEmpty}
      emptyDescription={TEXTS.myListEmptyHint}
      emptyAction={<ButtonLink to="/stores">맛집 둘러보기</ButtonLink>}
      page={page}
      totalPages={query.data?.totalPages ?? 0}
      onPage={setPage}
    />
  );
}

function MyReservationList() {
  const userNo = session.user()?.userNo ?? null;
  return (
    <div className="container-page max-w-4xl py-8">
      <PageHeader title={TEXTS.myListTitle} description="예약을 누르면 자세한 내용을 보고 취소할 수 있어요." />
      {userNo === null ? (
        <EmptyState title={MESSAGES.loginRequired} action={<ButtonLink to="/login">로그인</ButtonLink>} />
      ) : (
        <ReservationTable userNo={userNo} />
      )}
    </div>
  );
}

export default function MyReservationListPage() {
  return (
    <RequireAuth>
      <MyReservationList />
    </RequireAuth>
  );
}
