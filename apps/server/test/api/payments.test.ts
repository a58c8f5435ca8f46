import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@siktak/contract';
import { type PaymentService, paymentService } from '../../src/modules/payments/index.js';
import { AppError } from '../../src/platform/errors.js';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../helpers/app.js';
import { TOSS_TEST_CLIENT_KEY, appWithTossStandIn } from '../helpers/toss-stand-in.js';

const RETURN_PATH = '/reservation/pay';
const A_MINUTE_AND_A_BIT = 61_000;

/** The code an AppError-throwing call failed with, or null when it did not fail. */
async function codeOf(call: Promise<unknown>): Promise<string | null> {
  try {
    await call;
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

/** Where a redirect goes, as path and query of this origin. */
const locationOf = (response: { headers: Record<string, unknown> }) =>
  new URL(String(response.headers.location), TEST_PUBLIC_URL);

describe('payments through Toss (the stand-in)', () => {
  const run = appWithTossStandIn();
  let payments: PaymentService;

  const newOrder = (amount = 10_000) =>
    payments.createOrder({ amount, orderName: '식탁 예약금 · 을지로 골뱅이', returnPath: RETURN_PATH });
  const kinds = async (orderId: string) =>
    (await payments.ledger(orderId)).map((e) => ({ kind: e.kind, state: e.state, amount: e.amount }));
  const runJob = () => run.t.app.scheduler.runNow('payments');

  beforeAll(async () => {
    payments = paymentService(run.t.app.ctx);
  });

  it("hands the browser Toss's SDK, the client key and the two return addresses — never the secret key", async () => {
    const { orderId } = await newOrder();
    const response = await run.t.app.inject({ method: 'GET', url: `/api/payments/${orderId}/checkout` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      orderId,
      orderName: '식탁 예약금 · 을지로 골뱅이',
      amount: 10_000,
      status: 'READY',
      provider: 'toss',
      clientKey: TOSS_TEST_CLIENT_KEY,
      sdkUrl: `${run.stand.url}/sdk`,
      checkoutUrl: null,
      successUrl: `${TEST_PUBLIC_URL}/api/payments/return/success`,
      failUrl: `${TEST_PUBLIC_URL}/api/payments/return/fail`,
    });
    expect(response.body).not.toContain('test_sk_');
    expect(orderId).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('answers 404 for an order that does not exist or is no order id at all', async () => {
    for (const url of [
      '/api/payments/nosuchorder123/checkout',
      '/api/payments/bad%20id!/checkout',
      '/api/payments/abc/checkout',
    ]) {
      const response = await run.t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().success).toBe(false);
    }
  });

  it('confirms on the success redirect: DONE with one charge row, and back to the order page', async () => {
    const { orderId } = await newOrder();
    const paymentKey = run.stand.authorize(orderId, 10_000);
    const approvals = run.stand.approvals;
    const response = await run.t.app.inject({
      method: 'GET',
      url: `/api/payments/return/success?paymentType=NORMAL&orderId=${orderId}&paymentKey=${paymentKey}&amount=10000`,
    });
    expect(response.statusCode).toBe(302);
    const back = locationOf(response);
    expect(back.pathname).toBe(RETURN_PATH);
    expect(Object.fromEntries(back.searchParams)).toEqual({ orderId, payment: 'done' });
    expect(await payments.get(orderId)).toMatchObject({ status: 'DONE', amount: 10_000, balanceAmount: 10_000 });
    const ledger = await payments.ledger(orderId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'CHARGE',
      state: 'DONE',
      amount: 10_000,
      paymentKey,
      transactionKey: run.stand.payments.get(paymentKey)?.lastTransactionKey,
      idempotencyKey: `confirm-${orderId}`,
    });
    expect(run.stand.approvals).toBe(approvals + 1);
  });

  it('refuses an amount that differs from the order (E180) and charges nothing', async () => {
    const { orderId } = await newOrder();
    const paymentKey = run.stand.authorize(orderId, 100);
    const calls = run.stand.calls.length;
    const response = await run.t.app.inject({
      method: 'GET',
      url: `/api/payments/return/success?orderId=${orderId}&paymentKey=${paymentKey}&amount=100`,
    });
    expect(Object.fromEntries(locationOf(response).searchParams)).toEqual({ orderId, payment: 'failed', code: 'E180' });
    const refused = payments.confirm(orderId, paymentKey, 100);
    await expect(refused).rejects.toThrow(ERRORS.E180.message);
    expect(run.stand.calls.length).toBe(calls);
    expect(await payments.get(orderId)).toMatchObject({ status: 'READY', balanceAmount: 0 });
    expect(await kinds(orderId)).toEqual([]);
  });

  it('answers a malformed return with a Korean 400, never a 500', async () => {
    const { orderId } = await newOrder();
    const response = await run.t.app.inject({
      method: 'GET',
      url: `/api/payments/return/success?orderId=${orderId}&paymentKey=k&amount=lots`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('입력값을 다시 확인해주세요.');
  });

  it('charges once when the same confirm comes twice at once and once more afterwards', async () => {
    const { orderId } = await newOrder();
    const paymentKey = run.stand.authorize(orderId, 10_000);
    const approvals = run.stand.approvals;
    const answers = await Promise.allSettled([
      payments.confirm(orderId, paymentKey, 10_000),
      payments.confirm(orderId, paymentKey, 10_000),
    ]);
    expect(answers.some((a) => a.status === 'fulfilled' && a.value.status === 'DONE')).toBe(true);
    expect(await payments.confirm(orderId, paymentKey, 10_000)).toMatchObject({ status: 'DONE' });
    expect(run.stand.approvals).toBe(approvals + 1);
    expect(await kinds(orderId)).toEqual([{ kind: 'CHARGE', state: 'DONE', amount: 10_000 }]);
    expect(await codeOf(payments.confirm(orderId, 'another-key', 10_000))).toBe('E181');
  });

  it('charges once when a confirm is retried after its answer was lost', async () => {
    const { orderId } = await newOrder();
    const paymentKey = run.stand.authorize(orderId, 10_000);
    const approvals = run.stand.approvals;
    run.stand.failNext('drop');
    expect(await codeOf(payments.confirm(orderId, paymentKey, 10_000))).toBe('E183');
    expect(await payments.get(orderId)).toMatchObject({ status: 'CONFIRMING' });
    expect(run.stand.approvals).toBe(approvals + 1);
    expect(await payments.confirm(orderId, paymentKey, 10_000)).toMatchObject({
      status: 'DONE',
      balanceAmount: 10_000,
    });
    expect(run.stand.approvals).toBe(approvals + 1);
    expect(await kinds(orderId)).toEqual([{ kind: 'CHARGE', state: 'DONE', amount: 10_000 }]);
    const confirms = run.stand.calls.filter(
      (c) => c.path === '/v1/payments/confirm' && c.idempotencyKey === `confirm-${orderId}`,
    );
    expect(confirms).toHaveLength(2);
  });

  it('reconciles a confirm whose answer was lost: the job looks the order up and books the charge once', async () => {
    const { orderId } = await newOrder();
    const paymentKey = run.stand.authorize(orderId, 10_000);
    run.stand.failNext('drop');
    const response = await run.t.app.inject({
      method: 'GET',
      url: `/api/payments/return/success?orderId=${orderId}&paymentKey=${paymentKey}&amount=10000`,
    });
    expect(Object.fromEntries(locationOf(response).searchParams)).toEqual({
      orderId,
      payment: 'checking',
      code: 'E183',
    });
    const approvals = run.stand.approvals;
    await runJob();
    expect(await payments.get(orderId)).toMatchObject({ status: 'CONFIRMING' });
    run.t.clock.advance(A_MINUTE_AND_A_BIT);
    await runJob();
    expect(await payments.get(orderId)).toMatchObject({ status: 'DONE', balanceAmount: 10_000 });
    expect(run.stand.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/orders/${orderId}` });
    expect(run.stand.approvals).toBe(approvals);
    expect(await kinds(orderId)).toEqual([{ kind: 'CHARGE', state: 'DONE', amount: 10_000 }]);
  });

  it('reconciles a confirm that never arrived: the job finds it authorised and confirms it under the same key', async () => {
    const { orderId } = await newOrder();
    const paymentKey = run.stand.authorize(orderId, 10_000);
    const approvals = run.stand.approvals;
    run.stand.failNext('cut');
    expect(await codeOf(payments.confirm(orderId, paymentKey, 10_000))).toBe('E183');
    expect(run.stand.approvals).toBe(approvals);
    run.t.clock.advance(A_MINUTE_AND_A_BIT);
    await runJob();
    expect(await payments.get(orderId)).toMatchObject({ status: 'DONE' });
    expect(run.stand.approvals).toBe(approvals + 1);
    expect(run.stand.calls.at(-1)).toMatchObject({
      path: '/v1/payments/confirm',
      idempotencyKey: `confirm-${orderId}`,
    });
  });

  it('never fails an order from a refused look-up: the order waits for a look that answers', async () => {
    const { orderId } = await newOrder();
    const paymentKey = run.stand.authorize(orderId, 10_000);
    run.stand.failNext('drop');
    expect(await codeOf(payments.confirm(orderId, paymentKey, 10_000))).toBe('E183');
    run.t.clock.advance(A_MINUTE_AND_A_BIT);
    run.stand.failNext('REJECT_CARD_PAYMENT');
    await runJob();
    expect(await payments.get(orderId)).toMatchObject({ status: 'CONFIRMING' });
    run.t.clock.advance(2 * A_MINUTE_AND_A_BIT);
    await runJob();
    expect(await payments.get(orderId)).toMatchObject({ status: 'DONE' });
    expect(await kinds(orderId)).toEqual([{ kind: 'CHARGE', state: 'DONE', amount: 10_000 }]);
  });

  it('expires a READY order when its hold runs out, so a window finished later charges nothing; a paid one stays paid', async () => {
    const { orderId } = await newOrder();
    const paymentKey = run.stand.authorize(orderId, 10_000);
    expect(await payments.expire(orderId)).toMatchObject({ status: 'FAILED' });
    const approvals = run.stand.approvals;
    const late = await run.t.app.inject({
      method: 'GET',
      url: `/api/payments/return/success?orderId=${orderId}&paymentKey=${paymentKey}&amount=10000`,
    });
    expect(Object.fromEntries(locationOf(late).searchParams)).toEqual({ orderId, payment: 'failed', code: 'E181' });
    expect(run.stand.approvals).toBe(approvals);
    expect(await kinds(orderId)).toEqual([]);

    const paid = await newOrder();
    await payments.confirm(paid.orderId, run.stand.authorize(paid.orderId, 10_000), 10_000);
    expect(await payments.expire(paid.orderId)).toMatchObject({ status: 'DONE' });
  });

  it('fails the order when the card is refused (E182), with nothing in the ledger', async () => {
    const { orderId } = await newOrder();
    const paymentKey = run.stand.authorize(orderId, 10_000);
    run.stand.failNext('REJECT_CARD_PAYMENT');
    const refused = payments.confirm(orderId, paymentKey, 10_000);
    await expect(refused).rejects.toThrow(ERRORS.E182.message);
    expect(await payments.get(orderId)).toMatchObject({ status: 'FAILED' });
    expect(await kinds(orderId)).toEqual([]);
    expect(await codeOf(payments.confirm(orderId, paymentKey, 10_000))).toBe('E181');
  });

  it("records the window's fail redirect and sends the browser back", async () => {
    const { orderId } = await newOrder();
    const response = await run.t.app.inject({
      method: 'GET',
      url: `/api/payments/return/fail?code=PAY_PROCESS_CANCELED&message=${encodeURIComponent('사용자에 의해 결제가 취소되었습니다.')}&orderId=${orderId}`,
    });
    expect(response.statusCode).toBe(302);
    expect(Object.fromEntries(locationOf(response).searchParams)).toEqual({ orderId, payment: 'canceled' });
    expect(await payments.get(orderId)).toMatchObject({ status: 'FAILED' });
  });

  it('refunds part, then the rest, never above the balance, each request once', async () => {
    const { orderId } = await newOrder(10_000);
    const paymentKey = run.stand.authorize(orderId, 10_000);
    await payments.confirm(orderId, paymentKey, 10_000);
    const cancels = run.stand.cancelsMade;

    expect(await payments.refund(orderId, 3_000, '예약 변경', 'partial-1')).toMatchObject({
      kind: 'PARTIAL_REFUND',
      state: 'DONE',
      amount: 3_000,
    });
    expect(await payments.get(orderId)).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 7_000 });
    const tooMuch = payments.refund(orderId, 8_000, '예약 취소', 'full-1');
    await expect(tooMuch).rejects.toThrow('환불할 수 있는 금액(7,000원)보다 많이 환불할 수 없어요.');

    expect(await payments.refund(orderId, 7_000, '예약 취소', 'full-1')).toMatchObject({
      kind: 'REFUND',
      state: 'DONE',
    });
    expect(await payments.refund(orderId, 7_000, '예약 취소', 'full-1')).toMatchObject({
      kind: 'REFUND',
      state: 'DONE',
    });
    expect(await codeOf(payments.refund(orderId, 5_000, '예약 취소', 'full-1'))).toBe('E187');
    expect(await codeOf(payments.refund(orderId, 1, '예약 취소', 'one-more'))).toBe('E186');

    expect(await payments.get(orderId)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(run.stand.cancelsMade).toBe(cancels + 2);
    expect(run.stand.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    const ledger = await payments.ledger(orderId);
    expect(ledger.map((e) => [e.kind, e.state, e.amount])).toEqual([
      ['CHARGE', 'DONE', 10_000],
      ['PARTIAL_REFUND', 'DONE', 3_000],
      ['REFUND', 'DONE', 7_000],
    ]);
    const keys = run.stand.payments.get(paymentKey)?.cancels.map((c) => c.transactionKey);
    expect(ledger.slice(1).map((e) => e.transactionKey)).toEqual(keys);
  });

  it('refuses to refund an order that was never paid', async () => {
    const { orderId } = await newOrder();
    expect(await codeOf(payments.refund(orderId, 1_000, '예약 취소', 'unpaid'))).toBe('E186');
  });

  it('retries a refund that met a provider error from the job, and it lands once', async () => {
    const { orderId } = await newOrder(10_000);
    const paymentKey = run.stand.authorize(orderId, 10_000);
    await payments.confirm(orderId, paymentKey, 10_000);
    const cancels = run.stand.cancelsMade;
    run.stand.failNext('PROVIDER_ERROR');
    expect(await payments.refund(orderId, 10_000, '가게 사정으로 취소', 'store-closed')).toMatchObject({
      state: 'PENDING',
    });
    expect(await payments.get(orderId)).toMatchObject({ status: 'DONE', balanceAmount: 0 });
    await runJob();
    expect((await payments.ledger(orderId)).at(-1)).toMatchObject({ state: 'PENDING', failureCode: 'PROVIDER_ERROR' });
    run.t.clock.advance(A_MINUTE_AND_A_BIT);
    await runJob();
    await runJob();
    const entry = (await payments.ledger(orderId)).at(-1);
    expect(entry).toMatchObject({ kind: 'REFUND', state: 'DONE', attempts: 1 });
    expect(entry?.transactionKey).toBe(run.stand.payments.get(paymentKey)?.lastTransactionKey);
    expect(run.stand.cancelsMade).toBe(cancels + 1);
    expect(await payments.get(orderId)).toMatchObject({ status: 'CANCELED' });
  });

  it('retries a refund whose answer was lost under the same key: the provider refunds once', async () => {
    const { orderId } = await newOrder(10_000);
    const paymentKey = run.stand.authorize(orderId, 10_000);
    await payments.confirm(orderId, paymentKey, 10_000);
    const cancels = run.stand.cancelsMade;
    run.stand.failNext('drop');
    expect(await payments.refund(orderId, 4_000, '예약 취소', 'lost-answer')).toMatchObject({ state: 'PENDING' });
    expect(run.stand.cancelsMade).toBe(cancels + 1);
    run.t.clock.advance(A_MINUTE_AND_A_BIT);
    await runJob();
    expect((await payments.ledger(orderId)).at(-1)).toMatchObject({ kind: 'PARTIAL_REFUND', state: 'DONE' });
    expect(run.stand.cancelsMade).toBe(cancels + 1);
    expect(await payments.get(orderId)).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 6_000 });
  });
});

describe('payments through the demo provider (no keys)', () => {
  let t: TestApp;
  let payments: PaymentService;

  beforeAll(async () => {
    t = await createTestApp();
    payments = paymentService(t.app.ctx);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("opens the demo window, which says it is a demo, and 결제하기 returns like Toss's window to a confirmed payment", async () => {
    const { orderId } = await payments.createOrder({
      amount: 20_000,
      orderName: '식탁 예약금 · 데모 식당',
      returnPath: RETURN_PATH,
    });
    const config = (await t.app.inject({ method: 'GET', url: `/api/payments/${orderId}/checkout` })).json();
    expect(config).toMatchObject({
      provider: 'demo',
      clientKey: null,
      sdkUrl: null,
      checkoutUrl: `${TEST_PUBLIC_URL}/api/payments/demo/${orderId}`,
    });

    const page = await t.app.inject({ method: 'GET', url: `/api/payments/demo/${orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('데모 결제 — 실제로 결제되지 않아요');
    expect(page.body).toContain('20,000원');
    expect(page.body).toContain('결제하기');
    expect(page.body).toContain('결제 실패');

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    const success = locationOf(paid);
    expect(success.pathname).toBe('/api/payments/return/success');
    expect(success.searchParams.get('orderId')).toBe(orderId);
    expect(success.searchParams.get('amount')).toBe('20000');
    expect(success.searchParams.get('paymentKey')).toMatch(/^demo_/);

    const back = await t.app.inject({ method: 'GET', url: `${success.pathname}${success.search}` });
    expect(back.statusCode).toBe(302);
    expect(Object.fromEntries(locationOf(back).searchParams)).toEqual({ orderId, payment: 'done' });
    expect(await payments.get(orderId)).toMatchObject({ status: 'DONE', balanceAmount: 20_000 });
    const again = await t.app.inject({ method: 'GET', url: `${success.pathname}${success.search}` });
    expect(Object.fromEntries(locationOf(again).searchParams)).toEqual({ orderId, payment: 'done' });
    expect((await payments.ledger(orderId)).map((e) => e.kind)).toEqual(['CHARGE']);

    const closed = await t.app.inject({ method: 'GET', url: `/api/payments/demo/${orderId}` });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('E181');

    expect(await payments.refund(orderId, 5_000, '예약 취소', 'demo-partial')).toMatchObject({ state: 'DONE' });
    expect(await payments.refund(orderId, 5_000, '예약 취소', 'demo-partial')).toMatchObject({ state: 'DONE' });
    expect(await payments.get(orderId)).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 15_000 });
  });

  it('refuses a tampered amount on the demo return too, and 결제 실패 returns like a payer who gave up', async () => {
    const { orderId } = await payments.createOrder({
      amount: 20_000,
      orderName: '식탁 예약금',
      returnPath: RETURN_PATH,
    });
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/demo/${orderId}` });
    const success = locationOf(paid);
    success.searchParams.set('amount', '200');
    const tampered = await t.app.inject({ method: 'GET', url: `${success.pathname}${success.search}` });
    expect(locationOf(tampered).searchParams.get('code')).toBe('E180');
    expect(await payments.get(orderId)).toMatchObject({ status: 'READY' });

    const page = await t.app.inject({ method: 'GET', url: `/api/payments/demo/${orderId}` });
    const failHref = /<a href="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const fail = new URL(failHref);
    expect(fail.pathname).toBe('/api/payments/return/fail');
    expect(fail.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    const back = await t.app.inject({ method: 'GET', url: `${fail.pathname}${fail.search}` });
    expect(Object.fromEntries(locationOf(back).searchParams)).toEqual({ orderId, payment: 'canceled' });
    expect(await payments.get(orderId)).toMatchObject({ status: 'FAILED' });
  });
});
