import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { type Queryable, namedRows, rowsOf } from '../../db/client.js';
import { type Deferred, deferred, onePer, perTurn } from '../../platform/turn-batch.js';
import type { DayLoads } from './engine.js';

/** Booked seats and the owner's overrides per store, then per date. */
export type StoreLoads = Map<number, Map<string, DayLoads>>;

interface MutableDay {
  booked: Map<string, number>;
  hours: Map<string, number>;
  whole: number | null;
}

const NO_LOADS: DayLoads = { booked: new Map(), hours: new Map(), whole: null };

/** The booked seats and overrides of one store on one date (none when it has neither). */
export function loadsOn(loads: StoreLoads, storeNo: number, date: string): DayLoads {
  return loads.get(storeNo)?.get(date) ?? NO_LOADS;
}

/** The booked seats and overrides of one date, by store (only the stores that have some that date). */
export function loadsOfDate(loads: StoreLoads, date: string): Map<number, DayLoads> {
  const day = new Map<number, DayLoads>();
  for (const [storeNo, byDate] of loads) {
    const loadsOfStore = byDate.get(date);
    if (loadsOfStore) day.set(storeNo, loadsOfStore);
  }
  return day;
}

/**
 * The seats booked in every slot of the given stores (or of every store: one scan of the dates'
 * counters costs less than a statement carrying thousands of store numbers) from `from` to `to` (both
 * included), and the capacities their owners set for those hours and dates (`slot_overrides`), in one
 * statement whatever the number of stores: both are read live, never cached, so a booking, a
 * cancellation or an owner closing an hour shows in the next answer. Named (prepared) on PostgreSQL:
 * it is the one statement of available-person, the day's slots and a search page. The rows come back
 * as one JSON array in one row: a read of every store's seats for a date is thousands of rows, and
 * reading them one protocol row at a time cost PGlite's JavaScript ~50 µs of each search.
 */
export async function findLoads(
  db: Queryable,
  storeNos: readonly number[] | 'all',
  from: string,
  to: string = from,
): Promise<StoreLoads> {
  const loads: StoreLoads = new Map();
  if (storeNos.length === 0) return loads;
  const ofStores = storeNos === 'all' ? sql`true` : sql`store_no = any(${sql.param(storeNos)}::int[])`;
  const [row] = await namedRows<{ loads: string }>(
    db,
    storeNos === 'all' ? 'loads_of_all_stores' : 'loads_of_stores',
    sql`select coalesce(json_agg(json_build_array(store_no, slot_date, slot_time, booked, capacity)), '[]')::text as loads
        from (select store_no, slot_date::text, slot_time, booked, null::int as capacity
              from slot_loads
              where ${ofStores} and slot_date between ${from}::date and ${to}::date and booked > 0
              union all
              select store_no, slot_date::text, slot_time, null::int, capacity
              from slot_overrides
              where ${ofStores} and slot_date between ${from}::date and ${to}::date) as l`,
  );
  const rows = JSON.parse(row?.loads ?? '[]') as [number, string, string | null, number | null, number | null][];
  for (const [storeNo, date, time, booked, capacity] of rows) {
    const byDate = loads.get(storeNo) ?? new Map<string, DayLoads>();
    loads.set(storeNo, byDate);
    let day = byDate.get(date) as MutableDay | undefined;
    if (!day) {
      day = { booked: new Map(), hours: new Map(), whole: null };
      byDate.set(date, day);
    }
    if (capacity === null) day.booked.set(time as string, booked as number);
    else if (time === null) day.whole = capacity;
    else day.hours.set(time, capacity);
  }
  return loads;
}

/** A read of more stores than this asks every store's seats: one scan of the dates' counters. */
const LOADS_BY_NUMBER_MAX = 200;

export type LoadsReader = (storeNos: readonly number[], from: string, to?: string) => Promise<StoreLoads>;

interface TurnRead {
  from: string;
  to: string;
  stores: Set<number> | 'all';
  answer: Deferred<StoreLoads>;
}

/**
 * `findLoads` for the hot reads (a search page, available-person, a day's slots), with the reads
 * asked during one turn of the event loop sent together (`perTurn`): reads of the same dates become
 * one statement over the union of their stores (every store past LOADS_BY_NUMBER_MAX), and each asker
 * looks up its own stores in the shared answer. A read joins a statement only before it is sent, so
 * each answer is as fresh as a statement of its own.
 */
export function loadsByTurn(db: Queryable, read: typeof findLoads = findLoads): LoadsReader {
  const turn = perTurn(
    () => new Map<string, TurnRead>(),
    (reads) => {
      for (const { from, to, stores, answer } of reads.values()) {
        answer.resolve(read(db, stores === 'all' || stores.size > LOADS_BY_NUMBER_MAX ? 'all' : [...stores], from, to));
      }
    },
  );

  return (storeNos, from, to = from) => {
    if (storeNos.length === 0) return Promise.resolve(new Map());
    const reads = turn();
    const key = `${from}/${to}`;
    let pending = reads.get(key);
    if (!pending) {
      pending = { from, to, stores: new Set(), answer: deferred() };
      reads.set(key, pending);
    }
    if (storeNos.length > LOADS_BY_NUMBER_MAX) pending.stores = 'all';
    else if (pending.stores !== 'all') for (const storeNo of storeNos) pending.stores.add(storeNo);
    return pending.answer.promise;
  };
}

/** The one `loadsByTurn` of a database, so every service of the process adds its reads to the same turn. */
export const liveLoadsOf: (db: Queryable) => LoadsReader = onePer((db: Queryable) => loadsByTurn(db));

/** What discovery needs of every open store: its card, its name's initials and its booking rules. */
export const catalogSchema = z.array(
  z.object({
    storeNo: z.number(),
    name: z.string(),
    nameChoseong: z.string(),
    district: z.string(),
    foodType: z.string(),
    gradeSum: z.number(),
    reviewCount: z.number(),
    imageKey: z.string().nullable(),
    openTime: z.string(),
    closeTime: z.string(),
    dayOff: z.array(z.string()),
    closureStart: z.string().nullable(),
    closureEnd: z.string().nullable(),
    capacity: z.number(),
  }),
);
export type CatalogRow = z.infer<typeof catalogSchema>[number];

/** Every store not deleted, newest first, narrow: the first image only, no menu, amenities or address. */
export function findCatalogRows(db: Queryable): Promise<CatalogRow[]> {
  return rowsOf<CatalogRow>(
    db,
    sql`select s.store_no as "storeNo", s.name, s.name_choseong as "nameChoseong", s.district,
               s.food_type as "foodType", s.grade_sum as "gradeSum", s.review_count as "reviewCount",
               (select si.image_key from store_images si where si.store_no = s.store_no
                order by si.position, si.id limit 1) as "imageKey",
               s.open_time as "openTime", s.close_time as "closeTime", s.day_off as "dayOff",
               s.closure_start::text as "closureStart", s.closure_end::text as "closureEnd", s.capacity
        from stores s
        where s.deleted_at is null
        order by s.created_at desc, s.store_no desc`,
  );
}
