import type { Queryable } from '../../db/client.js';
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
