import { z } from 'zod';
import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '@siktak/contract';
import { type Queryable, namedRows, rowsOf } from '../../db/client.js';
import { type Deferred, deferred, perTurn } from '../../platform/turn-batch.js';
import type { DayLoads } from './engine.js';

/** Booked seats and the owner's overrides per store, then per date. */
export type StoreLoads = Map<number, Map<string, DayLoads>>;

interface MutableDay {
  booked: Map<string, number>;
  hours: Map<string, number>;
  whole: number | null;
}

export const NO_LOADS: DayLoads = { booked: new Map(), hours: new Map(), whole: null };

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
 * What one live seat read asks: every store's seats from `from` to `to` (both included), or the seats
 * of the given (store, date) pairs, `storeNos[k]` on `dates[k]`.
 */
export type LoadsAsk = { from: string; to: string } | { storeNos: readonly number[]; dates: readonly string[] };

/**
 * PostgreSQL's text form of an array of store numbers or `yyyy-MM-dd` dates (`{1,2,3}`), sent as one
 * text parameter and cast in the statement. The drivers' own array parameters quote and escape each
 * element through a regular expression (pg's `escapeElement`: ~5 µs of a search's CPU for the pairs
 * of its turn); these elements are digits and dashes only, which need neither.
 */
function arrayLiteral(values: readonly (number | string)[]): string {
  return `{${values.join(',')}}`;
}

/**
 * The seats booked in every slot asked (`LoadsAsk`), and the capacities the owners set for those hours
 * and dates (`slot_overrides`), in one statement whatever the number of stores: both are read live
 * (kept on PGlite only until the database says they changed, loads-kept.ts), so a booking, a
 * cancellation or an owner closing an hour shows in the next answer.
 * Named (prepared) on PostgreSQL: they are the statements of available-person, the day's slots and a
 * search page. The rows come back as one JSON array in one row: a read of every store's seats for a
 * date is thousands of rows, and reading them one protocol row at a time cost PGlite's JavaScript
 * ~50 µs of each search.
 */
export async function readLoads(db: Queryable, ask: LoadsAsk): Promise<StoreLoads> {
  const loads: StoreLoads = new Map();
  const every = 'from' in ask;
  if (!every && ask.storeNos.length === 0) return loads;
  // Every store: one scan of the dates' counters costs less than a statement naming thousands of stores.
  const asked = every
    ? (table: SQL) => sql`${table} as s where s.slot_date between ${ask.from}::date and ${ask.to}::date`
    : (table: SQL) =>
        sql`unnest(${arrayLiteral(ask.storeNos)}::int[], ${arrayLiteral(ask.dates)}::date[]) as p(store_no, slot_date)
            join ${table} as s on s.store_no = p.store_no and s.slot_date = p.slot_date`;
  const [row] = await namedRows<{ loads: string }>(
    db,
    every ? 'loads_of_all_stores' : 'loads_of_pairs',
    sql`select coalesce(json_agg(json_build_array(store_no, slot_date, slot_time, booked, capacity)), '[]')::text as loads
        from (select s.store_no, s.slot_date::text, s.slot_time, s.booked, null::int as capacity
              from ${asked(sql`slot_loads`)} and s.booked > 0
              union all
              select s.store_no, s.slot_date::text, s.slot_time, null::int, s.capacity
              from ${asked(sql`slot_overrides`)}) as l`,
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

/** The booked seats and overrides of one store on one date, read live (`readLoads`). */
export async function findDayLoads(db: Queryable, storeNo: number, date: string): Promise<DayLoads> {
  return loadsOn(await readLoads(db, { storeNos: [storeNo], dates: [date] }), storeNo, date);
}

/** Every date from `from` to `to`, both included (`from` at least); no date arithmetic for one day. */
export function datesFrom(from: string, to: string): string[] {
  let date = from;
  const dates = [date];
  while (date < to) {
    date = addDays(date, 1);
    dates.push(date);
  }
  return dates;
}

/** A read of more stores than this asks every store's seats: one scan of the dates' counters. */
const LOADS_BY_NUMBER_MAX = 200;

/**
 * Whether a read of `stores` stores is answered by a statement of every store's seats of its dates
 * (so the answer knows every store of those dates, also the ones it does not list).
 */
export function readsEveryStore(stores: number): boolean {
  return stores > LOADS_BY_NUMBER_MAX;
}
/** A statement of a turn takes reads by store numbers until it asks this many (store, date) pairs. */
const PAIRS_MAX = 2_000;

export type LoadsReader = (storeNos: readonly number[], from: string, to?: string) => Promise<StoreLoads>;

/** A `LoadsReader` that can also be asked every store's seats of some dates outright. */
export interface TurnLoadsReader extends LoadsReader {
  every(from: string, to?: string): Promise<StoreLoads>;
}

interface PairsRead {
  storeNos: number[];
  dates: string[];
  /** The stores already asked, by date. */
  asked: Map<string, Set<number>>;
  answer: Deferred<StoreLoads>;
}

interface TurnReads {
  /** Reads of every store, by date range. */
  all: Map<string, { from: string; to: string; answer: Deferred<StoreLoads> }>;
  /** Reads by store numbers: their (store, date) pairs, a statement per PAIRS_MAX. */
  pairs: PairsRead[];
}

/**
 * `readLoads` for the hot reads (a search page, available-person, a day's slots, a store's next
 * times), with the reads asked during one turn of the event loop sent together (`perTurn`). A statement
 * costs mostly per statement, not per row (on PGlite ~1 ms of parse, plan and protocol on the event
 * loop), and the searches of one turn ask several dates: so the reads by store numbers become one
 * statement over exactly the (store, date) pairs they ask, whatever their dates, and a read of more
 * than LOADS_BY_NUMBER_MAX stores asks every store's seats of its dates, which a read of the same dates
 * joins. Each asker looks up its own stores and dates in the shared answer (which may hold others'). A
 * read joins a statement only before it is sent, so each answer is as fresh as a statement of its own.
 */
export function loadsByTurn(db: Queryable, read: typeof readLoads = readLoads): TurnLoadsReader {
  const turn = perTurn<TurnReads>(
    () => ({ all: new Map(), pairs: [] }),
    ({ all, pairs }) => {
      for (const { storeNos, dates, answer } of pairs) answer.resolve(read(db, { storeNos, dates }));
      for (const { from, to, answer } of all.values()) answer.resolve(read(db, { from, to }));
    },
  );

  /** Every store's seats from `from` to `to`, read by this turn's statement of that range. */
  const every = (from: string, to = from): Promise<StoreLoads> => {
    const reads = turn();
    const range = `${from}/${to}`;
    let ofAll = reads.all.get(range);
    if (!ofAll) {
      ofAll = { from, to, answer: deferred() };
      reads.all.set(range, ofAll);
    }
    return ofAll.answer.promise;
  };

  const reader = (storeNos: readonly number[], from: string, to = from): Promise<StoreLoads> => {
    if (storeNos.length === 0) return Promise.resolve(new Map());
    if (readsEveryStore(storeNos.length)) return every(from, to);
    const reads = turn();
    // A read of every store's seats of the same dates, asked this turn, answers this one too.
    const ofAll = reads.all.get(`${from}/${to}`);
    if (ofAll) return ofAll.answer.promise;
    const dates = datesFrom(from, to);
    let group = reads.pairs.at(-1);
    if (!group || group.storeNos.length >= PAIRS_MAX) {
      group = { storeNos: [], dates: [], asked: new Map(), answer: deferred() };
      reads.pairs.push(group);
    }
    for (const date of dates) {
      let asked = group.asked.get(date);
      if (!asked) {
        asked = new Set();
        group.asked.set(date, asked);
      }
      for (const storeNo of storeNos) {
        if (asked.has(storeNo)) continue;
        asked.add(storeNo);
        group.storeNos.push(storeNo);
        group.dates.push(date);
      }
    }
    return group.answer.promise;
  };
  return Object.assign(reader, { every });
}

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
