import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.js';
import { enqueue } from '../../platform/outbox.js';

/** The outbox topic that tells the waiting members of a slot its seats freed up (notify.ts handles it). */
export const WAITLIST_NOTIFY = 'waitlist-notify';

export interface SlotKey {
  storeNo: number;
  date: string;
  time: string;
}

/**
 * Queues the notification of a slot whose seats were given back, in the caller's transaction: it
 * exists exactly when the cancellation commits. Called by every release of seats (reservations/seats.ts).
 */
export function enqueueWaitlistNotify(db: Queryable, slot: SlotKey): Promise<void> {
  return enqueue(db, WAITLIST_NOTIFY, [{ storeNo: slot.storeNo, date: slot.date, time: slot.time }]);
}

/**
 * Queues the notification of every slot of a store that members are waiting for — of one date, or of
 * one hour of it — in the caller's transaction: when its owner gives seats back without a cancellation
 * (a higher capacity, a reopened hour or date, longer hours). The handler tells only the waits that
 * now fit, so a change that gave nothing back mails nobody.
 */
export async function enqueueWaitedSlots(
  db: Queryable,
  scope: { storeNo: number; date?: string; time?: string | null },
): Promise<void> {
  const slots = await rowsOf<{ date: string; time: string }>(
    db,
    sql`select distinct slot_date::text as "date", slot_time as "time" from waits
        where store_no = ${scope.storeNo} and cancelled_at is null and notified_at is null
        ${scope.date ? sql`and slot_date = ${scope.date}::date` : sql``}
        ${scope.time ? sql`and slot_time = ${scope.time}` : sql``}`,
  );
  await enqueue(
    db,
    WAITLIST_NOTIFY,
    slots.map((slot) => ({ storeNo: scope.storeNo, date: slot.date, time: slot.time })),
  );
}
