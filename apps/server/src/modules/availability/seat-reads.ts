import { createCache } from 'async-cache-dedupe';
import type { Queryable } from '../../db/client.js';
import { type StoreLoads, findLoads } from './queries.js';

interface SeatRead {
  stores: readonly number[] | 'every';
  dates: readonly string[];
}

/**
 * The seats of stores and dates (`findLoads`), with identical reads shared while one is in flight
 * (request coalescing, async-cache-dedupe without a time to live): a request asking what another is
 * already reading waits for that statement's answer instead of sending the same statement again, and
 * the answer is forgotten the moment it arrives, so nothing is ever served from memory. Many diners on
 * one booking page or one search ask the same store and date at once, and a statement per request
 * would spend the database and the event loop on identical answers.
 *
 * A joined answer was read by a statement begun before the joining request: at most one statement's
 * run older than a read of its own, and still after everything that was committed before that
 * statement began. Bookings never rely on it: `book_table` takes the seats under its own check.
 */
export function seatReads(
  db: Queryable,
): (stores: SeatRead['stores'], dates: SeatRead['dates']) => Promise<StoreLoads> {
  const reads = createCache({ ttl: 0 }).define(
    'loads',
    { serialize: ({ stores, dates }: SeatRead) => `${stores}|${dates}` },
    ({ stores, dates }: SeatRead) => findLoads(db, stores, dates),
  );
  return (stores, dates) => reads.loads({ stores, dates });
}
