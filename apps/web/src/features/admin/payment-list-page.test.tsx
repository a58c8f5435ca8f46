import { type AdminPaymentItem, adminPaymentList } from '@siktak/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { MEMBER } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import { session } from '../../shared/lib/session';
import PaymentListPage from './payment-list-page';

const PAID: AdminPaymentItem = {
  orderId: 'ord_AbCdEf123456',
  orderName: '식탁 예약금 · 압구정 스시 오마에',
  reservationNo: 812,
  storeNo: 7,
  storeName: '압구정 스시 오마에',
  userNo: 3,
  userName: '김식탁',
  userId: 'diner@example.com',
  amount: 60_000,
  balanceAmount: 30_000,
  status: 'PARTIAL_CANCELED',
  createDate: '2026-11-28T19:05:00',
  updateDate: '2026-11-28T20:00:00',
};

function listing() {
  session.login({ ...MEMBER, userRole: 'ROLE_ADMIN' });
  const asked: { page: string | null; q: string | null; status: string | null }[] = [];
  fakeApi({
    'GET /api/admin/manage/payments': route({
      answer: adminPaymentList,
      handle: ({ query }) => {
        asked.push({ page: query.get('page'), q: query.get('q'), status: query.get('status') });
        return { paymentList: query.get('status') === 'FAILED' ? [] : [PAID], totalPages: 2 };
      },
    }),
  });
  const view = renderRoutes([{ path: '/admin/payments', element: <PaymentListPage /> }], '/admin/payments?page=2');
  return { ...view, asked };
}

describe('/admin/payments', () => {
  it('shows each order with its store, member, reservation, amounts and state in Korean, linked to its ledger', async () => {
    listing();
    const table = await screen.findByRole('table', { name: '결제 목록' });
    const row = within(table).getByRole('row', { name: /압구정 스시 오마에/ });
    expect(row).toHaveTextContent('김식탁 · diner@example.com');
    expect(row).toHaveTextContent('예약 812번');
    expect(row).toHaveTextContent('60,000원');
    expect(row).toHaveTextContent('남은 금액 30,000원');
    expect(row).toHaveTextContent('부분 환불');
    expect(within(row).getByRole('link', { name: '압구정 스시 오마에' })).toHaveAttribute(
      'href',
      '/admin/payments/ord_AbCdEf123456',
    );
  });

  it('searches and filters by state from the first page, keeping both in the address', async () => {
    const { asked, router } = listing();
    await screen.findByRole('table', { name: '결제 목록' });
    expect(asked.at(-1)).toEqual({ page: '1', q: null, status: null });

    await userEvent.type(screen.getByRole('searchbox', { name: '결제 검색' }), '812{Enter}');
    await screen.findByRole('table', { name: '결제 목록' });
    expect(asked.at(-1)).toEqual({ page: '0', q: '812', status: null });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '결제 상태' }), '실패');
    expect(await screen.findByText("'812'에 맞는 결제가 없어요.")).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ page: '0', q: '812', status: 'FAILED' });
    expect(router.state.location.search).toBe('?q=812&status=FAILED');
  });
});
