import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  type DaySlots,
  LIMITS,
  type StoreNextTimes,
  type StoreSort,
  addDays,
  type availabilitySearchQuery,
  minutesOf,
  nextWholeHour,
  type nextTimesQuery,
  MESSAGES,
} from '@siktak/contract';
import { AppError, notFound } from '../../platform/errors.js';
import type { AppContext } from '../../platform/context.js';
import { readThrough } from '../../platform/cache.js';
import {
  bookingWindow,
  isStoreClosedOn,
  parseBookingDate,
  parseBookingTime,
  refusalOf,
} from '../reservations/index.js';
import {
  STORE_CACHE_PREFIX,
  STORE_LISTS_CACHE_PREFIX,
  findStore,
  matchesName,
  parseNameQuery,
  storeCardFields,
} from '../stores/index.js';
import { cardHead, searchAnswer } from './answer.js';
import { type SeatedStore, chipsOfStores, dayStates, partyChips, seatsLeft, storesPerHour } from './engine.js';
import { liveLoadsOf } from './loads-kept.js';
import { type CatalogRow, type StoreLoads, catalogSchema, findCatalogRows, loadsOfDate, loadsOn } from './queries.js';

/** Store rows change rarely and every store, review or rating write drops them (STORE_CACHE_PREFIX). */
const CATALOG_MS = 15_000;
const CATALOG_KEY = `${STORE_LISTS_CACHE_PREFIX}availability-catalog`;
/** Filter × sort lists kept per catalog version (the bench's mix has about 100). */
const LISTS_MAX = 512;
/** How long a store's rules are kept; every store write drops them at once (STORE_CACHE_PREFIX). */
const RULES_TTL_MS = 60_000;
/** Times an empty answer suggests. */
const NEAREST_MAX = 3;

/** Recommended: the average pulled towards 3.5 by five imaginary reviews, so one 5-star review does not top the list. */
const PRIOR_MEAN = 3.5;
const PRIOR_WEIGHT = 5;
const recommendScore = (row: CatalogRow) =>
  (row.gradeSum + PRIOR_MEAN * PRIOR_WEIGHT) / (row.reviewCount + PRIOR_WEIGHT);
const average = (row: CatalogRow) => (row.reviewCount > 0 ? row.gradeSum / row.reviewCount : 0);

/**
 * The orders of the search, each ending on the store number so equal stores keep their places
 * between pages. Rows arrive newest first, so `latest` keeps that order.
 */
const ORDERS: Record<StoreSort, ((a: CatalogRow, b: CatalogRow) => number) | null> = {
  recommended: (a, b) =>
    recommendScore(b) - recommendScore(a) || b.reviewCount - a.reviewCount || b.storeNo - a.storeNo,
  rating: (a, b) => average(b) - average(a) || b.reviewCount - a.reviewCount || b.storeNo - a.storeNo,
  reviews: (a, b) => b.reviewCount - a.reviewCount || average(b) - average(a) || b.storeNo - a.storeNo,
  latest: null,
};

interface StoreFilter {
  search: string;
  district: string;
  foodType: string;
}

/** The stores of one catalog version, already in the asked order, that match a filter (filtering keeps the order). */
function listOf(ordered: readonly CatalogRow[], filter: StoreFilter): CatalogRow[] {
  const name = parseNameQuery(filter.search);
  return ordered.filter(
    (row) =>
      (!filter.district || row.district === filter.district) &&
      (!filter.foodType || row.foodType === filter.foodType) &&
      matchesName(name, row),
  );
}

interface HeldCatalog {
  etag: string;
  rows: CatalogRow[];
  orders: Map<StoreSort, CatalogRow[]>;
  lists: Map<string, CatalogRow[]>;
  /** Each store's card up to its chips, written on first use (`cardHead`). */
  heads: Map<number, string>;
}

/** The rows of a catalog version in one order, sorted on first use (rows arrive newest first: `latest`). */
function inOrder(catalog: HeldCatalog, sort: StoreSort): CatalogRow[] {
  let ordered = catalog.orders.get(sort);
  if (!ordered) {
    const order = ORDERS[sort];
    ordered = order ? [...catalog.rows].sort(order) : catalog.rows;
    catalog.orders.set(sort, ordered);
  }
  return ordered;
}

const storeNosOf = (rows: readonly CatalogRow[]) => rows.map((row) => row.storeNo);
/** The store numbers of each whole list, worked out once (a list is fixed per catalog version). */
const listNumbers = new WeakMap<readonly CatalogRow[], number[]>();
function storeNosOfList(list: readonly CatalogRow[]): number[] {
  let numbers = listNumbers.get(list);
  if (!numbers) {
    numbers = storeNosOf(list);
    listNumbers.set(list, numbers);
  }
  return numbers;
}
const rulesKey = (storeNo: number) => `${STORE_CACHE_PREFIX}rules:${storeNo}`;
const storeNotFound = () => notFound(MESSAGES.storeNotFound);

export function availabilityService(ctx: AppContext) {
  /** The live seat reads of the process, sent together per turn of the event loop. */
  const readLoads = liveLoadsOf(ctx.db);
  /** Store rules being read from the database, by store number, with the cache mark they were read under. */
  const readingRules = new Map<number, { mark: string; rules: Promise<SeatedStore | null> }>();
  /**
   * The latest catalog version this process has read, with its rows in each order (sorted once per
   * version, not once per filter) and the filtered lists derived from them.
   */
  let held: HeldCatalog | undefined;

  /**
   * The stores matching the filters in the asked order. One narrow catalog of every store is shared
   * through the cache (rebuilt every CATALOG_MS or after any store write), parsed once per version
   * in each process, and each filter × sort list is derived from it in memory once per version.
   */
  async function catalog(filter: StoreFilter, sort: StoreSort): Promise<{ rows: CatalogRow[]; held: HeldCatalog }> {
    const entry = (await readThrough(ctx.cache, CATALOG_KEY, CATALOG_MS, async () => {
      const json = JSON.stringify(catalogSchema.parse(await findCatalogRows(ctx.db)));
      return { json, etag: createHash('sha1').update(json).digest('base64url') };
    })) as { json: string; etag: string };
    if (held?.etag !== entry.etag)
      held = { etag: entry.etag, rows: JSON.parse(entry.json), orders: new Map(), lists: new Map(), heads: new Map() };
    const key = JSON.stringify([filter.search, filter.district, filter.foodType, sort]);
    let list = held.lists.get(key);
    if (!list) {
      list = listOf(inOrder(held, sort), filter);
      if (held.lists.size >= LISTS_MAX) held.lists.clear();
      held.lists.set(key, list);
    }
    return { rows: list, held };
  }

  /** A store's card up to its chips, kept with the catalog version it was written from. */
  function headOf(version: HeldCatalog, row: CatalogRow): string {
    let head = version.heads.get(row.storeNo);
    if (!head) {
      head = cardHead({
        ...storeCardFields(row),
        storeImg: ctx.urls.url(row.imageKey),
        storeThumb: ctx.urls.thumb(row.imageKey),
      });
      version.heads.set(row.storeNo, head);
    }
    return head;
  }

  /**
   * What the engine needs of a store (hours, days off, closure, capacity), kept in the shared cache so
   * the availability reads and a booking do not read the store row; every store write drops it
   * (STORE_CACHE_PREFIX). A booking re-checks capacity and deletion in `book_table`, so a stale entry
   * never lets one past them. Null for a missing or deleted store.
   */
  async function storeRules(storeNo: number): Promise<SeatedStore | null> {
    const cached = await ctx.cache.get<SeatedStore | null>(rulesKey(storeNo));
    if (cached !== undefined) return cached;
    // The first of a rush's requests reads the row; the others asking meanwhile share its read, unless
    // a store write came in between (as `readThrough` does): a read started before it is stale.
    const mark = await ctx.cache.mark();
    const pending = readingRules.get(storeNo);
    if (pending?.mark === mark) return pending.rules;
    const rules = readRules(storeNo, mark).finally(() => {
      if (readingRules.get(storeNo)?.rules === rules) readingRules.delete(storeNo);
    });
    readingRules.set(storeNo, { mark, rules });
    return rules;
  }

  async function readRules(storeNo: number, mark: string): Promise<SeatedStore | null> {
    const store = await findStore(ctx.db, storeNo);
    const rules =
      store && !store.deletedAt
        ? {
            openTime: store.openTime,
            closeTime: store.closeTime,
            dayOff: store.dayOff,
            closureStart: store.closureStart,
            closureEnd: store.closureEnd,
            capacity: store.capacity,
          }
        : null;
    await ctx.cache.setUnlessInvalidated(mark, [[rulesKey(storeNo), rules]], RULES_TTL_MS);
    return rules;
  }

  async function openStore(storeNo: number): Promise<SeatedStore> {
    const store = await storeRules(storeNo);
    if (!store) throw storeNotFound();
    return store;
  }

  /** The hours nearest to `time` (that day, then the next) at which some of the stores seat the party. */
  async function nearestTimes(rows: CatalogRow[], date: string, time: string, party: number, now: Date) {
    const next = addDays(date, 1);
    const loads = await readLoads(storeNosOfList(rows), date, next);
    const at = minutesOf(time);
    const found: { date: string; time: string; stores: number }[] = [];
    for (const day of [date, next]) {
      const stores = storesPerHour(rows, day, loadsOfDate(loads, day), party, now);
      const distance = (t: string) => Math.abs(minutesOf(t) - at);
      const times = [...stores.keys()].sort((a, b) => distance(a) - distance(b) || minutesOf(a) - minutesOf(b));
      for (const t of times) found.push({ date: day, time: t, stores: stores.get(t) as number });
    }
    return found.slice(0, NEAREST_MAX);
  }

  return {
    storeRules,

    /**
     * One page of stores with their time chips for the party around the asked hour, as the answer's
     * bytes (`searchAnswer`: each card's store fields written once per catalog version). The store rows
     * come from the catalog cache; the booked seats of the page's stores are one live statement, and
     * with `available` the seats of every matching store, so the page holds only stores with a chip.
     */
    async search(query: z.output<typeof availabilitySearchQuery>): Promise<Buffer> {
      const now = ctx.clock.now();
      const asked = nextWholeHour(now);
      const date = query.date ?? asked.date;
      const time = query.time ?? asked.time;
      const party = query.party ?? LIMITS.partyDefault;
      const { page, size } = query;
      const { rows, held: version } = await catalog(
        { search: query.search, district: query.district ?? '', foodType: query.foodType ?? '' },
        query.sort,
      );
      const withChips = (cardRows: CatalogRow[], loads: StoreLoads) => {
        const chips = chipsOfStores(cardRows, date, (row) => loadsOn(loads, row.storeNo, date), party, time, now);
        return cardRows.map((row, k) => ({ row, chips: chips[k] ?? [] }));
      };
      const pageOf = <T>(items: T[]) => items.slice(page * size, page * size + size);

      let total: number;
      let cards: ReturnType<typeof withChips>;
      if (query.available) {
        const loads = await readLoads(storeNosOfList(rows), date);
        const open = withChips(rows, loads).filter((card) => card.chips.length > 0);
        total = open.length;
        cards = pageOf(open);
      } else {
        const pageRows = pageOf(rows);
        const loads = await readLoads(storeNosOf(pageRows), date);
        total = rows.length;
        cards = withChips(pageRows, loads);
      }
      const noChips = cards.every((card) => card.chips.length === 0);
      return searchAnswer(
        {
          date,
          time,
          party,
          sort: query.sort,
          available: query.available,
          content: [],
          totalElements: total,
          totalPages: Math.max(1, Math.ceil(total / size)),
          page,
          size,
          nearestTimes: noChips ? await nearestTimes(rows, date, time, party, now) : [],
        },
        cards.map(({ row, chips }) => ({ head: headOf(version, row), chips })),
      );
    },

    /** The first LIMITS.nextTimesDays days from `from` (default today) on which the store seats the party. */
    async nextTimes(storeNo: number, query: z.output<typeof nextTimesQuery>): Promise<StoreNextTimes> {
      const store = await openStore(storeNo);
      const now = ctx.clock.now();
      const { today, lastBookableDate } = bookingWindow(now);
      const from = query.from && query.from > today ? query.from : today;
      const party = query.party ?? LIMITS.partyDefault;
      const loads = await readLoads([storeNo], from, lastBookableDate);
      const days: StoreNextTimes['days'] = [];
      for (let date = from; date <= lastBookableDate && days.length < LIMITS.nextTimesDays; date = addDays(date, 1)) {
        const times = partyChips(dayStates(store, date, loadsOn(loads, storeNo, date), now), party);
        if (times.length > 0) days.push({ date, times });
      }
      return { storeNo, party, days };
    },

    /** Every slot of a day with the seats left and whether it can be booked now (our booking page). */
    async daySlots(storeNo: number, rawDate: string): Promise<DaySlots> {
      const store = await openStore(storeNo);
      const date = parseBookingDate(rawDate);
      if (!date) throw new AppError('E120');
      const loads = await readLoads([storeNo], date);
      return {
        reservationDate: date,
        closed: isStoreClosedOn(store, date),
        slots: dayStates(store, date, loadsOn(loads, storeNo, date), ctx.clock.now()),
      };
    },

    /**
     * Seats a person could book in the slot right now: the slot's capacity (the owner's override, else
     * the store's) minus the booked seats, and 0 when the slot cannot be booked at all (closed day, started, outside the window). A time that is not
     * one of the store's slots, or a malformed date, is E120.
     */
    async seatsAt(storeNo: number, rawDate: string, rawTime: string): Promise<number> {
      const store = await openStore(storeNo);
      const date = parseBookingDate(rawDate);
      const time = parseBookingTime(rawTime);
      if (!date || !time) throw new AppError('E120');
      const refusal = refusalOf(store, { date, time }, ctx.clock.now());
      if (refusal === 'E120') throw new AppError('E120');
      if (refusal) return 0;
      const loads = await readLoads([storeNo], date);
      return seatsLeft(store, loadsOn(loads, storeNo, date), time);
    },
  };
}
