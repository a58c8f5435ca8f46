import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { HHMM_PATTERN, LIMITS } from '../rules.js';
import { singleLineText, ymd } from './common.js';

const capacityMessage = MESSAGES.slotCapacityRule;

/** GET /api/owner/slots?date= — one day of the owner's store; the date defaults to Seoul today. */
export const ownerSlotsQuery = z.object({ date: ymd.optional() });

/**
 * PUT /api/owner/slots — the capacity of one hour (`time`) or of the whole date (`time: null`) of the
 * owner's store: 0 closes it, `null` removes the override (the store's capacity applies again). Both
 * `time` and `capacity` must be present, so a body that forgot one never closes a whole day.
 */
export const slotOverrideBody = z.object({
  date: ymd,
  time: z.union([singleLineText().regex(HHMM_PATTERN, MESSAGES.slotTimeRule), z.null()], {
    error: MESSAGES.slotTimeRule,
  }),
  capacity: z.union(
    [z.number().int(capacityMessage).min(0, capacityMessage).max(LIMITS.capacityMax, capacityMessage), z.null()],
    { error: capacityMessage },
  ),
});
export type SlotOverrideBody = z.infer<typeof slotOverrideBody>;

export const ownerSlot = z.object({
  time: z.string(),
  /** The hour's capacity now: its override, else the date's, else the store's (0 = closed). */
  capacity: z.number().int(),
  /** Seats taken by confirmed bookings (may exceed `capacity` after the owner lowered it). */
  booked: z.number().int(),
  /** The hour has its own override (`capacity` comes from it). */
  overridden: z.boolean(),
  /** The hour has started (Seoul): nothing can be booked in it any more, so there is nothing to change. */
  started: z.boolean(),
});
export type OwnerSlot = z.infer<typeof ownerSlot>;

export const ownerSlotDay = z.object({
  storeNo: z.number().int(),
  date: z.string(),
  /** The store's own capacity per hour (the most an override may set). */
  storeCapacity: z.number().int(),
  /** The capacity the owner set for the whole date, or null. */
  dayCapacity: z.number().int().nullable(),
  /** The store is closed that day anyway (day off or temporary closure): nothing can be booked. */
  dayOff: z.boolean(),
  /** The booking window, for the date picker: Seoul today and the last bookable date. */
  today: z.string(),
  lastBookableDate: z.string(),
  slots: z.array(ownerSlot),
});
export type OwnerSlotDay = z.infer<typeof ownerSlotDay>;
