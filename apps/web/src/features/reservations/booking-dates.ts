import type { ReservationStoreInfo } from '@siktak/contract';
import { type StoreHours, storeSlotsOn } from '@siktak/contract/hours';
import { LIMITS, isValidYmd } from '@siktak/contract/rules';
import { addDays, isClosedOn, seoulDate, seoulInstant } from '@siktak/contract/time';

/**
 * The booking screen's calendar and slot rules (the product spec's booking screen) as pure functions of the
 * store and "now". Every date is a Seoul `yyyy-MM-dd` string and every time a Seoul `HH:mm`, so the
 * result does not depend on the browser's time zone.
 */

export type BookingRules = StoreHours &
  Pick<ReservationStoreInfo, 'dayOff' | 'startDate' | 'endDate' | 'lastBookableDate'>;

/** True once the Seoul wall time `ymd hhmm` has come. */
export function hasStarted(ymd: string, hhmm: string, now: Date): boolean {
  return seoulInstant(ymd, hhmm.slice(0, 5)).getTime() <= now.getTime();
}

/** Past (Seoul date), beyond the booking window, a weekly day off or inside the temporary closure. */
export function isDayDisabled(ymd: string, rules: BookingRules, now: Date): boolean {
  if (ymd < seoulDate(now) || ymd > rules.lastBookableDate) return true;
  return isClosedOn(ymd, rules);
}

/**
 * The hourly slots of a day that can still be chosen: that weekday's hours without its break and after
 * its last booking time, as the server counts them (`storeSlotsOn`); today's started slots are left
 * out (spec §5: hidden, not shown disabled).
 */
export function slotsOf(ymd: string, rules: BookingRules, now: Date): string[] {
  return storeSlotsOn(rules, ymd).filter((time) => !hasStarted(ymd, time, now));
}

/**
 * The date selected when the page opens: the first day within the next 30 days (today included)
 * that is open and still has a slot ahead — today after closing time does not count.
 */
export function firstOpenDate(rules: BookingRules, now: Date): string | null {
  const today = seoulDate(now);
  for (let i = 0; i < LIMITS.firstOpenDateSearchDays; i++) {
    const day = addDays(today, i);
    if (!isDayDisabled(day, rules, now) && slotsOf(day, rules, now).length > 0) return day;
  }
  return null;
}

/**
 * What a link asked the booking page to select (`?date=&time=&party=`, from discovery's time chips),
 * each part kept only when the store can take it: an open day with hours left, one of that day's
 * hours still ahead, a party of 1 up to the store's largest online party. The rest is null.
 */
export function requestedBooking(
  params: URLSearchParams,
  rules: BookingRules & { maxPersonCount: number },
  now: Date,
): { date: string | null; time: string | null; party: number | null } {
  const wantedDate = params.get('date') ?? '';
  const date =
    isValidYmd(wantedDate) && !isDayDisabled(wantedDate, rules, now) && slotsOf(wantedDate, rules, now).length > 0
      ? wantedDate
      : null;
  const wantedTime = params.get('time') ?? '';
  const time = date && slotsOf(date, rules, now).includes(wantedTime) ? wantedTime : null;
  const party = Number(params.get('party'));
  return { date, time, party: Number.isInteger(party) && party >= 1 && party <= rules.maxPersonCount ? party : null };
}

/** `yyyy-MM` of a date. */
export function monthOf(ymd: string): string {
  return ymd.slice(0, 7);
}

/** The month `n` months after `yyyy-MM`. */
export function shiftMonth(month: string, n: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The weeks of a month, Sunday first; days of the neighbouring months are null. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = new Date(`${first}T00:00:00.000Z`).getUTCDay();
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** An owner may cancel a confirmed booking dated today or later (Seoul; spec §2). */
export function ownerMayCancel(status: string, reservationDate: string, now: Date): boolean {
  return status === 'Y' && reservationDate.slice(0, 10) >= seoulDate(now);
}

/**
 * The review column of the member's list (spec §4): nothing for a cancelled booking, a visit not yet
 * begun or a deleted store; otherwise write (YET), view (COM) or not eligible.
 */
export function reviewActionOf(
  row: { status: string; isDeleted: string; isReview: string; reservationDate: string; reservationTime: string },
  now: Date,
): 'write' | 'view' | 'none' | 'hidden' {
  if (row.status === 'N' || row.isDeleted === 'Y') return 'hidden';
  if (!hasStarted(row.reservationDate.slice(0, 10), row.reservationTime, now)) return 'hidden';
  const review = row.isReview.trim();
  if (review === 'YET') return 'write';
  if (review === 'COM') return 'view';
  return 'none';
}
