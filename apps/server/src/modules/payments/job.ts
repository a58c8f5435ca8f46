import type { AppContext } from '../../platform/context.js';
import type { ScheduledJob } from '../../platform/scheduler.js';
import { claimDueChecks, claimDueRefunds } from './queries.js';
import { nextCheckAt, paymentService } from './service.js';

const EVERY_MS = 60_000;
/** Orders and refunds handled per run; the rest wait for the next run. */
const BATCH = 50;

/**
 * The payments job: refunds whose answer was lost or that met a provider error are tried again, and
 * orders left CONFIRMING (the confirm's answer lost) are settled by looking them up by order id. The
 * rows are claimed in the job's transaction by moving their next look forward, and the provider is
 * called after the commit, so no transaction waits on the network and no two runs take the same row;
 * the idempotency keys make a try that does overlap harmless.
 */
export function paymentsJob(ctx: AppContext): ScheduledJob {
  const payments = paymentService(ctx);
  return {
    name: 'payments',
    everyMs: EVERY_MS,
    async run(tx) {
      const now = ctx.clock.now();
      const later = (attempts: number) => nextCheckAt(now, attempts);
      const orders = await claimDueChecks(tx, now, BATCH, later);
      const refunds = await claimDueRefunds(tx, now, BATCH, later);
      if (orders.length === 0 && refunds.length === 0) return undefined;
      return async () => {
        for (const order of orders) {
          await payments
            .reconcile(order)
            .catch((err: unknown) => ctx.log.error({ err, orderId: order.orderId }, 'payment reconciliation failed'));
        }
        for (const entry of refunds) {
          await payments
            .retryRefund(entry)
            .catch((err: unknown) => ctx.log.error({ err, entryNo: entry.entryNo }, 'refund retry failed'));
        }
      };
    },
  };
}
