import { type SQL, and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { seoulDate, seoulTime } from '@siktak/contract';
import { type Queryable, rowsOf } from '../../db/client.js';
import { reservations, stores, waits } from '../../db/schema.js';
import type { SlotKey } from './topic.js';

/** Key of the store's first image (its main photo), or null. */
const firstStoreImage = sql<string | null>`(
  select si.image_key from store_images si
  where si.store_no = ${waits.storeNo}
  order by si.position, si.id limit 1
)`;

/** The wait's slot has not started at `now` (Seoul wall time): started waits are expired. */
function ahead(now: Date): SQL {
  const today = seoulDate(now);
  return sql`(${waits.date} > ${today} or (${waits.date} = ${today} and ${waits.time} > ${seoulTime(now)}))`;
}

/** Open: neither left nor closed, and its slot still ahead. */
const open = (now: Date) => and(isNull(waits.cancelledAt), ahead(now));

export interface WaitRow {
  waitNo: number;
  storeNo: number;
  storeName: string;
  storeImageKey: string | null;
  date: string;
  time: string;
  personCount: number;
  createdAt: Date;
  notifiedAt: Date | null;
}

const waitColumns = {
  waitNo: waits.waitNo,
  storeNo: waits.storeNo,
  storeName: stores.name,
  storeImageKey: firstStoreImage,
  date: waits.date,
  time: waits.time,
  personCount: waits.personCount,
  createdAt: waits.createdAt,
  notifiedAt: waits.notifiedAt,
};

/** The member's open waits at stores that still exist, soonest slot first. */
export function findOpenWaits(db: Queryable, userNo: number, now: Date): Promise<WaitRow[]> {
  return db
    .select(waitColumns)
    .from(waits)
    .innerJoin(stores, eq(stores.storeNo, waits.storeNo))
    .where(and(eq(waits.userNo, userNo), open(now), isNull(stores.deletedAt)))
    .orderBy(asc(waits.date), asc(waits.time), asc(waits.waitNo));
}

export async function findWait(db: Queryable, waitNo: number): Promise<WaitRow | undefined> {
  const [row] = await db
    .select(waitColumns)
    .from(waits)
    .innerJoin(stores, eq(stores.storeNo, waits.storeNo))
    .where(eq(waits.waitNo, waitNo));
  return row;
}

export async function countOpenWaits(db: Queryable, userNo: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waits)
    .where(and(eq(waits.userNo, userNo), open(now)));
  return row?.n ?? 0;
}

/** True when the member holds a confirmed booking of the slot (a wait would be refused at booking, E129). */
export async function holdsBooking(db: Queryable, userNo: number, slot: SlotKey): Promise<boolean> {
  const [row] = await db
    .select({ n: reservations.reservationNo })
    .from(reservations)
    .where(
      and(
        eq(reservations.userNo, userNo),
        eq(reservations.storeNo, slot.storeNo),
        eq(reservations.date, slot.date),
        eq(reservations.time, slot.time),
        eq(reservations.status, 'Y'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Joins the waitlist of a slot. A member already notified for it (the seats went to someone else)
 * joins again at the back of the line; one still waiting gets null (E146). The partial unique index
 * decides, so two racing joins make one wait.
 */
export async function insertWait(
  db: Queryable,
  wait: SlotKey & { userNo: number; personCount: number },
  at: Date,
): Promise<number | null> {
  const [row] = await db
    .insert(waits)
    .values({ ...wait, createdAt: at })
    .onConflictDoUpdate({
      target: [waits.userNo, waits.storeNo, waits.date, waits.time],
      targetWhere: sql`${waits.cancelledAt} is null`,
      set: { personCount: wait.personCount, createdAt: at, notifiedAt: null },
      setWhere: sql`${waits.notifiedAt} is not null`,
    })
    .returning({ waitNo: waits.waitNo });
  return row?.waitNo ?? null;
}

/** Leaves one of the member's own open waits; false when there is none of that number (or it is another's). */
export async function cancelWait(db: Queryable, userNo: number, waitNo: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(waits)
    .set({ cancelledAt: at })
    .where(and(eq(waits.waitNo, waitNo), eq(waits.userNo, userNo), isNull(waits.cancelledAt)))
    .returning({ waitNo: waits.waitNo });
  return rows.length === 1;
}

/**
 * Closes every open wait of a store (deleted) or a member (withdrawn), in the caller's transaction.
 * (A booking closes the member's wait for its slot inside `book_table`, migration 0008.)
 */
export async function closeWaits(
  db: Queryable,
  scope: { storeNo: number } | { userNo: number },
  at: Date,
): Promise<void> {
  const where = 'storeNo' in scope ? eq(waits.storeNo, scope.storeNo) : eq(waits.userNo, scope.userNo);
  await db
    .update(waits)
    .set({ cancelledAt: at })
    .where(and(where, isNull(waits.cancelledAt)));
}

export interface ClaimedWait {
  waitNo: number;
  personCount: number;
  createdAt: Date;
  userName: string;
  userEmail: string;
}

/**
 * Claims the open, not yet notified waits of a slot whose party fits `seats`, by setting `notified_at`
 * where it is still null in one statement: two instances handling the same slot at once never claim
 * one wait twice (the second update re-checks the row after the first commits and skips it). Members
 * who withdrew are left out. Answers them in join order.
 */
export async function claimWaits(db: Queryable, slot: SlotKey, seats: number, at: Date): Promise<ClaimedWait[]> {
  const claimed = await rowsOf<ClaimedWait>(
    db,
    sql`
    update waits w set notified_at = ${at.toISOString()}::timestamptz
    from users u
    where u.user_no = w.user_no and u.deleted_at is null
      and w.store_no = ${slot.storeNo} and w.slot_date = ${slot.date} and w.slot_time = ${slot.time}
      and w.cancelled_at is null and w.notified_at is null and w.person_count <= ${seats}
    returning w.wait_no as "waitNo", w.person_count as "personCount", w.created_at as "createdAt",
      u.name as "userName", u.email as "userEmail"`,
  );
  return claimed
    .map((row) => ({ ...row, createdAt: new Date(row.createdAt) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.waitNo - b.waitNo);
}
