import type { MyReservationItem } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { Link, useNavigate } from 'react-router';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { Button, ButtonLink } from '../../shared/ui/button';
import { cx } from '../../shared/ui/cx';
import { PageHeader } from '../../shared/ui/page';
import { Pagination } from '../../shared/ui/pagination';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useMyReservations } from './api';
import { reviewActionOf } from './booking-dates';
import { usePageParam } from './page-param';
import { ReservationStatusBadge } from './status-badge';
import { TEXTS } from './texts';

const DETAIL = '/my-reservation-detail';

function storeNameOf(row: MyReservationItem): string {
  return row.isDeleted === 'Y' ? MESSAGES.deletedStore : row.storeName;
}

/** The review column (spec §4): write, view the written review, "작성 불가", or nothing. */
function ReviewCell({ row, now }: { row: MyReservationItem; now: Date }) {
  const navigate = useNavigate();
  const action = reviewActionOf(row, now);
  const label = `${row.storeName} ${listDate(row.reservationDate)}`;
  if (action === 'write') {
    return (
      <Button
        size="sm"
        variant="outline"
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

/** The store name, a link to the detail unless the store was deleted (greyed, not clickable; spec §2). */
function StoreLink({ row, className }: { row: MyReservationItem; className?: string }) {
  if (row.isDeleted === 'Y') return <span className={cx('text-ink-500', className)}>{storeNameOf(row)}</span>;
  return (
    <Link
      to={DETAIL}
      state={{ reservationNo: row.reservationNo }}
      className={cx('font-semibold text-ink-900 hover:text-brand-700 hover:underline', className)}
    >
      {row.storeName}
    </Link>
  );
}

function ReservationTable({ rows, now }: { rows: MyReservationItem[]; now: Date }) {
  const navigate = useNavigate();
  const th = 'px-4 py-3 text-left text-sm font-semibold text-ink-600';
  return (
    <table className="hidden w-full overflow-hidden rounded-2xl border border-ink-200 md:table">
      <caption className="sr-only">{TEXTS.myListTitle}</caption>
      <thead className="bg-ink-50">
        <tr>
          <th scope="col" className={th}>
            예약일
          </th>
          <th scope="col" className={th}>
            가게
          </th>
          <th scope="col" className={th}>
            시간
          </th>
          <th scope="col" className={th}>
            인원
          </th>
          <th scope="col" className={th}>
            상태
          </th>
          <th scope="col" className={th}>
            리뷰
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.reservationNo}
            // The store link is the keyboard way in; a click anywhere on the row is a mouse shortcut.
            onClick={(event) => {
              if (row.isDeleted === 'Y' || (event.target as HTMLElement).closest('a, button')) return;
              navigate(DETAIL, { state: { reservationNo: row.reservationNo } });
            }}
            className={cx(
              'border-t border-ink-200',
              row.isDeleted === 'Y' ? 'bg-ink-50 text-ink-500' : 'cursor-pointer hover:bg-brand-50/50',
            )}
          >
            <td className="px-4 py-3 whitespace-nowrap">{listDate(row.reservationDate)}</td>
            <td className="px-4 py-3">
              <StoreLink row={row} />
            </td>
            <td className="px-4 py-3">{timeOf(row.reservationTime)}</td>
            <td className="px-4 py-3">{people(row.personCount)}</td>
            <td className="px-4 py-3">
              <ReservationStatusBadge status={row.status} />
            </td>
            <td className="px-4 py-3">
              <ReviewCell row={row} now={now} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReservationCards({ rows, now }: { rows: MyReservationItem[]; now: Date }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label={TEXTS.myListTitle}>
      {rows.map((row) => (
        <li
          key={row.reservationNo}
          className={cx(
            'flex flex-col gap-3 rounded-2xl border border-ink-200 p-4',
            row.isDeleted === 'Y' ? 'bg-ink-50 text-ink-500' : 'bg-white',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-0.5">
              <StoreLink row={row} className="text-base" />
              <p className="text-sm text-ink-600">
                {listDate(row.reservationDate)} {timeOf(row.reservationTime)} · {people(row.personCount)}
              </p>
            </div>
            <ReservationStatusBadge status={row.status} />
          </div>
          {reviewActionOf(row, now) !== 'hidden' && (
            <div className="flex items-center justify-between gap-3 border-t border-ink-100 pt-3">
              <span className="text-sm text-ink-600">리뷰</span>
              <ReviewCell row={row} now={now} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function MyReservationList() {
  const userNo = session.user()?.userNo ?? null;
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, isPlaceholderData, refetch } = useMyReservations(userNo, page);
  const now = new Date();

  let body: React.ReactNode;
  if (userNo === null) {
    body = <EmptyState title={MESSAGES.loginRequired} action={<ButtonLink to="/login">로그인</ButtonLink>} />;
  } else if (isPending) {
    body = (
      <LoadingBlock label="예약 내역을 불러오는 중">
        <div className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      </LoadingBlock>
    );
  } else if (isError) {
    body = <ErrorState message={MESSAGES.reservationsLoadFailed} onRetry={() => refetch()} />;
  } else if (data.reservationList.length === 0 && page === 0) {
    body = (
      <EmptyState
        title={TEXTS.myListEmpty}
        description={TEXTS.myListEmptyHint}
        action={<ButtonLink to="/stores">맛집 둘러보기</ButtonLink>}
      />
    );
  } else {
    body = (
      <div aria-busy={isPlaceholderData || undefined} className={cx(isPlaceholderData && 'opacity-60')}>
        <ReservationTable rows={data.reservationList} now={now} />
        <ReservationCards rows={data.reservationList} now={now} />
        <Pagination page={page} totalPages={data.totalPages} onChange={setPage} label="예약 내역 페이지" />
      </div>
    );
  }

  return (
    <div className="container-page max-w-4xl py-8">
      <PageHeader title={TEXTS.myListTitle} description="예약을 누르면 자세한 내용을 보고 취소할 수 있어요." />
      {body}
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
