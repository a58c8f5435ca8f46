import { type MyReservationDetail, myReservationDetail } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { signInMember } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import { myBooking } from '../../../test/reservations';
import ReservationCompletePage from './reservation-complete-page';

const BOOKING = myBooking();

function confirmationOf(booking: MyReservationDetail) {
  signInMember();
  const { calls } = fakeApi({
    'GET /api/reservation/mypage/detail/41': route({ answer: myReservationDetail, handle: () => booking }),
  });
  const view = renderRoutes([{ path: '/reservation-complete/:reservationNo', element: <ReservationCompletePage /> }], {
    pathname: '/reservation-complete/41',
  });
  return { ...view, calls };
}

describe('booking confirmation page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the booking by the number in its address and shows the spec's message, the store, date, time and party", async () => {
    const { calls } = confirmationOf(BOOKING);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.bookingDone })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '연남 파스타 하우스' })).toBeInTheDocument();
    expect(screen.getByText('2026.11.26 (목)')).toBeInTheDocument();
    expect(screen.getByText('19:00')).toBeInTheDocument();
    expect(screen.getByText('3명')).toBeInTheDocument();
    expect(screen.getByText('서울 마포구 동교로 1 2층')).toBeInTheDocument();
    expect(document.title).toBe('예약 완료 | 식탁');
    expect(calls).toEqual(['GET /api/reservation/mypage/detail/41']);
    expect(screen.getByRole('link', { name: '예약 상세' })).toHaveAttribute('href', '/my-reservation-detail/41');
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeInTheDocument();
  });

  it('opens the road address in Kakao Map and Naver Map by URL, in a new tab', async () => {
    confirmationOf(BOOKING);
    const kakao = await screen.findByRole('link', { name: /카카오맵에서 길찾기/ });
    const query = encodeURIComponent('서울 마포구 동교로 1');
    expect(kakao).toHaveAttribute('href', `https://map.kakao.com/link/search/${query}`);
    expect(kakao).toHaveAttribute('target', '_blank');
    expect(kakao).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /네이버 지도에서 길찾기/ })).toHaveAttribute(
      'href',
      `https://map.naver.com/p/search/${query}`,
    );
  });

  it('copies the full address, and shares by copying the link where there is no share sheet, each with a toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    confirmationOf(BOOKING);
    await user.click(await screen.findByRole('button', { name: '주소 복사' }));
    expect(writeText).toHaveBeenLastCalledWith('서울 마포구 동교로 1 2층');
    expect(await screen.findByText('주소를 복사했어요.')).toBeInTheDocument();

    expect('share' in navigator).toBe(false);
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `연남 파스타 하우스에 2026.11.26 (목) 19:00 3명 예약했어요. ${window.location.origin}/store-detail/3`,
    );
    expect(await screen.findByText('링크를 복사했어요.')).toBeInTheDocument();
  });

  it("hands the booking to the phone's share sheet when there is one", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    confirmationOf(BOOKING);
    await userEvent.click(await screen.findByRole('button', { name: '공유하기' }));
    expect(share).toHaveBeenCalledWith({
      title: '연남 파스타 하우스',
      text: '연남 파스타 하우스에 2026.11.26 (목) 19:00 3명 예약했어요.',
      url: `${window.location.origin}/store-detail/3`,
    });
    expect(screen.queryByText('링크를 복사했어요.')).not.toBeInTheDocument();
  });

  it('says a cancelled booking is cancelled and offers neither the calendar nor another cancel', async () => {
    confirmationOf({ ...BOOKING, status: 'N', cancellable: false, cancelReason: '단순 변심' });
    expect(await screen.findByRole('heading', { level: 1, name: '이 예약은 취소되었어요.' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.bookingDone)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '캘린더에 추가' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('연남 파스타 하우스')).toBeInTheDocument();
  });
});
