import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DepositPolicy, ERRORS, fillMessage } from '@siktak/contract';
import { outbox, reservationHolds, stores } from '../../src/db/schema.js';
import { type PaymentService, paymentService } from '../../src/modules/payments/index.js';
import { STORE_CACHE_PREFIX } from '../../src/modules/stores/service.js';
import { TEST_NOW, TEST_PUBLIC_URL } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { OMAKASE } from '../helpers/deposit.js';
import { bookedInSlot, cancelAsMember, storedReservation } from '../helpers/reservations.js';
import { appWithTossStandIn } from '../helpers/toss-stand-in.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW); stores are open 11:00–21:00.
const TODAY = '2026-11-17';
const VISIT_DAY = '2026-11-20';
const HOLD_AND_A_BIT = 10 * 60_000 + 1_000;

/** Where a redirect goes, as path and query of this origin. */
const locationOf = (response: { headers: Record<string, unknown> }) =>
  new URL(String(response.headers.location), TEST_PUBLIC_URL);
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

describe('booking a store with a 예약금: the hold, the payment and the money (ADR-0053)', () => {
  const run = appWithTossStandIn();
  let payments: PaymentService;

  beforeAll(async () => {
    payments = paymentService(run.t.app.ctx);
  });
  beforeEach(() => run.t.clock.set(TEST_NOW));

  async function depositStore(policy: DepositPolicy = OMAKASE, values: Parameters<typeof createStore>[1] = {}) {
    const store = await createStore(run.t.app, values);
    await run.t.app.ctx.db.update(stores).set({ depositPolicy: policy }).where(eq(stores.storeNo, store.storeNo));
    await run.t.app.ctx.cache.invalidate(STORE_CACHE_PREFIX);
    return store.storeNo;
  }

  async function hold(user: TestUser, storeNo: number, slot: { date?: string; time?: string; party?: number } = {}) {
    return run.t.app.inject({
      method: 'POST',
      url: '/api/reservation/deposit',
      headers: await authHeader(run.t.app, user),
      payload: {
        storeNo,
        reservationDate: slot.date ?? VISIT_DAY,
        reservationTime: slot.time ?? '19:00',
        personCount: slot.party ?? 2,
        policyAgreed: true,
      },
    });
  }

  async function held(user: TestUser, storeNo: number, slot: { date?: string; time?: string; party?: number } = {}) {
    const res = await hold(user, storeNo, slot);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { orderId: string; amount: number; holdExpiresAt: string };
  }

  /** Follows a redirect to our own deposit return and answers where it finally sends the browser. */
  async function follow(url: string): Promise<string> {
    const back = await run.t.app.inject({ method: 'GET', url });
    expect(back.statusCode, back.body).toBe(302);
    const to = locationOf(back);
    expect(to.pathname).toBe('/api/reservation/deposit/return');
    const final = await run.t.app.inject({ method: 'GET', url: pathOf(to) });
    expect(final.statusCode, final.body).toBe(302);
    return pathOf(locationOf(final));
  }

  /** The window approved `amount` and sent the browser to the success return. */
  function payUrl(orderId: string, amount: number, paymentKey = run.stand.authorize(orderId, amount)) {
    return `/api/payments/return/success?orderId=${orderId}&paymentKey=${paymentKey}&amount=${amount}`;
  }

  /** Books and pays; answers the reservation's number. */
  async function paidBooking(
    user: TestUser,
    storeNo: number,
    slot: { date?: string; time?: string; party?: number } = {},
  ) {
    const { orderId, amount } = await held(user, storeNo, slot);
    const landed = await follow(payUrl(orderId, amount));
    const no = Number(landed.match(/^\/reservation-complete\/(\d+)$/)?.[1]);
    expect(no, landed).toBeGreaterThan(0);
    return { reservationNo: no, orderId };
  }

  const holdOf = async (orderId: string) =>
    (await run.t.app.ctx.db.select().from(reservationHolds).where(eq(reservationHolds.orderId, orderId)))[0];
  const refunds = async (orderId: string) =>
    (await payments.ledger(orderId)).filter((e) => e.kind !== 'CHARGE').map((e) => [e.state, e.amount]);
  const myDetail = async (user: TestUser, reservationNo: number) =>
    (
      await run.t.app.inject({
        method: 'GET',
        url: `/api/reservation/mypage/detail/${reservationNo}`,
        headers: await authHeader(run.t.app, user),
      })
    ).json();
  const releasedEvents = async (storeNo: number) =>
    (await run.t.app.ctx.db.select().from(outbox).where(eq(outbox.topic, 'seats-released'))).filter(
      (row) => (row.payload as { storeNo: number }).storeNo === storeNo,
    );

  it('holds the seats while the diner pays, then confirms on one charge and lands on the confirmation page', async () => {
    const storeNo = await depositStore();
    const diner = await createUser(run.t.app);
    const answer = await held(diner, storeNo);
    expect(answer).toMatchObject({
      amount: 60_000,
      holdExpiresAt: new Date(Date.parse(TEST_NOW) + 10 * 60_000).toISOString(),
      checkout: { orderId: answer.orderId, amount: 60_000, provider: 'toss', status: 'READY' },
    });
    // The hold counts against the slot like a booking, and no existing answer shows it.
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(2);
    const list = await run.t.app.inject({
      method: 'GET',
      url: `/api/reservation/mypage/${diner.userNo}`,
      headers: await authHeader(run.t.app, diner),
    });
    expect(list.json().reservationList).toEqual([]);

    const approvals = run.stand.approvals;
    const landed = await follow(payUrl(answer.orderId, 60_000));
    const reservationNo = Number(landed.split('/').at(-1));
    expect(landed).toBe(`/reservation-complete/${reservationNo}`);
    expect(run.stand.approvals).toBe(approvals + 1);
    expect(await storedReservation(run.t.app, reservationNo)).toMatchObject({
      status: 'Y',
      userNo: diner.userNo,
      personCount: 2,
      depositPolicy: OMAKASE,
    });
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(2);
    expect(await payments.get(answer.orderId)).toMatchObject({ status: 'DONE', reservationNo });
    expect((await payments.ledger(answer.orderId)).map((e) => [e.kind, e.amount])).toEqual([['CHARGE', 60_000]]);
    const detail = await myDetail(diner, reservationNo);
    expect(detail).toMatchObject({ status: 'Y', deposit: { paid: 60_000, refunded: 0, refundPending: 0 } });
  });

  it("the existing client's booking call still refuses a deposit store (E198), and ours refuses a store without one (E171) or without consent (E199)", async () => {
    const storeNo = await depositStore();
    const plain = (await createStore(run.t.app)).storeNo;
    const diner = await createUser(run.t.app);
    const headers = await authHeader(run.t.app, diner);
    const body = { storeNo, reservationDate: VISIT_DAY, reservationTime: '19:00', personCount: 2 };
    const old = await run.t.app.inject({ method: 'POST', url: '/api/reservation', headers, payload: body });
    expect(old.json()).toMatchObject({ code: 'E198' });
    const noPolicy = await hold(diner, plain);
    expect(noPolicy.statusCode).toBe(409);
    expect(noPolicy.json()).toMatchObject({ code: 'E171', message: ERRORS.E171.message });
    const noConsent = await run.t.app.inject({
      method: 'POST',
      url: '/api/reservation/deposit',
      headers,
      payload: body,
    });
    expect(noConsent.json()).toMatchObject({ code: 'E199' });
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(0);
  });

  it('lets a member wait for one payment at a time (E174), and hold again once it is settled', async () => {
    const storeNo = await depositStore();
    const diner = await createUser(run.t.app);
    const { orderId } = await held(diner, storeNo);
    for (const slot of [{}, { time: '20:00' }, { date: '2026-11-21' }]) {
      const again = await hold(diner, storeNo, slot);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'E174', message: ERRORS.E174.message });
    }
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '20:00')).toBe(0);
    await follow(`/api/payments/return/fail?code=PAY_PROCESS_CANCELED&orderId=${orderId}`);
    expect((await hold(diner, storeNo, { time: '20:00' })).statusCode).toBe(201);
  });

  it('releases the seats when the hold runs out: the order expires, the waitlist hears, a late payment is refused', async () => {
    const storeNo = await depositStore();
    const diner = await createUser(run.t.app);
    const { orderId, amount } = await held(diner, storeNo);
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(2);
    const events = (await releasedEvents(storeNo)).length;

    run.t.clock.advance(10 * 60_000 - 1_000);
    await run.t.app.scheduler.runNow('deposit-holds');
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(2);

    run.t.clock.advance(2_000);
    await run.t.app.scheduler.runNow('deposit-holds');
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(0);
    expect(await holdOf(orderId)).toMatchObject({ status: 'RELEASED', releaseCode: 'E172', reservationNo: null });
    expect(await payments.get(orderId)).toMatchObject({ status: 'FAILED' });
    expect((await releasedEvents(storeNo)).length).toBe(events + 1);
    // The diner, who may have closed the window, is told why by mail, with a link to book the slot again.
    await run.t.app.ctx.outbox.flush();
    const told = await vi.waitFor(() => {
      const found = run.t.mails.filter((m) => m.to === diner.email);
      expect(found).toHaveLength(1);
      return found[0]!;
    });
    expect(told.subject).toMatch(/^\[식탁\] 예약금 결제가 완료되지 않아 예약되지 않았어요 - /);
    expect(told.text).toContain(ERRORS.E172.message);
    expect(told.text).toContain(`/reservation/${storeNo}?date=${VISIT_DAY}&time=19%3A00&party=2`);

    const approvals = run.stand.approvals;
    expect(await follow(payUrl(orderId, amount))).toBe(`/reservation/${storeNo}?deposit=E172`);
    expect(run.stand.approvals).toBe(approvals);
    expect(await payments.ledger(orderId)).toEqual([]);
  });

  it('releases the seats at once when the payment fails or the diner gives up, and says why (E173)', async () => {
    const storeNo = await depositStore();
    const diner = await createUser(run.t.app);
    const { orderId } = await held(diner, storeNo);
    const landed = await follow(`/api/payments/return/fail?code=PAY_PROCESS_CANCELED&orderId=${orderId}`);
    expect(landed).toBe(`/reservation/${storeNo}?deposit=E173`);
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(0);
    expect(await holdOf(orderId)).toMatchObject({ status: 'RELEASED', releaseCode: 'E173' });
    await run.t.app.ctx.outbox.flush();
    await vi.waitFor(() =>
      expect(run.t.mails.filter((m) => m.to === diner.email).map((m) => m.text)).toEqual([
        expect.stringContaining(ERRORS.E173.message),
      ]),
    );
    // The seats are free for the next booking at once.
    expect((await hold(diner, storeNo)).statusCode).toBe(201);
  });

  it('refuses a tampered amount (E180): nothing is charged and the seats go back', async () => {
    const storeNo = await depositStore();
    const diner = await createUser(run.t.app);
    const { orderId } = await held(diner, storeNo);
    const calls = run.stand.calls.length;
    expect(await follow(payUrl(orderId, 100))).toBe(`/reservation/${storeNo}?deposit=E173`);
    expect(run.stand.calls.length).toBe(calls);
    expect(await payments.ledger(orderId)).toEqual([]);
    expect(await payments.get(orderId)).toMatchObject({ status: 'FAILED', balanceAmount: 0 });
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(0);
  });

  it('charges and books once when the confirm is retried after its answer was lost', async () => {
    const storeNo = await depositStore();
    const diner = await createUser(run.t.app);
    const { orderId, amount } = await held(diner, storeNo);
    const paymentKey = run.stand.authorize(orderId, amount);
    const approvals = run.stand.approvals;
    run.stand.failNext('drop');
    expect(await follow(payUrl(orderId, amount, paymentKey))).toBe(`/reservation/${storeNo}?deposit=E183`);
    expect(await holdOf(orderId)).toMatchObject({ status: 'PENDING' });
    // Past the hold's time the seats stay while the answer is unknown.
    run.t.clock.advance(HOLD_AND_A_BIT);
    await run.t.app.scheduler.runNow('deposit-holds');
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(2);

    const landed = await follow(payUrl(orderId, amount, paymentKey));
    expect(landed).toMatch(/^\/reservation-complete\/\d+$/);
    expect(run.stand.approvals).toBe(approvals + 1);
    expect((await payments.ledger(orderId)).map((e) => [e.kind, e.amount])).toEqual([['CHARGE', 60_000]]);
    expect(await follow(payUrl(orderId, amount, paymentKey))).toBe(landed);
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(2);
  });

  it('refunds in full a payment approved after its hold gave the seats back', async () => {
    const storeNo = await depositStore();
    const diner = await createUser(run.t.app);
    const { orderId, amount } = await held(diner, storeNo);
    run.stand.failNext('drop');
    await follow(payUrl(orderId, amount));
    run.stand.failNext('drop');
    // 40 minutes without an answer: the seats go back; then the payments job finds the payment approved.
    run.t.clock.advance(40 * 60_000 + HOLD_AND_A_BIT);
    await run.t.app.scheduler.runNow('payments');
    await run.t.app.scheduler.runNow('deposit-holds');
    expect(await holdOf(orderId)).toMatchObject({ status: 'RELEASED', releaseCode: 'E172' });
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(0);
    run.t.clock.advance(2 * 60_000);
    await run.t.app.scheduler.runNow('payments');
    expect(await payments.get(orderId)).toMatchObject({ status: 'DONE' });
    await run.t.app.scheduler.runNow('deposit-holds');
    expect(await refunds(orderId)).toEqual([['DONE', 60_000]]);
    expect(await payments.get(orderId)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });

  it("refunds a member's cancellation by the tier in force: 100 % two days before, 50 % the day before, 0 % on the day", async () => {
    const storeNo = await depositStore();
    const cases = [
      { at: TEST_NOW, refunded: 60_000 },
      { at: '2026-11-19T01:00:00.000Z', refunded: 30_000 },
      { at: '2026-11-20T01:00:00.000Z', refunded: 0 },
    ];
    const booked = [];
    for (const _ of cases) {
      const diner = await createUser(run.t.app);
      booked.push({ diner, ...(await paidBooking(diner, storeNo)) });
    }
    for (const [i, c] of cases.entries()) {
      const { diner, reservationNo, orderId } = booked[i]!;
      run.t.clock.set(c.at);
      expect((await cancelAsMember(run.t.app, diner, reservationNo)).statusCode).toBe(200);
      await run.t.app.ctx.outbox.flush();
      expect(await refunds(orderId), c.at).toEqual(c.refunded ? [['DONE', c.refunded]] : []);
      expect((await myDetail(diner, reservationNo)).deposit).toEqual({
        paid: 60_000,
        refunded: c.refunded,
        refundPending: 0,
      });
    }
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(0);
  });

  it("refunds everything when the store cancels, even on the visit's day", async () => {
    const owner = await createUser(run.t.app, { role: 'ROLE_OWNER' });
    const storeNo = await depositStore(OMAKASE, { ownerNo: owner.userNo });
    const diner = await createUser(run.t.app);
    const { reservationNo, orderId } = await paidBooking(diner, storeNo);
    run.t.clock.set('2026-11-20T01:00:00.000Z');
    const res = await run.t.app.inject({
      method: 'PATCH',
      url: '/api/reservation/owner/cancel',
      headers: await authHeader(run.t.app, owner),
      payload: { reservationNo, cancelReason: '가게 사정' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await run.t.app.ctx.outbox.flush();
    expect(await refunds(orderId)).toEqual([['DONE', 60_000]]);
  });

  it('a refund the provider failed is sent again by the payments job, once', async () => {
    const storeNo = await depositStore();
    const diner = await createUser(run.t.app);
    const { reservationNo, orderId } = await paidBooking(diner, storeNo);
    run.stand.failNext('PROVIDER_ERROR');
    expect((await cancelAsMember(run.t.app, diner, reservationNo)).statusCode).toBe(200);
    await run.t.app.ctx.outbox.flush();
    expect(await refunds(orderId)).toEqual([['PENDING', 60_000]]);
    expect((await myDetail(diner, reservationNo)).deposit).toEqual({
      paid: 60_000,
      refunded: 0,
      refundPending: 60_000,
    });
    run.t.clock.advance(61_000);
    await run.t.app.scheduler.runNow('payments');
    expect(await refunds(orderId)).toEqual([['DONE', 60_000]]);
    expect(await payments.get(orderId)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });

  it('refunds everything when the store is deleted, and a hold of it paid afterwards is not booked but refunded', async () => {
    const admin = await createUser(run.t.app, { role: 'ROLE_ADMIN' });
    const storeNo = await depositStore();
    const diner = await createUser(run.t.app);
    const late = await createUser(run.t.app);
    const { reservationNo, orderId } = await paidBooking(diner, storeNo);
    const pending = await held(late, storeNo, { time: '20:00' });
    const res = await run.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/manage/stores/${storeNo}`,
      headers: await authHeader(run.t.app, admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    await run.t.app.ctx.outbox.flush();
    expect((await storedReservation(run.t.app, reservationNo))?.status).toBe('N');
    expect(await refunds(orderId)).toEqual([['DONE', 60_000]]);

    expect(await follow(payUrl(pending.orderId, pending.amount))).toBe(`/reservation/${storeNo}?deposit=E173`);
    expect(await holdOf(pending.orderId)).toMatchObject({ status: 'RELEASED', reservationNo: null });
    expect(await refunds(pending.orderId)).toEqual([['DONE', 60_000]]);
  });

  it('keeps at most the cap on a no-show and refunds the rest', async () => {
    // A general restaurant's policy over the cap (as an old row could be): nothing back on the day, so the cap decides.
    const overCap: DepositPolicy = { ...OMAKASE, storeKind: 'GENERAL', pricePerPerson: 50_000 };
    const owner = await createUser(run.t.app, { role: 'ROLE_OWNER' });
    const storeNo = await depositStore(overCap, { ownerNo: owner.userNo });
    const diner = await createUser(run.t.app);
    const { reservationNo, orderId } = await paidBooking(diner, storeNo, { date: TODAY, time: '12:00' });
    run.t.clock.set('2026-11-17T04:00:00.000Z');
    const res = await run.t.app.inject({
      method: 'PATCH',
      url: '/api/reservation/owner/no-show',
      headers: await authHeader(run.t.app, owner),
      payload: { reservationNo, noShow: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    await run.t.app.ctx.outbox.flush();
    // Kept: 20 % of the party's expected amount; the rest of the deposit comes back.
    const kept = 0.2 * 2 * overCap.pricePerPerson;
    expect(await refunds(orderId)).toEqual([['DONE', 60_000 - kept]]);
    expect((await myDetail(diner, reservationNo)).deposit).toEqual({
      paid: 60_000,
      refunded: 40_000,
      refundPending: 0,
    });
  });

  it('200 racing holds on one slot never take more than its seats', async () => {
    const capacity = 10;
    const storeNo = await depositStore({ ...OMAKASE, basis: 'BOOKING' }, { capacity });
    const diners = [];
    for (let i = 0; i < 200; i++) diners.push(await createUser(run.t.app));
    const answers = await Promise.all(diners.map((d) => hold(d, storeNo, { party: 1 })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(capacity);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(200 - capacity);
    for (const a of refused) {
      expect(a.json()).toMatchObject({ code: 'E121', message: fillMessage(ERRORS.E121.message, { n: 0 }) });
    }
    expect(await bookedInSlot(run.t.app, storeNo, VISIT_DAY, '19:00')).toBe(capacity);
    // Refused holds leave no order open.
    const holds = await run.t.app.ctx.db.select().from(reservationHolds).where(eq(reservationHolds.storeNo, storeNo));
    expect(holds).toHaveLength(capacity);
  });
});
