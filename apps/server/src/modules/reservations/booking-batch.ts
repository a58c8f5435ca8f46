import { type Queryable, poolOf } from '../../db/client.js';
import { onePer } from '../../platform/turn-batch.js';
import { type Booking, type BookingOutcome, bookTable, bookTables } from './queries.js';

/** Books one member's booking: answers its outcome, or fails as its statement failed. */
export type Book = (booking: Booking, now: Date) => Promise<BookingOutcome>;

/** The most bookings of one statement; the rest wait for the next. */
const BATCH_MAX = 100;

interface Ask {
  booking: Booking;
  now: Date;
  settle: (outcome: Promise<BookingOutcome>) => void;
}

/** Slot by slot (store, date, hour), the same order in every batch; a stable sort keeps arrival order within a slot. */
function bySlot(a: Ask, b: Ask): number {
  const x = a.booking;
  const y = b.booking;
  if (x.storeNo !== y.storeNo) return x.storeNo - y.storeNo;
  if (x.date !== y.date) return x.date < y.date ? -1 : 1;
  if (x.time !== y.time) return x.time < y.time ? -1 : 1;
  return 0;
}

/**
 * Statements of one process on their way at once, each for its own share of the (store, date)s: a
 * slot is always in the same lane, so its bookings still go one statement after the other in arrival
 * order, while bookings of other stores need not wait for them. Few enough to leave most of the pool
 * to the reads.
 */
export const BOOKING_LANES = 4;

/** The lane of a booking's (store, date): the same for every booking of that day of that store. */
export function laneOf(booking: Pick<Booking, 'storeNo' | 'date'>, lanes: number): number {
  let hash = booking.storeNo;
  for (let i = 0; i < booking.date.length; i++) hash = (Math.imul(hash, 31) + booking.date.charCodeAt(i)) | 0;
  return (hash >>> 0) % lanes;
}

/**
 * One lane of `bookingsByTurn`: one statement on its way at a time, and the bookings asked meanwhile
 * wait and go in the next, sent on `setImmediate` once it has answered.
 */
function lane(db: Queryable, sendBatch: typeof bookTables, sendOne: typeof bookTable): Book {
  let waiting: Ask[] = [];
  let scheduled = false;
  let inFlight = false;

  function schedule() {
    if (scheduled || inFlight || waiting.length === 0) return;
    scheduled = true;
    setImmediate(send);
  }

  async function sendAlone(asks: Ask[]) {
    for (const ask of asks) {
      const outcome = sendOne(db, ask.booking, ask.now);
      ask.settle(outcome);
      await outcome.catch(() => undefined);
    }
  }

  async function send() {
    scheduled = false;
    const asks = waiting.slice(0, BATCH_MAX).sort(bySlot);
    waiting = waiting.slice(BATCH_MAX);
    inFlight = true;
    try {
      const outcomes = await sendBatch(db, asks);
      asks.forEach((ask, i) => {
        const outcome = outcomes[i];
        // Committed already: a booking without its row must not be sent again.
        ask.settle(outcome ? Promise.resolve(outcome) : Promise.reject(new Error('book_tables left out a booking')));
      });
    } catch (err) {
      if (asks.length === 1) asks[0]?.settle(Promise.reject(err));
      else await sendAlone(asks);
    } finally {
      inFlight = false;
      schedule();
    }
  }

  return (booking, now) =>
    new Promise<BookingOutcome>((resolve) => {
      waiting.push({ booking, now, settle: resolve });
      schedule();
    });
}

/**
 * Lanes over a PostgreSQL pool; one on PGlite, whose single engine runs one statement at a time anyway
 * (four lanes there only queued statements behind each other: p99 564/1,210 -> 2,390/2,653 ms at 100
 * connections).
 */
export function lanesOf(db: Queryable): number {
  return poolOf(db) ? BOOKING_LANES : 1;
}

/**
 * `bookTable` for the booking requests, sent together: in each lane (`BOOKING_LANES`, by store and
 * date) one statement is on its way at a time (`bookTables`, one transaction and one commit), and the
 * bookings asked meanwhile wait and go in the next. Each batch lists its bookings slot by slot in
 * arrival order, so a slot's seats go first come, first served, and two batches (of two lanes or two
 * processes) take their slots' row locks in the same order. When a batch's statement fails, each of its
 * bookings is sent again on its own, one after the other, so one booking's error (a unique index, a
 * deadlock with another lane over one member's lock) is its alone. Every rule stays in the database;
 * under a rush this saves each booking its round trip and its commit.
 */
export function bookingsByTurn(
  db: Queryable,
  sendBatch: typeof bookTables = bookTables,
  sendOne: typeof bookTable = bookTable,
  lanes = lanesOf(db),
): Book {
  const books = Array.from({ length: lanes }, () => lane(db, sendBatch, sendOne));
  return (booking, now) => (books[laneOf(booking, lanes)] as Book)(booking, now);
}

/** The one `bookingsByTurn` of a database, so every booking of the process joins the same batches. */
export const bookingsOf: (db: Queryable) => Book = onePer((db: Queryable) => bookingsByTurn(db));
