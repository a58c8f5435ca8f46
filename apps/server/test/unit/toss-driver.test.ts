import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TossConfig } from '../../src/config.js';
import { tossProvider } from '../../src/modules/payments/toss.js';
import {
  TOSS_TEST_CLIENT_KEY,
  TOSS_TEST_SECRET_KEY,
  type TossStandIn,
  startTossStandIn,
} from '../helpers/toss-stand-in.js';

describe('the Toss Payments driver against the stand-in', () => {
  let stand: TossStandIn;
  let config: TossConfig;
  const toss = (overrides: Partial<TossConfig> = {}) => tossProvider({ ...config, ...overrides }, fetch);

  beforeAll(async () => {
    stand = await startTossStandIn();
    config = {
      clientKey: TOSS_TEST_CLIENT_KEY,
      secretKey: TOSS_TEST_SECRET_KEY,
      apiBase: stand.url,
      sdkUrl: `${stand.url}/sdk`,
      timeoutMs: 10_000,
    };
  });
  afterAll(async () => {
    await stand?.close();
  });
  beforeEach(() => {
    stand.calls.length = 0;
  });

  it('confirms with Basic auth of the secret key, the body and the Idempotency-Key', async () => {
    const paymentKey = stand.authorize('order-confirm-1', 10_000);
    const outcome = await toss().confirm(paymentKey, 'order-confirm-1', 10_000, 'confirm-order-confirm-1');
    expect(outcome).toMatchObject({
      kind: 'ok',
      payment: {
        paymentKey,
        orderId: 'order-confirm-1',
        status: 'DONE',
        totalAmount: 10_000,
        balanceAmount: 10_000,
        cancels: [],
      },
    });
    expect(stand.calls).toEqual([
      {
        method: 'POST',
        path: '/v1/payments/confirm',
        authorization: `Basic ${Buffer.from(`${TOSS_TEST_SECRET_KEY}:`).toString('base64')}`,
        idempotencyKey: 'confirm-order-confirm-1',
        body: { paymentKey, orderId: 'order-confirm-1', amount: 10_000 },
      },
    ]);
  });

  it('cancels with cancelReason, cancelAmount and the Idempotency-Key, and looks up by order id', async () => {
    const paymentKey = stand.authorize('order-cancel-1', 20_000);
    await toss().confirm(paymentKey, 'order-cancel-1', 20_000, 'confirm-order-cancel-1');
    const cancelled = await toss().cancel(paymentKey, 5_000, '예약 취소', 'refund-1');
    expect(cancelled).toMatchObject({ kind: 'ok', payment: { status: 'PARTIAL_CANCELED', balanceAmount: 15_000 } });
    expect(stand.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${paymentKey}/cancel`,
      idempotencyKey: 'refund-1',
      body: { cancelReason: '예약 취소', cancelAmount: 5_000 },
    });
    const found = await toss().lookupByOrderId('order-cancel-1');
    expect(found).toMatchObject({
      kind: 'ok',
      payment: { paymentKey, status: 'PARTIAL_CANCELED', cancels: [{ cancelAmount: 5_000 }] },
    });
    expect(stand.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/payments/orders/order-cancel-1',
      idempotencyKey: undefined,
    });
  });

  it('maps the error answers to outcomes', async () => {
    const paymentKey = stand.authorize('order-errors-1', 10_000);
    stand.failNext('REJECT_CARD_PAYMENT');
    expect(await toss().confirm(paymentKey, 'order-errors-1', 10_000, 'k-reject')).toEqual({
      kind: 'rejected',
      code: 'REJECT_CARD_PAYMENT',
      message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
    });
    stand.failNext('PROVIDER_ERROR');
    expect(await toss().confirm(paymentKey, 'order-errors-1', 10_000, 'k-provider')).toEqual({
      kind: 'unknown',
      reason: 'PROVIDER_ERROR',
    });
    expect(await toss().lookupByOrderId('no-such-order')).toEqual({ kind: 'notFound' });
    await toss().confirm(paymentKey, 'order-errors-1', 10_000, 'k-first');
    expect(await toss().confirm(paymentKey, 'order-errors-1', 10_000, 'k-second')).toEqual({
      kind: 'alreadyProcessed',
    });
    expect(await toss().cancel(paymentKey, 99_000, '환불', 'k-too-much')).toMatchObject({
      kind: 'rejected',
      code: 'NOT_CANCELABLE_AMOUNT',
    });
    expect(await toss({ secretKey: 'test_sk_wrong' }).lookupByOrderId('order-errors-1')).toMatchObject({
      kind: 'rejected',
      code: 'UNAUTHORIZED_KEY',
    });
  });

  it('answers unknown, not failed, when the answer does not come in time, and the same key then replays it', async () => {
    const paymentKey = stand.authorize('order-late-1', 10_000);
    const approvals = stand.approvals;
    stand.failNext('late');
    expect(await toss({ timeoutMs: 300 }).confirm(paymentKey, 'order-late-1', 10_000, 'confirm-order-late-1')).toEqual({
      kind: 'unknown',
      reason: 'TimeoutError',
    });
    expect(stand.approvals).toBe(approvals + 1);
    const retried = await toss().confirm(paymentKey, 'order-late-1', 10_000, 'confirm-order-late-1');
    expect(retried).toMatchObject({ kind: 'ok', payment: { status: 'DONE' } });
    expect(stand.approvals).toBe(approvals + 1);
    stand.failNext('hang');
    expect(await toss({ timeoutMs: 300 }).lookupByOrderId('order-late-1')).toEqual({
      kind: 'unknown',
      reason: 'TimeoutError',
    });
  });

  it('answers unknown when the connection breaks before or after the call was done', async () => {
    const paymentKey = stand.authorize('order-cut-1', 10_000);
    const approvals = stand.approvals;
    stand.failNext('cut');
    expect((await toss().confirm(paymentKey, 'order-cut-1', 10_000, 'confirm-order-cut-1')).kind).toBe('unknown');
    expect(stand.approvals).toBe(approvals);
    stand.failNext('drop');
    expect((await toss().confirm(paymentKey, 'order-cut-1', 10_000, 'confirm-order-cut-1')).kind).toBe('unknown');
    expect(stand.approvals).toBe(approvals + 1);
  });

  it('answers unknown when nothing listens', async () => {
    const outcome = await toss({ apiBase: 'http://127.0.0.1:9' }).lookupByOrderId('order-x');
    expect(outcome.kind).toBe('unknown');
  });

  it("stands in for the SDK's window: the script's surface, and a redirect to successUrl with the authorised payment", async () => {
    const script = await (await fetch(`${stand.url}/sdk`)).text();
    expect(script).toContain('window.TossPayments');
    expect(script).toContain('requestPayment');
    const query = new URLSearchParams({
      orderId: 'order-window-1',
      amount: '15000',
      successUrl: 'http://siktak.test/api/payments/return/success',
      failUrl: 'http://siktak.test/api/payments/return/fail',
    });
    const response = await fetch(`${stand.url}/window?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const success = new URL(response.headers.get('location') ?? '');
    expect(`${success.origin}${success.pathname}`).toBe('http://siktak.test/api/payments/return/success');
    const paymentKey = success.searchParams.get('paymentKey') ?? '';
    expect(Object.fromEntries(success.searchParams)).toMatchObject({ orderId: 'order-window-1', amount: '15000' });
    expect(stand.payments.get(paymentKey)).toMatchObject({
      orderId: 'order-window-1',
      status: 'IN_PROGRESS',
      totalAmount: 15_000,
    });
  });
});
