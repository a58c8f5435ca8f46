import { type SQL, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { LIMITS } from '@siktak/contract';
import { type Queryable, rowsOf } from '../../db/client.js';
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

/**
 * Makes one member's bookings wait for each other until the transaction ends (an advisory lock, on
 * PGlite too), so the counts `insertWithinLimits` reads cannot be outrun by a racing request on
 * another connection or server process. Take it before any slot row, so waits never form a cycle.
 */
export async function lockMemberBookings(db: Queryable, userNo: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${userNo}`}))`);
}

/** The member's bookings that count against the limits: confirmed and not started. */
export interface HeldBookings {
  active: number;
  sameStoreDay: number;
  sameSlot: number;
}

/**
 * Counts the member's active bookings (confirmed, slot after `now` in Seoul wall time) and, in the
 * same statement, inserts the confirmed reservation when they leave room: fewer than
 * `LIMITS.activeBookingsMax` in all and fewer than `LIMITS.bookingsPerStoreDayMax` at this store on this date. A second booking of the same
 * slot is left to the unique index `reservations_member_slot_key`. Answers the new reservation's
 * number, null when refused, with the counts that explain a refusal.
 */
export async function insertWithinLimits(
  db: Queryable,
  values: { userNo: number; storeNo: number; date: string; time: string; personCount: number },
  now: { date: string; time: string },
): Promise<HeldBookings & { reservationNo: number | null }> {
  const sameStoreDay = sql`store_no = ${values.storeNo} and reservation_date = ${values.date}::date`;
  const [row] = await rowsOf<HeldBookings & { reservationNo: number | null }>(
    db,
    sql`
    with held as (
      select count(*)::int as active,
        count(*) filter (where ${sameStoreDay})::int as same_store_day,
        count(*) filter (where ${sameStoreDay} and reservation_time = ${values.time})::int as same_slot
      from reservations
      where user_no = ${values.userNo} and status = 'Y'
        and (reservation_date > ${now.date}::date
          or (reservation_date = ${now.date}::date and reservation_time > ${now.time}))
    ), added as (
      insert into reservations (user_no, store_no, reservation_date, reservation_time, person_count, status)
      select ${values.userNo}::int, ${values.storeNo}::int, ${values.date}::date, ${values.time}::text,
        ${values.personCount}::int, 'Y'
      from held
      where held.active < ${LIMITS.activeBookingsMax} and held.same_store_day < ${LIMITS.bookingsPerStoreDayMax}
      returning reservation_no
    )
    select (select reservation_no from added) as "reservationNo", active,
      same_store_day as "sameStoreDay", same_slot as "sameSlot"
    from held`,
  );
  return row!;
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
