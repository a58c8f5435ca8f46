import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import {
  type DemoPaymentRow,
  appendDemoCancel,
  approveDemoPayment,
  findDemoPayment,
  upsertDemoAuthorization,
} from './queries.js';
import type { PaymentProvider, ProviderOutcome, ProviderPayment } from './provider.js';

const transactionKey = () => randomBytes(16).toString('hex').toUpperCase();

function toPayment(row: DemoPaymentRow): ProviderPayment {
  return {
    paymentKey: row.paymentKey,
    orderId: row.orderId,
    status: row.status as ProviderPayment['status'],
    totalAmount: row.amount,
    balanceAmount: row.balanceAmount,
    lastTransactionKey: row.cancels.at(-1)?.transactionKey ?? (row.approvedAt ? row.paymentKey : null),
    cancels: row.cancels.map(({ transactionKey, cancelAmount }) => ({ transactionKey, cancelAmount })),
  };
}

const ok = (row: DemoPaymentRow): ProviderOutcome => ({ kind: 'ok', payment: toPayment(row) });

/**
 * The provider of a server without Toss keys: its "payment window" is our own page (demo-page.ts), and
 * it keeps its side of each payment in `demo_payments`, so confirm, cancel and lookup answer as Toss
 * would — an amount that does not match is refused, a repeated call changes nothing — with no money.
 */
export function demoProvider(db: Db, clock: Clock) {
  const provider: PaymentProvider = {
    name: 'demo',
    window: { provider: 'demo' },

    async confirm(paymentKey, orderId, amount) {
      const row = await findDemoPayment(db, { paymentKey });
      if (!row || row.orderId !== orderId) return { kind: 'notFound' };
      if (row.amount !== amount) return { kind: 'rejected', code: 'INVALID_REQUEST', message: 'amount mismatch' };
      if (row.status !== 'IN_PROGRESS') return ok(row);
      return ok((await approveDemoPayment(db, paymentKey, clock.now())) ?? row);
    },

    async cancel(paymentKey, cancelAmount, cancelReason, idempotencyKey) {
      const outcome = await appendDemoCancel(db, paymentKey, (row) => {
        if (row.cancels.some((c) => c.idempotencyKey === idempotencyKey)) return null;
        if (row.status === 'IN_PROGRESS' || cancelAmount > row.balanceAmount) return 'NOT_CANCELABLE_AMOUNT';
        return {
          transactionKey: transactionKey(),
          idempotencyKey,
          cancelAmount,
          cancelReason,
          canceledAt: clock.now().toISOString(),
        };
      });
      if (!outcome) return { kind: 'notFound' };
      if (typeof outcome === 'string') return { kind: 'rejected', code: outcome, message: 'not cancelable' };
      return ok(outcome);
    },

    async lookupByOrderId(orderId) {
      const row = await findDemoPayment(db, { orderId });
      return row ? ok(row) : { kind: 'notFound' };
    },
  };
  return {
    provider,
    /**
     * The window's 결제하기: the payer authorised `amount` for the order, as Toss records it before the
     * redirect; a second press replaces an authorisation not yet confirmed. Answers the payment key.
     */
    async authorize(orderId: string, amount: number): Promise<string | null> {
      const paymentKey = `demo_${randomBytes(18).toString('base64url')}`;
      return upsertDemoAuthorization(db, { paymentKey, orderId, amount, createdAt: clock.now() });
    },
  };
}
