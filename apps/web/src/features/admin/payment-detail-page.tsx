import type { AdminLedgerEntry } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { dotDate, timeOf, won } from '../../shared/lib/format';
import { Badge } from '../../shared/ui/badge';
import { ButtonLink } from '../../shared/ui/button';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { adminOnly, AdminPage } from './admin-page';
import { useAdminPayment } from './api';
import { DetailRow } from './detail-row';
import { LEDGER_KIND_LABELS, LEDGER_STATE_LABELS } from './labels';
import { PaymentStatusBadge } from './payment-status-badge';

const back = { to: '/admin/payments', label: '결제 내역' };

const at = (value: string) => `${dotDate(value)} ${timeOf(value)}`;

const STATE_TONES = { PENDING: 'brand', DONE: 'success', FAILED: 'danger' } as const;

/** One ledger row as a card: what moved, how much, and the provider's keys (long, so they wrap). */
function LedgerEntry({ entry }: { entry: AdminLedgerEntry }) {
  return (
    <li className="flex flex-col gap-2 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink-900">{LEDGER_KIND_LABELS[entry.kind]}</span>
        <Badge tone={STATE_TONES[entry.state]}>{LEDGER_STATE_LABELS[entry.state]}</Badge>
        <span className="ml-auto font-semibold tabular-nums text-ink-900">
          {entry.kind === 'CHARGE' ? '' : '−'}
          {won(entry.amount)}
        </span>
      </div>
      <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-[13px]">
        {entry.reason && (
          <>
            <dt className="text-ink-500">사유</dt>
            <dd className="text-ink-800">{entry.reason}</dd>
          </>
        )}
        <dt className="text-ink-500">결제 키</dt>
        <dd className="break-all font-mono text-ink-700">{entry.paymentKey}</dd>
        <dt className="text-ink-500">거래 키</dt>
        <dd className="break-all font-mono text-ink-700">{entry.transactionKey ?? '없음'}</dd>
        <dt className="text-ink-500">재시도</dt>
        <dd className="text-ink-700">{entry.attempts}회</dd>
        {entry.failureCode && (
          <>
            <dt className="text-ink-500">마지막 오류</dt>
            <dd className="break-all font-mono text-danger-600">{entry.failureCode}</dd>
          </>
        )}
        <dt className="text-ink-500">요청 · 처리</dt>
        <dd className="text-ink-700">
          {at(entry.createDate)} · {at(entry.updateDate)}
        </dd>
      </dl>
    </li>
  );
}

/** /admin/payments/{orderId}: the order, who paid where, and its ledger (the charge and each refund). */
function PaymentDetailPage() {
  const orderId = useParams().orderId ?? '';
  const { data: payment, isPending, isError, error, refetch } = useAdminPayment(orderId);

  if (isError && error instanceof ApiError && error.status === 404) {
    return (
      <AdminPage title="결제 상세" back={back}>
        <EmptyState title={MESSAGES.paymentNotFound} action={<ButtonLink to={back.to}>결제 내역으로</ButtonLink>} />
      </AdminPage>
    );
  }
  if (isError) {
    return (
      <AdminPage title="결제 상세" back={back}>
        <ErrorState message={MESSAGES.adminPaymentFailed} onRetry={() => refetch()} />
      </AdminPage>
    );
  }
  if (isPending || !payment) {
    return (
      <AdminPage title="결제 상세" back={back}>
        <LoadingBlock label="결제 정보를 불러오는 중">
          <Skeleton className="h-64 w-full" />
        </LoadingBlock>
      </AdminPage>
    );
  }
  return (
    <AdminPage title="결제 상세" description={payment.orderName} back={back}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="order-heading" className="rounded-2xl border border-ink-200 p-5">
          <div className="flex items-center gap-2">
            <h2 id="order-heading" className="text-lg font-bold text-ink-900">
              주문
            </h2>
            <PaymentStatusBadge status={payment.status} />
          </div>
          <dl className="mt-2 divide-y divide-ink-200">
            <DetailRow label="주문 번호">
              <span className="break-all font-mono text-[15px]">{payment.orderId}</span>
            </DetailRow>
            <DetailRow label="예약">
              {payment.reservationNo ? (
                <Link
                  to={`/store-reservation-detail/${payment.reservationNo}`}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  예약 {payment.reservationNo}번 보기
                </Link>
              ) : (
                '아직 예약이 확정되지 않았어요'
              )}
            </DetailRow>
            <DetailRow label="가게">
              {payment.storeNo ? (
                <Link to={`/admin/store/${payment.storeNo}`} className="underline underline-offset-2">
                  {payment.storeName} ({payment.storeNo}번)
                </Link>
              ) : (
                '없음'
              )}
            </DetailRow>
            <DetailRow label="회원">
              {payment.userNo ? (
                <Link to={`/admin/user/${payment.userNo}`} className="break-all underline underline-offset-2">
                  {payment.userName} · {payment.userId}
                </Link>
              ) : (
                '없음'
              )}
            </DetailRow>
            <DetailRow label="결제 금액">{won(payment.amount)}</DetailRow>
            <DetailRow label="남은 금액">{won(payment.balanceAmount)}</DetailRow>
            <DetailRow label="결제 수단">{payment.provider === 'toss' ? '토스페이먼츠' : '데모 결제'}</DetailRow>
            {payment.failureCode && (
              <DetailRow label="실패 코드">
                <span className="break-all font-mono text-danger-600">{payment.failureCode}</span>
              </DetailRow>
            )}
            <DetailRow label="주문 시각">{at(payment.createDate)}</DetailRow>
            <DetailRow label="마지막 변경">{at(payment.updateDate)}</DetailRow>
          </dl>
        </section>
        <section aria-labelledby="ledger-heading" className="self-start rounded-2xl border border-ink-200 p-5">
          <h2 id="ledger-heading" className="text-lg font-bold text-ink-900">
            원장
          </h2>
          <p className="mt-1 text-[13px] text-ink-500">결제와 환불이 오간 기록이에요. 오래된 것부터 보여요.</p>
          {payment.ledger.length === 0 ? (
            <p className="mt-4 text-ink-600">아직 돈이 오가지 않았어요.</p>
          ) : (
            <ul aria-label="원장" className="divide-y divide-ink-200">
              {payment.ledger.map((entry) => (
                <LedgerEntry key={entry.entryNo} entry={entry} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminPage>
  );
}

export default adminOnly(PaymentDetailPage);
