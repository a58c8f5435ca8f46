import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.js';
import { enqueue } from '../../platform/outbox.js';

/**
 * Takes `count` seats of a slot if that keeps the slot within `capacity`, with the same conditional
 * upsert a booking runs inside `book_table` (migration 0003) — for the demo data and test fixtures,
 * which write bookings past the member limits and the booking window. Returns false when the seats are
 * not there.
 */
export async function takeSeats(
  db: Queryable,
  slot: { storeNo: number; date: string; time: string },
  count: number,
  capacity: number,
): Promise<boolean> {
  if (count > capacity) return false;
  const rows = await rowsOf<{ booked: number }>(
    db,
    sql`
    insert into slot_loads (store_no, slot_date, slot_time, booked)
    values (${slot.storeNo}, ${slot.date}, ${slot.time}, ${count})
    on conflict (store_no, slot_date, slot_time)
    do update set booked = slot_loads.booked + excluded.booked
    where slot_loads.booked + excluded.booked <= ${capacity}
    returning booked`,
  );
  return rows.length === 1;
}

/**
 * The outbox event of a slot whose seats a cancellation gave back, written in the cancellation's
 * transaction; whoever reacts to freed seats (the waitlist) handles it. Its payload is a `SeatsReleased`.
 */
export const SEATS_RELEASED = 'seats-released';

export interface SeatsReleased {
  storeNo: number;
  date: string;
  time: string;
}

/**
 * Gives back seats of a cancelled booking (same transaction as the status change) and records the
 * `SEATS_RELEASED` event with it, so every cancellation — member, store, admin, store deletion,
 * withdrawal — reaches those waiting for the seats once it commits.
 */
export async function releaseSeats(
  db: Queryable,
  slot: { storeNo: number; date: string; time: string },
  count: number,
): Promise<void> {
  await db.execute(sql`
    update slot_loads set booked = greatest(booked - ${count}, 0)
    where store_no = ${slot.storeNo} and slot_date = ${slot.date} and slot_time = ${slot.time}`);
  const event: SeatsReleased = { storeNo: slot.storeNo, date: slot.date, time: slot.time };
  await enqueue(db, SEATS_RELEASED, [event]);
}

/** Seats taken in a slot. */
export async function bookedSeats(
  db: Queryable,
  slot: { storeNo: number; date: string; time: string },
): Promise<number> {
  const rows = await rowsOf<{ booked: number }>(
    db,
    sql`select booked from slot_loads
        where store_no = ${slot.storeNo} and slot_date = ${slot.date} and slot_time = ${slot.time}`,
  );
  return Number(rows[0]?.booked ?? 0);
}
