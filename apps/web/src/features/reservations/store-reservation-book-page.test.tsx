import { type LedgerItem, ledgerDay, ledgerList, ledgerMonth } from '@siktak/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../shared/lib/session';
import { fakeApi, route } from '../../../test/fake-api';
import { MEMBER } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import StoreReservationBookPage from './store-reservation-book-page';

const TODAY = '2026-11-17';

const booking = (reservationNo: number, time: string, values: Partial<LedgerItem> = {}): LedgerItem => ({
  reservationNo,
  reservationDate: '2026-11-20',
  reservationTime: time,
  userName: '김단골',
  userPhone: '010-2222-3333',
  personCount: 4,
  status: 'Y',
  isNoShow: 'N',
  visited: 'N',
  occasion: null,
  requestNote: null,
  ledgerStatus: 'confirmed',
  ...values,
});

const DAY_20 = [
  booking(11, '12:00', { status: 'N', ledgerStatus: 'cancelled', userName: '박취소', personCount: 2 }),
  booking(12, '18:00', { occasion: 'BIRTHDAY', requestNote: '창가 자리 부탁드려요\n케이크 보관' }),
  booking(13, '18:00', { userName: '이노쇼', isNoShow: 'Y', ledgerStatus: 'no-show', personCount: 2 }),
  booking(14, '19:00', { userName: '최방문', visited: 'Y', ledgerStatus: 'visited', personCount: 3 }),
];

const summaryOf = (date: string, bookings: LedgerItem[]) => ({
  date,
  bookingCount: bookings.filter((b) => b.status === 'Y').length,
  personCount: bookings.filter((b) => b.status === 'Y').reduce((sum, b) => sum + b.personCount, 0),
  noShowCount: bookings.filter((b) => b.isNoShow === 'Y').length,
  cancelledCount: bookings.filter((b) => b.status === 'N').length,
});

function daysOf(month: string) {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return date === '2026-11-20' ? summaryOf(date, DAY_20) : summaryOf(date, []);
  });
}

/** The book's calls answered from the bookings above, recording every day and month asked for. */
function openBook(entry: string) {
  session.login({ ...MEMBER, userRole: 'ROLE_OWNER' });
  const asked: string[] = [];
  fakeApi({
    'GET /api/owner/reservations/day': route({
      answer: ledgerDay,
      handle: ({ query }) => {
        const date = query.get('date') ?? '';
        asked.push(`day ${date}`);
        const bookings = date === '2026-11-20' ? DAY_20 : [];
        return { today: TODAY, summary: summaryOf(date, bookings), bookings };
      },
    }),
    'GET /api/owner/reservations': route({
      answer: ledgerList,
      handle: ({ query }) => {
        asked.push(`list ${query.toString()}`);
        const rows = DAY_20.filter((b) => !query.get('status') || b.ledgerStatus === query.get('status'));
        return { reservationList: rows, totalPages: 1, totalCount: rows.length };
      },
    }),
    'GET /api/owner/reservations/month': route({
      answer: ledgerMonth,
      handle: ({ query }) => {
        const month = query.get('month') ?? '';
        asked.push(`month ${month}`);
        return { month, today: TODAY, days: daysOf(month) };
      },
    }),
  });
  const view = renderRoutes(
    [
      { path: '/store-reservation-book', element: <StoreReservationBookPage /> },
      { path: '/store-reservation-detail/:reservationNo', element: <p>예약 상세 화면</p> },
    ],
    entry,
  );
  return { ...view, asked };
}

describe('the reservation book: 일', () => {
  it("lays the day out by hour with each booking's party, name, request and status; a booking opens its detail", async () => {
    const user = userEvent.setup();
    const { router } = openBook('/store-reservation-book?view=day&date=2026-11-20');
    expect(screen.getByRole('heading', { name: '2026년 11월 20일 (금)' })).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: '시간대별 예약' });
    const hours = within(timeline)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(hours).toEqual(['12:00', '18:00', '19:00']);

    const six = within(timeline).getByRole('heading', { name: '18:00' }).closest('li') as HTMLElement;
    expect(within(six).getByText('생일')).toBeInTheDocument();
    // The note in full, line break kept, not cut to one line.
    const note = within(six).getByText(/창가 자리 부탁드려요/);
    expect(note.textContent).toBe('창가 자리 부탁드려요\n케이크 보관');
    expect(within(six).getByText('예약완료')).toBeInTheDocument();
    expect(within(six).getByText('노쇼')).toBeInTheDocument();
    expect(within(six).getAllByText('4명').length).toBeGreaterThan(0);
    expect(within(timeline).getByText('예약취소')).toBeInTheDocument();
    expect(within(timeline).getByText('방문 완료')).toBeInTheDocument();
    expect(within(six).getAllByRole('button', { name: '손님 카드' })).toHaveLength(2);

    // The day's counts leave the cancelled booking out.
    const counts = screen.getByText('손님').closest('dl') as HTMLElement;
    expect(within(counts).getByText('3건')).toBeInTheDocument();
    expect(within(counts).getByText('9명')).toBeInTheDocument();

    await user.click(within(six).getByRole('link', { name: /김단골/ }));
    expect(router.state.location.pathname).toBe('/store-reservation-detail/12');
  });

  it('turns to the day before and after, and back to today', async () => {
    const user = userEvent.setup();
    const { router, asked } = openBook('/store-reservation-book?view=day&date=2026-11-20');
    await screen.findByRole('list', { name: '시간대별 예약' });
    await user.click(screen.getByRole('button', { name: '다음 날' }));
    expect(await screen.findByText('이 날은 예약이 없어요.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=day&date=2026-11-21');
    await user.click(screen.getByRole('button', { name: '이전 날' }));
    await user.click(screen.getByRole('button', { name: '이전 날' }));
    expect(await screen.findByRole('heading', { name: '2026년 11월 19일 (목)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '오늘' }));
    expect(await screen.findByRole('heading', { name: '2026년 11월 17일 (화)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '오늘' })).toBeDisabled();
    expect(asked).toEqual(['day 2026-11-20', 'day 2026-11-21', 'day 2026-11-20', 'day 2026-11-19', `day ${TODAY}`]);
  });
});

describe('the reservation book: 월', () => {
  it('shows the bookings and guests of each day, and a day opens in 일', async () => {
    const user = userEvent.setup();
    const { router, asked } = openBook('/store-reservation-book?view=month&date=2026-11-20');
    const day = await screen.findByRole('button', { name: '2026년 11월 20일 금요일 예약 3건 손님 9명' });
    expect(day).toHaveTextContent('203건9명');
    expect(screen.getByText('이 달 예약 3건 · 손님 9명')).toBeInTheDocument();
    // A day without bookings says nothing more than its date.
    expect(screen.getByRole('button', { name: '2026년 11월 21일 토요일' })).toHaveTextContent(/^21$/);

    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(await screen.findByText('이 달 예약 0건 · 손님 0명')).toBeInTheDocument();
    expect(asked).toContain('month 2026-12');
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    await user.click(await screen.findByRole('button', { name: /2026년 11월 20일 금요일/ }));
    expect(router.state.location.search).toBe('?view=day&date=2026-11-20');
    expect(await screen.findByRole('list', { name: '시간대별 예약' })).toBeInTheDocument();
  });
});

describe('the reservation book: 목록', () => {
  it('sends the range, status and search to the server, and offers the CSV only for a range it can have', async () => {
    const user = userEvent.setup();
    const { asked, router } = openBook('/store-reservation-book?view=list&from=2026-11-20');
    expect(await screen.findAllByText(/창가 자리 부탁드려요/)).not.toHaveLength(0);
    expect(asked).toEqual(['list from=2026-11-20&page=0']);
    const csv = screen.getByRole('button', { name: 'CSV 내려받기' });
    expect(csv).toBeDisabled();
    expect(screen.getByText('시작일과 종료일을 고르면 내려받을 수 있어요.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('상태'), '노쇼');
    await screen.findByText('1건');
    expect(asked.at(-1)).toBe('list from=2026-11-20&status=no-show&page=0');
    await user.type(screen.getByRole('searchbox', { name: '예약자 이름이나 연락처로 검색' }), '3333{Enter}');
    await screen.findByText('1건');
    expect(asked.at(-1)).toBe('list from=2026-11-20&status=no-show&q=3333&page=0');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('3333');

    const to = screen.getByLabelText('종료일');
    await user.type(to, '2026-11-19');
    expect(
      await screen.findByText('시작일이 종료일보다 늦어요. 기간을 다시 골라주세요.', { selector: 'p#ledger-csv-hint' }),
    ).toBeInTheDocument();
    expect(csv).toBeDisabled();
    await user.clear(to);
    await user.type(to, '2027-03-01');
    expect(await screen.findByText('기간을 92일 이하로 줄이면 내려받을 수 있어요.')).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '2026-11-30');
    expect(await screen.findByText('지금 조건의 예약을 한 번에 92일까지 내려받아요.')).toBeInTheDocument();
    expect(csv).toBeEnabled();
  });
});
