import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LedgerItem } from '@siktak/contract';
import { stores } from '../../src/db/schema.js';
import { STORE_CACHE_PREFIX } from '../../src/modules/stores/service.js';
import { TEST_NOW, TEST_PUBLIC_URL } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { OMAKASE } from '../helpers/deposit.js';
import { cancelAsMember } from '../helpers/reservations.js';
import { appWithTossStandIn } from '../helpers/toss-stand-in.js';

// "Now" is Tuesday 2026-11-17 10:00 in Seoul (TEST_NOW); stores are open 11:00–21:00.
const TODAY = '2026-11-17';
const VISIT_DAY = '2026-11-20';

const locationOf = (response: { headers: Record<string, unknown> }) =>
  new URL(String(response.headers.location), TEST_PUBLIC_URL);

describe("the reservation book shows each booking's 예약금 and the month's deposits, of the owner's store only", () => {
  const run = appWithTossStandIn();

  beforeEach(() => run.t.clock.set(TEST_NOW));

  async function ownedDepositStore() {
    const owner = await createUser(run.t.app, { role: 'ROLE_OWNER' });
    const store = await createStore(run.t.app, { ownerNo: owner.userNo });
    await run.t.app.ctx.db.update(stores).set({ depositPolicy: OMAKASE }).where(eq(stores.storeNo, store.storeNo));
    await run.t.app.ctx.cache.invalidate(STORE_CACHE_PREFIX);
    return { owner, storeNo: store.storeNo };
  }

  /** Books a party of 2 through the real flow: the hold, the window's approval, the return; answers the booking. */
  async function paidBooking(storeNo: number, date: string, time: string) {
    const diner = await createUser(run.t.app);
    const held = await run.t.app.inject({
      method: 'POST',
      url: '/api/reservation/deposit',
      headers: await authHeader(run.t.app, diner),
      payload: { storeNo, reservationDate: date, reservationTime: time, personCount: 2, policyAgreed: true },
    });
    expect(held.statusCode, held.body).toBe(201);
    const { orderId, amount } = held.json() as { orderId: string; amount: number };
    const paymentKey = run.stand.authorize(orderId, amount);
    const back = await run.t.app.inject({
      method: 'GET',
      url: `/api/payments/return/success?orderId=${orderId}&paymentKey=${paymentKey}&amount=${amount}`,
    });
    const final = await run.t.app.inject({ method: 'GET', url: locationOf(back).pathname + locationOf(back).search });
    const reservationNo = Number(locationOf(final).pathname.match(/^\/reservation-complete\/(\d+)$/)?.[1]);
    expect(reservationNo, final.headers.location as string).toBeGreaterThan(0);
    return { diner, reservationNo };
  }

  async function asOwner(owner: TestUser, url: string) {
    const res = await run.t.app.inject({ method: 'GET', url, headers: await authHeader(run.t.app, owner) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const depositsByNo = (rows: LedgerItem[]) => new Map(rows.map((row) => [row.reservationNo, row.deposit]));

  it('answers paid, refunded and refunds on their way per booking, and sums the month by booking date', async () => {
    const { owner, storeNo } = await ownedDepositStore();
    const other = await ownedDepositStore();
    const kept = await paidBooking(storeNo, VISIT_DAY, '19:00');
    const halfBack = await paidBooking(storeNo, VISIT_DAY, '19:00');
    const pending = await paidBooking(storeNo, VISIT_DAY, '20:00');
    const noShow = await paidBooking(storeNo, TODAY, '12:00');
    await paidBooking(other.storeNo, VISIT_DAY, '19:00');

    // A refund the provider fails for now stays pending.
    run.stand.failNext('PROVIDER_ERROR');
    expect((await cancelAsMember(run.t.app, pending.diner, pending.reservationNo)).statusCode).toBe(200);
    await run.t.app.ctx.outbox.flush();
    // The owner marks the no-show after the booked hour (13:00 in Seoul): the day's tier keeps it all.
    run.t.clock.set('2026-11-17T04:00:00.000Z');
    const marked = await run.t.app.inject({
      method: 'PATCH',
      url: '/api/reservation/owner/no-show',
      headers: await authHeader(run.t.app, owner),
      payload: { reservationNo: noShow.reservationNo, noShow: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    await run.t.app.ctx.outbox.flush();
    // The day before, the member's cancellation gets half back.
    run.t.clock.set('2026-11-19T01:00:00.000Z');
    expect((await cancelAsMember(run.t.app, halfBack.diner, halfBack.reservationNo)).statusCode).toBe(200);
    await run.t.app.ctx.outbox.flush();

    const noShowDetail = await asOwner(owner, `/api/reservation/owner/detail/${noShow.reservationNo}`);
    const noShowMoney = noShowDetail.deposit as { paid: number; refunded: number; refundPending: number };
    expect(noShowMoney).toMatchObject({ paid: 60_000, refundPending: 0 });

    const expected = new Map([
      [kept.reservationNo, { paid: 60_000, refunded: 0, refundPending: 0 }],
      [halfBack.reservationNo, { paid: 60_000, refunded: 30_000, refundPending: 0 }],
      [pending.reservationNo, { paid: 60_000, refunded: 0, refundPending: 60_000 }],
      [noShow.reservationNo, noShowMoney],
    ]);
    const list = await asOwner(owner, `/api/owner/reservations?from=${TODAY}&to=${VISIT_DAY}`);
    expect(depositsByNo(list.reservationList)).toEqual(expected);

    const day = await asOwner(owner, `/api/owner/reservations/day?date=${VISIT_DAY}`);
    expect(depositsByNo(day.bookings)).toEqual(new Map([...expected].filter(([no]) => no !== noShow.reservationNo)));

    // Refunds still pending are not refunded yet; the other owner's booking on the same day never counts.
    const refunded = 30_000 + noShowMoney.refunded;
    const month = await asOwner(owner, '/api/owner/reservations/month?month=2026-11');
    expect(month.deposits).toEqual({ paid: 240_000, refunded, kept: 240_000 - refunded });
    expect((await asOwner(other.owner, '/api/owner/reservations/month?month=2026-11')).deposits).toEqual({
      paid: 60_000,
      refunded: 0,
      kept: 60_000,
    });
    expect((await asOwner(owner, '/api/owner/reservations/month?month=2026-12')).deposits).toEqual({
      paid: 0,
      refunded: 0,
      kept: 0,
    });
  });

  it('leaves the money out of a booking made without a payment', async () => {
    const owner = await createUser(run.t.app, { role: 'ROLE_OWNER' });
    const { storeNo } = await createStore(run.t.app, { ownerNo: owner.userNo });
    const diner = await createUser(run.t.app);
    const booked = await run.t.app.inject({
      method: 'POST',
      url: '/api/reservation',
      headers: await authHeader(run.t.app, diner),
      payload: { storeNo, reservationDate: VISIT_DAY, reservationTime: '19:00', personCount: 2 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const day = await asOwner(owner, `/api/owner/reservations/day?date=${VISIT_DAY}`);
    expect(day.bookings).toHaveLength(1);
    expect(day.bookings[0]).not.toHaveProperty('deposit');
    expect((await asOwner(owner, '/api/owner/reservations/month?month=2026-11')).deposits).toEqual({
      paid: 0,
      refunded: 0,
      kept: 0,
    });
  });
});
