/**
 * The raw PostgreSQL baseline of the booking scenario: the statements the server runs for a booking,
 * sent straight through the `pg` driver — same pool size, same concurrency, same requests — so
 * "our bookings/s ÷ raw bookings/s" says what the HTTP server, auth, validation and the ORM cost.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { LIMITS, seoulDate, seoulTime } from '@siktak/contract';
import {
  type BookingRequest,
  CONNECTIONS,
  DURATION,
  type Figure,
  POOL_SIZE,
  bookingRequests,
  logFigure,
} from './harness.js';

/** What one raw booking runs, in order; said in the bench's output. */
export const RAW_STATEMENTS =
  'BEGIN; advisory xact lock of the member; conditional upsert of the slot load (+ select of the seats left when full); counting insert of the reservation; COMMIT or ROLLBACK';

// The SQL of lockMemberBookings (queries.ts), takeSeats and bookedSeats (seats.ts) and insertWithinLimits
// (queries.ts), as the server sends them: unnamed parameterised statements, BEGIN and COMMIT apart.
const LOCK_MEMBER = 'select pg_advisory_xact_lock(hashtext($1))';
const TAKE_SEATS = `insert into slot_loads (store_no, slot_date, slot_time, booked)
  values ($1, $2, $3, $4)
  on conflict (store_no, slot_date, slot_time)
  do update set booked = slot_loads.booked + excluded.booked
  where slot_loads.booked + excluded.booked <= $5
  returning booked`;
const BOOKED_SEATS = 'select booked from slot_loads where store_no = $1 and slot_date = $2 and slot_time = $3';
const INSERT_WITHIN_LIMITS = `with held as (
    select count(*)::int as active,
      count(*) filter (where store_no = $1 and reservation_date = $2::date)::int as same_store_day,
      count(*) filter (where store_no = $1 and reservation_date = $2::date and reservation_time = $3)::int as same_slot
    from reservations
    where user_no = $4 and status = 'Y'
      and (reservation_date > $5::date or (reservation_date = $5::date and reservation_time > $6))
  ), added as (
    insert into reservations (user_no, store_no, reservation_date, reservation_time, person_count, status)
    select $4::int, $1::int, $2::date, $3::text, $7::int, 'Y'
    from held
    where held.active < $8 and held.same_store_day < $9
    returning reservation_no
  )
  select (select reservation_no from added) as "reservationNo", active,
    same_store_day as "sameStoreDay", same_slot as "sameSlot"
  from held`;

type Outcome = 'booked' | 'full' | 'limit' | 'error';

async function book(
  client: pg.PoolClient,
  userNo: number,
  request: BookingRequest,
  capacity: number,
): Promise<Outcome> {
  const slot = [request.storeNo, request.reservationDate, request.reservationTime];
  const now = new Date();
  await client.query('begin');
  try {
    await client.query(LOCK_MEMBER, [`booking:${userNo}`]);
    const taken = await client.query(TAKE_SEATS, [...slot, request.personCount, capacity]);
    if (taken.rowCount !== 1) {
      await client.query(BOOKED_SEATS, slot);
      await client.query('rollback');
      return 'full';
    }
    const added = await client.query<{ reservationNo: number | null }>(INSERT_WITHIN_LIMITS, [
      ...slot,
      userNo,
      seoulDate(now),
      seoulTime(now),
      request.personCount,
      LIMITS.activeBookingsMax,
      LIMITS.bookingsPerStoreDayMax,
    ]);
    if (added.rows[0]?.reservationNo == null) {
      await client.query('rollback');
      return 'limit';
    }
    await client.query('commit');
    return 'booked';
  } catch (err) {
    await client.query('rollback');
    // The member's second booking of one slot: the unique index refuses it (E129 on the server).
    return (err as { code?: string }).code === '23505' ? 'limit' : 'error';
  }
}

/**
 * Runs the booking scenario's requests for DURATION seconds from CONNECTIONS concurrent loops over a
 * pool of POOL_SIZE connections to `url` (a migrated, seeded database).
 */
export async function rawBookings(url: string, memberNos: number[]): Promise<Figure> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  try {
    const capacities = new Map(
      (await pool.query<{ store_no: number; capacity: number }>('select store_no, capacity from stores')).rows.map(
        (r) => [r.store_no, r.capacity],
      ),
    );
    const next = bookingRequests();
    const counts: Record<Outcome, number> = { booked: 0, full: 0, limit: 0, error: 0 };
    const latencies: number[] = [];
    const started = performance.now();
    const until = started + DURATION * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const request = next();
          const sent = performance.now();
          const client = await pool.connect();
          try {
            const outcome = await book(
              client,
              memberNos[request.member] as number,
              request,
              capacities.get(request.storeNo) as number,
            );
            counts[outcome]++;
          } catch {
            counts.error++;
          } finally {
            client.release();
          }
          latencies.push(performance.now() - sent);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const figure = {
      target: 'raw pg',
      scenario: 'booking transaction (pg driver)',
      rps: Math.round(latencies.length / seconds),
      p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
      ok: counts.booked,
      refused: counts.full + counts.limit,
      errors: counts.error,
    };
    logFigure(figure);
    return figure;
  } finally {
    await pool.end();
  }
}
