/**
 * A store's hours by weekday with its 브레이크 타임 and last booking time, and the slots they leave
 * (docs/adr/0049-hours-by-weekday.md). Pure functions shared by the server's availability engine and the
 * web app's booking page and store page, so both offer the same hours. No zod here, so any bundle may import it.
 */
import { WEEKDAYS, type Weekday } from './enums.js';
import { HHMM_PATTERN, buildSlots } from './rules.js';
import { weekdayOf } from './time.js';

/** One weekday's hours: `HH:mm` texts; a break is both ends or neither; null last booking = no limit. */
export interface DayHours {
  open: string;
  close: string;
  breakStart: string | null;
  breakEnd: string | null;
  lastBooking: string | null;
}

/** Every weekday's hours, 월 to 일. */
export type WeeklyHours = Record<Weekday, DayHours>;

/**
 * What the hours of a store are made of: the spec's usual `openTime`–`closeTime`, and our app's weekly
 * hours, null for a store saved by the existing client's form (every day is then the usual hours).
 */
export interface StoreHours {
  openTime: string;
  closeTime: string;
  weeklyHours: WeeklyHours | null;
}

/** The usual hours on every day, with no break and no last booking time: the existing client's store. */
export function sameHoursEveryDay(day: DayHours): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, { ...day }])) as WeeklyHours;
}

/** A day's hours from its open and close, without a break or a last booking time unless `extra` gives them. */
export function dayHoursOf(open: string, close: string, extra: Partial<DayHours> = {}): DayHours {
  return { open, close, breakStart: null, breakEnd: null, lastBooking: null, ...extra };
}

function usualHours(store: StoreHours): DayHours {
  return dayHoursOf(store.openTime, store.closeTime);
}

/** The weekly hours of a store, the usual hours on every day when it has none of its own. */
export function weeklyHoursOf(store: StoreHours): WeeklyHours {
  return store.weeklyHours ?? sameHoursEveryDay(usualHours(store));
}

/**
 * The weekly hours a store keeps: null when there are none or they are only the usual hours on every
 * day (no break, no last booking), so such a store stays alike to the existing client's stores.
 */
export function ownWeeklyHours(store: StoreHours): WeeklyHours | null {
  const week = store.weeklyHours;
  if (!week) return null;
  const usual = usualHours(store);
  const plain = WEEKDAYS.every((weekday) =>
    (Object.keys(usual) as (keyof DayHours)[]).every((key) => week[weekday][key] === usual[key]),
  );
  return plain ? null : week;
}

/** The hours of the store on `yyyy-MM-dd` (whether it is open that day is the days off's matter). */
export function hoursOn(store: StoreHours, ymd: string): DayHours {
  return store.weeklyHours ? store.weeklyHours[weekdayOf(ymd)] : usualHours(store);
}

/** A day's hours as the store and booking pages say them: its hours, then its break and last booking time. */
export function dayHoursLines(day: DayHours): string[] {
  const range = (from: string, to: string) => `${from}–${to}`;
  return [
    range(day.open, day.close),
    ...(day.breakStart && day.breakEnd ? [`브레이크 타임 ${range(day.breakStart, day.breakEnd)}`] : []),
    ...(day.lastBooking ? [`마지막 예약 ${day.lastBooking}`] : []),
  ];
}

/**
 * The hourly slots of a day's hours: from the opening, one an hour while the start is before the
 * closing (`buildSlots`), without the slots that start inside the break (its end excluded: a break
 * 15:00–17:00 takes 15:00 and 16:00) or after the last booking time.
 */
export function slotsOfDay(day: DayHours): string[] {
  const slots = buildSlots(day.open, day.close);
  const { breakStart, breakEnd, lastBooking } = day;
  if (breakStart === null && lastBooking === null) return slots;
  return slots.filter(
    (time) =>
      !(breakStart !== null && breakEnd !== null && time >= breakStart && time < breakEnd) &&
      !(lastBooking !== null && time > lastBooking),
  );
}

/** The store's bookable slots on `yyyy-MM-dd` (every hour of its hours that day, days off aside). */
export function storeSlotsOn(store: StoreHours, ymd: string): string[] {
  return slotsOfDay(hoursOn(store, ymd));
}

/** Why a day's hours cannot be kept; each names the message key of the contract catalogue. */
export type DayHoursProblem = 'hoursOrder' | 'breakBoth' | 'breakInsideHours' | 'lastBookingInsideHours';

/**
 * The first thing wrong with a day's hours, with the field it concerns, or null. Times that are not
 * `HH:mm` are the schema's matter; they are not compared here.
 */
export function dayHoursProblem(
  day: DayHours,
): { field: 'close' | 'breakEnd' | 'lastBooking'; problem: DayHoursProblem } | null {
  const valid = (t: string | null): t is string => t !== null && HHMM_PATTERN.test(t);
  if (valid(day.open) && valid(day.close) && day.open >= day.close) return { field: 'close', problem: 'hoursOrder' };
  if ((day.breakStart === null) !== (day.breakEnd === null)) return { field: 'breakEnd', problem: 'breakBoth' };
  if (valid(day.breakStart) && valid(day.breakEnd)) {
    if (day.breakStart <= day.open || day.breakEnd >= day.close || day.breakStart >= day.breakEnd) {
      return { field: 'breakEnd', problem: 'breakInsideHours' };
    }
  }
  if (valid(day.lastBooking) && (day.lastBooking < day.open || day.lastBooking >= day.close)) {
    return { field: 'lastBooking', problem: 'lastBookingInsideHours' };
  }
  return null;
}
