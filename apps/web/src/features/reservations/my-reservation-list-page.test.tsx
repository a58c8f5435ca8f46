import { type MyReservationItem, messageBody, myReservationList } from '@siktak/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { signInMember } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import MyReservationListPage from './my-reservation-list-page';

const row = (reservationNo: number, storeName: string, reservationDate: string): MyReservationItem => ({
  reservationNo,
  storeNo: 3,
  storeName,
  reservationDate,
  reservationTime: '19:00',
  personCount: 2,
  status: 'Y',
  isNoShow: 'N',
  isReview: 'NO',
  isDeleted: 'N',
  reviewNo: null,
  storeImage: null,
});

/** The list call answered per tab from the `filter` it was asked for, recording each `filter`/`page` asked. */
function listing(entry: string | { pathname: string; search?: string; state?: unknown }) {
  signInMember();
  const asked: string[] = [];
  fakeApi({
    'PATCH /api/reservation/review/status-update': route({
      answer: messageBody,
      handle: () => ({ success: true, message: '확인했어요.' }),
    }),
    'GET /api/reservation/mypage/7': route({
      answer: myReservationList,
      handle: ({ query }) => {
        const filter = query.get('filter');
        asked.push(`${filter} ${query.get('page')}`);
        const reservationList =
          filter === 'upcoming'
            ? [row(41, '연남 파스타 하우스', '2026-11-26'), row(42, '성수 국밥', '2026-11-28')]
            : filter === 'past'
              ? [row(30, '을지로 노포', '2026-11-01')]
              : [];
        return { reservationList, totalPages: filter === 'past' ? 2 : 1 };
      },
    }),
  });
  const view = renderRoutes(
    [
      { path: '/my-reservation-list', element: <MyReservationListPage /> },
      { path: '/my-reservation-detail/:reservationNo', element: <p>예약 상세 화면</p> },
    ],
    entry,
  );
  return { ...view, asked };
}

describe('my reservation list tabs', () => {
  it('opens on 다가오는 예약 and asks the server for each tab and page by its address', async () => {
    const user = userEvent.setup();
    const { asked, router } = listing('/my-reservation-list');
    const tabs = screen.getByRole('navigation', { name: '예약 구분' });
    expect(within(tabs).getByRole('link', { name: '다가오는 예약' })).toHaveAttribute('aria-current', 'page');
    expect((await screen.findAllByRole('link', { name: '연남 파스타 하우스' }))[0]).toHaveAttribute(
      'href',
      '/my-reservation-detail/41',
    );
    expect(asked).toEqual(['upcoming 0']);

    await user.click(within(tabs).getByRole('link', { name: '지난 예약' }));
    expect((await screen.findAllByText('을지로 노포')).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('?tab=past');
    expect(within(tabs).getByRole('link', { name: '지난 예약' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('연남 파스타 하우스')).not.toBeInTheDocument();

    // The next page keeps the tab in the address.
    await user.click(screen.getByRole('button', { name: '2페이지' }));
    await screen.findAllByText('을지로 노포');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('past');
    expect(asked).toEqual(['upcoming 0', 'past 0', 'past 1']);

    await user.click(within(tabs).getByRole('link', { name: '취소된 예약' }));
    expect(await screen.findByText('취소된 예약이 없어요.')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('cancelled 0');
  });

  it('marks the booking just made when the confirmation page leads here', async () => {
    listing({ pathname: '/my-reservation-list', state: { highlight: 42 } });
    const marks = await screen.findAllByText('방금 예약');
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.parentElement).toHaveTextContent('성수 국밥');
    expect(screen.getAllByText('연남 파스타 하우스')[0]?.parentElement).not.toHaveTextContent('방금 예약');
  });
});
