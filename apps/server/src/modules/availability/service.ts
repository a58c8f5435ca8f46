import type { z } from 'zod';
import {
  type AvailabilitySearchResponse,
  type AvailableStore,
  type DaySlots,
  LIMITS,
  MESSAGES,
  SLOT_MINUTES,
  type SearchHours,
  type StoreNextTimes,
  addDays,
  type availabilitySearchQuery,
  minutesOf,
  nextWholeHour,
  type nextTimesQuery,
} from '@siktak/contract';
import { readThrough } from '../../platform/cache.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { bookingWindow, isStoreClosedOn, parseBookingDate, parseBookingTime, refusalOf } from '../booking-day/index.js';
import { STORE_CACHE_PREFIX, parseKeywords, storeCachePrefix, storeCardFields } from '../stores/index.js';
import {
  type AlikeStores,
  type SeatedStore,
  capacityAt,
  chipsAround,
  dayStates,
  partyChips,
  seatsLeft,
  storesPerHour,
} from './engine.js';
import {
  type SearchStore,
  type StoreLoads,
  type StoreRules,
  findOpenSpan,
  findStoreRules,
  loadsOn,
  loadsOfDate,
} from './queries.js';
import { seatReads } from './seat-reads.js';
import { storePages } from './store-pages.js';

/** How long a store's rules are kept; a write of the store drops them at once (`storeCachePrefix`). */
const RULES_TTL_MS = 60_000;
/**
 * The store's opening time when it opens on `date` beyond the chips' reach from `time`
 * (LIMITS.chipWindowMinutes): the card then says when it opens. Null on a closed day, for a store
 * without bookable hours, or when the asked time is near or past the opening.
 */
function opensLaterThan(store: SeatedStore, date: string, time: string): string | null {
  const open = minutesOf(store.openTime);
  const hasHours = open < minutesOf(store.closeTime);
  const later = open - minutesOf(time) > LIMITS.chipWindowMinutes;
  return hasHours && later && !isStoreClosedOn(store, date) ? store.openTime : null;
}

/** Times an empty answer suggests. */
const NEAREST_MAX = 3;

const rulesKey = (storeNo: number) => `${storeCachePrefix(storeNo)}rules`;
/** The time picker's hours: under the stores' prefix, so any store write drops them. */
const HOURS_KEY = `${STORE_CACHE_PREFIX}search-hours`;
const storeNosOf = (stores: readonly SearchStore[]) => stores.map((store) => store.storeNo);
const storeNotFound = () => notFound(MESSAGES.storeNotFound);

export function availabilityService(ctx: AppContext) {
  const pages = storePages(ctx);
  const findLoads = seatReads(ctx.db);

  /**
   * What the engine needs of a store (hours, days off, closure, capacity), kept in the shared cache so
   * the availability reads and a booking do not read the store row; every store write drops it
   * (`storeCachePrefix`), and a read begun before a write is not kept after it (`setUnlessInvalidated`).
   * A booking re-checks capacity and deletion in `book_table`, so a stale entry never lets one past
   * them. Null for a missing or deleted store.
   */
  function storeRules(storeNo: number): Promise<StoreRules | null> {
    return readThrough(
      ctx.cache,
      rulesKey(storeNo),
      RULES_TTL_MS,
      async () => (await findStoreRules(ctx.db, storeNo)) ?? null,
    );
  }

  async function openStore(storeNo: number): Promise<SeatedStore> {
    const store = await storeRules(storeNo);
    if (!store) throw storeNotFound();
    return store;
  }

  /**
   * The hours nearest to `time` (that day, then the next) at which some of the stores seat the party,
   * with every store's seats of the two dates.
   */
  async function nearestTimes(
    alike: AlikeStores,
    date: string,
    time: string,
    party: number,
    now: Date,
  ): Promise<AvailabilitySearchResponse['nearestTimes']> {
    const next = addDays(date, 1);
    const loads = await findLoads('every', [date, next]);
    const at = minutesOf(time);
    const distance = (t: string) => Math.abs(minutesOf(t) - at);
    const found: AvailabilitySearchResponse['nearestTimes'] = [];
    for (const day of [date, next]) {
      const storesAt = storesPerHour(alike, day, loadsOfDate(loads, day), now, party);
      const times = [...storesAt.keys()].sort((a, b) => distance(a) - distance(b) || minutesOf(a) - minutesOf(b));
      for (const t of times) found.push({ date: day, time: t, stores: storesAt.get(t) as number });
    }
    return found.slice(0, NEAREST_MAX);
  }

  /** Every whole hour from the earliest opening to the last hour before the latest closing. */
  async function readHours(): Promise<SearchHours> {
    const span = await findOpenSpan(ctx.db);
    const times: string[] = [];
    if (span) {
      const close = minutesOf(span.close);
      const first = Math.floor(minutesOf(span.open) / SLOT_MINUTES) * SLOT_MINUTES;
      for (let t = first; t < close; t += SLOT_MINUTES) times.push(`${String(t / 60).padStart(2, '0')}:00`);
    }
    return { times };
  }

  /** The seats left in a slot now (`seatsAt`) and its capacity; the errors of `seatsAt`. */
  async function slotSeats(storeNo: number, rawDate: string, rawTime: string) {
    const store = await openStore(storeNo);
    const date = parseBookingDate(rawDate);
    const time = parseBookingTime(rawTime);
    if (!date || !time) throw new AppError('E120');
    const refusal = refusalOf(store, { date, time }, ctx.clock.now());
    if (refusal === 'E120') throw new AppError('E120');
    const loads = await findLoads([storeNo], [date]);
    const day = loadsOn(loads, storeNo, date);
    return { left: refusal ? 0 : seatsLeft(store, day, time), capacity: capacityAt(store, day, time) };
  }

  return {
    storeRules,

    /**
     * The hours the time picker offers (GET /api/availability/hours): only hours when some store is open,
     * kept in the shared cache like a store's rules until a store write (`STORE_CACHE_PREFIX`).
     */
    hours(): Promise<SearchHours> {
      return readThrough(ctx.cache, HOURS_KEY, RULES_TTL_MS, readHours);
    },

    /**
     * One page of stores with their time chips for the party around the asked hour. The page of stores
     * comes from SQL (`storePages`: filtered, ordered, counted and cut there, kept until a store
     * write); the seats of the page's stores are one live statement, and the engine gives the chips.
     */
    async search(query: z.output<typeof availabilitySearchQuery>): Promise<AvailabilitySearchResponse> {
      const now = ctx.clock.now();
      const asked = nextWholeHour(now);
      const date = query.date ?? asked.date;
      const time = query.time ?? asked.time;
      const party = query.party ?? LIMITS.partyDefault;
      const { page, size, sort } = query;
      const filter = {
        keywords: parseKeywords(query.search),
        district: query.district || undefined,
        foodType: query.foodType || undefined,
      };
      const cardOf = (store: SearchStore, loads: StoreLoads): AvailableStore => ({
        ...storeCardFields(store),
        storeImg: ctx.urls.url(store.imageKey),
        storeThumb: ctx.urls.thumb(store.imageKey),
        chips: chipsAround(dayStates(store, date, loadsOn(loads, store.storeNo, date), now, time), party, time),
        opensAt: opensLaterThan(store, date, time),
      });

      let total: number;
      let content: AvailableStore[];
      if (query.available) {
        // Whether a store has a table depends on its hours, days off, closure and that date's seats, all
        // of which the engine already weighs: so every matching store is read in order (`storePages`,
        // kept until a store write) with every store's seats of the date (one statement), and the stores
        // without a chip are left out here, rather than the booking rules being written again in SQL.
        // A city's stores are a few thousand rows.
        const everyMatch = await pages.page({ filter, sort });
        const loads = await findLoads('every', [date]);
        const open = everyMatch.stores.map((store) => cardOf(store, loads)).filter((card) => card.chips.length > 0);
        total = open.length;
        content = open.slice(page * size, page * size + size);
      } else {
        const found = await pages.page({ filter, sort, range: { offset: page * size, limit: size } });
        const loads = await findLoads(storeNosOf(found.stores), [date]);
        total = found.total;
        content = found.stores.map((store) => cardOf(store, loads));
      }
      // Only when no store of the page shows a chip: the nearest hours some matching store has a table.
      const nearest = content.every((card) => card.chips.length === 0)
        ? await nearestTimes(await pages.alike(filter), date, time, party, now)
        : [];
      return {
        date,
        time,
        party,
        sort,
        available: query.available,
        content,
        totalElements: total,
        totalPages: Math.max(1, Math.ceil(total / size)),
        page,
        size,
        nearestTimes: nearest,
      };
    },

    /** The first LIMITS.nextTimesDays days from `from` (default today) on which the store seats the party. */
    async nextTimes(storeNo: number, query: z.output<typeof nextTimesQuery>): Promise<StoreNextTimes> {
      const store = await openStore(storeNo);
      const now = ctx.clock.now();
      const { today, lastBookableDate } = bookingWindow(now);
      const from = query.from && query.from > today ? query.from : today;
      const party = query.party ?? LIMITS.partyDefault;
      const dates: string[] = [];
      for (let date = from; date <= lastBookableDate; date = addDays(date, 1)) dates.push(date);
      const loads = await findLoads([storeNo], dates);
      const days: StoreNextTimes['days'] = [];
      for (const date of dates) {
        const times = partyChips(dayStates(store, date, loadsOn(loads, storeNo, date), now), party);
        if (times.length > 0) days.push({ date, times });
        if (days.length === LIMITS.nextTimesDays) break;
      }
      return { storeNo, party, days };
    },

    /** Every slot of a day with the seats left and whether it can be booked now (our booking page). */
    async daySlots(storeNo: number, rawDate: string): Promise<DaySlots> {
      const store = await openStore(storeNo);
      const date = parseBookingDate(rawDate);
      if (!date) throw new AppError('E120');
      const loads = await findLoads([storeNo], [date]);
      return {
        reservationDate: date,
        closed: isStoreClosedOn(store, date),
        slots: dayStates(store, date, loadsOn(loads, storeNo, date), ctx.clock.now()),
      };
    },

    /**
     * Seats a person could book in the slot right now: the slot's capacity (the owner's override, else
     * the store's) minus the booked seats, and 0 when the slot cannot be booked at all (closed day,
     * started, outside the window). A time that is not one of the store's slots, or a malformed date, is E120.
     */
    async seatsAt(storeNo: number, rawDate: string, rawTime: string): Promise<number> {
      return (await slotSeats(storeNo, rawDate, rawTime)).left;
    },

    /** `seatsAt` with the slot's capacity (the owner's override, else the store's; 0 = closed by the owner). */
    slotSeats,
  };
}
