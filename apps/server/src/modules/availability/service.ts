import { z } from 'zod';
import {
  type AvailabilitySearchResponse,
  type DaySlots,
  LIMITS,
  type StoreNextTimes,
  type StoreSort,
  addDays,
  type availabilitySearchQuery,
  minutesOf,
  nextWholeHour,
  type nextTimesQuery,
} from '@siktak/contract';
import { AppError, notFound } from '../../platform/errors.js';
import type { AppContext } from '../../platform/context.js';
import { cachedJson } from '../../platform/json-cache.js';
import {
  bookingWindow,
  isStoreClosedOn,
  parseBookingDate,
  parseBookingTime,
  refusalOf,
} from '../reservations/booking-rules.js';
import { averageGrade } from '../stores/mapping.js';
import { findStore, findStores } from '../stores/queries.js';
import { parseNameQuery } from '../stores/search.js';
import { STORE_CACHE_PREFIX } from '../stores/service.js';
import { chipsAround, dayStates, partyChips, seatsLeft } from './engine.js';
import { type StoreLoads, findLoads, loadsOn } from './queries.js';

/** Store rows change rarely and every store, review or rating write drops them (STORE_CACHE_PREFIX). */
const CATALOG_MS = 15_000;
/** Catalogs kept parsed per process, by ETag (content-addressed, so never stale). */
const PARSED_MAX = 64;
/** Times an empty answer suggests. */
const NEAREST_MAX = 3;

/** What discovery needs of a store: its card and its booking rules. Seats are read live beside it. */
const catalogRow = z.object({
  storeNo: z.number(),
  name: z.string(),
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
});
type CatalogRow = z.infer<typeof catalogRow>;
const catalogSchema = z.array(catalogRow);

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

const storeNosOf = (rows: readonly CatalogRow[]) => rows.map((row) => row.storeNo);
const storeNotFound = () => notFound('가게 정보를 찾을 수 없습니다.');

export function availabilityService(ctx: AppContext) {
  const parsed = new Map<string, CatalogRow[]>();

  /** The stores matching the filters in the asked order, from the shared cache. */
  async function catalog(
    filter: { search: string; district: string; foodType: string },
    sort: StoreSort,
  ): Promise<CatalogRow[]> {
    const key = `${STORE_CACHE_PREFIX}availability:${JSON.stringify([filter, sort])}`;
    const entry = await cachedJson(ctx.cache, key, CATALOG_MS, catalogSchema, async () => {
      const rows = await findStores(ctx.db, {
        name: parseNameQuery(filter.search),
        district: filter.district || undefined,
        foodType: filter.foodType || undefined,
      });
      const compact = rows.map((row) => ({ ...row, imageKey: row.images[0] ?? null }));
      const order = ORDERS[sort];
      return order ? compact.sort(order) : compact;
    });
    let rows = parsed.get(entry.etag);
    if (!rows) {
      rows = JSON.parse(entry.json) as CatalogRow[];
      if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string);
      parsed.set(entry.etag, rows);
    }
    return rows;
  }

  async function openStore(storeNo: number) {
    const store = await findStore(ctx.db, storeNo);
    if (!store || store.deletedAt) throw storeNotFound();
    return store;
  }

  /** The hours nearest to `time` (that day, then the next) at which some of the stores seat the party. */
  async function nearestTimes(rows: CatalogRow[], date: string, time: string, party: number, now: Date) {
    const next = addDays(date, 1);
    const loads = await findLoads(ctx.db, storeNosOf(rows), date, next);
    const at = minutesOf(time);
    const found: { date: string; time: string; stores: number }[] = [];
    for (const day of [date, next]) {
      const stores = new Map<string, number>();
      for (const row of rows) {
        for (const chip of partyChips(dayStates(row, day, loadsOn(loads, row.storeNo, day), now), party)) {
          stores.set(chip.time, (stores.get(chip.time) ?? 0) + 1);
        }
      }
      const distance = (t: string) => Math.abs(minutesOf(t) - at);
      const times = [...stores.keys()].sort((a, b) => distance(a) - distance(b) || minutesOf(a) - minutesOf(b));
      for (const t of times) found.push({ date: day, time: t, stores: stores.get(t) as number });
    }
    return found.slice(0, NEAREST_MAX);
  }

  return {
    /**
     * One page of stores with their time chips for the party around the asked hour. The store rows
     * come from the catalog cache; the booked seats of the page's stores are one live statement, and
     * with `available` the seats of every matching store, so the page holds only stores with a chip.
     */
    async search(query: z.output<typeof availabilitySearchQuery>): Promise<AvailabilitySearchResponse> {
      const now = ctx.clock.now();
      const asked = nextWholeHour(now);
      const date = query.date ?? asked.date;
      const time = query.time ?? asked.time;
      const party = query.party ?? LIMITS.partyDefault;
      const { page, size } = query;
      const rows = await catalog(
        { search: query.search, district: query.district ?? '', foodType: query.foodType ?? '' },
        query.sort,
      );
      const withChips = (row: CatalogRow, loads: StoreLoads) => ({
        row,
        chips: chipsAround(dayStates(row, date, loadsOn(loads, row.storeNo, date), now), party, time),
      });
      const pageOf = <T>(items: T[]) => items.slice(page * size, page * size + size);

      let total: number;
      let cards: ReturnType<typeof withChips>[];
      if (query.available) {
        const loads = await findLoads(ctx.db, storeNosOf(rows), date);
        const open = rows.map((row) => withChips(row, loads)).filter((card) => card.chips.length > 0);
        total = open.length;
        cards = pageOf(open);
      } else {
        const pageRows = pageOf(rows);
        const loads = await findLoads(ctx.db, storeNosOf(pageRows), date);
        total = rows.length;
        cards = pageRows.map((row) => withChips(row, loads));
      }
      const noChips = cards.every((card) => card.chips.length === 0);
      return {
        date,
        time,
        party,
        sort: query.sort,
        available: query.available,
        content: cards.map(({ row, chips }) => ({
          storeNo: row.storeNo,
          storeName: row.name,
          categoryAddress: row.district,
          categoryFoodtype: row.foodType,
          storeGrade: averageGrade(row.gradeSum, row.reviewCount),
          reviewCount: row.reviewCount,
          storeImg: ctx.urls.url(row.imageKey),
          storeThumb: ctx.urls.thumb(row.imageKey),
          chips,
        })),
        totalElements: total,
        totalPages: Math.max(1, Math.ceil(total / size)),
        page,
        size,
        nearestTimes: noChips ? await nearestTimes(rows, date, time, party, now) : [],
      };
    },

    /** The first LIMITS.nextTimesDays days from `from` (default today) on which the store seats the party. */
    async nextTimes(storeNo: number, query: z.output<typeof nextTimesQuery>): Promise<StoreNextTimes> {
      const store = await openStore(storeNo);
      const now = ctx.clock.now();
      const { today, lastBookableDate } = bookingWindow(now);
      const from = query.from && query.from > today ? query.from : today;
      const party = query.party ?? LIMITS.partyDefault;
      const loads = await findLoads(ctx.db, [storeNo], from, lastBookableDate);
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
      const loads = await findLoads(ctx.db, [storeNo], date);
      return {
        reservationDate: date,
        closed: isStoreClosedOn(store, date),
        slots: dayStates(store, date, loadsOn(loads, storeNo, date), ctx.clock.now()),
      };
    },

    /**
     * Seats a person could book in the slot right now: capacity minus the booked seats, and 0 when
     * the slot cannot be booked at all (closed day, started, outside the window). A time that is not
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
      const loads = await findLoads(ctx.db, [storeNo], date);
      return seatsLeft(store, loadsOn(loads, storeNo, date).get(time) ?? 0);
    },
  };
}
