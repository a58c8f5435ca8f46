import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEPOSIT_POLICY, type DepositPolicy, MESSAGES } from '@siktak/contract';
import { stores } from '../../src/db/schema.js';
import { type PaymentService, paymentService } from '../../src/modules/payments/index.js';
import { STORE_CACHE_PREFIX } from '../../src/modules/stores/service.js';
import { TEST_NOW, TEST_PUBLIC_URL } from '../helpers/app.js';
import { type TestUser, authHeader, createStore, createUser } from '../helpers/factories.js';
import { appWithTossStandIn } from '../helpers/toss-stand-in.js';

const POLICY: DepositPolicy = { ...DEFAULT_DEPOSIT_POLICY, enabled: true, amount: 20_000, storeKind: 'RESERVATION' };
const VISIT_DAY = '2026-11-20';

describe('admin payments API: the list with search and state, and one order with its ledger', () => {
  const run = appWithTossStandIn();
  let payments: PaymentService;
  let admin: TestUser;
  // A word in every store name of this file, so the lists here hold only this file's orders; without
  // digits, as a search of digits finds store names holding them too (earlier runs' stores on PostgreSQL).
  const tag = `결제점${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`;

  beforeAll(async () => {
    payments = paymentService(run.t.app.ctx);
    admin = await createUser(run.t.app, { role: 'ROLE_ADMIN' });
    run.t.clock.set(TEST_NOW);
  });

  async function depositStore(name: string) {
    const store = await createStore(run.t.app, { name: `${tag} ${name}` });
    await run.t.app.ctx.db.update(stores).set({ depositPolicy: POLICY }).where(eq(stores.storeNo, store.storeNo));
    await run.t.app.ctx.cache.invalidate(STORE_CACHE_PREFIX);
    return store;
  }

  /** A diner's hold at `storeNo`: an order left READY until it is paid. */
  async function held(diner: TestUser, storeNo: number, time: string) {
    run.t.clock.advance(60_000);
    const res = await run.t.app.inject({
      method: 'POST',
      url: '/api/reservation/deposit',
      headers: await authHeader(run.t.app, diner),
      payload: { storeNo, reservationDate: VISIT_DAY, reservationTime: time, personCount: 2, policyAgreed: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { orderId: string; amount: number }).orderId;
  }

  /** Pays an order through the stand-in's window and the deposit return; answers the reservation number. */
  async function paid(orderId: string) {
    const success = await run.t.app.inject({
      method: 'GET',
      url: `/api/payments/return/success?orderId=${orderId}&paymentKey=${run.stand.authorize(orderId, 40_000)}&amount=40000`,
    });
    const back = new URL(String(success.headers.location), TEST_PUBLIC_URL);
    const final = await run.t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    return Number(String(final.headers.location).match(/reservation-complete\/(\d+)/)?.[1]);
  }

  async function list(query: string, user: TestUser = admin) {
    return run.t.app.inject({
      method: 'GET',
      url: `/api/admin/manage/payments?${query}`,
      headers: await authHeader(run.t.app, user),
    });
  }
  const orderIdsOf = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().paymentList as { orderId: string }[]).map((row) => row.orderId);
  };

  let sushi: { storeNo: number; name: string };
  let pasta: { storeNo: number; name: string };
  let diner: TestUser;
  let donePaid: { orderId: string; reservationNo: number };
  let waiting: string;
  let failed: string;

  beforeAll(async () => {
    sushi = await depositStore('스시');
    pasta = await depositStore('파스타');
    diner = await createUser(run.t.app, { name: '김결제' });
    const other = await createUser(run.t.app, { name: '이대기' });
    const third = await createUser(run.t.app, { name: '박실패' });
    const first = await held(diner, sushi.storeNo, '18:00');
    donePaid = { orderId: first, reservationNo: await paid(first) };
    waiting = await held(other, pasta.storeNo, '19:00');
    failed = await held(third, sushi.storeNo, '20:00');
    await run.t.app.inject({
      method: 'GET',
      url: `/api/payments/return/fail?code=PAY_PROCESS_CANCELED&orderId=${failed}`,
    });
  });

  it('lists the orders newest first with the store and member through the reservation or the hold', async () => {
    const res = await list(`q=${encodeURIComponent(tag)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalPages).toBe(1);
    expect(body.paymentList).toEqual([
      expect.objectContaining({
        orderId: failed,
        reservationNo: null,
        storeNo: sushi.storeNo,
        userName: '박실패',
        status: 'FAILED',
        balanceAmount: 0,
      }),
      expect.objectContaining({
        orderId: waiting,
        reservationNo: null,
        storeName: pasta.name,
        userName: '이대기',
        status: 'READY',
        amount: 40_000,
      }),
      expect.objectContaining({
        orderId: donePaid.orderId,
        reservationNo: donePaid.reservationNo,
        storeNo: sushi.storeNo,
        storeName: sushi.name,
        userNo: diner.userNo,
        userName: '김결제',
        userId: diner.email,
        amount: 40_000,
        balanceAmount: 40_000,
        status: 'DONE',
      }),
    ]);
    expect(body.paymentList[2].createDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(body.paymentList[2].createDate < body.paymentList[1].createDate).toBe(true);
  });

  it('finds an order by its reservation number, its order id or its store name, and by state', async () => {
    expect(await orderIdsOf(`q=${donePaid.reservationNo}`)).toEqual([donePaid.orderId]);
    expect(await orderIdsOf(`q=${waiting.slice(2, 14)}`)).toEqual([waiting]);
    expect(await orderIdsOf(`q=${encodeURIComponent(`${tag} 파스타`)}`)).toEqual([waiting]);
    expect(await orderIdsOf(`q=${encodeURIComponent(tag)}&status=FAILED`)).toEqual([failed]);
    expect(await orderIdsOf(`q=${encodeURIComponent(tag)}&status=CANCELED`)).toEqual([]);
    // `%` is a plain character, not "anything".
    expect(await orderIdsOf(`q=${encodeURIComponent(`${tag}%`)}`)).toEqual([]);
  });

  it('shows one order with its ledger: the charge and a partial refund', async () => {
    await payments.refund(donePaid.orderId, 15_000, '관리자 테스트 환불', 'admin-test');
    const res = await run.t.app.inject({
      method: 'GET',
      url: `/api/admin/manage/payments/${donePaid.orderId}`,
      headers: await authHeader(run.t.app, admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      orderId: donePaid.orderId,
      reservationNo: donePaid.reservationNo,
      storeName: sushi.name,
      status: 'PARTIAL_CANCELED',
      amount: 40_000,
      balanceAmount: 25_000,
      provider: 'toss',
    });
    expect(body.ledger).toEqual([
      expect.objectContaining({ kind: 'CHARGE', state: 'DONE', amount: 40_000, paymentKey: body.paymentKey }),
      expect.objectContaining({
        kind: 'PARTIAL_REFUND',
        state: 'DONE',
        amount: 15_000,
        reason: '관리자 테스트 환불',
        attempts: 0,
        failureCode: null,
      }),
    ]);
    expect(body.ledger[1].transactionKey).toEqual(expect.any(String));
    expect(await orderIdsOf(`q=${encodeURIComponent(tag)}&status=PARTIAL_CANCELED`)).toEqual([donePaid.orderId]);

    const missing = await run.t.app.inject({
      method: 'GET',
      url: '/api/admin/manage/payments/no-such-order',
      headers: await authHeader(run.t.app, admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: MESSAGES.paymentNotFound });
  });

  it('is for admins only: 401 without a token, 403 for members and owners', async () => {
    const owner = await createUser(run.t.app, { role: 'ROLE_OWNER' });
    for (const user of [diner, owner]) {
      expect((await list('', user)).statusCode).toBe(403);
      const detail = await run.t.app.inject({
        method: 'GET',
        url: `/api/admin/manage/payments/${donePaid.orderId}`,
        headers: await authHeader(run.t.app, user),
      });
      expect(detail.statusCode).toBe(403);
    }
    const anonymous = await run.t.app.inject({ method: 'GET', url: '/api/admin/manage/payments' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a bad query with a Korean 400', async () => {
    for (const query of ['status=PAID', 'status=done', `q=${'가'.repeat(101)}`]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/[가-힣]/);
    }
    // A page out of range is the first page, as on the other admin lists.
    expect((await list('status=DONE&page=-1')).statusCode).toBe(200);
  });
});
