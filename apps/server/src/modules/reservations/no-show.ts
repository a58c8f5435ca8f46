import type { z } from 'zod';
import {
  LIMITS,
  MESSAGES,
  type MessageBody,
  type noShowBody,
  type visitBody,
  addDays,
  seoulDate,
} from '@siktak/contract';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { NO_SHOW, type Slot, hasStarted } from '../booking-day/index.js';
import { enqueueDepositRefunds } from './deposit.js';
import { type ReservationView, findReservation, setNoShow, setVisited } from './queries.js';

/**
 * The status on the existing calls, exactly `Y` or `N`: a no-show was a
 * confirmed booking, so it is `Y` there, and the additive `isNoShow` tells our app.
 */
export function wireStatus(status: string): 'Y' | 'N' {
  return status === 'N' ? 'N' : 'Y';
}

export function noShowFlag(status: string): 'Y' | 'N' {
  return status === NO_SHOW ? 'Y' : 'N';
}

type Markable = Slot & { status: string; reviewNo: number | null; visitedAt: Date | null };

/**
 * The window the store's two marks (노쇼 and 방문 완료) share, for marking and for taking back: a confirmed
 * (or marked) booking whose slot has started, at most LIMITS.noShowMarkDays days ago.
 */
function markWindow(reservation: Markable, now: Date): 'not-started' | 'too-old' | null {
  if (reservation.status === 'N' || !hasStarted(reservation, now)) return 'not-started';
  if (reservation.date < addDays(seoulDate(now), -LIMITS.noShowMarkDays)) return 'too-old';
  return null;
}

/**
 * Why the store may not mark a booking as a no-show (or take the mark back) now: outside the window
 * (E141, E143), with the member's review (E142) — a review says they came — or marked 방문 완료 (E196).
 */
export function noShowRefusal(reservation: Markable, now: Date): 'E141' | 'E142' | 'E143' | 'E196' | null {
  const window = markWindow(reservation, now);
  if (window) return window === 'not-started' ? 'E141' : 'E143';
  if (reservation.reviewNo !== null) return 'E142';
  if (reservation.visitedAt !== null) return 'E196';
  return null;
}

/** Why the store may not mark 방문 완료 (or take it back) now: outside the window (E193, E194) or a no-show (E195). */
export function visitRefusal(reservation: Markable, now: Date): 'E193' | 'E194' | 'E195' | null {
  const window = markWindow(reservation, now);
  if (window) return window === 'not-started' ? 'E193' : 'E194';
  if (reservation.status === NO_SHOW) return 'E195';
  return null;
}

export function visitedFlag(reservation: { visitedAt: Date | null }): 'Y' | 'N' {
  return reservation.visitedAt ? 'Y' : 'N';
}

/** Before a cancel: a cancelled booking is E124, a no-show E144. */
export function assertCancellableStatus(status: string): void {
  if (status === NO_SHOW) throw new AppError('E144');
  if (status !== 'Y') throw new AppError('E124');
}

/**
 * Before a change: only a confirmed booking whose slot has not started (E175 cancelled, E177 a no-show,
 * E176 started); `change_booking` checks the same again under its lock.
 */
export function assertChangeable(reservation: Slot & { status: string }, now: Date): void {
  if (reservation.status === 'N') throw new AppError('E175');
  if (reservation.status === NO_SHOW) throw new AppError('E177');
  if (hasStarted(reservation, now)) throw new AppError('E176');
}

/** 노쇼 and 방문 완료, marked (or taken back) by the store's owner or an admin from the owner's reservation detail. */
export function noShowService(ctx: AppContext) {
  /** The booking, when the caller manages its store; then the refusal `refusalOf` finds, if any. */
  async function markable(
    caller: AuthUser,
    reservationNo: number,
    refusalOf: (row: ReservationView, now: Date) => ReturnType<typeof noShowRefusal | typeof visitRefusal>,
  ): Promise<{ now: Date; row: ReservationView }> {
    const row = await findReservation(ctx.db, reservationNo);
    if (!row) throw notFound(MESSAGES.reservationNotFound);
    if (caller.role !== 'ROLE_ADMIN' && row.storeOwnerNo !== caller.userNo) throw forbidden();
    const now = ctx.clock.now();
    const refusal = refusalOf(row, now);
    if (refusal) throw new AppError(refusal, { values: { n: LIMITS.noShowMarkDays } });
    return { now, row };
  }

  return {
    async mark(caller: AuthUser, body: z.output<typeof noShowBody>): Promise<MessageBody> {
      const { now, row } = await markable(caller, body.reservationNo, noShowRefusal);
      await ctx.db.transaction(async (tx) => {
        // A cancel, a review or 방문 완료 that got in since the read leaves no row to change.
        if (!(await setNoShow(tx, body.reservationNo, body.noShow, now))) throw new AppError('E141');
        // The store keeps what the policy gives on a no-show, never above the cap; the rest goes back (ADR-0053).
        if (body.noShow && row.depositPolicy) await enqueueDepositRefunds(tx, [row.reservationNo], 'no-show', now);
      });
      ctx.outbox.wake();
      return { success: true, message: body.noShow ? MESSAGES.noShowMarked : MESSAGES.noShowUndone };
    },

    async visit(caller: AuthUser, body: z.output<typeof visitBody>): Promise<MessageBody> {
      const { now } = await markable(caller, body.reservationNo, visitRefusal);
      // A cancel or a no-show mark that got in since the read leaves no row to change.
      if (!(await setVisited(ctx.db, body.reservationNo, body.visited, now))) throw new AppError('E193');
      return { success: true, message: body.visited ? MESSAGES.visitMarked : MESSAGES.visitUndone };
    },
  };
}
