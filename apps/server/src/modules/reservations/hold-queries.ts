import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type DepositPolicy, LIMITS, seoulDate, seoulTime } from '@siktak/contract';
import { type Queryable, type Tx, namedRows } from '../../db/client.js';
import { payments, reservationHolds, reservations, stores, users } from '../../db/schema.js';
import { type Booking, type BookingOutcome, outcomeOf } from './queries.js';

export type HoldRow = typeof reservationHolds.$inferSelect;

/** What the hold statement answered: the hold, or why the seats could not be had (as a booking's refusal). */
export type HoldOutcome =
  | { outcome: 'held'; holdNo: number }
  | { outcome: 'E174' }
  | Exclude<BookingOutcome, { outcome: 'booked' }>;

/**
 * Takes the seats of a hold and writes it in one statement, its own transaction: `hold_table` (migration
 * 0026) runs every check of `book_table` through `claim_seats`, after E174: the member already has a hold
 * waiting for its payment. A second hold of the slot racing past it breaks `reservation_holds_member_slot_key`.
 */
export async function holdTable(
  db: Queryable,
  booking: Booking,
  hold: { orderId: string; policy: DepositPolicy; expiresAt: Date },
  now: Date,
): Promise<HoldOutcome> {
  const [row] = await namedRows<{ holdNo: number | null; outcome: string; n: number }>(
    db,
    'hold_table',
    sql`select hold_no as "holdNo", outcome, n from hold_table(
      ${booking.userNo}::int, ${booking.storeNo}::int, ${booking.date}::date,
      ${booking.time}::text, ${booking.personCount}::int, ${now.toISOString()}::timestamptz,
      ${seoulDate(now)}::date, ${seoulTime(now)}::text,
      ${LIMITS.activeBookingsMax}::int, ${LIMITS.bookingsPerStoreDayMax}::int,
      ${LIMITS.seatsPerStoreDayMax}::int, ${booking.occasion}::text, ${booking.requestNote}::text,
      ${hold.orderId}::text, ${JSON.stringify(hold.policy)}::jsonb, ${hold.expiresAt.toISOString()}::timestamptz)`,
  );
  const { holdNo, outcome, n } = row!;
  if (outcome === 'held') return { outcome, holdNo: holdNo! };
  if (outcome === 'E174') return { outcome };
  return outcomeOf({ bookedNo: null, outcome: outcome as BookingOutcome['outcome'], n }) as HoldOutcome;
}

export async function findHold(db: Queryable, orderId: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(reservationHolds).where(eq(reservationHolds.orderId, orderId));
  return row;
}

/** What the mail about a released hold names: the diner, the store and the slot. */
export async function findReleasedHolds(db: Queryable, holdNos: readonly number[]) {
  if (holdNos.length === 0) return [];
  return db
    .select({
      holdNo: reservationHolds.holdNo,
      releaseCode: reservationHolds.releaseCode,
      storeNo: reservationHolds.storeNo,
      date: reservationHolds.date,
      time: reservationHolds.time,
      personCount: reservationHolds.personCount,
      storeName: stores.name,
      userEmail: users.email,
      userName: users.name,
    })
    .from(reservationHolds)
    .innerJoin(stores, eq(stores.storeNo, reservationHolds.storeNo))
    .innerJoin(users, eq(users.userNo, reservationHolds.userNo))
    .where(and(inArray(reservationHolds.holdNo, [...holdNos]), eq(reservationHolds.status, 'RELEASED')));
}

/**
 * PENDING → CONFIRMED: writes the reservation (with the policy the diner agreed to, so the insert trigger
 * of migration 0024 leaves it) and ties hold and order to it, in the caller's transaction. Undefined when
 * the hold was settled meanwhile.
 */
export async function confirmHold(tx: Tx, holdNo: number, now: Date): Promise<number | undefined> {
  const [hold] = await tx
    .select()
    .from(reservationHolds)
    .where(and(eq(reservationHolds.holdNo, holdNo), eq(reservationHolds.status, 'PENDING')))
    .for('update');
  if (!hold) return undefined;
  const [made] = await tx
    .insert(reservations)
    .values({
      userNo: hold.userNo,
      storeNo: hold.storeNo,
      date: hold.date,
      time: hold.time,
      personCount: hold.personCount,
      status: 'Y',
      occasion: hold.occasion,
      requestNote: hold.requestNote,
      depositPolicy: hold.depositPolicy,
    })
    .returning({ reservationNo: reservations.reservationNo });
  const reservationNo = made!.reservationNo;
  await tx
    .update(reservationHolds)
    .set({ status: 'CONFIRMED', reservationNo, settledAt: now })
    .where(eq(reservationHolds.holdNo, holdNo));
  return reservationNo;
}

/** PENDING → RELEASED with the reason's code, in the caller's transaction; undefined when settled meanwhile. */
export async function releaseHold(
  tx: Tx,
  holdNo: number,
  code: 'E172' | 'E173',
  now: Date,
): Promise<HoldRow | undefined> {
  const [row] = await tx
    .update(reservationHolds)
    .set({ status: 'RELEASED', releaseCode: code, settledAt: now })
    .where(and(eq(reservationHolds.holdNo, holdNo), eq(reservationHolds.status, 'PENDING')))
    .returning();
  return row;
}

/**
 * The holds the hold job looks at: waiting ones whose time has run out or whose payment has moved on
 * from READY, and released ones whose payment was approved anyway (to be refunded), oldest first.
 */
export async function findHoldsToSettle(db: Queryable, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: reservationHolds.orderId })
    .from(reservationHolds)
    .innerJoin(payments, eq(payments.orderId, reservationHolds.orderId))
    .where(
      sql`(${reservationHolds.status} = 'PENDING' and (${lte(reservationHolds.expiresAt, now)} or ${payments.status} <> 'READY'))
        or (${reservationHolds.status} = 'RELEASED' and ${payments.balanceAmount} > 0)`,
    )
    .orderBy(asc(reservationHolds.expiresAt))
    .limit(limit);
  return rows.map((row) => row.orderId);
}
