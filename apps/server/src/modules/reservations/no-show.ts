import type { z } from 'zod';
import { LIMITS, MESSAGES, type MessageBody, type noShowBody, addDays, seoulDate } from '@siktak/contract';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { NO_SHOW, type Slot, hasStarted } from '../booking-day/index.js';
import { findReservation, setNoShow } from './queries.js';

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

/**
 * Why the store may not mark a booking as a no-show (or take the mark back) now: it must be
 * confirmed (or marked) with its slot started (E141), at most LIMITS.noShowMarkDays days ago (E143),
 * and without the member's review (E142) — a review says they came.
 */
export function noShowRefusal(
  reservation: Slot & { status: string; reviewNo: number | null },
  now: Date,
): 'E141' | 'E142' | 'E143' | null {
  if (reservation.status === 'N' || !hasStarted(reservation, now)) return 'E141';
  if (reservation.date < addDays(seoulDate(now), -LIMITS.noShowMarkDays)) return 'E143';
  if (reservation.reviewNo !== null) return 'E142';
  return null;
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

/** No-show marking by the store's owner, or an admin, from the owner's reservation detail. */
export function noShowService(ctx: AppContext) {
  return {
    async mark(caller: AuthUser, body: z.output<typeof noShowBody>): Promise<MessageBody> {
      const row = await findReservation(ctx.db, body.reservationNo);
      if (!row) throw notFound(MESSAGES.reservationNotFound);
      if (caller.role !== 'ROLE_ADMIN' && row.storeOwnerNo !== caller.userNo) throw forbidden();
      const now = ctx.clock.now();
      const refusal = noShowRefusal(row, now);
      if (refusal) throw new AppError(refusal, { values: { n: LIMITS.noShowMarkDays } });
      // A cancel or a review that got in since the read leaves no row to change.
      if (!(await setNoShow(ctx.db, row.reservationNo, body.noShow, now))) throw new AppError('E141');
      return { success: true, message: body.noShow ? MESSAGES.noShowMarked : MESSAGES.noShowUndone };
    },
  };
}
