import type { MyReservationItem, ReservationFilter } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { usePageParam } from '../../shared/lib/use-page-param';
import { Badge } from '../../shared/ui/badge';
import { Button, ButtonLink } from '../../shared/ui/button';
import { cx } from '../../shared/ui/cx';
import { type Column, DataTable, RowLink } from '../../shared/ui/data-table';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState } from '../../shared/ui/states';
import { useMyReservations } from './api';
import { reviewActionOf } from './booking-dates';
import { MY_LIST, myReservationPath } from './my-reservation-loader';
import { ReservationStatusBadge } from './status-badge';
import { TEXTS } from './texts';

/** The tabs in their order, each with its address (`?tab=`; the first is the list's own address) and empty text. */
const TABS: { filter: ReservationFilter; label: string; empty: string }[] = [
  { filter: 'upcoming', label: TEXTS.tabUpcoming, empty: TEXTS.emptyUpcoming },
  { filter: 'past', label: TEXTS.tabPast, empty: TEXTS.emptyPast },
  { filter: 'cancelled', label: TEXTS.tabCancelled, empty: TEXTS.emptyCancelled },
];

function tabOf(value: string | null) {
  return TABS.find((tab) => tab.filter === value) ?? TABS[0]!;
}

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
        onClick={() => navigate(`/review-form?reservationNo=${row.reservationNo}`, { state: { reservation: row } })}
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
  return <RowLink to={myReservationPath(row.reservationNo)}>{row.storeName}</RowLink>;
}

/** The 방금 예약 mark of the booking made just before (the confirmation page's link hands its number). */
function JustBooked() {
  return (
    <Badge tone="brand" className="ml-2 align-middle">
      {TEXTS.justBooked}
    </Badge>
  );
}

function columnsAt(now: Date, highlight: number | null): Column<MyReservationItem>[] {
  return [
    { header: '예약일', cell: (row) => listDate(row.reservationDate), className: 'whitespace-nowrap' },
    {
      header: '가게',
      cell: (row) => (
        <>
          <StoreName row={row} />
          {row.reservationNo === highlight && <JustBooked />}
        </>
      ),
    },
    { header: '시간', cell: (row) => timeOf(row.reservationTime) },
    { header: '인원', cell: (row) => people(row.personCount) },
    { header: '상태', cell: (row) => <ReservationStatusBadge status={row.status} isNoShow={row.isNoShow} /> },
    { header: '리뷰', cell: (row) => <ReviewCell row={row} now={now} /> },
  ];
}

function ReservationCard({ row, now, highlighted }: { row: MyReservationItem; now: Date; highlighted: boolean }) {
  const deleted = row.isDeleted === 'Y';
  return (
    <div
      className={cx(
        'relative flex flex-col gap-3 rounded-2xl border p-4',
        deleted ? 'border-ink-200 bg-ink-50 text-ink-600' : 'border-ink-200 bg-white hover:border-brand-500',
        highlighted && 'border-brand-500 bg-brand-50 ring-2 ring-brand-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5 text-base">
          <p>
            <StoreName row={row} />
            {highlighted && <JustBooked />}
          </p>
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
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [page, setPage] = usePageParam();
  const query = useMyReservations(userNo, page, tab.filter);
  const highlight = (useLocation().state as { highlight?: unknown } | null)?.highlight;
  const highlighted = typeof highlight === 'number' ? highlight : null;
  const now = new Date();
  return (
    <DataTable
      caption={tab.label}
      columns={columnsAt(now, highlighted)}
      rows={query.data?.reservationList}
      rowKey={(row) => row.reservationNo}
      rowClassName={(row) =>
        row.reservationNo === highlighted ? 'bg-brand-50' : row.isDeleted === 'Y' ? 'bg-ink-50 text-ink-600' : undefined
      }
      card={(row) => <ReservationCard row={row} now={now} highlighted={row.reservationNo === highlighted} />}
      query={query}
      failure={MESSAGES.reservationsLoadFailed}
      empty={tab.empty}
      emptyDescription={tab.filter === 'upcoming' ? TEXTS.myListEmptyHint : undefined}
      emptyAction={tab.filter === 'upcoming' ? <ButtonLink to="/stores">맛집 둘러보기</ButtonLink> : undefined}
      page={page}
      totalPages={query.data?.totalPages ?? 0}
      onPage={setPage}
    />
  );
}

/** 다가오는 예약 / 지난 예약 / 취소된 예약: links, so each tab has an address that survives a reload. */
function Tabs() {
  const [params] = useSearchParams();
  const current = tabOf(params.get('tab'));
  return (
    <nav aria-label="예약 구분" className="mb-4 border-b border-ink-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {TABS.map((tab, index) => {
          const active = tab === current;
          return (
            <li key={tab.filter} className="shrink-0">
              <Link
                to={index === 0 ? MY_LIST : `${MY_LIST}?tab=${tab.filter}`}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-11 items-center border-b-2 px-3 text-[15px] font-semibold sm:px-4',
                  active
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
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
        <>
          <Tabs />
          <ReservationTable userNo={userNo} />
        </>
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
