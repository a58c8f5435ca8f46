import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.js';
import type { DayLoads } from './engine.js';

/** Booked seats per store, then per date, then per slot time. */
export type StoreLoads = Map<number, Map<string, Map<string, number>>>;

const NO_LOADS: DayLoads = new Map();

/** The booked seats of one store on one date (none when it has no bookings). */
export function loadsOn(loads: StoreLoads, storeNo: number, date: string): DayLoads {
  return loads.get(storeNo)?.get(date) ?? NO_LOADS;
}

/**
 * The seats booked in every slot of the given stores from `from` to `to` (both included), in one
 * statement whatever the number of stores: the slot counters are read live, never cached, so a
 * booking or a cancellation shows in the next answer.
 */
export async function findLoads(
  db: Queryable,
  storeNos: readonly number[],
  from: string,
  to: string = from,
): Promise<StoreLoads> {
  const loads: StoreLoads = new Map();
  if (storeNos.length === 0) return loads;
  const rows = await rowsOf<{ storeNo: number; date: string; time: string; booked: number }>(
    db,
    sql`select store_no as "storeNo", slot_date::text as "date", slot_time as "time", booked
        from slot_loads
        where store_no = any(${sql.param(storeNos)}::int[])
          and slot_date between ${from}::date and ${to}::date and booked > 0`,
  );
  for (const row of rows) {
    const byDate = loads.get(row.storeNo) ?? new Map<string, Map<string, number>>();
    loads.set(row.storeNo, byDate);
    const byTime = byDate.get(row.date) ?? new Map<string, number>();
    byDate.set(row.date, byTime);
    byTime.set(row.time, Number(row.booked));
  }
  return loads;
}
