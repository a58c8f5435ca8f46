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
  cpuPerRequest,
  logFigure,
} from './harness.js';

/** What one raw booking runs; said in the bench's output. */
export const RAW_STATEMENTS =
  'select * from book_table(…): the one statement the server sends for a booking (migration 0018), as the same named (prepared) statement';

/** The statement of bookTable (queries.ts) as the server sends it through the driver (its text and name). */
const BOOK_TABLE = `select booked_no as "bookedNo", outcome, n
  from book_table($1::int, $2::int, $3::date, $4::text, $5::int, $6::timestamptz, $7::date, $8::text,
    $9::int, $10::int, $11::int, $12::text, $13::text)`;

type Outcome = 'booked' | 'full' | 'limit' | 'error';

async function book(pool: pg.Pool, userNo: number, request: BookingRequest): Promise<Outcome> {
  const now = new Date();
  const { rows } = await pool.query<{ outcome: string }>({
    name: 'book_table',
    text: BOOK_TABLE,
    values: [
      userNo,
      request.storeNo,
      request.reservationDate,
      request.reservationTime,
      request.personCount,
      now.toISOString(),
      seoulDate(now),
      seoulTime(now),
      LIMITS.activeBookingsMax,
      LIMITS.bookingsPerStoreDayMax,
      LIMITS.seatsPerStoreDayMax,
      // No occasion or note: the bench's bookings are the existing client's.
      null,
      null,
    ],
  });
  const outcome = rows[0]?.outcome;
  if (outcome === 'booked') return 'booked';
  if (outcome === 'E121') return 'full';
  return outcome?.startsWith('E1') ? 'limit' : 'error';
}

/**
 * Runs the booking scenario's requests for DURATION seconds from CONNECTIONS concurrent loops over a
 * pool of POOL_SIZE connections to `url` (a migrated, seeded database).
 */
export async function rawBookings(url: string, memberNos: number[]): Promise<Figure> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  try {
    const next = bookingRequests();
    const counts: Record<Outcome, number> = { booked: 0, full: 0, limit: 0, error: 0 };
    const latencies: number[] = [];
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const until = started + DURATION * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const request = next();
          const sent = performance.now();
          try {
            counts[await book(pool, memberNos[request.member] as number, request)]++;
          } catch (err) {
            // The member's second booking of one slot: the unique index refuses it (E129 on the server).
            counts[(err as { code?: string }).code === '23505' ? 'limit' : 'error']++;
          }
          latencies.push(performance.now() - sent);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    latencies.sort((a, b) => a - b);
    const figure = {
      target: 'raw pg',
      scenario: 'booking statement (pg driver)',
      rps: Math.round(latencies.length / seconds),
      p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
      ok: counts.booked,
      refused: counts.full + counts.limit,
      errors: counts.error,
      // PostgreSQL's backends are not this process's children: only the driver's side is counted.
      serverCpu: null,
      otherCores: null,
      clientCpu: cpuPerRequest(cpu.user + cpu.system, latencies.length),
    };
    logFigure(figure);
    return figure;
  } finally {
    await pool.end();
  }
}
