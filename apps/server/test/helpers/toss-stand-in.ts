import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { type TestApp, createTestApp } from './app.js';

/** Made-up keys in Toss's test-key shape; the stand-in accepts only this secret key. */
export const TOSS_TEST_CLIENT_KEY = 'test_ck_siktakStandInClientKey0000';
export const TOSS_TEST_SECRET_KEY = 'test_sk_siktakStandInSecretKey0000';

/**
 * The app's Toss settings for the stand-in at `url`. The time-out is long: the stand-in shares the
 * test's process, and a lost answer is made by cutting the connection (`drop`, `cut`), not by waiting.
 */
export function tossTestEnv(url: string, timeoutMs = 10_000): Record<string, string> {
  return {
    TOSS_CLIENT_KEY: TOSS_TEST_CLIENT_KEY,
    TOSS_SECRET_KEY: TOSS_TEST_SECRET_KEY,
    TOSS_API_BASE: url,
    TOSS_SDK_URL: `${url}/sdk`,
    TOSS_TIMEOUT_MS: String(timeoutMs),
  };
}

/**
 * How the next call goes wrong: Toss's own error (500 PROVIDER_ERROR), a refused card (403
 * REJECT_CARD_PAYMENT); the call never done and the connection cut (`cut`) or left without an answer
 * (`hang`); the call done and then the connection cut (`drop`) or left without its answer (`late`).
 */
export type TossFailure = 'PROVIDER_ERROR' | 'REJECT_CARD_PAYMENT' | 'cut' | 'hang' | 'drop' | 'late';

export interface StandInPayment {
  paymentKey: string;
  orderId: string;
  status: 'IN_PROGRESS' | 'DONE' | 'PARTIAL_CANCELED' | 'CANCELED';
  totalAmount: number;
  balanceAmount: number;
  lastTransactionKey: string | null;
  cancels: { transactionKey: string; cancelAmount: number; cancelReason: string }[];
}

export interface LoggedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface TossStandIn {
  url: string;
  /** Payments by payment key. */
  payments: Map<string, StandInPayment>;
  /** Every API call, in order. */
  calls: LoggedCall[];
  /** How many times a payment was approved, and how many cancels were made: the money that moved. */
  approvals: number;
  cancelsMade: number;
  /** What the payment window does before its redirect: the payer authorised `amount` for the order. */
  authorize(orderId: string, amount: number): string;
  /** The next API call fails this way (calls queue up, one failure each). */
  failNext(failure: TossFailure): void;
  close(): Promise<void>;
}

const transactionKey = () => randomBytes(16).toString('hex').toUpperCase();

/** The SDK's surface: requestPayment goes to the stand-in's window with what the page asked for. */
const sdkScript = (base: string) => `window.TossPayments = function (clientKey) {
  return {
    payment: function () {
      return {
        requestPayment: function (request) {
          var query = new URLSearchParams({
            clientKey: clientKey,
            orderId: request.orderId,
            amount: String(request.amount.value),
            successUrl: request.successUrl,
            failUrl: request.failUrl,
          });
          window.location.href = ${JSON.stringify(base)} + '/window?' + query;
          return new Promise(function () {});
        },
      };
    },
  };
};
`;

/**
 * A local stand-in for Toss Payments' core API v1 (tests only): Basic auth with the secret key,
 * confirm with its amount check, cancel with `cancelAmount`, look-up by order id, `{ code, message }`
 * errors, and `Idempotency-Key` replay (the same key answers the first answer again, as Toss does).
 * `GET /sdk` is a script with the SDK's surface the web app calls (`TossPayments(clientKey).payment({
 * customerKey }).requestPayment({ method, amount: { currency, value }, orderId, orderName, successUrl,
 * failUrl })`), and `GET /window?orderId&amount&successUrl&failUrl` stands for its payment window: it
 * authorises and redirects to successUrl with paymentKey, orderId and amount, for a browser test to follow.
 */
export async function startTossStandIn(): Promise<TossStandIn> {
  const payments = new Map<string, StandInPayment>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const failures: TossFailure[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${TOSS_TEST_SECRET_KEY}:`).toString('base64')}`;

  const toJson = (p: StandInPayment) => ({
    mId: 'tsiktak',
    version: '2022-11-16',
    paymentKey: p.paymentKey,
    orderId: p.orderId,
    orderName: '식탁 예약금',
    status: p.status,
    method: '카드',
    currency: 'KRW',
    totalAmount: p.totalAmount,
    balanceAmount: p.balanceAmount,
    lastTransactionKey: p.lastTransactionKey,
    cancels: p.cancels.length ? p.cancels : null,
  });
  const error = (status: number, code: string, message: string) => ({ status, body: { code, message } });

  function authorize(orderId: string, amount: number): string {
    for (const [key, payment] of payments)
      if (payment.orderId === orderId && payment.status === 'IN_PROGRESS') payments.delete(key);
    const paymentKey = `tstand${randomBytes(12).toString('hex')}`;
    payments.set(paymentKey, {
      paymentKey,
      orderId,
      status: 'IN_PROGRESS',
      totalAmount: amount,
      balanceAmount: amount,
      lastTransactionKey: null,
      cancels: [],
    });
    return paymentKey;
  }

  function confirm(body: { paymentKey?: string; orderId?: string; amount?: number }) {
    const payment = body.paymentKey ? payments.get(body.paymentKey) : undefined;
    if (!payment || payment.orderId !== body.orderId)
      return error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    if (payment.totalAmount !== body.amount) return error(400, 'INVALID_REQUEST', '결제 금액이 일치하지 않습니다.');
    if (payment.status !== 'IN_PROGRESS') return error(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    payment.status = 'DONE';
    payment.lastTransactionKey = transactionKey();
    stand.approvals++;
    return { status: 200, body: toJson(payment) };
  }

  function cancel(paymentKey: string, body: { cancelAmount?: number; cancelReason?: string }) {
    const payment = payments.get(paymentKey);
    if (!payment) return error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    if (!body.cancelReason) return error(400, 'INVALID_REQUEST', '취소 사유를 입력해주세요.');
    const amount = body.cancelAmount ?? payment.balanceAmount;
    if (payment.status === 'IN_PROGRESS' || amount <= 0 || amount > payment.balanceAmount) {
      return error(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    }
    const key = transactionKey();
    payment.cancels.push({ transactionKey: key, cancelAmount: amount, cancelReason: body.cancelReason });
    payment.balanceAmount -= amount;
    payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    payment.lastTransactionKey = key;
    stand.cancelsMade++;
    return { status: 200, body: toJson(payment) };
  }

  function answer(request: IncomingMessage, text: string): { status: number; body: unknown } {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.headers.authorization !== expectedAuth) {
      return error(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
    }
    const body = text ? (JSON.parse(text) as Record<string, never>) : {};
    if (request.method === 'POST' && url.pathname === '/v1/payments/confirm') return confirm(body);
    const cancelPath = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancelPath) return cancel(decodeURIComponent(cancelPath[1] as string), body);
    const lookupPath = /^\/v1\/payments\/orders\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && lookupPath) {
      const orderId = decodeURIComponent(lookupPath[1] as string);
      const payment = [...payments.values()].find((p) => p.orderId === orderId);
      return payment
        ? { status: 200, body: toJson(payment) }
        : error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    }
    return error(404, 'NOT_FOUND', '존재하지 않는 API 입니다.');
  }

  function window(url: URL, response: ServerResponse) {
    const orderId = url.searchParams.get('orderId') ?? '';
    const amount = Number(url.searchParams.get('amount'));
    const success = new URL(url.searchParams.get('successUrl') ?? '');
    const paymentKey = authorize(orderId, amount);
    success.search = new URLSearchParams({
      paymentType: 'NORMAL',
      orderId,
      paymentKey,
      amount: String(amount),
    }).toString();
    response.writeHead(302, { location: success.toString() }).end();
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'GET' && url.pathname === '/window') return window(url, response);
      if (request.method === 'GET' && url.pathname === '/sdk') {
        return response.writeHead(200, { 'content-type': 'text/javascript' }).end(sdkScript(stand.url));
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      stand.calls.push({
        method: request.method ?? '',
        path: url.pathname,
        authorization: request.headers.authorization,
        idempotencyKey,
        body: text ? JSON.parse(text) : undefined,
      });
      const failure = failures.shift();
      if (failure === 'hang') return;
      if (failure === 'cut') return void request.socket.destroy();
      const replayed = idempotencyKey ? replies.get(idempotencyKey) : undefined;
      let reply = replayed;
      if (!reply && failure === 'PROVIDER_ERROR') reply = error(500, 'PROVIDER_ERROR', '일시적인 오류가 발생했습니다.');
      else if (!reply && failure === 'REJECT_CARD_PAYMENT') {
        reply = error(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
      }
      reply ??= answer(request, text);
      // Toss keeps the answer of a call that moved money under its key, so a retry gets it again.
      if (idempotencyKey && !replayed && reply.status < 500 && reply.status !== 401) replies.set(idempotencyKey, reply);
      if (failure === 'late') return;
      if (failure === 'drop') return void request.socket.destroy();
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const stand: TossStandIn = {
    url: `http://127.0.0.1:${port}`,
    payments,
    calls: [],
    approvals: 0,
    cancelsMade: 0,
    authorize,
    failNext: (failure) => failures.push(failure),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stand;
}

/**
 * A test app whose payments go to a Toss stand-in, both started before the enclosing block's tests (its
 * own `beforeAll` hooks come after) and closed after them, like `appWithSmtp`. Read `t` and `stand` inside
 * tests and hooks: they are set once the block starts.
 */
export function appWithTossStandIn(): { t: TestApp; stand: TossStandIn } {
  const running = {} as { t: TestApp; stand: TossStandIn };
  beforeAll(async () => {
    running.stand = await startTossStandIn();
    running.t = await createTestApp({ env: tossTestEnv(running.stand.url) });
  });
  afterAll(async () => {
    await running.t?.close();
    await running.stand?.close();
  });
  return running;
}
