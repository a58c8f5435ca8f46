/**
 * Validation rules and limits of spec §5 and §9 as plain data and functions, shared by the server
 * (through the zod schemas) and the web app (forms). No zod here, so any bundle may import it.
 */
import type { ConsentKind } from './enums.js';

export const LIMITS = {
  nameMin: 2,
  nameMax: 20,
  nicknameMin: 2,
  nicknameMax: 20,
  passwordMin: 8,
  passwordMax: 30,
  imageMaxBytes: 10 * 1024 * 1024,
  /** Largest non-multipart request body (the server's body limit; MESSAGES.requestBodyTooLarge says 1MB). */
  requestBodyMaxBytes: 1024 * 1024,
  /** Decoded images larger than this many pixels are refused (pixel-flood guard). */
  imageMaxPixels: 40_000_000,
  reviewImagesMax: 5,
  reviewImagesMinOnCreate: 1,
  storeImagesMax: 5,
  storeImagesMinOnCreate: 1,
  reviewContentMax: 2000,
  noticeTitleMax: 100,
  noticeContentMax: 10_000,
  storeNameMax: 50,
  addressMax: 200,
  menuItemsMax: 30,
  menuItemMax: 50,
  /** A menu item's price and a 가격대 figure, in 원 (docs/adr/0047-menus-with-prices.md). */
  menuPriceMax: 10_000_000,
  /** The store's 소개 on its page, after trimming. */
  storeIntroMax: 300,
  /** 예약금·취소 규정 (docs/adr/0051-deposit-policy.md): the deposit and expected price in 원, the tiers, lateness. */
  depositAmountMin: 1_000,
  depositAmountMax: 1_000_000,
  depositTiersMax: 5,
  depositTierDaysMax: 30,
  depositLateMinutesMax: 60,
  capacityMax: 500,
  cancelReasonMax: 200,
  /** The diner's note to the store at booking (요청사항), after trimming. */
  requestNoteMax: 200,
  /** The owner's private note about a guest (the guest card; guest_notes_note_check). */
  guestNoteMax: 500,
  /** Upcoming bookings the guest card lists. */
  guestCardUpcomingMax: 5,
  reportDetailMax: 500,
  /** The owner's public reply to a review (사장님 답글), after trimming (ADR-0046). */
  reviewReplyMax: 500,
  scoreMin: 1,
  scoreMax: 5,
  /** Bookings open this many days ahead (today included). */
  bookingWindowDays: 60,
  /**
   * Bookings one member may hold at once that are confirmed and not yet started (E130), and of those
   * at one store on one date (E131); see docs/adr/0006-capacity-invariant-in-the-database.md.
   */
  activeBookingsMax: 10,
  bookingsPerStoreDayMax: 2,
  /**
   * A store's largest party per online booking (E133) when its owner has not set one; larger groups
   * are told to call the store. See docs/security.md, "Hoarding and caps".
   */
  partyMaxDefault: 8,
  /**
   * Seats one member may hold at one store on one date in confirmed bookings not yet started (E134);
   * a store whose largest party is larger allows that many instead. See docs/security.md, "Hoarding and caps".
   */
  seatsPerStoreDayMax: 12,
  /** Booking attempts one member may make per clock minute (E132). */
  bookingAttemptsPerMinute: 10,
  /** The booking page looks this many days ahead for the first open date. */
  firstOpenDateSearchDays: 30,
  /** A store may mark (or unmark) a no-show until this many days after the booking's date (E143). */
  noShowMarkDays: 7,
  /** Stores one member may keep as favourites (찜, E140). */
  favoritesMax: 200,
  /** Waits (빈자리 알림) one member may hold at once for slots not yet started (E147). */
  waitsMax: 10,
  noticePageSize: 5,
  storeListPageSize: 5,
  /** The party size discovery starts with (date · time · party picker). */
  partyDefault: 2,
  /** Stores per page of the availability search. */
  searchPageSize: 10,
  /** Time chips a store card shows at most, and how far (minutes) from the asked time they may lie. */
  chipsMax: 5,
  chipWindowMinutes: 120,
  /** Days with seats the store page lists as "next times". */
  nextTimesDays: 3,
  /** The owner dashboard's chart: this many days before today and as many after it. */
  dashboardDays: 30,
  /** Months of the owner dashboard's rating trend, this one included. */
  ratingTrendMonths: 12,
  emailCodeLength: 6,
} as const;

/** Member mobile phone: 010-NNNN-NNNN (spec §5). */
export const USER_PHONE_PATTERN = /^010-\d{4}-\d{4}$/;
/** Store phone: area code 0 + 1–2 digits, 3–4 digits, 4 digits, with hyphens. */
export const STORE_PHONE_PATTERN = /^0\d{1,2}-\d{3,4}-\d{4}$/;
/** 24-hour HH:mm, hour 00–23, minute 00–59. */
export const HHMM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const YMD_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Specials allowed in passwords (the existing client's list). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
const SPECIALS_CLASS = '!@#$%^&*(),.?":{}|<>'.replace(/[\\\]^-]/g, '\\$&');
/** 8–30 characters of letters, digits and the specials above, at least one special. */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[${SPECIALS_CLASS}])[A-Za-z0-9${SPECIALS_CLASS}]{8,30}$`);
export const BUSINESS_NO_PATTERN = /^\d{3}-\d{2}-\d{5}$/;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
/** The largest value of PostgreSQL's `integer` (our serial ids). */
/**
 * The version of each consent's text: its 시행일 (the legal pages show the same date). A changed text
 * gets a new date here, and the consents recorded before keep the version they were given for.
 */
export const CONSENT_VERSIONS = {
  terms: '2026-11-01',
  privacy: '2026-11-28',
  age14: '2026-11-28',
  marketing: '2026-11-28',
} as const satisfies Record<ConsentKind, string>;

/** The consents a sign-up cannot go without (E160); 마케팅 정보 수신 is the member's choice. */
export const REQUIRED_CONSENTS = ['terms', 'privacy', 'age14'] as const satisfies readonly ConsentKind[];

/** Whether a sign-up's `consents` leave out (or refuse) one of the required ones. */
export function lacksRequiredConsent(consents: Partial<Record<ConsentKind, boolean>>): boolean {
  return REQUIRED_CONSENTS.some((kind) => consents[kind] !== true);
}

export const PG_INT_MAX = 2_147_483_647;

/**
 * True when `text` holds a C0 control character (U+0000–U+001F), DEL (U+007F) or half of a UTF-16
 * surrogate pair without its other half. Multi-line text may hold tabs, newlines and the CR of a CRLF;
 * nothing else (PostgreSQL refuses NUL in text and lone surrogates in JSON, and the others are
 * invisible or break headers, mails and calendar files).
 */
export function hasControlChar(text: string, multiLine = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++; // a whole pair: one character outside the Basic Multilingual Plane (emoji and the like)
      continue;
    }
    if (c >= 0x20 && c !== 0x7f) continue;
    if (multiLine && (c === 0x09 || c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) === 0x0a))) continue;
    return true;
  }
  return false;
}

/**
 * Characters that make two nicknames look alike though they differ: zero-width characters, bidi
 * controls and the Hangul fillers.
 */
const INVISIBLE_IN_NICKNAMES = /[\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\u3164\u115F\u1160\uFFA0]/g;

/**
 * A nickname as it is stored and compared: invisible characters removed and NFC-normalized
 * (decomposed Hangul jamo become syllables), so look-alikes collide in the uniqueness check.
 */
export function normalizeNickname(raw: string): string {
  return raw.replace(INVISIBLE_IN_NICKNAMES, '').normalize('NFC');
}

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

export function isValidHhmm(value: string): boolean {
  return HHMM_PATTERN.test(value);
}

/** True when `value` is `yyyy-MM-dd` and names a real calendar day. */
export function isValidYmd(value: string): boolean {
  if (!YMD_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The example business number our placeholder and messages show; it passes `isValidBusinessNo`. */
export const BUSINESS_NO_EXAMPLE = '123-45-67891';

/**
 * Checks a Korean business registration number (사업자등록번호, 123-45-67890) including its check
 * digit: weights 1,3,7,1,3,7,1,3,5 over the first nine digits, plus the tens of 5 × the ninth digit.
 */
export function isValidBusinessNo(value: string): boolean {
  if (!BUSINESS_NO_PATTERN.test(value)) return false;
  const digits = value.replaceAll('-', '').split('').map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits[i] as number) * (weights[i] as number);
  sum += Math.floor(((digits[8] as number) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** Formats a business number typed with or without hyphens as 123-45-67890 (partial input kept partial). */
export function formatBusinessNo(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/**
 * Formats a Korean phone number with hyphens as it is typed: 02-123-4567 / 02-1234-5678 for Seoul,
 * 0XX-XXX-XXXX / 0XX-XXXX-XXXX for other area codes and mobiles.
 */
export function formatPhone(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 11);
  if (d.startsWith('02')) {
    const rest = d.slice(2, 10);
    if (rest.length === 0) return d;
    if (rest.length <= 3) return `02-${rest}`;
    if (rest.length <= 7) return `02-${rest.slice(0, 3)}-${rest.slice(3)}`;
    return `02-${rest.slice(0, 4)}-${rest.slice(4)}`;
  }
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length <= 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

const digitAt = (text: string, index: number) => {
  const digit = text.charCodeAt(index) - 48;
  return digit >= 0 && digit <= 9 ? digit : Number.NaN;
};

/**
 * Minutes since midnight of an `HH:mm` (or `HH:mm:ss`) time. Read digit by digit: the availability
 * engine calls it some fifty times per search answer, and splitting the text cost 30× more.
 */
export function minutesOf(time: string): number {
  if (time.charCodeAt(2) === 58 && (time.length === 5 || time.charCodeAt(5) === 58)) {
    return (digitAt(time, 0) * 10 + digitAt(time, 1)) * 60 + digitAt(time, 3) * 10 + digitAt(time, 4);
  }
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

function hhmmOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Every slot lasts an hour: slots start on the hour from `openTime`. */
export const SLOT_MINUTES = 60;

/**
 * The store's bookable slots: start at `openTime`, step one hour while the start is before
 * `closeTime`. A close time at or before the open time (past midnight) yields none,
 * as in the existing client.
 */
export function buildSlots(openTime: string, closeTime: string): string[] {
  const open = minutesOf(openTime);
  const close = minutesOf(closeTime);
  const slots: string[] = [];
  for (let t = open; t < close; t += SLOT_MINUTES) slots.push(hhmmOf(t));
  return slots;
}
