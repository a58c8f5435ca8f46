import type { OwnerReservationItem } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { Link } from 'react-router';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { usePageParam } from '../../shared/lib/use-page-param';
import { ButtonLink } from '../../shared/ui/button';
import { type Column, DataTable, RowLink } from '../../shared/ui/data-table';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState } from '../../shared/ui/states';
import { useStoreReservations } from './api';
import { BookingRequest, hasBookingRequest } from './booking-request';
import { GuestCardButton } from './guest-card';
import { ReservationStatusBadge } from './status-badge';
import { TEXTS } from './texts';

const detailOf = (row: OwnerReservationItem) => `/store-reservation-detail/${row.reservationNo}`;

const COLUMNS: Column<OwnerReservationItem>[] = [
  { header: '예약일', cell: (row) => listDate(row.reservationDate), className: 'whitespace-nowrap' },
  { header: '시간', cell: (row) => timeOf(row.reservationTime) },
  { header: '예약자', cell: (row) => <RowLink to={detailOf(row)}>{row.userName}</RowLink> },
  { header: '인원', cell: (row) => people(row.personCount) },
  { header: '요청사항', cell: (row) => <BookingRequest {...row} compact />, className: 'max-w-56' },
  { header: '상태', cell: (row) => <ReservationStatusBadge {...row} /> },
  {
    header: '손님',
    cell: (row) => <GuestCardButton reservationNo={row.reservationNo} userName={row.userName} />,
    className: 'whitespace-nowrap',
  },
];

/** A booking on a phone: the card opens its detail; the guest card's button sits beside it, not inside the link. */
function OwnerCard({ row }: { row: OwnerReservationItem }) {
  return (
    <div className="flex items-start justify-between gap-3 rounded-2xl border border-ink-200 bg-white p-4 transition-colors hover:border-brand-500">
      <Link to={detailOf(row)} className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-base font-semibold text-ink-900">{row.userName}</span>
        <span className="text-sm text-ink-600">
          {listDate(row.reservationDate)} {timeOf(row.reservationTime)} · {people(row.personCount)}
        </span>
        {hasBookingRequest(row) && <BookingRequest {...row} compact />}
      </Link>
      {/* The note's line takes the room left; the status and the button keep theirs. */}
      <div className="flex shrink-0 flex-col items-end gap-2">
        <ReservationStatusBadge {...row} />
        <GuestCardButton reservationNo={row.reservationNo} userName={row.userName} />
      </div>
    </div>
  );
}

function StoreReservationTable({ storeNo }: { storeNo: number }) {
  const [page, setPage] = usePageParam();
  const query = useStoreReservations(storeNo, page);
  return (
    <DataTable
      caption="가게 예약 목록"
      columns={COLUMNS}
      rows={query.data?.reservationList}
      rowKey={(row) => row.reservationNo}
      card={(row) => <OwnerCard row={row} />}
      query={query}
      failure={MESSAGES.ownerListFailed}
      empty={TEXTS.ownerListEmpty}
      emptyDescription="손님이 예약하면 여기에 보여요."
      page={page}
      totalPages={query.data?.totalPages ?? 0}
      onPage={setPage}
    />
  );
}

function StoreReservationList() {
  const stored = Number(session.storeNo());
  const storeNo = Number.isInteger(stored) && stored > 0 ? stored : null;
  return (
    <div className="container-page max-w-4xl py-8">
      <PageHeader
        title={TEXTS.ownerListTitle}
        description="예약을 누르면 예약자 정보를 보고 방문 완료나 취소를 처리할 수 있어요. 손님 카드에서 방문 기록과 메모를 볼 수 있어요."
      />
      {storeNo === null ? (
        <EmptyState
          title={MESSAGES.storeMissing}
          description="사장님 페이지에서 가게 정보를 먼저 확인해주세요."
          action={<ButtonLink to="/owner-page">사장님 페이지로</ButtonLink>}
        />
      ) : (
        <StoreReservationTable storeNo={storeNo} />
      )}
    </div>
  );
}

export default function StoreReservationListPage() {
  return (
    <RequireAuth roles={['ROLE_OWNER', 'ROLE_ADMIN']}>
      <StoreReservationList />
    </RequireAuth>
  );
}
