import { WEEKDAY_BY_JS_DAY, type Weekday } from './enums.js';

/**
 * Business time is Seoul wall time (DESIGN.md §3). Korea has kept UTC+9 without daylight saving
 * since 1988, so a fixed offset is exact and independent of the process's TZ.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function shifted(instant: Date): Date {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS);
}

/** `yyyy-MM-dd` of a day number (days since 1970-01-01). */
function ymdOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day number (days since 1970-01-01) of `yyyy-MM-dd`. */
function dayOfYmd(ymd: string): number {
  return Date.parse(`${ymd}T00:00:00.000Z`) / DAY_MS;
}

/** `yyyy-MM-dd` of an instant in Seoul. */
export function seoulDate(instant: Date): string {
  return shifted(instant).toISOString().slice(0, 10);
}

/** `HH:mm` of an instant in Seoul. */
export function seoulTime(instant: Date): string {
  return shifted(instant).toISOString().slice(11, 16);
}

/** `yyyy-MM-ddTHH:mm:ss` of an instant in Seoul, for wire fields that carry a local date-time. */
export function seoulDateTime(instant: Date): string {
  return shifted(instant).toISOString().slice(0, 19);
}

/** The instant at which the Seoul wall time `ymd hhmm` happens. */
export function seoulInstant(ymd: string, hhmm = '00:00'): Date {
  return new Date(Date.parse(`${ymd}T${hhmm}:00.000Z`) - SEOUL_OFFSET_MS);
}

/**
 * The first whole hour after `instant`, as a Seoul date and time: what discovery asks for when the
 * diner has not picked a time (22:10 → 23:00 the same day, 23:10 → 00:00 the next).
 */
export function nextWholeHour(instant: Date): { date: string; time: string } {
  const hour = 60 * 60 * 1000;
  const next = new Date(Math.floor(instant.getTime() / hour) * hour + hour);
  return { date: seoulDate(next), time: seoulTime(next) };
}

export function addDays(ymd: string, days: number): string {
  return ymdOfDay(dayOfYmd(ymd) + days);
}

/** Whole days from `from` to `to` (both `yyyy-MM-dd`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

/** The Korean weekday letter of `yyyy-MM-dd`. */
export function weekdayOf(ymd: string): Weekday {
  return WEEKDAY_BY_JS_DAY[new Date(`${ymd}T00:00:00.000Z`).getUTCDay()] as Weekday;
}

export interface ClosureRule {
  dayOff: readonly string[];
  startDate: string | null;
  endDate: string | null;
}

/** A date is closed when it is a weekly day off or inside the temporary closure (both ends included). */
export function isClosedOn(ymd: string, rule: ClosureRule): boolean {
  if (rule.dayOff.includes(weekdayOf(ymd))) return true;
  if (rule.startDate && rule.endDate) return ymd >= rule.startDate && ymd <= rule.endDate;
  return false;
}

/** `2026.11.21 (토)` — the list date format of DESIGN.md §8. */
export function formatListDate(ymd: string): string {
  return `${ymd.slice(0, 10).replaceAll('-', '.')} (${weekdayOf(ymd.slice(0, 10))})`;
}
