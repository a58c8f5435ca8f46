import { type SQL, and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DepositMoney, LedgerMonth, LedgerStatus, OwnerDashboardDay } from '@siktak/contract';
import { type Queryable, rowsOf } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { payments, reservations, users } from '../../db/schema.js';
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

/** A refund's amount in a sum over payment_ledger rows `l`: refunds done, or asked for and not yet answered. */
const refundIn = (state: 'DONE' | 'PENDING') => sql.raw(`l.kind <> 'CHARGE' and l.state = '${state}'`);

/**
 * The 예약금 of each of these bookings that was paid for, as money moved (the payments ledger,
 * docs/adr/0053-deposit-booking-hold.md), in one statement; bookings without a payment are not in the map.
 */
export async function depositsOf(
  db: Queryable,
  reservationNos: number[],
): Promise<Map<number, NonNullable<DepositMoney>>> {
  if (reservationNos.length === 0) return new Map();
  const rows = await rowsOf<NonNullable<DepositMoney> & { reservationNo: number }>(
    db,
    sql`select payments.reservation_no as "reservationNo",
               coalesce(sum(l.amount) filter (where l.kind = 'CHARGE' and l.state = 'DONE'), 0)::int as "paid",
               coalesce(sum(l.amount) filter (where ${refundIn('DONE')}), 0)::int as "refunded",
               coalesce(sum(l.amount) filter (where ${refundIn('PENDING')}), 0)::int as "refundPending"
        from payments
        join payment_ledger l on l.payment_no = payments.payment_no
        where ${inArray(payments.reservationNo, reservationNos)}
        group by payments.reservation_no`,
  );
  return new Map(rows.map(({ reservationNo, ...money }) => [reservationNo, money]));
}

/**
 * The 예약금 of the store's bookings dated `from` to `to` (both included): charged, refunded (refunds done)
 * and kept (charged less refunded) — one statement.
 */
export async function depositTotals(
  db: Queryable,
  storeNo: number,
  from: string,
  to: string,
): Promise<NonNullable<LedgerMonth['deposits']>> {
  const [row] = await rowsOf<{ paid: number; refunded: number }>(
    db,
    sql`select coalesce(sum(l.amount) filter (where l.kind = 'CHARGE' and l.state = 'DONE'), 0)::int as "paid",
               coalesce(sum(l.amount) filter (where ${refundIn('DONE')}), 0)::int as "refunded"
        from reservations r
        join payments p on p.reservation_no = r.reservation_no
        join payment_ledger l on l.payment_no = p.payment_no
        where r.store_no = ${storeNo} and r.reservation_date between ${from}::date and ${to}::date`,
  );
  const { paid, refunded } = row ?? { paid: 0, refunded: 0 };
  return { paid, refunded, kept: paid - refunded };
}
