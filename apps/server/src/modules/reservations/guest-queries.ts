import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '@siktak/contract';
import type { Queryable } from '../../db/client.js';
import { guestNotes, reservations } from '../../db/schema.js';
import { NO_SHOW } from '../booking-day/index.js';
import { soonestFirst, upcoming } from './queries.js';

type Guest = { storeNo: number; userNo: number };

const ofGuest = (guest: Guest) => and(eq(reservations.storeNo, guest.storeNo), eq(reservations.userNo, guest.userNo));

/**
 * The guest's bookings at the store by outcome: marked 방문 완료, marked as no-shows, and cancelled by the
 * guest themselves (a store's or the system's cancellation says nothing about the guest).
 */
export async function countGuestBookings(db: Queryable, guest: Guest) {
  const [row] = await db
    .select({
      visitCount: sql<number>`count(*) filter (where ${reservations.visitedAt} is not null)::int`,
      noShowCount: sql<number>`count(*) filter (where ${reservations.status} = ${NO_SHOW})::int`,
      cancelCount: sql<number>`count(*) filter (where ${reservations.status} = 'N' and ${reservations.cancelledBy} = 'USER')::int`,
    })
    .from(reservations)
    .where(ofGuest(guest));
  return { visitCount: row?.visitCount ?? 0, noShowCount: row?.noShowCount ?? 0, cancelCount: row?.cancelCount ?? 0 };
}

/** The guest's confirmed bookings at the store that have not started at Seoul wall time `now`, soonest first. */
export function findGuestUpcoming(db: Queryable, guest: Guest, now: { date: string; time: string }) {
  return db
    .select({
      reservationNo: reservations.reservationNo,
      reservationDate: reservations.date,
      reservationTime: reservations.time,
      personCount: reservations.personCount,
    })
    .from(reservations)
    .where(and(ofGuest(guest), upcoming(now)))
    .orderBy(...soonestFirst)
    .limit(LIMITS.guestCardUpcomingMax);
}

export async function findGuestNote(db: Queryable, guest: Guest) {
  const [row] = await db
    .select({ text: guestNotes.note, updatedAt: guestNotes.updatedAt })
    .from(guestNotes)
    .where(and(eq(guestNotes.storeNo, guest.storeNo), eq(guestNotes.userNo, guest.userNo)));
  return row;
}

/** Writes the store's note about the guest, replacing the one it had. */
export async function saveGuestNote(db: Queryable, guest: Guest, note: string, at: Date): Promise<void> {
  await db
    .insert(guestNotes)
    .values({ ...guest, note, updatedAt: at })
    .onConflictDoUpdate({ target: [guestNotes.storeNo, guestNotes.userNo], set: { note, updatedAt: at } });
}

/** Deletes the store's note about the guest; false when there was none. */
export async function deleteGuestNote(db: Queryable, guest: Guest): Promise<boolean> {
  const deleted = await db
    .delete(guestNotes)
    .where(and(eq(guestNotes.storeNo, guest.storeNo), eq(guestNotes.userNo, guest.userNo)))
    .returning({ userNo: guestNotes.userNo });
  return deleted.length > 0;
}
