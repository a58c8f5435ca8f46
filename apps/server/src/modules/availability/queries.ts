import { z } from 'zod';
import { daysBetween } from '@siktak/contract';
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
/** The most days one statement by store numbers spans when it gathers the reads of several dates. */
const SPAN_DAYS_MAX = 7;

export type LoadsReader = (storeNos: readonly number[], from: string, to?: string) => Promise<StoreLoads>;

interface TurnRead {
  from: string;
  to: string;
  stores: Set<number> | 'all';
  answer: Deferred<StoreLoads>;
}

interface TurnReads {
  /** Reads of every store, by date range. */
  all: Map<string, TurnRead>;
  /** Reads by store numbers, gathered across dates while they fit (LOADS_BY_NUMBER_MAX, SPAN_DAYS_MAX). */
  byNumber: TurnRead[];
}

/** The statement by numbers `storeNos` from `from` to `to` can join, if any. */
function groupFor(groups: readonly TurnRead[], storeNos: readonly number[], from: string, to: string) {
  return groups.find((group) => {
    const stores = group.stores as Set<number>;
    const first = from < group.from ? from : group.from;
    const last = to > group.to ? to : group.to;
    if (daysBetween(first, last) >= SPAN_DAYS_MAX) return false;
    let added = 0;
    for (const storeNo of storeNos) if (!stores.has(storeNo)) added++;
    return stores.size + added <= LOADS_BY_NUMBER_MAX;
  });
}

/**
 * `findLoads` for the hot reads (a search page, available-person, a day's slots, a store's next times),
 * with the reads asked during one turn of the event loop sent together (`perTurn`): reads by store
 * numbers become one statement over the union of their stores and dates (up to LOADS_BY_NUMBER_MAX stores
 * and SPAN_DAYS_MAX days, then another), a read of more stores asks every store's seats of its dates,
 * and each asker looks up its own stores and dates in the shared answer (which may hold others'). A
 * statement's cost is mostly per statement, not per row (on PGlite ~1 ms of parse, plan and protocol on
 * the event loop), and a search turn asks several dates. A read joins a statement only before it is
 * sent, so each answer is as fresh as a statement of its own.
 */
export function loadsByTurn(db: Queryable, read: typeof findLoads = findLoads): LoadsReader {
  const turn = perTurn<TurnReads>(
    () => ({ all: new Map(), byNumber: [] }),
    (reads) => {
      for (const { from, to, stores, answer } of [...reads.byNumber, ...reads.all.values()]) {
        answer.resolve(read(db, stores === 'all' ? 'all' : [...stores], from, to));
      }
    },
  );

  return (storeNos, from, to = from) => {
    if (storeNos.length === 0) return Promise.resolve(new Map());
    const reads = turn();
    const key = `${from}/${to}`;
    const ofAll = reads.all.get(key);
    if (ofAll) return ofAll.answer.promise;
    if (storeNos.length > LOADS_BY_NUMBER_MAX) {
      const pending: TurnRead = { from, to, stores: 'all', answer: deferred() };
      reads.all.set(key, pending);
      return pending.answer.promise;
    }
    let group = groupFor(reads.byNumber, storeNos, from, to);
    if (!group) {
      group = { from, to, stores: new Set(), answer: deferred() };
      reads.byNumber.push(group);
    }
    if (from < group.from) group.from = from;
    if (to > group.to) group.to = to;
    for (const storeNo of storeNos) (group.stores as Set<number>).add(storeNo);
    return group.answer.promise;
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
