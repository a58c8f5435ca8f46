import type { OwnerReservationItem } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { Link, useNavigate } from 'react-router';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { ButtonLink } from '../../shared/ui/button';
import { cx } from '../../shared/ui/cx';
import { PageHeader } from '../../shared/ui/page';
import { Pagination } from '../../shared/ui/pagination';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useStoreReservations } from './api';
import { usePageParam } from './page-param';
import { ReservationStatusBadge } from './status-badge';
import { TEXTS } from './texts';

const detailOf = (row: OwnerReservationItem) => `/store-reservation-detail/${row.reservationNo}`;

function OwnerTable({ rows }: { rows: OwnerReservationItem[] }) {
  const navigate = useNavigate();
  const th = 'px-4 py-3 text-left text-sm font-semibold text-ink-600';
  return (
    <table className="hidden w-full overflow-hidden rounded-2xl border border-ink-200 md:table">
      <caption className="sr-only">{TEXTS.ownerListTitle}</caption>
      <thead className="bg-ink-50">
        <tr>
          {['예약일', '시간', '예약자', '인원', '상태'].map((label) => (
            <th key={label} scope="col" className={th}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.reservationNo}
            // The booker's name is the keyboard way in; a click anywhere on the row is a mouse shortcut.
            onClick={(event) => {
              if (!(event.target as HTMLElement).closest('a')) navigate(detailOf(row));
            }}
            className="cursor-pointer border-t border-ink-200 hover:bg-brand-50/50"
          >
            <td className="px-4 py-3 whitespace-nowrap">{listDate(row.reservationDate)}</td>
            <td className="px-4 py-3">{timeOf(row.reservationTime)}</td>
            <td className="px-4 py-3">
              <Link to={detailOf(row)} className="font-semibold text-ink-900 hover:text-brand-700 hover:underline">
                {row.userName}
              </Link>
            </td>
            <td className="px-4 py-3">{people(row.personCount)}</td>
            <td className="px-4 py-3">
              <ReservationStatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OwnerCards({ rows }: { rows: OwnerReservationItem[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label={TEXTS.ownerListTitle}>
      {rows.map((row) => (
        <li key={row.reservationNo}>
          <Link
            to={detailOf(row)}
            className="flex items-start justify-between gap-3 rounded-2xl border border-ink-200 bg-white p-4 transition-colors hover:border-brand-500"
          >
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="text-base font-semibold text-ink-900">{row.userName}</span>
              <span className="text-sm text-ink-600">
                {listDate(row.reservationDate)} {timeOf(row.reservationTime)} · {people(row.personCount)}
              </span>
            </span>
            <ReservationStatusBadge status={row.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StoreReservationList() {
  const stored = Number(session.storeNo());
  const storeNo = Number.isInteger(stored) && stored > 0 ? stored : null;
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, isPlaceholderData, refetch } = useStoreReservations(storeNo, page);

  let body: React.ReactNode;
  if (storeNo === null) {
    body = (
      <EmptyState
        title={MESSAGES.storeMissing}
        description="사장님 페이지에서 가게 정보를 먼저 확인해주세요."
        action={<ButtonLink to="/owner-page">사장님 페이지로</ButtonLink>}
      />
    );
  } else if (isPending) {
    body = (
      <LoadingBlock label="예약 목록을 불러오는 중">
        <div className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      </LoadingBlock>
    );
  } else if (isError) {
    body = <ErrorState message={MESSAGES.ownerListFailed} onRetry={() => refetch()} />;
  } else if (data.reservationList.length === 0 && page === 0) {
    body = <EmptyState title={TEXTS.ownerListEmpty} description="손님이 예약하면 여기에 보여요." />;
  } else {
    body = (
      <div aria-busy={isPlaceholderData || undefined} className={cx(isPlaceholderData && 'opacity-60')}>
        <OwnerTable rows={data.reservationList} />
        <OwnerCards rows={data.reservationList} />
        <Pagination page={page} totalPages={data.totalPages} onChange={setPage} label="예약 목록 페이지" />
      </div>
    );
  }

  return (
    <div className="container-page max-w-4xl py-8">
      <PageHeader title={TEXTS.ownerListTitle} description="예약을 누르면 예약자 정보를 보고 취소할 수 있어요." />
      {body}
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
