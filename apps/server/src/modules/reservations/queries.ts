import { type SQL, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { reservations, reviews, slotLoads, stores, users } from '../../db/schema.js';

/** Key of the store's first image (its main photo), or null. */
const firstStoreImage = sql<string | null>`(
  select si.image_key from store_images si
  where si.store_no = ${reservations.storeNo}
  order by si.position, si.id limit 1
)`;

/** A reservation with what every view of it shows: store, booker and the booker's own review. */
const reservationView = {
  reservationNo: reservations.reservationNo,
  userNo: reservations.userNo,
  storeNo: reservations.storeNo,
  date: reservations.date,
  time: reservations.time,
  personCount: reservations.personCount,
  status: reservations.status,
  cancelReason: reservations.cancelReason,
  storeName: stores.name,
  storeAddress1: stores.address1,
  storeAddress2: stores.address2,
  storePhone: stores.phone,
  storeOwnerNo: stores.ownerNo,
  storeDeletedAt: stores.deletedAt,
  storeImageKey: firstStoreImage,
  userName: users.name,
  userPhone: users.phone,
  userEmail: users.email,
  reviewNo: reviews.reviewNo,
};

export type ReservationView = {
  reservationNo: number;
  userNo: number;
  storeNo: number;
  date: string;
  time: string;
  personCount: number;
  status: string;
  cancelReason: string | null;
  storeName: string;
  storeAddress1: string;
  storeAddress2: string;
  storePhone: string;
  storeOwnerNo: number | null;
  storeDeletedAt: Date | null;
  storeImageKey: string | null;
  userName: string;
  userPhone: string;
  userEmail: string;
  reviewNo: number | null;
};

function selectReservations(db: Queryable, where: SQL | undefined) {
  return db
    .select(reservationView)
    .from(reservations)
    .innerJoin(stores, eq(stores.storeNo, reservations.storeNo))
    .innerJoin(users, eq(users.userNo, reservations.userNo))
    .leftJoin(
      reviews,
      // Only the booker's review counts, so nobody else's writing shows up in anyone's view.
      and(eq(reviews.reservationNo, reservations.reservationNo), eq(reviews.userNo, reservations.userNo)),
    )
    .where(where)
    .$dynamic();
}

const newestFirst = [desc(reservations.date), desc(reservations.time), desc(reservations.reservationNo)];

export async function findReservation(db: Queryable, reservationNo: number): Promise<ReservationView | undefined> {
  const [row] = await selectReservations(db, eq(reservations.reservationNo, reservationNo));
  return row;
}

/** The reservations with these numbers, in no particular order. */
export function findReservationsByNo(db: Queryable, reservationNos: number[]): Promise<ReservationView[]> {
  return selectReservations(db, inArray(reservations.reservationNo, reservationNos));
}

/** One page of the reservations matching `where`, newest slot first, and how many match in all. */
async function pageOfReservations(
  db: Queryable,
  where: SQL,
  page: { offset: number; limit: number },
): Promise<{ rows: ReservationView[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectReservations(db, where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reservations).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export function findMemberReservations(db: Queryable, userNo: number, page: { offset: number; limit: number }) {
  return pageOfReservations(db, eq(reservations.userNo, userNo), page);
}

export function findStoreReservations(db: Queryable, storeNo: number, page: { offset: number; limit: number }) {
  return pageOfReservations(db, eq(reservations.storeNo, storeNo), page);
}

export async function insertReservation(
  db: Queryable,
  values: { userNo: number; storeNo: number; date: string; time: string; personCount: number },
): Promise<number> {
  const [row] = await db
    .insert(reservations)
    .values({ ...values, status: 'Y' })
    .returning({ reservationNo: reservations.reservationNo });
  return row!.reservationNo;
}

/**
 * Cancels a confirmed reservation. The `status = 'Y'` condition makes two simultaneous cancels
 * of one booking cancel (and give back seats) once: the loser gets no row.
 */
export async function markCancelled(
  db: Queryable,
  reservationNo: number,
  values: { reason: string; by: 'USER' | 'OWNER' | 'ADMIN'; at: Date },
) {
  const [row] = await db
    .update(reservations)
    .set({ status: 'N', cancelReason: values.reason, cancelledBy: values.by, cancelledAt: values.at })
    .where(and(eq(reservations.reservationNo, reservationNo), eq(reservations.status, 'Y')))
    .returning({
      storeNo: reservations.storeNo,
      date: reservations.date,
      time: reservations.time,
      personCount: reservations.personCount,
    });
  return row;
}

/** Seats taken per slot time on one day of a store. */
export async function bookedByTime(db: Queryable, storeNo: number, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ time: slotLoads.time, booked: slotLoads.booked })
    .from(slotLoads)
    .where(and(eq(slotLoads.storeNo, storeNo), eq(slotLoads.date, date)));
  return new Map(rows.map((row) => [row.time, row.booked]));
}
