import { eq } from 'drizzle-orm';
import { MESSAGES } from '@siktak/contract';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { type SessionStore, type UserRow, findUserByNo } from '../auth/index.js';
import { type CancelledReservation, cancelUpcomingReservations } from '../reservations/index.js';
import { closeWaits } from '../waitlist/index.js';

/**
 * A member's withdrawal, whoever asks for it (the member on /account-delete, an admin on
 * /admin/user/{userNo}): a soft delete, every session revoked, and every upcoming booking cancelled
 * with its seats given back — all inside the caller's transaction, so they commit together. The
 * member row is locked first, so two withdrawals of one member cannot both pass (E111 for the second).
 * Answers the member as they were and the bookings it cancelled, for the mails the caller sends.
 */
export async function withdrawMember(
  tx: Tx,
  sessions: SessionStore,
  userNo: number,
  now: Date,
): Promise<{ member: UserRow; cancelled: CancelledReservation[] }> {
  const member = await findUserByNo(tx, userNo, true);
  if (!member) throw notFound(MESSAGES.memberNotFound);
  if (member.deletedAt) throw new AppError('E111');
  await tx.update(users).set({ deletedAt: now }).where(eq(users.userNo, userNo));
  await sessions.revokeAll(tx, userNo);
  const cancelled = await cancelUpcomingReservations(tx, { userNo }, now, MESSAGES.withdrawnReason);
  await closeWaits(tx, { userNo }, now);
  return { member, cancelled };
}
