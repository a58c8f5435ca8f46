import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.js';

/** A booking of the day that was not cancelled, with the booker's name as the owner's list shows it. */
export interface DayBooking {
  reservationNo: number;
  time: string;
  userName: string;
  personCount: number;
  status: string;
}

/** The store's bookings of one date that were not cancelled (no-shows included), by time, then as booked. */
export function findDayBookings(db: Queryable, storeNo: number, date: string): Promise<DayBooking[]> {
  return rowsOf<DayBooking>(
    db,
    sql`select r.reservation_no as "reservationNo", r.reservation_time as "time", u.name as "userName",
               r.person_count as "personCount", r.status
        from reservations r join users u on u.user_no = r.user_no
        where r.store_no = ${storeNo} and r.reservation_date = ${date}::date and r.status <> 'N'
        order by r.reservation_time, r.reservation_no`,
  );
}

/**
 * The store's visible reviews (an admin's hidden ones left out, as in `storeGrade`) written since
 * `since`, per Seoul month (`yyyy-MM`): their count and the sum of their grades. Months without a
 * review are missing.
 */
export async function sumReviewsPerMonth(
  db: Queryable,
  storeNo: number,
  since: Date,
): Promise<Map<string, { reviewCount: number; gradeSum: number }>> {
  const rows = await rowsOf<{ month: string; reviewCount: number; gradeSum: number }>(
    db,
    sql`select to_char(created_at at time zone 'Asia/Seoul', 'YYYY-MM') as "month",
               count(*)::int as "reviewCount", sum(grade)::int as "gradeSum"
        from reviews
        where store_no = ${storeNo} and hidden_at is null and created_at >= ${since.toISOString()}::timestamptz
        group by 1`,
  );
  return new Map(rows.map((row) => [row.month, { reviewCount: row.reviewCount, gradeSum: row.gradeSum }]));
}
