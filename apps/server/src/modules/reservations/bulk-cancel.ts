import { sql } from 'drizzle-orm';
import { seoulDate, seoulTime } from '@siktak/contract';
import { type Tx, rowsOf } from '../../db/client.js';
import { enqueueDepositRefunds } from './deposit.js';
import { releaseSeats } from './seats.js';

export interface CancelledReservation {
  reservationNo: number;
  userNo: number;
  storeNo: number;
  date: string;
  time: string;
  personCount: number;
  /** Made under a 예약금 policy: its payment, if any, is refunded in full. */
  deposit: boolean;
}

/**
 * Cancels every confirmed booking of a member or a store whose slot has not started yet (Seoul
 * time), as the system with `reason`, and gives their seats back — all inside the caller's
 * transaction, so a withdrawal or a store deletion and its cancellations commit together.
 * Answers the cancelled bookings so the caller can tell the people affected.
 */
export async function cancelUpcomingReservations(
  tx: Tx,
  scope: { userNo: number } | { storeNo: number },
  now: Date,
  reason: string,
): Promise<CancelledReservation[]> {
  const today = seoulDate(now);
  const time = seoulTime(now);
  const owner = 'userNo' in scope ? sql`user_no = ${scope.userNo}` : sql`store_no = ${scope.storeNo}`;
  const cancelled = await rowsOf<CancelledReservation>(
    tx,
    sql`
    update reservations
    set status = 'N', cancel_reason = ${reason}, cancelled_by = 'SYSTEM', cancelled_at = ${now.toISOString()}::timestamptz
    where ${owner} and status = 'Y'
      and (reservation_date > ${today} or (reservation_date = ${today} and reservation_time > ${time}))
    returning reservation_no as "reservationNo", user_no as "userNo", store_no as "storeNo",
      to_char(reservation_date, 'YYYY-MM-DD') as "date", reservation_time as "time", person_count as "personCount",
      deposit_policy is not null as "deposit"`,
  );
  // Slot rows are released in one fixed order so two bulk cancellations cannot deadlock on them.
  const bySlot = [...cancelled].sort(
    (a, b) => a.storeNo - b.storeNo || a.date.localeCompare(b.date) || a.time.localeCompare(b.time),
  );
  for (const row of bySlot) {
    await releaseSeats(tx, { storeNo: row.storeNo, date: row.date, time: row.time }, row.personCount);
  }
  const paid = cancelled.filter((row) => row.deposit).map((row) => row.reservationNo);
  await enqueueDepositRefunds(tx, paid, 'system-cancel', now);
  return cancelled;
}
