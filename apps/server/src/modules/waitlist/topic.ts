import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.js';
import { enqueue } from '../../platform/outbox.js';

/**
 * The outbox topic of slots whose seats an owner's change may have freed (notify.ts handles it, as it
 * handles the reservations' `SEATS_RELEASED` of a cancellation).
 */
export const WAITLIST_NOTIFY = 'waitlist-notify';

export interface SlotKey {
  storeNo: number;
  date: string;
  time: string;
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
