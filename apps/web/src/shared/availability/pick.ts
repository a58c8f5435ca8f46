import { LIMITS, isValidYmd } from '@siktak/contract/rules';
import { addDays, nextWholeHour, weekdayOf } from '@siktak/contract/time';

/** The diner's date (`yyyy-MM-dd`, Seoul), time (`HH:mm`) and party: what discovery is asked for. */
export interface Pick {
  date: string;
  time: string;
  party: number;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Days the date picker offers (today first); a later date from a shared link is added to them. */
const PICKER_DAYS = 14;
/** Party sizes the picker offers; a larger one from a link is kept. */
const PICKER_PARTY_MAX = 20;
/** "N석 남음" is shown on a chip from this many seats left down. */
export const FEW_SEATS = 4;

/** Today, the next whole hour (Seoul) and 2 people, as discovery starts. */
export function defaultPick(now: Date): Pick {
  return { ...nextWholeHour(now), party: LIMITS.partyDefault };
}

/**
 * The pick of a URL (`date`, `time`, `party`), each value checked and the missing or malformed ones
 * taken from `defaults`. A past date counts as missing.
 */
export function pickOf(params: URLSearchParams, defaults: Pick, today: string): Pick {
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  return {
    date: isValidYmd(date) && date >= today ? date : defaults.date,
    time: HHMM.test(time) ? time : defaults.time,
    party: partyOf(params) ?? defaults.party,
  };
}

/** The party a URL asks for (`party`), or null when it names none or a malformed one. */
export function partyOf(params: URLSearchParams): number | null {
  const party = Number(params.get('party'));
  return Number.isInteger(party) && party >= 1 && party <= LIMITS.capacityMax ? party : null;
}

/**
 * A store's page, or its booking page (`/reservation`), carrying the party the diner chose; without
 * one the address stays bare and the booking page starts at its own default (spec §9: 1명).
 */
export function storePath(page: 'store-detail' | 'reservation', storeNo: number, party: number | null): string {
  return party === null ? `/${page}/${storeNo}` : `/${page}/${storeNo}?party=${party}`;
}

/** The booking page of a store with the pick selected (reservation-page.tsx reads the same names). */
export function bookingPath(storeNo: number, pick: Pick): string {
  const query = new URLSearchParams({ date: pick.date, time: pick.time, party: String(pick.party) });
  return `/reservation/${storeNo}?${query}`;
}

/** `오늘 (화)`, `내일 (수)`, `11.19 (목)`. */
export function dayLabel(date: string, today: string): string {
  const weekday = weekdayOf(date);
  if (date === today) return `오늘 (${weekday})`;
  if (date === addDays(today, 1)) return `내일 (${weekday})`;
  return `${Number(date.slice(5, 7))}.${Number(date.slice(8, 10))} (${weekday})`;
}

export function dateOptions(today: string, selected: string): string[] {
  const days = Array.from({ length: PICKER_DAYS }, (_, i) => addDays(today, i));
  return days.includes(selected) || selected < today ? days : [...days, selected];
}

/**
 * The hours stores are open (`offered`, GET /api/availability/hours), or every whole hour of the day
 * while those are unknown or none, and the selected time if it is not one of them.
 */
export function timeOptions(selected: string, offered: readonly string[] = []): string[] {
  const hours =
    offered.length > 0 ? [...offered] : Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
  return hours.includes(selected) ? hours : [...hours, selected].sort();
}

export function partyOptions(selected: number): number[] {
  const sizes = Array.from({ length: PICKER_PARTY_MAX }, (_, i) => i + 1);
  return selected <= PICKER_PARTY_MAX ? sizes : [...sizes, selected];
}
