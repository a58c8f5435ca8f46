import {
  type MyReservationDetail,
  availabilityResponse,
  buildSlots,
  changeReservationBody,
  createReservationResponse,
  daySlots,
  myReservationDetail,
  reservationStoreInfo,
} from '@siktak/contract';
import { ERRORS, MESSAGES, fillMessage } from '@siktak/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_NOW, BOOKING_STORE } from '../../../test/booking-store';
import { fakeApi, route } from '../../../test/fake-api';
import { signInMember } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import ReservationChangePage from './reservation-change-page';

const NOW = BOOKING_NOW;
const STORE = BOOKING_STORE;

const BOOKING: MyReservationDetail = {
  reservationNo: 41,
  storeNo: 3,
  storeName: STORE.storeName,
  reservationDate: '2026-11-26',
  reservationTime: '18:00',
  personCount: 2,
  status: 'Y',
  isNoShow: 'N',
  isReview: 'YET',
  isDeleted: 'N',
  reviewNo: null,
  storeImage: null,
  storeAddress1: '서울 마포구 연남로 1',
  storeAddress2: '1층',
  storePhone: '02-123-4567',
  cancelReason: null,
  cancellable: true,
  occasion: null,
  requestNote: null,
};

/** Where the change page sent the diner: the booking's own address. */
function DetailProbe() {
  return <p>예약 상세 {useLocation().pathname}</p>;
}

/** The change page of BOOKING; `seatsAt` are the seats others left in each hour of its day. */
function changeAt(seatsAt: (time: string) => number, answer: (body: unknown) => unknown) {
  const sent: unknown[] = [];
  fakeApi({
    'GET /api/reservation/mypage/detail/41': route({ answer: myReservationDetail, handle: () => BOOKING }),
    'GET /api/reservation/store/3': route({ answer: reservationStoreInfo, handle: () => STORE }),
    'GET /api/reservation/slots': route({
      answer: daySlots,
      handle: ({ query }) => ({
        reservationDate: query.get('reservationDate'),
        closed: false,
        slots: buildSlots(STORE.openTime, STORE.closeTime).map((time) => ({
          time,
          available: seatsAt(time),
          bookable: seatsAt(time) > 0,
          closed: false,
        })),
      }),
    }),
    'GET /api/reservation/available-person': route({
      answer: availabilityResponse,
      handle: ({ query }) => seatsAt(query.get('reservationTime') ?? ''),
    }),
    'PATCH /api/reservation/mypage/41/change': route({
      body: changeReservationBody,
      answer: createReservationResponse,
      handle: ({ body }) => {
        sent.push(body);
        return answer(body);
      },
    }),
  });
  const view = renderRoutes(
    [
      { path: '/reservation-change/:reservationNo', element: <ReservationChangePage /> },
      { path: '/my-reservation-detail/:reservationNo', element: <DetailProbe /> },
    ],
    '/reservation-change/41',
  );
  return { ...view, sent };
}

const hour = (time: string) => screen.getByRole('button', { name: new RegExp(`^${time}`) });

describe('reservation change page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    signInMember();
  });
  afterEach(() => vi.useRealTimers());

  it("opens on the booking, counts its own seats as free in its hour, and shows the server's refusal with the booking kept", async () => {
    // 18:00 is full with the booking's own 2 seats; 19:00 has 1 seat left.
    const { sent, router } = changeAt(
      (t) => (t === '18:00' ? 0 : t === '19:00' ? 1 : 6),
      () => ({
        status: 409,
        body: { success: false, code: 'E121', message: fillMessage(ERRORS.E121.message, { n: 0 }) },
      }),
    );
    const current = await screen.findByText('현재 예약');
    expect(current.parentElement).toHaveTextContent('2026.11.26 (목) 18:00 · 2명');
    expect(hour('18:00')).toHaveAttribute('aria-pressed', 'true');
    // Its own 2 seats are the diner's to keep: no 마감, and the party can grow to them only.
    expect(await screen.findByText('2명', { selector: 'strong' })).toBeInTheDocument();
    expect(hour('18:00')).not.toHaveTextContent('마감');
    expect(screen.getByRole('button', { name: '변경하기' })).toBeDisabled();
    const people = screen.getByRole('region', { name: '인원' });
    await userEvent.click(within(people).getByRole('button', { name: '인원 늘리기' }));
    expect(await screen.findByText(fillMessage(MESSAGES.bookingMaxPeople, { n: 2 }))).toBeInTheDocument();
    await userEvent.click(within(people).getByRole('button', { name: '인원 줄이기' }));

    await userEvent.click(hour('19:00'));
    await userEvent.click(within(people).getByRole('button', { name: '인원 줄이기' }));
    expect(screen.getByText('바꿀 예약').parentElement).toHaveTextContent('2026.11.26 (목) 19:00 · 1명');
    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    const alert = await screen.findByText(MESSAGES.changeFailed);
    expect(alert.parentElement).toHaveTextContent(fillMessage(ERRORS.E121.message, { n: 0 }));
    expect(router.state.location.pathname).toBe('/reservation-change/41');
    expect(sent).toEqual([{ reservationDate: '2026-11-26', reservationTime: '19:00', personCount: 1 }]);
  });

  it('changes and goes back to the detail of the booking', async () => {
    const { sent } = changeAt(
      () => 6,
      (body) => ({ reservationNo: 41, ...(body as object), status: 'Y', message: MESSAGES.changeDone }),
    );
    await screen.findByText('현재 예약');
    await userEvent.click(hour('20:00'));
    await userEvent.click(screen.getByRole('button', { name: '변경하기' }));
    expect(await screen.findByText('예약 상세 /my-reservation-detail/41')).toBeInTheDocument();
    expect(sent).toEqual([{ reservationDate: '2026-11-26', reservationTime: '20:00', personCount: 2 }]);
  });
});
