import { MESSAGES } from '@siktak/contract/messages';
import { RequireAuth } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { usePageParam } from '../../shared/lib/use-page-param';
import { ButtonLink } from '../../shared/ui/button';
import { DataTable } from '../../shared/ui/data-table';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState } from '../../shared/ui/states';
import { useStoreReservations } from './api';
import { OWNER_COLUMNS, OwnerCard } from './owner-booking-rows';
import { TEXTS } from './texts';

function StoreReservationTable({ storeNo }: { storeNo: number }) {
  const [page, setPage] = usePageParam();
  const query = useStoreReservations(storeNo, page);
  return (
    <DataTable
      caption="가게 예약 목록"
      columns={OWNER_COLUMNS}
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
