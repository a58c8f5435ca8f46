import { z } from 'zod';
import { MESSAGES, keptOnCancel, keptOnNoShow } from '@siktak/contract';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { Queryable } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { type OutboxHandler, enqueue } from '../../platform/outbox.js';
import type { ScheduledJob } from '../../platform/scheduler.js';
import { slotStart } from '../booking-day/index.js';
import { linkReservation, paymentService } from '../payments/index.js';
import { findStore } from '../stores/index.js';
import { enqueueHoldReleasedMail } from './hold-mails.js';
import { type HoldRow, confirmHold, findHold, findHoldsToSettle, releaseHold } from './hold-queries.js';
import { enqueueReservationMails } from './mail-outbox.js';
import { findReservation } from './queries.js';
import { releaseSeats } from './seats.js';

/** How long a hold keeps its seats while the diner pays (issue 38: 10 minutes). */
export const HOLD_MS = 10 * 60_000;
/**
 * How long past its time a hold whose confirm answer was lost (the order CONFIRMING) still keeps its
 * seats for the payments job's answer; after that the seats go back, and a payment the job then finds
 * approved is refunded in full.
 */
export const CONFIRMING_GRACE_MS = 30 * 60_000;
/** The web app's path the payment window's return leads to (the depositReturn call). */
export const DEPOSIT_RETURN_PATH = '/api/reservation/deposit/return';

/** Where a hold stands for the diner. */
export type HoldState =
  | { status: 'CONFIRMED'; reservationNo: number; storeNo: number }
  | { status: 'RELEASED'; code: 'E172' | 'E173'; storeNo: number }
  | { status: 'PENDING'; storeNo: number };

const stateOf = (hold: HoldRow): HoldState => {
  if (hold.status === 'CONFIRMED') {
    return { status: 'CONFIRMED', reservationNo: hold.reservationNo as number, storeNo: hold.storeNo };
  }
  if (hold.status === 'RELEASED') {
    return { status: 'RELEASED', code: hold.releaseCode as 'E172' | 'E173', storeNo: hold.storeNo };
  }
  return { status: 'PENDING', storeNo: hold.storeNo };
};

/**
 * The outbox topic of a 예약금 refund owed by a cancellation, a no-show or a store deletion: written in the
 * transaction that changed the booking, so the refund is asked exactly when that change commits, and asked
 * again (under the same request key, so once) until the payments module has it.
 */
export const DEPOSIT_REFUND = 'deposit-refund';

const REFUND_EVENTS = ['member-cancel', 'store-cancel', 'no-show', 'system-cancel'] as const;
export type RefundEvent = (typeof REFUND_EVENTS)[number];
const refundItem = z.object({
  reservationNo: z.number().int(),
  event: z.enum(REFUND_EVENTS),
  at: z.string(),
});

const REFUND_REASON: Record<RefundEvent, string> = {
  'member-cancel': MESSAGES.depositRefundMemberCancel,
  'store-cancel': MESSAGES.depositRefundStoreCancel,
  'no-show': MESSAGES.depositRefundNoShow,
  'system-cancel': MESSAGES.depositRefundStoreCancel,
};

/** Puts the refunds these bookings are owed in the outbox, in the caller's transaction. */
export function enqueueDepositRefunds(
  db: Queryable,
  reservationNos: readonly number[],
  event: RefundEvent,
  at: Date,
): Promise<void> {
  return enqueue(
    db,
    DEPOSIT_REFUND,
    reservationNos.map((reservationNo) => ({ reservationNo, event, at: at.toISOString() })),
  );
}

/**
 * The deposit booking flow (docs/adr/0053-deposit-booking-hold.md): a hold becomes a confirmed reservation
 * when its payment is, or gives its seats back when the payment failed or its time ran out; money owed
 * back by the policy goes out through the payments module.
 */
export function depositFlow(ctx: AppContext) {
  const payments = paymentService(ctx);

  async function confirm(hold: HoldRow): Promise<void> {
    // The store was deleted while the diner paid: nothing to book, the payment goes back in full.
    if ((await findStore(ctx.db, hold.storeNo))?.deletedAt) {
      await release(hold, 'E173');
      return;
    }
    const now = ctx.clock.now();
    try {
      await ctx.db.transaction(async (tx) => {
        const reservationNo = await confirmHold(tx, hold.holdNo, now);
        if (reservationNo === undefined) return;
        await linkReservation(tx, hold.orderId, reservationNo);
        await enqueueReservationMails(tx, [reservationNo], 'booked');
      });
    } catch (err) {
      // The member holds a confirmed booking of the slot already: the paid hold gives way (and is refunded).
      if (violatedUniqueConstraint(err) !== 'reservations_member_slot_key') throw err;
      await release(hold, 'E173');
    }
    ctx.outbox.wake();
  }

  /**
   * Gives the hold's seats back (the waitlist hears of them through `releaseSeats`) with the reason's code,
   * and mails the diner why.
   */
  async function release(hold: HoldRow, code: 'E172' | 'E173'): Promise<void> {
    await ctx.db.transaction(async (tx) => {
      const released = await releaseHold(tx, hold.holdNo, code, ctx.clock.now());
      if (!released) return;
      await releaseSeats(tx, released, released.personCount);
      await enqueueHoldReleasedMail(tx, released.holdNo);
    });
    ctx.outbox.wake();
  }

  /**
   * Moves a hold on by its payment: paid → confirmed; failed, or READY past its time (the order is
   * expired first, so a window finished later charges nothing) → released; CONFIRMING waits for the
   * payments job up to CONFIRMING_GRACE_MS. `giveUp` (the window came back without a payment) expires a
   * READY order at once. A released hold whose payment was approved anyway is refunded in full.
   */
  async function settle(orderId: string, giveUp = false): Promise<HoldState> {
    const hold = await findHold(ctx.db, orderId);
    if (!hold) throw notFound(MESSAGES.paymentNotFound);
    const now = ctx.clock.now();
    const expired = now >= hold.expiresAt;
    let order = await payments.get(orderId);
    if (hold.status === 'PENDING') {
      if (order.status === 'READY' && (expired || giveUp)) order = await payments.expire(orderId);
      if (order.status === 'DONE') await confirm(hold);
      else if (order.status === 'FAILED') await release(hold, expired ? 'E172' : 'E173');
      else if (order.status === 'CONFIRMING' && now.getTime() >= hold.expiresAt.getTime() + CONFIRMING_GRACE_MS) {
        await release(hold, 'E172');
      }
    }
    const current = (await findHold(ctx.db, orderId)) as HoldRow;
    if (current.status === 'RELEASED') {
      order = await payments.get(orderId);
      if (order.balanceAmount > 0) {
        await payments.refund(orderId, order.balanceAmount, MESSAGES.depositRefundReleased, `release-${hold.holdNo}`);
      }
    }
    return stateOf(current);
  }

  /** What one queued refund comes to by the booking's policy: all, or what the tier or the no-show keeps off. */
  async function refundOwed({ reservationNo, event, at }: z.output<typeof refundItem>): Promise<void> {
    const money = await payments.moneyOf(reservationNo);
    const row = await findReservation(ctx.db, reservationNo);
    if (!money || money.paid === 0 || !row) return;
    const policy = row.depositPolicy;
    let kept = 0;
    if (policy && event === 'member-cancel') {
      kept = keptOnCancel(policy, money.paid, row.personCount, slotStart(row), new Date(at));
    } else if (policy && event === 'no-show') {
      kept = keptOnNoShow(policy, money.paid, row.personCount);
    }
    const amount = money.paid - kept;
    if (amount <= 0) return;
    try {
      await payments.refund(money.orderId, amount, REFUND_REASON[event], `${event}-${reservationNo}`);
    } catch (err) {
      // Less left than the policy gives back (refunded already by another event): nothing more is owed.
      if (!(err instanceof AppError && err.code === 'E186')) throw err;
      ctx.log.warn({ reservationNo, event }, 'deposit refund exceeds what is left; skipped');
    }
  }

  return {
    settle,

    /** The payment window's way back: where the browser goes for the hold's outcome. */
    async returnTo(query: { orderId: string; payment?: string | undefined }): Promise<string> {
      const giveUp = query.payment === 'failed' || query.payment === 'canceled';
      const state = await settle(query.orderId, giveUp);
      if (state.status === 'CONFIRMED') return `/reservation-complete/${state.reservationNo}`;
      const code = state.status === 'RELEASED' ? state.code : 'E183';
      return `/reservation/${state.storeNo}?deposit=${code}`;
    },

    refundHandler(): OutboxHandler {
      return async (items) => {
        const handled: number[] = [];
        for (const item of items) {
          const parsed = refundItem.safeParse(item.payload);
          if (parsed.success) {
            try {
              await refundOwed(parsed.data);
            } catch (err) {
              ctx.log.error({ err, item: item.id }, 'deposit refund failed; the outbox tries again');
              continue;
            }
          }
          handled.push(item.id);
        }
        return handled;
      };
    },
  };
}

const EVERY_MS = 60_000;
/** Holds settled per run; the rest wait for the next run. */
const BATCH = 50;

/**
 * Every minute: holds whose time ran out give their seats back, holds whose payment the payments job
 * settled are confirmed or released, and a payment approved after its hold was released is refunded.
 */
export function depositHoldJob(ctx: AppContext): ScheduledJob {
  const flow = depositFlow(ctx);
  return {
    name: 'deposit-holds',
    everyMs: EVERY_MS,
    async run(tx) {
      const orderIds = await findHoldsToSettle(tx, ctx.clock.now(), BATCH);
      if (orderIds.length === 0) return undefined;
      return async () => {
        for (const orderId of orderIds) {
          await flow
            .settle(orderId)
            .catch((err: unknown) => ctx.log.error({ err, orderId }, 'deposit hold could not be settled'));
        }
      };
    },
  };
}
