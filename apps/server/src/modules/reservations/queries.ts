import { type SQL, and, asc, count, desc, eq, gt, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import {
  type DepositPolicy,
  LIMITS,
  type Occasion,
  type ReservationFilter,
  seoulDate,
  seoulTime,
} from '@siktak/contract';
import { type Queryable, namedRows } from '../../db/client.js';
import { reservationChanges, reservations, reviews, stores, users } from '../../db/schema.js';
import { NO_SHOW } from '../booking-day/index.js';

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
  occasion: reservations.occasion,
  requestNote: reservations.requestNote,
  cancelledBy: reservations.cancelledBy,
  cancelledAt: reservations.cancelledAt,
  noShowAt: reservations.noShowAt,
  visitedAt: reservations.visitedAt,
  revision: reservations.revision,
  depositPolicy: reservations.depositPolicy,
  createdAt: reservations.createdAt,
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
  occasion: Occasion | null;
  requestNote: string | null;
  cancelledBy: string | null;
  cancelledAt: Date | null;
  noShowAt: Date | null;
  /** When the store marked 방문 완료 (a confirmed booking only), or null. */
  visitedAt: Date | null;
  /** Changes so far: the SEQUENCE of its calendar invites grows with it. */
  revision: number;
  /** The 예약금·취소 규정 the booking was made under (ADR-0051), or null for a store without a deposit. */
  depositPolicy: DepositPolicy | null;
  createdAt: Date;
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

export function selectReservations(db: Queryable, where: SQL | undefined) {
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

/** One page of the reservations matching `where` in `order` (newest slot first by default), and how many match in all. */
export async function pageOfReservations(
  db: Queryable,
  where: SQL,
  page: { offset: number; limit: number },
  order: SQL[] = newestFirst,
): Promise<{ rows: ReservationView[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectReservations(db, where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reservations).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export const soonestFirst = [asc(reservations.date), asc(reservations.time), asc(reservations.reservationNo)];

/**
 * One page of a member's reservations, of one tab when `filter` is given: the upcoming ones (confirmed,
 * their hour not started at Seoul wall time `now`) soonest first, the past ones (not cancelled, started:
 * visited or no-show) and the cancelled ones newest first; without it every booking, newest first.
 */
export function findMemberReservations(
  db: Queryable,
  userNo: number,
  page: { offset: number; limit: number },
  filter?: { tab: ReservationFilter; now: { date: string; time: string } },
) {
  const mine = eq(reservations.userNo, userNo);
  if (!filter) return pageOfReservations(db, mine, page);
  switch (filter.tab) {
    case 'upcoming':
      return pageOfReservations(db, and(mine, upcoming(filter.now)) as SQL, page, soonestFirst);
    case 'past':
      return pageOfReservations(db, and(mine, ne(reservations.status, 'N'), not(upcoming(filter.now))) as SQL, page);
    case 'cancelled':
      return pageOfReservations(db, and(mine, eq(reservations.status, 'N')) as SQL, page);
  }
}

export function findStoreReservations(db: Queryable, storeNo: number, page: { offset: number; limit: number }) {
  return pageOfReservations(db, eq(reservations.storeNo, storeNo), page);
}

/** Confirmed bookings whose slot has not started at Seoul wall time `now`. */
export function upcoming(now: { date: string; time: string }): SQL {
  return and(
    eq(reservations.status, 'Y'),
    or(gt(reservations.date, now.date), and(eq(reservations.date, now.date), gt(reservations.time, now.time))),
  ) as SQL;
}

/** The member's next confirmed booking that has not started, and how many such bookings they hold. */
export async function findNextReservation(
  db: Queryable,
  userNo: number,
  now: { date: string; time: string },
): Promise<{ next: ReservationView | undefined; count: number }> {
  const where = and(eq(reservations.userNo, userNo), upcoming(now), isNull(stores.deletedAt)) as SQL;
  const [[next], [counted]] = await Promise.all([
    selectReservations(db, where)
      .orderBy(...soonestFirst)
      .limit(1),
    db
      .select({ n: count() })
      .from(reservations)
      .innerJoin(stores, eq(stores.storeNo, reservations.storeNo))
      .where(where),
  ]);
  return { next, count: counted?.n ?? 0 };
}

/** Bookings of a store on one date that were not cancelled, and their guests. */
export async function countDayBookings(
  db: Queryable,
  storeNo: number,
  date: string,
): Promise<{ bookings: number; people: number }> {
  const [row] = await db
    .select({ bookings: count(), people: sql<number>`coalesce(sum(${reservations.personCount}), 0)::int` })
    .from(reservations)
    .where(and(eq(reservations.storeNo, storeNo), eq(reservations.date, date), ne(reservations.status, 'N')));
  return { bookings: row?.bookings ?? 0, people: row?.people ?? 0 };
}

/** What the booking statement answered: the new reservation, or why it was refused. */
export type BookingOutcome =
  | { outcome: 'booked'; reservationNo: number; seatsLeft: number }
  | { outcome: 'gone' | 'E123' | 'E129' | 'E130' | 'E131' }
  | { outcome: 'E121'; seatsLeft: number }
  | { outcome: 'E133' | 'E134'; n: number };

/** A member's booking of one slot, as the auth guard and the booking rules let it through. */
export interface Booking {
  userNo: number;
  storeNo: number;
  date: string;
  time: string;
  personCount: number;
  /** What the diner told the store (migration 0017), null without it. */
  occasion: Occasion | null;
  requestNote: string | null;
}

interface OutcomeRow {
  bookedNo: number | null;
  outcome: BookingOutcome['outcome'];
  /** The seats left (booked, E121), the store's largest party (E133) or the member's seats cap (E134). */
  n: number;
}

export function outcomeOf({ bookedNo, outcome, n }: OutcomeRow): BookingOutcome {
  if (outcome === 'booked') return { outcome, reservationNo: bookedNo!, seatsLeft: n };
  if (outcome === 'E121') return { outcome, seatsLeft: n };
  if (outcome === 'E133' || outcome === 'E134') return { outcome, n };
  return { outcome };
}

/**
 * Books in one statement, which is its own transaction: `book_table` (migration 0018) takes the
 * member's advisory lock, checks that the store still exists, the store's largest party (E133), that its
 * owner has not closed the slot (E123), the member's limits (E129–E131, their seats at the store that
 * day: E134) and the seats (E121), and inserts the reservation (with the diner's occasion and note) and
 * its confirmation mail in the outbox and closes the member's wait for the slot. The session was checked by
 * the auth guard; the hours, days off and the booking window before, by the booking-day rules. Bookings
 * whose slot has started by `now` (Seoul wall time) no longer count against the limits.
 */
export async function bookTable(db: Queryable, booking: Booking, now: Date): Promise<BookingOutcome> {
  const [row] = await namedRows<OutcomeRow>(
    db,
    'book_table',
    sql`select booked_no as "bookedNo", outcome, n from book_table(
      ${booking.userNo}::int, ${booking.storeNo}::int, ${booking.date}::date,
      ${booking.time}::text, ${booking.personCount}::int, ${now.toISOString()}::timestamptz,
      ${seoulDate(now)}::date, ${seoulTime(now)}::text,
      ${LIMITS.activeBookingsMax}::int, ${LIMITS.bookingsPerStoreDayMax}::int,
      ${LIMITS.seatsPerStoreDayMax}::int, ${booking.occasion}::text, ${booking.requestNote}::text)`,
  );
  return outcomeOf(row!);
}

/** What the change statement answered: the booking moved, or why it was left as it was. */
export type ChangeOutcome =
  | { outcome: 'changed'; seatsLeft: number }
  | { outcome: 'missing' | 'gone' | 'E123' | 'E129' | 'E130' | 'E131' | 'E175' | 'E176' | 'E177' }
  | { outcome: 'E121'; seatsLeft: number }
  | { outcome: 'E133' | 'E134'; n: number };

/**
 * Moves the member's booking to `change`'s slot and party in one statement, which is its own
 * transaction: `change_booking` (migration 0018) locks the booking, gives its seats back and takes the new
 * ones with the checks `book_table` runs (its own seats and booking not counted against the member's
 * limits), or puts everything back and says why; on success it also writes the change to the history, the
 * member's mail and the old slot's `seats-released` to the outbox. The booking-day rules ran before.
 */
export async function changeBooking(
  db: Queryable,
  reservationNo: number,
  // A change keeps the booking's occasion and note.
  change: Omit<Booking, 'occasion' | 'requestNote'>,
  now: Date,
): Promise<ChangeOutcome> {
  const [row] = await namedRows<{ outcome: ChangeOutcome['outcome']; n: number }>(
    db,
    'change_booking',
    sql`select outcome, n from change_booking(
      ${reservationNo}::int, ${change.userNo}::int, ${change.date}::date,
      ${change.time}::text, ${change.personCount}::int, ${now.toISOString()}::timestamptz,
      ${seoulDate(now)}::date, ${seoulTime(now)}::text,
      ${LIMITS.activeBookingsMax}::int, ${LIMITS.bookingsPerStoreDayMax}::int,
      ${LIMITS.seatsPerStoreDayMax}::int)`,
  );
  const { outcome, n } = row!;
  if (outcome === 'changed' || outcome === 'E121') return { outcome, seatsLeft: n };
  if (outcome === 'E133' || outcome === 'E134') return { outcome, n };
  return { outcome };
}

/** The booking's changes, oldest first. */
export function findChanges(db: Queryable, reservationNo: number) {
  return db
    .select({
      fromDate: reservationChanges.fromDate,
      fromTime: reservationChanges.fromTime,
      fromParty: reservationChanges.fromParty,
      toDate: reservationChanges.toDate,
      toTime: reservationChanges.toTime,
      toParty: reservationChanges.toParty,
      changedAt: reservationChanges.changedAt,
    })
    .from(reservationChanges)
    .where(eq(reservationChanges.reservationNo, reservationNo))
    .orderBy(asc(reservationChanges.changeNo));
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
    // A booking marked 방문 완료 is not cancelled (E197), even when the mark got in after the read.
    .where(
      and(eq(reservations.reservationNo, reservationNo), eq(reservations.status, 'Y'), isNull(reservations.visitedAt)),
    )
    .returning({
      storeNo: reservations.storeNo,
      date: reservations.date,
      time: reservations.time,
      personCount: reservations.personCount,
    });
  return row;
}

/**
 * Marks a confirmed booking as a no-show, or a no-show as confirmed again; a marked one stays marked
 * (idempotent). Cancelled, reviewed or visited (방문 완료) bookings are left alone: answers false.
 */
export async function setNoShow(db: Queryable, reservationNo: number, noShow: boolean, at: Date): Promise<boolean> {
  const [row] = await db
    .update(reservations)
    .set(noShow ? { status: NO_SHOW, noShowAt: at } : { status: 'Y', noShowAt: null })
    .where(
      and(
        eq(reservations.reservationNo, reservationNo),
        inArray(reservations.status, ['Y', NO_SHOW]),
        isNull(reservations.visitedAt),
        sql`not exists (select 1 from reviews r where r.reservation_no = ${reservations.reservationNo})`,
      ),
    )
    .returning({ reservationNo: reservations.reservationNo });
  return row !== undefined;
}

/**
 * Marks a confirmed booking 방문 완료 (keeping the first time it was marked), or takes the mark back. A no-show
 * or a cancelled booking is left alone: answers false.
 */
export async function setVisited(db: Queryable, reservationNo: number, visited: boolean, at: Date): Promise<boolean> {
  const [row] = await db
    .update(reservations)
    .set({ visitedAt: visited ? sql`coalesce(${reservations.visitedAt}, ${at.toISOString()}::timestamptz)` : null })
    .where(and(eq(reservations.reservationNo, reservationNo), eq(reservations.status, 'Y')))
    .returning({ reservationNo: reservations.reservationNo });
  return row !== undefined;
}

/** How many of the member's bookings stores marked as no-shows (the admin member page). */
export async function countNoShows(db: Queryable, userNo: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.userNo, userNo), eq(reservations.status, NO_SHOW)));
  return row?.n ?? 0;
}
