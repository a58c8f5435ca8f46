import { randomBytes } from 'node:crypto';
import { type CheckoutConfig, MESSAGES, type PaymentStatus } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { demoProvider } from './demo.js';
import type { PaymentProvider, ProviderOutcome, ProviderPayment } from './provider.js';
import {
  type LedgerRow,
  type PaymentRow,
  claimForConfirm,
  failOrder,
  failRefund,
  findLedger,
  findPayment,
  findReservationPayment,
  findRefundRequest,
  insertPayment,
  insertRefund,
  landRefund,
  lockPayment,
  noteRefundTry,
  settleCharge,
} from './queries.js';
import { tossProvider } from './toss.js';

/** How long a confirm or refund whose answer was lost waits before the payments job looks (job.ts). */
export const FIRST_CHECK_DELAY_MS = 60_000;
const LONGEST_CHECK_DELAY_MS = 60 * 60_000;

/** When to look again after `attempts` looks: doubling from a minute, at most an hour apart. */
export function nextCheckAt(now: Date, attempts: number): Date {
  const delay = Math.min(FIRST_CHECK_DELAY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_CHECK_DELAY_MS);
  return new Date(now.getTime() + delay);
}

/** What a payment came to, for the booking flow and the admin. */
export interface PaymentView {
  orderId: string;
  status: PaymentStatus;
  amount: number;
  /** Paid and not yet refunded (nor asked to be). */
  balanceAmount: number;
  reservationNo: number | null;
}

export interface RefundView {
  entryNo: number;
  kind: 'REFUND' | 'PARTIAL_REFUND';
  /** PENDING: asked, not yet answered (the job tries again); DONE: refunded; FAILED: the provider refused. */
  state: 'PENDING' | 'DONE' | 'FAILED';
  amount: number;
}

/** What a booking's diner paid and got back (the contract's `DepositMoney`). */
export interface MoneyView {
  orderId: string;
  paid: number;
  refunded: number;
  /** Refunds asked for that the provider has not answered yet (the job tries again). */
  refundPending: number;
}

export interface NewOrder {
  amount: number;
  /** What the payer sees in the window, e.g. "식탁 예약금 · 을지로 골뱅이". */
  orderName: string;
  /** The web app's page the browser comes back to after the window (a path of this origin). */
  returnPath: string;
  reservationNo?: number;
}

/** Approved on the provider's side: charged, whatever was refunded since. */
const APPROVED = new Set<ProviderPayment['status']>(['DONE', 'PARTIAL_CANCELED', 'CANCELED']);
/** Never approved and never will be. */
const DEAD = new Set<ProviderPayment['status']>(['ABORTED', 'EXPIRED']);
const SETTLED = new Set<string>(['DONE', 'PARTIAL_CANCELED', 'CANCELED']);

/** The one idempotency key of an order's confirm: every retry, from the browser or the job, reuses it. */
const confirmKey = (orderId: string) => `confirm-${orderId}`;

const viewOf = (row: PaymentRow): PaymentView => ({
  orderId: row.orderId,
  status: row.status as PaymentStatus,
  amount: row.amount,
  balanceAmount: row.balanceAmount,
  reservationNo: row.reservationNo,
});

const refundViewOf = (row: LedgerRow): RefundView => ({
  entryNo: row.entryNo,
  kind: row.kind as RefundView['kind'],
  state: row.state as RefundView['state'],
  amount: row.amount,
});

/** The path back to the web app with what came of the payment. */
function returnLocation(order: PaymentRow, params: Record<string, string>): string {
  const query = new URLSearchParams({ orderId: order.orderId, ...params });
  return `${order.returnPath}${order.returnPath.includes('?') ? '&' : '?'}${query}`;
}

type Settled = 'done' | 'failed' | 'unknown';

/**
 * Orders, confirms and refunds through the configured provider (docs/adr/0052-payment-provider-and-ledger.md).
 * Every change of state is one guarded UPDATE, so racing calls, retries and the job move an order once.
 */
export function paymentService(ctx: AppContext) {
  const demo = ctx.config.toss ? null : demoProvider(ctx.db, ctx.clock);
  const provider: PaymentProvider = ctx.config.toss
    ? tossProvider(ctx.config.toss, ctx.fetch)
    : (demo as ReturnType<typeof demoProvider>).provider;
  const returnUrl = (kind: 'success' | 'fail') => `${ctx.config.publicUrl}/api/payments/return/${kind}`;

  async function orderOf(orderId: string): Promise<PaymentRow> {
    const order = await findPayment(ctx.db, orderId);
    if (!order) throw notFound(MESSAGES.paymentNotFound);
    return order;
  }

  /**
   * The provider's record of an order. A refused look-up (a wrong key, say) tells nothing about the
   * payment, so it counts as unknown: only the payment's own state may fail an order.
   */
  async function lookup(orderId: string): Promise<ProviderOutcome> {
    const found = await provider.lookupByOrderId(orderId);
    return found.kind === 'rejected' ? { kind: 'unknown', reason: found.code } : found;
  }

  /** Writes what the provider answered a confirm (or a look-up) of a CONFIRMING order. */
  async function settle(order: PaymentRow, paymentKey: string, outcome: ProviderOutcome): Promise<Settled> {
    const now = ctx.clock.now();
    if (outcome.kind === 'alreadyProcessed') return settle(order, paymentKey, await lookup(order.orderId));
    if (outcome.kind === 'unknown') {
      ctx.log.warn({ orderId: order.orderId, reason: outcome.reason }, 'payment confirm outcome unknown');
      return 'unknown';
    }
    if (outcome.kind === 'ok') {
      const { payment } = outcome;
      if (DEAD.has(payment.status)) {
        await failOrder(ctx.db, order.paymentNo, payment.status, now);
        return 'failed';
      }
      if (!APPROVED.has(payment.status)) return 'unknown';
      if (payment.totalAmount !== order.amount || payment.orderId !== order.orderId) {
        // Never seen from a provider that checks the amount itself; left for a person, never booked as paid.
        ctx.log.error({ orderId: order.orderId, totalAmount: payment.totalAmount }, 'provider approved another amount');
        return 'unknown';
      }
      await ctx.db.transaction((tx) =>
        settleCharge(
          tx,
          order,
          {
            paymentKey: payment.paymentKey,
            // The approval's transaction: the first movement, before any cancel.
            transactionKey: payment.cancels.length === 0 ? payment.lastTransactionKey : null,
            idempotencyKey: confirmKey(order.orderId),
          },
          now,
        ),
      );
      return 'done';
    }
    await failOrder(ctx.db, order.paymentNo, outcome.kind === 'rejected' ? outcome.code : 'NOT_FOUND_PAYMENT', now);
    return 'failed';
  }

  /** One try of a PENDING refund. */
  async function tryRefund(entry: LedgerRow): Promise<LedgerRow> {
    const outcome = await provider.cancel(entry.paymentKey, entry.amount, entry.reason ?? '', entry.idempotencyKey);
    const now = ctx.clock.now();
    if (outcome.kind === 'ok') {
      const { cancels, lastTransactionKey } = outcome.payment;
      const transactionKey = cancels.at(-1)?.transactionKey ?? lastTransactionKey;
      return (await ctx.db.transaction((tx) => landRefund(tx, entry, transactionKey, now))) ?? entry;
    }
    if (outcome.kind === 'rejected' || outcome.kind === 'notFound') {
      const code = outcome.kind === 'rejected' ? outcome.code : 'NOT_FOUND_PAYMENT';
      ctx.log.error({ entryNo: entry.entryNo, code }, 'refund refused by the payment provider');
      return (await ctx.db.transaction((tx) => failRefund(tx, entry, code, now))) ?? entry;
    }
    const reason = outcome.kind === 'unknown' ? outcome.reason : 'ALREADY_PROCESSED_PAYMENT';
    ctx.log.warn({ entryNo: entry.entryNo, reason }, 'refund outcome unknown; the payments job tries again');
    await noteRefundTry(ctx.db, entry.entryNo, reason, now);
    return entry;
  }

  return {
    provider,

    /** A new order of `amount` won, READY to pay; its id is random, url-safe and 32 characters long. */
    async createOrder(order: NewOrder): Promise<{ orderId: string }> {
      const now = ctx.clock.now();
      const row = await insertPayment(ctx.db, {
        orderId: randomBytes(24).toString('base64url'),
        orderName: order.orderName,
        amount: order.amount,
        provider: provider.name,
        returnPath: order.returnPath,
        reservationNo: order.reservationNo ?? null,
        createdAt: now,
        updatedAt: now,
      });
      return { orderId: row.orderId };
    },

    async get(orderId: string): Promise<PaymentView> {
      return viewOf(await orderOf(orderId));
    },

    /** The order's movements, oldest first. */
    async ledger(orderId: string): Promise<LedgerRow[]> {
      return findLedger(ctx.db, (await orderOf(orderId)).paymentNo);
    },

    /** The money of the order a reservation was paid with, from the ledger; null when it was not paid. */
    async moneyOf(reservationNo: number): Promise<MoneyView | null> {
      const order = await findReservationPayment(ctx.db, reservationNo);
      if (!order) return null;
      const ledger = await findLedger(ctx.db, order.paymentNo);
      const sum = (kinds: string[], state: string) =>
        ledger.filter((e) => kinds.includes(e.kind) && e.state === state).reduce((n, e) => n + e.amount, 0);
      const refunds = ['REFUND', 'PARTIAL_REFUND'];
      return {
        orderId: order.orderId,
        paid: sum(['CHARGE'], 'DONE'),
        refunded: sum(refunds, 'DONE'),
        refundPending: sum(refunds, 'PENDING'),
      };
    },

    async checkout(orderId: string): Promise<CheckoutConfig> {
      const order = await orderOf(orderId);
      const window = provider.window;
      return {
        orderId: order.orderId,
        orderName: order.orderName,
        amount: order.amount,
        status: order.status as PaymentStatus,
        provider: window.provider,
        clientKey: window.provider === 'toss' ? window.clientKey : null,
        sdkUrl: window.provider === 'toss' ? window.sdkUrl : null,
        checkoutUrl: window.provider === 'demo' ? `${ctx.config.publicUrl}/api/payments/demo/${order.orderId}` : null,
        successUrl: returnUrl('success'),
        failUrl: returnUrl('fail'),
      };
    },

    /**
     * Confirms the payment the window returned. The amount must be the order's (E180: tampered with,
     * nothing is charged). The same confirm again, or a retry after a lost answer, charges once: the
     * order moves READY → CONFIRMING under one payment key, and the provider gets one idempotency key.
     * E182 when the provider refused, E183 when its answer is unknown (the job finds it out).
     */
    async confirm(orderId: string, paymentKey: string, amount: number): Promise<PaymentView> {
      const order = await orderOf(orderId);
      if (amount !== order.amount) throw new AppError('E180');
      const now = ctx.clock.now();
      const claimed = await claimForConfirm(ctx.db, orderId, paymentKey, now, nextCheckAt(now, 0));
      if (!claimed) {
        const current = await orderOf(orderId);
        if (SETTLED.has(current.status) && current.paymentKey === paymentKey) return viewOf(current);
        throw new AppError('E181');
      }
      const outcome = await provider.confirm(paymentKey, orderId, amount, confirmKey(orderId));
      const settled = await settle(claimed, paymentKey, outcome);
      if (settled === 'failed') throw new AppError('E182');
      if (settled === 'unknown') throw new AppError('E183');
      return viewOf(await orderOf(orderId));
    },

    /**
     * Refunds `amount` of a paid order, at most what is left (E186). `requestKey` names the request:
     * asked again under it, it is the same refund (E187 with another amount). Answers PENDING when the
     * provider's answer is unknown; the job tries again under the same idempotency key.
     */
    async refund(orderId: string, amount: number, reason: string, requestKey: string): Promise<RefundView> {
      if (!Number.isInteger(amount) || amount <= 0) throw badRequest();
      const now = ctx.clock.now();
      const entry = await ctx.db.transaction(async (tx) => {
        const order = await lockPayment(tx, orderId);
        if (!order) throw notFound(MESSAGES.paymentNotFound);
        const asked = await findRefundRequest(tx, order.paymentNo, requestKey);
        if (asked) {
          if (asked.amount !== amount) throw new AppError('E187');
          return asked;
        }
        if (amount > order.balanceAmount) {
          throw new AppError('E186', { values: { n: order.balanceAmount.toLocaleString('ko-KR') } });
        }
        return insertRefund(tx, order, { amount, requestKey, reason, retryAt: nextCheckAt(now, 0) }, now);
      });
      return refundViewOf(entry.state === 'PENDING' ? await tryRefund(entry) : entry);
    },

    /** The job's look at an order left CONFIRMING: settled by the provider's record, or confirmed again. */
    async reconcile(order: PaymentRow): Promise<Settled> {
      const paymentKey = order.paymentKey as string;
      const found = await lookup(order.orderId);
      if (found.kind === 'ok' && !APPROVED.has(found.payment.status) && !DEAD.has(found.payment.status)) {
        // Authorised but not approved: the confirm never arrived, so it is sent again under the same key.
        return settle(
          order,
          paymentKey,
          await provider.confirm(paymentKey, order.orderId, order.amount, confirmKey(order.orderId)),
        );
      }
      return settle(order, paymentKey, found);
    },

    /**
     * The booking's hold ran out: a READY order fails (EXPIRED), so a window finished later is refused
     * (E181) and charges nothing. An order already CONFIRMING or paid is left as it is and answered, for
     * the booking flow to wait for the job rather than release seats that were paid for.
     */
    async expire(orderId: string): Promise<PaymentView> {
      const order = await orderOf(orderId);
      const expired = await failOrder(ctx.db, order.paymentNo, 'EXPIRED', ctx.clock.now(), ['READY']);
      return viewOf(expired ?? (await orderOf(orderId)));
    },

    /** The job's next try of a PENDING refund. */
    async retryRefund(entry: LedgerRow): Promise<RefundView> {
      return refundViewOf(await tryRefund(entry));
    },

    /** The window's success redirect: confirms, then the path back to the web app with the outcome. */
    async returnFromSuccess(query: { orderId: string; paymentKey: string; amount: number }): Promise<string> {
      const order = await orderOf(query.orderId);
      try {
        const paid = await this.confirm(query.orderId, query.paymentKey, query.amount);
        return returnLocation(order, { payment: paid.status === 'DONE' ? 'done' : 'failed' });
      } catch (err) {
        if (!(err instanceof AppError) || !['E180', 'E181', 'E182', 'E183'].includes(err.code)) throw err;
        return returnLocation(order, { payment: err.code === 'E183' ? 'checking' : 'failed', code: err.code });
      }
    },

    /** The window's fail redirect: a READY order fails with the provider's code; the path back to the web app. */
    async returnFromFail(query: { orderId: string; code?: string | undefined }): Promise<string> {
      const order = await orderOf(query.orderId);
      const code = query.code ?? 'PAY_PROCESS_CANCELED';
      await failOrder(ctx.db, order.paymentNo, code, ctx.clock.now(), ['READY']);
      return returnLocation(order, { payment: code === 'PAY_PROCESS_CANCELED' ? 'canceled' : 'failed' });
    },

    /** The demo window's order: 404 with Toss configured, E181 once it is no longer READY. */
    async demoOrder(orderId: string): Promise<PaymentRow> {
      if (!demo) throw notFound(MESSAGES.paymentNotFound);
      const order = await orderOf(orderId);
      if (order.status !== 'READY') throw new AppError('E181');
      return order;
    },

    /** The demo window's 결제하기: authorises the order's amount and answers Toss's success redirect. */
    async demoPay(orderId: string): Promise<string> {
      const order = await this.demoOrder(orderId);
      const paymentKey = await demo?.authorize(order.orderId, order.amount);
      if (!paymentKey) throw new AppError('E181');
      const query = new URLSearchParams({ paymentKey, orderId: order.orderId, amount: String(order.amount) });
      return `${returnUrl('success')}?${query}`;
    },

    /** The demo window's 결제 실패: Toss's fail redirect of a payer who gave up. */
    demoFailUrl(order: PaymentRow): string {
      const query = new URLSearchParams({
        code: 'PAY_PROCESS_CANCELED',
        message: MESSAGES.demoCheckoutCanceled,
        orderId: order.orderId,
      });
      return `${returnUrl('fail')}?${query}`;
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
