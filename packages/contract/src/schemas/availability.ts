import { z } from 'zod';
import { STORE_SORTS } from '../enums.js';
import { MESSAGES } from '../messages.js';
import { HHMM_PATTERN, LIMITS } from '../rules.js';
import { pageIndex, singleLineText, ymd } from './common.js';
import { district, foodType } from './stores.js';

/** A party size in a query string: digits, 1 to the largest capacity a store may have. */
const partySize = singleLineText(MESSAGES.partySize)
  .regex(/^\d{1,4}$/, MESSAGES.partySize)
  .transform(Number)
  .pipe(z.number().int().min(1, MESSAGES.partySize).max(LIMITS.capacityMax, MESSAGES.partySize));

/** `true`/`1` or `false`/`0`, as a checkbox in a URL says it. */
const flag = z
  .enum(['true', 'false', '1', '0'], { error: MESSAGES.recheckInput })
  .transform((v) => v === 'true' || v === '1');

/**
 * GET /api/availability/stores — the store search of discovery: the filters of /api/store/list plus
 * the diner's date, time and party, a sort, and "only stores with a table" (`available`). `date` and
 * `time` default to the next whole hour in Seoul, `party` to 2.
 */
export const availabilitySearchQuery = z.object({
  search: singleLineText().max(100).optional().default(''),
  district: z.union([district, z.literal('')], { error: MESSAGES.recheckInput }).optional(),
  foodType: z.union([foodType, z.literal('')], { error: MESSAGES.recheckInput }).optional(),
  date: ymd.optional(),
  time: singleLineText().regex(HHMM_PATTERN, MESSAGES.recheckInput).optional(),
  party: partySize.optional(),
  sort: z.enum(STORE_SORTS, { error: MESSAGES.recheckInput }).optional().default('recommended'),
  available: flag.optional().default(false),
  page: pageIndex.optional().default(0),
  size: z.coerce
    .number({ error: MESSAGES.recheckInput })
    .int(MESSAGES.recheckInput)
    .min(1, MESSAGES.recheckInput)
    .max(50, MESSAGES.recheckInput)
    .optional()
    .default(LIMITS.searchPageSize),
});
export type AvailabilitySearchQuery = z.input<typeof availabilitySearchQuery>;

/** A bookable hour: a party of the asked size would get a table at `time`, with `left` seats free now. */
export const timeChip = z.object({ time: z.string(), left: z.number().int() });
export type TimeChip = z.infer<typeof timeChip>;

export const availableStore = z.object({
  storeNo: z.number().int(),
  storeName: z.string(),
  categoryAddress: z.string(),
  categoryFoodtype: z.string(),
  storeGrade: z.number(),
  reviewCount: z.number().int(),
  /** The main photo and its thumbnail (null for a store without photos). */
  storeImg: z.string().nullable(),
  storeThumb: z.string().nullable(),
  /** Up to 5 bookable hours of `date` nearest to `time` (at most 2 hours away), earliest first. */
  chips: z.array(timeChip),
  /**
   * The store's opening time when it opens on `date` later than the chips reach from `time` (a card
   * says when it opens instead of that the hours around `time` are full); null otherwise.
   */
  opensAt: z.string().nullable(),
});
export type AvailableStore = z.infer<typeof availableStore>;

export const availabilitySearchResponse = z.object({
  date: z.string(),
  time: z.string(),
  party: z.number().int(),
  sort: z.enum(STORE_SORTS),
  available: z.boolean(),
  content: z.array(availableStore),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /**
   * Only when no store of the page shows a chip: the hours nearest to the asked one (that day, then
   * the next) at which some store of the filter has a table for the party, with how many stores.
   */
  nearestTimes: z.array(z.object({ date: z.string(), time: z.string(), stores: z.number().int() })),
});
export type AvailabilitySearchResponse = z.infer<typeof availabilitySearchResponse>;

/** GET /api/availability/stores/{storeNo}?party=&from= — the store page's next bookable times. */
export const nextTimesQuery = z.object({ party: partySize.optional(), from: ymd.optional() });
export const storeNextTimes = z.object({
  storeNo: z.number().int(),
  party: z.number().int(),
  /** The first 3 days from `from` (default today) with a table for the party, each with all its bookable hours. */
  days: z.array(z.object({ date: z.string(), times: z.array(timeChip) })),
});
export type StoreNextTimes = z.infer<typeof storeNextTimes>;

/**
 * GET /api/availability/hours — the whole hours the time picker offers: every hour from the earliest
 * opening to the last hour before the latest closing among the stores (`07:00`…`22:00`), empty when no
 * store has hours.
 */
export const searchHours = z.object({ times: z.array(z.string()) });
export type SearchHours = z.infer<typeof searchHours>;
