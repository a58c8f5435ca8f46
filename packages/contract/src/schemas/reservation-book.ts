import { z } from 'zod';
import { LEDGER_STATUSES } from '../enums.js';
import { isValidYmd } from '../rules.js';
import { MESSAGES } from '../messages.js';
import { pageIndex, pageOf, singleLineText, ymd } from './common.js';
import { depositMoney, ownerDashboardDay, ownerReservationItem } from './reservations.js';

/**
 * What the owner's reservation book (예약 장부, docs/adr/0050-reservation-book.md) narrows its bookings
 * by: a date range (`from`, `to`, `yyyy-MM-dd`, both counted, either may be left open), a status, and a
 * search in the guest's name or phone number. Each is optional; a new filter is one more optional field.
 */
export const ledgerFilter = z.object({
  from: ymd.optional(),
  to: ymd.optional(),
  status: z.enum(LEDGER_STATUSES, { error: MESSAGES.recheckInput }).optional(),
  /** Part of the guest's name, or of their phone number's digits (hyphens or not). Blank: no search. */
  q: singleLineText()
    .trim()
    .max(100, MESSAGES.recheckInput)
    .optional()
    .transform((v) => v || undefined),
});
export type LedgerFilter = z.input<typeof ledgerFilter>;

// GET /api/owner/reservations?from=&to=&status=&q=&page=
export const ledgerQuery = ledgerFilter.extend({ page: pageIndex });
export type LedgerQuery = z.input<typeof ledgerQuery>;

// GET /api/owner/reservations.csv?from=&to=&status=&q= — the range is required there
const rangeEnd = singleLineText(MESSAGES.ledgerRangeRequired).refine(isValidYmd, MESSAGES.recheckInput);
export const ledgerCsvQuery = ledgerFilter.extend({ from: rangeEnd, to: rangeEnd });
export type LedgerCsvQuery = z.input<typeof ledgerCsvQuery>;

/** A booking of the book: the owner list's row, with the guest's phone and where the booking stands. */
export const ledgerItem = ownerReservationItem.extend({
  userPhone: z.string(),
  ledgerStatus: z.enum(LEDGER_STATUSES),
  /** Our addition: the booking's 예약금 as money moved (as the detail's `deposit`); absent without a payment. */
  deposit: depositMoney,
});
export type LedgerItem = z.infer<typeof ledgerItem>;

export const ledgerList = pageOf('reservationList', ledgerItem).extend({
  /** Bookings matching the filter in all pages. */
  totalCount: z.number().int(),
});
export type LedgerList = z.infer<typeof ledgerList>;

// GET /api/owner/reservations/day?date=
export const ledgerDayQuery = z.object({ date: ymd });
export const ledgerDay = z.object({
  /** Seoul today, `yyyy-MM-dd`, so "오늘" agrees with the server. */
  today: z.string(),
  /** The day's counts, as the dashboard's days count them. */
  summary: ownerDashboardDay,
  /** Every booking of the day, cancelled ones included, by time and then as booked. */
  bookings: z.array(ledgerItem),
});
export type LedgerDay = z.infer<typeof ledgerDay>;

// GET /api/owner/reservations/month?month=yyyy-MM
export const ledgerMonthQuery = z.object({
  month: singleLineText().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MESSAGES.recheckInput),
});
export const ledgerMonth = z.object({
  month: z.string(),
  today: z.string(),
  /** Every day of the month, the first first. */
  days: z.array(ownerDashboardDay),
  /**
   * Our addition: the 예약금 of the month's bookings (by their dates) — charged, refunded (refunds done),
   * and what the store keeps of it (노쇼·취소 위약금, charged less refunded).
   */
  deposits: z.object({ paid: z.number().int(), refunded: z.number().int(), kept: z.number().int() }).optional(),
});
export type LedgerMonth = z.infer<typeof ledgerMonth>;
