import { type SQL, and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { StoreSort } from '@siktak/contract';
import { type Queryable, namedRows, rowsOf } from '../../db/client.js';
import { stores } from '../../db/schema.js';
import { type CardColumns, type StoreFilter, cardColumns, storeFilterCondition } from '../stores/index.js';
import { type AlikeGroup, type AlikeStores, type DayLoads, NO_LOADS, type SeatedStore } from './engine.js';

/** Booked seats and the owner's overrides per store, then per date. */
export type StoreLoads = Map<number, Map<string, DayLoads>>;

interface MutableDay {
  booked: Map<string, number>;
  hours: Map<string, number>;
  whole: number | null;
}

/** The booked seats and overrides of one store on one date (none when it has neither). */
export function loadsOn(loads: StoreLoads, storeNo: number, date: string): DayLoads {
  return loads.get(storeNo)?.get(date) ?? NO_LOADS;
}

/** The booked seats and overrides of every store with some on `date`, by store number. */
export function loadsOfDate(loads: StoreLoads, date: string): Map<number, DayLoads> {
  const ofDate = new Map<number, DayLoads>();
  for (const [storeNo, byDate] of loads) {
    const day = byDate.get(date);
    if (day) ofDate.set(storeNo, day);
  }
  return ofDate;
}

/**
 * PostgreSQL's text form of an array (`{1,2,3}`), sent as one text parameter and cast in the
 * statement: the same statement text on PGlite and PostgreSQL whatever the number of stores.
 */
function arrayLiteral(values: readonly (number | string)[]): string {
  return `{${values.join(',')}}`;
}

/**
 * The seats booked in every slot of the stores and dates asked, and the capacities their owners set
 * for those hours and dates (`slot_overrides`), in one statement over both tables' keys; `every`
 * reads every store's seats of the dates (a search over all matching stores: a few rows per date with
 * bookings, where listing thousands of store numbers would cost more than the read). Read live on
 * every request, so a booking, a cancellation or an owner closing an hour shows in the next answer.
 * Prepared on PostgreSQL (`namedRows`): they are the statements of every availability read.
 */
export async function findLoads(
  db: Queryable,
  stores: readonly number[] | 'every',
  dates: readonly string[],
): Promise<StoreLoads> {
  const loads: StoreLoads = new Map();
  if ((stores !== 'every' && stores.length === 0) || dates.length === 0) return loads;
  const datesAsked = sql`slot_date = any(${arrayLiteral(dates)}::date[])`;
  const asked = stores === 'every' ? datesAsked : sql`store_no = any(${arrayLiteral(stores)}::int[]) and ${datesAsked}`;
  const rows = await namedRows<{
    storeNo: number;
    date: string;
    time: string | null;
    booked: number | null;
    capacity: number | null;
  }>(
    db,
    stores === 'every' ? 'seat_loads_of_dates' : 'seat_loads',
    sql`select store_no as "storeNo", slot_date::text as "date", slot_time as "time", booked, null::int as capacity
        from slot_loads where ${asked} and booked > 0
        union all
        select store_no, slot_date::text, slot_time, null::int, capacity from slot_overrides where ${asked}`,
  );
  for (const { storeNo, date, time, booked, capacity } of rows) {
    let byDate = loads.get(storeNo);
    if (!byDate) {
      byDate = new Map();
      loads.set(storeNo, byDate);
    }
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

/** The booked seats and overrides of one store on one date, read live (`findLoads`). */
export async function findDayLoads(db: Queryable, storeNo: number, date: string): Promise<DayLoads> {
  return loadsOn(await findLoads(db, [storeNo], [date]), storeNo, date);
}

/** What a search card shows of a store and what the engine needs to give it chips. */
export interface SearchStore extends SeatedStore, CardColumns {
  /** The store's first photo, or null. */
  imageKey: string | null;
}

/**
 * Recommended: the average pulled towards 3.5 by five imaginary reviews, so one 5-star review does not
 * top the list. In double precision, as the index on it (schema.ts, `stores_recommended_idx`).
 */
const recommendScore = sql`((${stores.gradeSum} + 17.5::float8) / (${stores.reviewCount} + 5))`;
/**
 * 평점순 (and the home page's "평점 높은 맛집"): the Bayesian average (C·m + Σgrades) / (C + n) with the
 * prior mean m = 3 (the middle of the 1–5 scale) and weight C = 10, so a store's rank rests on its own
 * reviews only once it has more than ten, and a 5.0 from one review (3.18) stays below a 4.7 from thirty
 * (4.28). Why these numbers: docs/adr/0037-rating-order-bayesian-average.md. In double precision, as
 * the index on it (schema.ts, `stores_rating_idx`).
 */
const bayesianGrade = sql`((${stores.gradeSum} + 30::float8) / (${stores.reviewCount} + 10))`;
/** The plain average, 0 for a store without reviews: the tie-break of 리뷰 많은순 (`stores_reviews_idx`). */
const averageGrade = sql`(case when ${stores.reviewCount} > 0 then ${stores.gradeSum}::float8 / ${stores.reviewCount} else 0 end)`;

/**
 * The orders of the search, each ending on the store number so equal stores keep their places between
 * pages; each is an index of `stores` read backwards (schema.ts).
 */
const ORDERS: Record<StoreSort, SQL[]> = {
  recommended: [desc(recommendScore), desc(stores.reviewCount), desc(stores.storeNo)],
  rating: [desc(bayesianGrade), desc(stores.reviewCount), desc(stores.storeNo)],
  reviews: [desc(stores.reviewCount), desc(averageGrade), desc(stores.storeNo)],
  latest: [desc(stores.createdAt), desc(stores.storeNo)],
};

/**
 * What booking and the engine read of a store: hours (with the weekly hours), days off, closure, capacity,
 * and whether it takes a 예약금.
 */
const rulesColumns = {
  openTime: stores.openTime,
  closeTime: stores.closeTime,
  weeklyHours: stores.weeklyHours,
  dayOff: stores.dayOff,
  closureStart: stores.closureStart,
  closureEnd: stores.closureEnd,
  capacity: stores.capacity,
  depositOn: sql<boolean>`coalesce(${stores.depositPolicy} @> '{"enabled": true}', false)`,
};

/** A store's booking rules: the engine's, and whether a booking must go with a deposit (ADR-0051). */
export interface StoreRules extends SeatedStore {
  depositOn: boolean;
}

const searchColumns = {
  ...cardColumns,
  // Spelled out: drizzle writes a select list's columns unqualified, which the subquery would take for its own.
  imageKey: sql<string | null>`(select si.image_key from store_images si where si.store_no = "stores"."store_no"
                                order by si.position, si.id limit 1)`,
  ...rulesColumns,
};

/**
 * The stores that match the filter, not deleted, in the asked order: the page `range` with the count of
 * every match, or (without `range`) every match.
 */
export async function findSearchStores(
  db: Queryable,
  filter: StoreFilter,
  sort: StoreSort,
  range?: { offset: number; limit: number },
): Promise<{ stores: SearchStore[]; total: number }> {
  const where = storeFilterCondition(filter);
  const query = db
    .select(searchColumns)
    .from(stores)
    .where(where)
    .orderBy(...ORDERS[sort]);
  if (!range) {
    const rows = (await query) as SearchStore[];
    return { stores: rows, total: rows.length };
  }
  const [rows, [counted]] = await Promise.all([
    query.limit(range.limit).offset(range.offset),
    db.select({ total: count() }).from(stores).where(where),
  ]);
  return { stores: rows as SearchStore[], total: counted?.total ?? 0 };
}

/**
 * The stores that match the filter, not deleted, grouped by the rules the engine reads (hours, days
 * off, closure, capacity), each group with its stores' numbers: a city's stores share a few sets of
 * rules, so the nearest times count per group instead of reading and weighing every store.
 */
export async function findAlikeStores(db: Queryable, filter: StoreFilter): Promise<AlikeStores> {
  const rows = await db
    .select({ ...rulesColumns, storeNos: sql<number[]>`array_agg(${stores.storeNo})` })
    .from(stores)
    .where(storeFilterCondition(filter))
    .groupBy(...Object.values(rulesColumns));
  const groupOf = new Map<number, AlikeGroup>();
  const groups = rows.map(({ storeNos, ...store }) => {
    const group = { store, count: storeNos.length };
    for (const storeNo of storeNos) groupOf.set(storeNo, group);
    return group;
  });
  return { groups, groupOf };
}

/** What booking needs of a store (hours, days off, closure, capacity); undefined for a deleted or missing one. */
export async function findStoreRules(db: Queryable, storeNo: number): Promise<StoreRules | undefined> {
  const [row] = await db
    .select(rulesColumns)
    .from(stores)
    .where(and(eq(stores.storeNo, storeNo), isNull(stores.deletedAt)));
  return row;
}

/**
 * The earliest opening and the latest closing among the stores not deleted that have bookable hours (a
 * close at or before the open has none, `buildSlots`), over their usual hours and every weekday of their
 * weekly hours (a Saturday opening earlier than any usual hours counts); undefined without such a store.
 * `HH:mm` texts compare as times.
 */
export async function findOpenSpan(db: Queryable): Promise<{ open: string; close: string } | undefined> {
  const [row] = await rowsOf<{ open: string | null; close: string | null }>(
    db,
    sql`select min(span.open) as "open", max(span.close) as "close" from (
          select ${stores.openTime} as open, ${stores.closeTime} as close from ${stores}
          where ${stores.deletedAt} is null
          union all
          select day.value->>'open', day.value->>'close' from ${stores}, jsonb_each(${stores.weeklyHours}) as day
          where ${stores.deletedAt} is null and ${stores.weeklyHours} is not null
        ) as span
        where span.open < span.close`,
  );
  return row?.open && row.close ? { open: row.open, close: row.close } : undefined;
}
