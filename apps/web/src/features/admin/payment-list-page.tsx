import { type AdminPaymentItem, type PaymentStatus, paymentStatus } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { useSearchParams } from 'react-router';
import { dotDate, timeOf, won } from '../../shared/lib/format';
import { usePageParam, useSearchParam } from '../../shared/lib/use-page-param';
import { DataTable, type Column, RowLink } from '../../shared/ui/data-table';
import { SelectField } from '../../shared/ui/field';
import { adminOnly, AdminPage } from './admin-page';
import { useAdminPayments } from './api';
import { PAYMENT_STATUS_LABELS } from './labels';
import { emptyListText } from './list-search';
import { SearchBox } from '../../shared/ui/search-box';
import { PaymentStatusBadge } from './payment-status-badge';

const columns: Column<AdminPaymentItem>[] = [
  {
    header: '결제',
    cell: (p) => (
      <>
        <RowLink to={`/admin/payments/${p.orderId}`}>{p.storeName ?? p.orderName}</RowLink>
        <p className="text-[13px] text-ink-500">{p.userName ? `${p.userName} · ${p.userId}` : '회원 정보 없음'}</p>
        <p className="text-[13px] text-ink-500">
          {p.reservationNo ? `예약 ${p.reservationNo}번` : '예약 전'}
          <span className="md:hidden">
            {' '}
            · {dotDate(p.createDate)} {timeOf(p.createDate)}
          </span>
        </p>
      </>
    ),
  },
  {
    header: '금액',
    cell: (p) => (
      <>
        <p className="font-semibold tabular-nums">{won(p.amount)}</p>
        {p.balanceAmount !== p.amount && (
          <p className="text-[13px] text-ink-500 tabular-nums">남은 금액 {won(p.balanceAmount)}</p>
        )}
      </>
    ),
    className: 'w-32 text-right',
  },
  {
    header: '결제 시각',
    cell: (p) => `${dotDate(p.createDate)} ${timeOf(p.createDate)}`,
    className: 'hidden w-44 text-ink-600 md:table-cell',
  },
  { header: '상태', cell: (p) => <PaymentStatusBadge status={p.status} />, className: 'w-24' },
];

const isStatus = (value: string | null): value is PaymentStatus =>
  paymentStatus.options.includes(value as PaymentStatus);

/** `?status=` in the address: the list's state filter, kept when going back; a new one starts at page 1. */
function useStatusParam(): [PaymentStatus | '', (status: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  return [
    isStatus(value) ? value : '',
    (next) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('status', next);
        else updated.delete('status');
        updated.delete('page');
        return updated;
      }),
  ];
}

/** /admin/payments: every 예약금 order, newest first, by reservation, order id, store and state. */
function PaymentListPage() {
  const [page, setPage] = usePageParam();
  const [search, setSearch] = useSearchParam();
  const [status, setStatus] = useStatusParam();
  const query = useAdminPayments(page, search, status);
  return (
    <AdminPage
      title="결제 내역"
      description="예약금 결제와 환불 기록이에요. 결제를 눌러 원장을 볼 수 있어요."
      back={{ to: '/admin', label: '관리자 홈' }}
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-96">
          <SearchBox
            label="결제 검색"
            placeholder="예약 번호·주문 번호·가게 이름으로 검색"
            value={search}
            onSearch={setSearch}
          />
        </div>
        <SelectField
          label="결제 상태"
          hideLabel
          className="sm:w-40"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">전체 상태</option>
          {paymentStatus.options.map((option) => (
            <option key={option} value={option}>
              {PAYMENT_STATUS_LABELS[option]}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        caption="결제 목록"
        columns={columns}
        rows={query.data?.paymentList}
        rowKey={(p) => p.orderId}
        query={query}
        failure={MESSAGES.adminPaymentListFailed}
        empty={
          status && !search
            ? `${PAYMENT_STATUS_LABELS[status]} 상태인 결제가 없어요.`
            : emptyListText(search, '결제가', '결제 내역이 없어요.')
        }
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPage={setPage}
      />
    </AdminPage>
  );
}

export default adminOnly(PaymentListPage);
