import { type SQL, and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { LedgerStatus, OwnerDashboardDay } from '@siktak/contract';
import { type Queryable, rowsOf } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { reservations, users } from '../../db/schema.js';
import { NO_SHOW } from '../booking-day/index.js';
import { type ReservationView, pageOfReservations, selectReservations, soonestFirst } from './queries.js';

/** The book's filter as the service hands it on: each part optional (docs/adr/0050-reservation-book.md). */
export interface LedgerConditions {
  from?: string;
  to?: string;
  status?: LedgerStatus;
  q?: string;
}

const STATUS_CONDITION: Record<LedgerStatus, SQL> = {
  confirmed: and(eq(reservations.status, 'Y'), isNull(reservations.visitedAt)) as SQL,
  visited: and(eq(reservations.status, 'Y'), isNotNull(reservations.visitedAt)) as SQL,
  'no-show': eq(reservations.status, NO_SHOW),
  cancelled: eq(reservations.status, 'N'),
};

/** Fewer digits than this in a search are not looked for in phone numbers (a "2" would match nearly everyone). */
const PHONE_DIGITS_MIN = 3;

/**
 * The guests a search names: part of the name (ignoring case), or — with enough digits — part of the phone
 * number's digits, so "5678", "1234-5678" and "01012345678" all find 010-1234-5678.
 */
function guestMatching(q: string): SQL {
  const digits = q.replace(/\D/g, '');
  const byPhone =
    digits.length >= PHONE_DIGITS_MIN
      ? sql` or regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${containing(digits)}`
      : sql``;
  return inArray(
    reservations.userNo,
    sql`(select ${users.userNo} from ${users} where ${users.name} ilike ${containing(q)}${byPhone})`,
  );
}

function ledgerWhere(storeNo: number, filter: LedgerConditions): SQL {
  return and(
    eq(reservations.storeNo, storeNo),
    filter.from ? gte(reservations.date, filter.from) : undefined,
    filter.to ? lte(reservations.date, filter.to) : undefined,
    filter.status ? STATUS_CONDITION[filter.status] : undefined,
    filter.q ? guestMatching(filter.q) : undefined,
  ) as SQL;
}

/** One page of the store's bookings matching the filter, soonest first, and how many match in all. */
export function findLedgerPage(
  db: Queryable,
  storeNo: number,
  filter: LedgerConditions,
  page: { offset: number; limit: number },
) {
  return pageOfReservations(db, ledgerWhere(storeNo, filter), page, soonestFirst);
}

/** Every booking of the store matching the filter, soonest first (a day, or the export's bounded range). */
export function findLedgerRows(db: Queryable, storeNo: number, filter: LedgerConditions): Promise<ReservationView[]> {
  return selectReservations(db, ledgerWhere(storeNo, filter)).orderBy(...soonestFirst);
}

/**
 * Every date from `from` to `to` (both included) with the store's bookings on it, in one statement:
 * bookings and guests that were not cancelled (no-shows included), the no-shows among them, and the
 * cancellations. Days without bookings answer zeros.
 */
export function countBookingsPerDay(
  db: Queryable,
  storeNo: number,
  from: string,
  to: string,
): Promise<OwnerDashboardDay[]> {
  return rowsOf<OwnerDashboardDay>(
    db,
    sql`select d.day::date::text as "date",
               count(r.reservation_no) filter (where r.status <> 'N')::int as "bookingCount",
               coalesce(sum(r.person_count) filter (where r.status <> 'N'), 0)::int as "personCount",
               count(r.reservation_no) filter (where r.status = ${NO_SHOW})::int as "noShowCount",
               count(r.reservation_no) filter (where r.status = 'N')::int as "cancelledCount"
        from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
        left join reservations r on r.store_no = ${storeNo} and r.reservation_date = d.day::date
        group by d.day
        order by d.day`,
  );
}
