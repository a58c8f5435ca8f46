import {
  DEFAULT_DEPOSIT_POLICY,
  type ReservationStoreInfo,
  availabilityResponse,
  depositBookingResponse,
  buildSlots,
  createReservationBody,
  createReservationResponse,
  daySlots,
  joinWaitBody,
  joinWaitResponse,
  reservationStoreInfo,
  waitList,
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
import { openCheckout } from './deposit-checkout';
import ReservationPage from './reservation-page';

// The payment window takes the whole page away; here it is only asked to open.
vi.mock('./deposit-checkout', () => ({ openCheckout: vi.fn(() => Promise.resolve()) }));

const NOW = BOOKING_NOW;
const STORE = BOOKING_STORE;

/** Where the login page was sent, and what it was told. */
function LoginProbe() {
  const location = useLocation();
  return <p>로그인 화면 {JSON.stringify(location.state)}</p>;
}

/** The booking page at `url`; `closed` are the hours the owner closed (no seats, 마감 with no waitlist). */
function bookingAt(
  url: string,
  seatsAt: (time: string) => number,
  booked: unknown[] = [],
  waits: unknown[] = [],
  closed: string[] = [],
  store: ReservationStoreInfo = STORE,
) {
  const fake = fakeApi({
    'GET /api/waitlist': route({ answer: waitList, handle: () => ({ waitList: [] }) }),
    'POST /api/waitlist': route({
      body: joinWaitBody,
      answer: joinWaitResponse,
      handle: ({ body }) => {
        waits.push(body);
        return {
          success: true,
          message: '자리가 나면 메일로 알려드릴게요.',
          wait: {
            waitNo: 1,
            storeNo: body.storeNo,
            storeName: STORE.storeName,
            storeImage: null,
            storeThumb: null,
            date: body.date,
            time: body.time,
            personCount: body.personCount,
            state: 'WAITING',
            createdAt: '2026-11-24T10:00:00',
          },
        };
      },
    }),
    'GET /api/reservation/store/3': route({ answer: reservationStoreInfo, handle: () => store }),
    'GET /api/reservation/slots': route({
      answer: daySlots,
      handle: ({ query }) => ({
        reservationDate: query.get('reservationDate'),
        closed: false,
        slots: buildSlots(STORE.openTime, STORE.closeTime).map((time) => ({
          time,
          available: closed.includes(time) ? 0 : seatsAt(time),
          bookable: !closed.includes(time),
          closed: closed.includes(time),
        })),
      }),
    }),
    'GET /api/reservation/available-person': route({
      answer: availabilityResponse,
      handle: ({ query }) => {
        const time = query.get('reservationTime') ?? '';
        return closed.includes(time) ? 0 : seatsAt(time);
      },
    }),
    'POST /api/reservation/deposit': route({
      body: createReservationBody,
      answer: depositBookingResponse,
      handle: ({ body }) => {
        booked.push(body);
        return {
          orderId: DEMO_CHECKOUT.orderId,
          amount: DEMO_CHECKOUT.amount,
          holdExpiresAt: '2026-11-24T10:10:00.000Z',
          checkout: DEMO_CHECKOUT,
        };
      },
    }),
    'POST /api/reservation': route({
      body: createReservationBody,
      answer: createReservationResponse,
      handle: ({ body }) => {
        booked.push(body);
        return {
          reservationNo: 41,
          reservationDate: body.reservationDate,
          reservationTime: body.reservationTime,
          personCount: body.personCount,
          status: 'Y',
          message: '예약 완료',
        };
      },
    }),
  });
  const [pathname, search] = url.split('?');
  const view = renderRoutes(
    [
      { path: '/reservation/:storeNo', element: <ReservationPage /> },
      { path: '/login', element: <LoginProbe /> },
      { path: '/reservation-complete/:reservationNo', element: <p>예약 완료 화면</p> },
    ],
    { pathname: pathname as string, search: search ? `?${search}` : '' },
  );
  return { ...view, ...fake };
}

/** The demo provider's payment window of a 2-person 예약금. */
const DEMO_CHECKOUT = {
  orderId: 'demoOrder0123456789abcdefghijklmn',
  orderName: '식탁 예약금 · 연남 파스타',
  amount: 60_000,
  status: 'READY',
  provider: 'demo',
  clientKey: null,
  sdkUrl: null,
  checkoutUrl: 'http://localhost/api/payments/demo/demoOrder0123456789abcdefghijklmn',
  successUrl: 'http://localhost/api/payments/return/success',
  failUrl: 'http://localhost/api/payments/return/fail',
} as const;

/**
 * A booking of 2026-11-26 18:00 as the fake server reads it: parsed by the contract, where no occasion or
 * note (absent from the body) reads as `null`.
 */
const bookedAt1800 = (
  personCount: number,
  request: { occasion: string | null; requestNote: string | null } = { occasion: null, requestNote: null },
) => ({ userNo: 7, storeNo: 3, reservationDate: '2026-11-26', reservationTime: '18:00', personCount, ...request });

/** An hour's button; its name may go on with what it says under the time ("19:00 마감"). */
const hour = (time: string) => screen.getByRole('button', { name: new RegExp(`^${time}`) });

describe('booking page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("keeps the diner's party when an hour has fewer seats, says the spec's limit and books only what was picked", async () => {
    signInMember();
    const booked: unknown[] = [];
    const waits: unknown[] = [];
    const { router } = bookingAt(
      '/reservation/3?date=2026-11-26&time=19:00&party=5',
      (t) => (t === '19:00' ? 2 : 10),
      booked,
      waits,
    );

    const limit = await screen.findByText(fillMessage(MESSAGES.bookingMaxPeople, { n: 2 }));
    expect(limit).toHaveAttribute('role', 'alert');
    expect(hour('19:00')).toHaveAttribute('aria-pressed', 'true');
    const people = screen.getByRole('region', { name: '인원' });
    expect(within(people).getByText('5명')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '예약하기' })).toBeDisabled();
    // The full hour offers the waitlist for the party the diner chose.
    await userEvent.click(screen.getByRole('button', { name: '빈자리 알림 받기' }));
    expect(await screen.findByText('자리가 나면 메일로 알려드릴게요.')).toBeInTheDocument();
    expect(waits).toEqual([{ storeNo: 3, date: '2026-11-26', time: '19:00', personCount: 5 }]);

    await userEvent.click(hour('18:00'));
    expect(await screen.findByText('10명')).toBeInTheDocument();
    expect(screen.queryByText(fillMessage(MESSAGES.bookingMaxPeople, { n: 2 }))).not.toBeInTheDocument();
    expect(within(people).getByText('5명')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reservation-complete/41');
    expect(booked).toEqual([bookedAt1800(5)]);
  });

  it('sends the occasion picked and the note typed, trimmed and counted up to its limit', async () => {
    signInMember();
    const booked: unknown[] = [];
    bookingAt('/reservation/3?date=2026-11-26&time=18:00&party=2', () => 10, booked);
    const request = await screen.findByRole('region', { name: '요청사항' });
    const occasions = within(request).getByRole('group', { name: '방문 목적' });
    expect(
      within(occasions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['생일', '기념일', '데이트', '비즈니스', '가족 모임', '기타']);
    // A second tap takes the occasion back; one occasion at a time.
    await userEvent.click(within(occasions).getByRole('button', { name: '생일' }));
    await userEvent.click(within(occasions).getByRole('button', { name: '기념일' }));
    expect(within(occasions).getByRole('button', { name: '생일' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(occasions).getByRole('button', { name: '기념일' })).toHaveAttribute('aria-pressed', 'true');

    const note = within(request).getByRole('textbox', { name: '요청 내용' });
    expect(note).toHaveAttribute('placeholder', '알레르기나 요청하실 내용을 적어주세요');
    expect(note).toHaveAttribute('maxlength', '200');
    expect(within(request).getByText('0/200자')).toBeInTheDocument();
    await userEvent.type(note, '  갑각류 알레르기가 있어요 ');
    expect(within(request).getByText('16/200자')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(booked).toEqual([bookedAt1800(2, { occasion: 'ANNIVERSARY', requestNote: '갑각류 알레르기가 있어요' })]);
  });

  it('shows a deposit store’s policy for the party and books only once the diner agrees to it', async () => {
    signInMember();
    const booked: unknown[] = [];
    const policy = {
      ...DEFAULT_DEPOSIT_POLICY,
      enabled: true,
      storeKind: 'RESERVATION',
      amount: 30_000,
      pricePerPerson: 150_000,
    } as const;
    bookingAt('/reservation/3?date=2026-11-26&time=18:00&party=2', () => 10, booked, [], [], {
      ...STORE,
      depositPolicy: policy,
    });
    const box = await screen.findByRole('region', { name: '예약금·취소 규정' });
    expect(within(box).getByText('예약금 60,000원 (2명 기준)')).toBeInTheDocument();
    expect(within(box).getByRole('row', { name: '방문 1일 전 50% 환불' })).toBeInTheDocument();
    expect(within(box).getByText('예약 시간보다 15분 이상 늦으면 노쇼로 처리돼요.')).toBeInTheDocument();
    expect(within(box).getByText(/40%까지만 가게가 받을 수 있어요/)).toBeInTheDocument();
    const book = screen.getByRole('button', { name: '예약금 60,000원 결제하고 예약하기' });
    expect(book).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '취소·환불 규정을 확인했고 동의해요' }));
    expect(book).toBeEnabled();
    await userEvent.click(book);
    // The seats are held and the payment window opens (ADR-0053); the return lands on the confirmation.
    await vi.waitFor(() => expect(openCheckout).toHaveBeenCalledWith(DEMO_CHECKOUT));
    expect(booked).toEqual([{ ...bookedAt1800(2), policyAgreed: true }]);
  });

  it('says why when the payment window came back without a booking', async () => {
    signInMember();
    bookingAt('/reservation/3?deposit=E172', () => 10);
    expect(await screen.findByText(ERRORS.E172.message)).toBeInTheDocument();
  });

  it('sends no occasion once its chip is tapped again, and no note when it is blank', async () => {
    signInMember();
    const booked: unknown[] = [];
    bookingAt('/reservation/3?date=2026-11-26&time=18:00&party=2', () => 10, booked);
    const occasions = await screen.findByRole('group', { name: '방문 목적' });
    await userEvent.click(within(occasions).getByRole('button', { name: '가족 모임' }));
    await userEvent.click(within(occasions).getByRole('button', { name: '가족 모임' }));
    await userEvent.type(screen.getByRole('textbox', { name: '요청 내용' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByText('예약 완료 화면')).toBeInTheDocument();
    expect(booked).toEqual([bookedAt1800(2)]);
  });

  it("offers parties up to the store's largest online one and tells larger groups to call", async () => {
    signInMember();
    // A link asking for more than the store takes online starts from one person instead.
    bookingAt('/reservation/3?date=2026-11-26&time=18:00&party=7', () => 10);
    const people = await screen.findByRole('region', { name: '인원' });
    expect(within(people).getByText('최대 6명')).toBeInTheDocument();
    expect(within(people).getByText('6명이 넘는 단체는 가게에 전화로 문의해주세요.')).toBeInTheDocument();
    expect(within(people).getByRole('status', { name: '인원 1명' })).toBeInTheDocument();
    const more = within(people).getByRole('button', { name: '인원 늘리기' });
    for (let i = 0; i < 5; i++) await userEvent.click(more);
    expect(within(people).getByRole('status', { name: '인원 6명' })).toBeInTheDocument();
    expect(more).toBeDisabled();
  });

  it('marks a full hour 마감 and a nearly full one with its seats, and a full hour still offers the waitlist', async () => {
    signInMember();
    bookingAt('/reservation/3?date=2026-11-26&time=18:00&party=2', (t) => ({ '19:00': 0, '20:00': 3 })[t] ?? 10);
    expect(await screen.findByRole('button', { name: '19:00 마감' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '20:00 3석 남음' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '18:00' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(hour('19:00'));
    expect(await screen.findByText('이 시간은 예약이 마감되었어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '빈자리 알림 받기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '예약하기' })).toBeDisabled();
  });

  it('marks an hour its owner closed 마감 without offering the waitlist, which no cancellation could answer', async () => {
    signInMember();
    bookingAt('/reservation/3?date=2026-11-26&time=18:00&party=2', (t) => (t === '19:00' ? 0 : 10), [], [], ['20:00']);
    expect(await screen.findByRole('button', { name: '20:00 마감' })).toBeInTheDocument();

    await userEvent.click(hour('20:00'));
    expect(
      await screen.findByText('이 시간은 가게에서 예약을 받지 않아요. 다른 시간을 골라주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '빈자리 알림 받기' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '예약하기' })).toBeDisabled();

    // The hour full of bookings beside it still offers it.
    await userEvent.click(hour('19:00'));
    expect(await screen.findByRole('button', { name: '빈자리 알림 받기' })).toBeInTheDocument();
  });

  it("opened with no party starts at the spec's 1명, a party from the store page is kept, and no capacity is shown", async () => {
    signInMember();
    const first = bookingAt('/reservation/3', () => 10);
    expect(await screen.findByText('영업시간 11:00~22:00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '인원' })).getByText('1명')).toBeInTheDocument();
    expect(screen.queryByText(/시간당/)).not.toBeInTheDocument();
    first.unmount();

    bookingAt('/reservation/3?party=3', () => 10);
    expect(within(await screen.findByRole('region', { name: '인원' })).getByText('3명')).toBeInTheDocument();
  });

  it("says the chosen day's hours, with its 브레이크 타임 and last booking time, and offers no hour inside them", async () => {
    signInMember();
    const week = STORE.weeklyHours;
    const store = {
      ...STORE,
      weeklyHours: { ...week, 목: { ...week.목, breakStart: '15:00', breakEnd: '17:00', lastBooking: '20:00' } },
    };
    // Thursday 2026-11-26 has the break; Wednesday keeps the usual hours.
    const thursday = bookingAt('/reservation/3?date=2026-11-26', () => 10, [], [], [], store);
    expect(
      await screen.findByText('영업시간 11:00–22:00 · 브레이크 타임 15:00–17:00 · 마지막 예약 20:00'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '14:00' })).toBeInTheDocument();
    for (const gone of ['15:00', '16:00', '21:00']) expect(screen.queryByRole('button', { name: gone })).toBeNull();
    thursday.unmount();

    bookingAt('/reservation/3?date=2026-11-25', () => 10, [], [], [], store);
    expect(await screen.findByText('영업시간 11:00–22:00')).toBeInTheDocument();
  });

  it('hides the hours of today that have started', async () => {
    signInMember();
    vi.setSystemTime(new Date('2026-11-24T09:30:00Z')); // 18:30 in Seoul
    bookingAt('/reservation/3?date=2026-11-24', () => 10);
    expect(await screen.findByRole('button', { name: '19:00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '18:00' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '11:00' })).not.toBeInTheDocument();
  });

  it('logged out, sends the diner to /login saying a login is needed, with the way back', async () => {
    const { calls } = bookingAt('/reservation/3?date=2026-11-26&time=19:00&party=4', () => 10);
    const login = await screen.findByText(/로그인 화면/);
    expect(JSON.parse(login.textContent?.replace('로그인 화면 ', '') ?? '')).toEqual({
      from: '/reservation/3?date=2026-11-26&time=19:00&party=4',
      loginRequired: true,
    });
    expect(calls).toEqual([]);
  });
});
