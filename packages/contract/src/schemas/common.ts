import { z } from 'zod';
import { ERRORS, MESSAGES } from '../messages.js';
import { HHMM_PATTERN, PG_INT_MAX, hasControlChar, isValidYmd } from '../rules.js';

/**
 * One line of text: refused with a Korean message when it holds a control character
 * (`hasControlChar`), before any trimming. Every text input of the contract starts here or at
 * `multiLineText`, so nothing reaches the database that PostgreSQL would refuse.
 */
export function singleLineText(error?: string) {
  return z.string(error ? { error } : undefined).refine((v) => !hasControlChar(v), MESSAGES.controlChars);
}

/** Free text that may span lines (review, notice, reasons): tabs, newlines and CRLF allowed. */
export function multiLineText(error?: string) {
  return z.string(error ? { error } : undefined).refine((v) => !hasControlChar(v, true), MESSAGES.controlChars);
}

/**
 * An id that arrives as a number or as a numeric string: both are accepted,
 * the handler always sees a positive integer within PostgreSQL's `integer`.
 */
export const id = z
  .union([z.number(), singleLineText().trim().regex(/^\d+$/, MESSAGES.recheckInput)])
  .transform((v) => Number(v))
  .pipe(z.number().int(MESSAGES.recheckInput).positive(MESSAGES.recheckInput).max(PG_INT_MAX, MESSAGES.recheckInput));

/** A path id as written by the app: ASCII decimal digits, no sign, space or leading zero (ids start at 1). */
const CANONICAL_PATH_ID = /^[1-9][0-9]*$/;

/**
 * An id in a URL path. Only its one canonical spelling names a row: anything else (`abc`, ` 1`, `1 `,
 * `+1`, `-1`, `01`, `1.0`, `1e0`, `0x1`, other scripts' digits, `0`, `2147483648`) answers 404 like a
 * missing one, so one row has one URL; the issue carries `notFound` for the server's error handler.
 */
export const pathId = z.string().transform((v, ctx) => {
  const n = CANONICAL_PATH_ID.test(v) ? Number(v) : 0;
  if (n >= 1 && n <= PG_INT_MAX) return n;
  ctx.addIssue({ code: 'custom', message: ERRORS['404'].message, params: { notFound: true } });
  return z.NEVER;
});

/** The highest page index a client may ask for; any page beyond the data is simply empty. */
const MAX_PAGE = 1_000_000;

/**
 * A 0-based page index. Missing, malformed or negative values become 0, because the existing
 * client's pager can ask for `page=-1`. A preprocess, not a transform: zod runs it
 * for a missing key too.
 */
export const pageIndex = z.preprocess((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : 0;
  return Number.isSafeInteger(n) && n > 0 ? Math.min(n, MAX_PAGE) : 0;
}, z.number().int().min(0));

export const pageQuery = z.object({ page: pageIndex });

export const ymd = singleLineText().refine(isValidYmd, MESSAGES.recheckInput);
export const hhmm = singleLineText().regex(HHMM_PATTERN, MESSAGES.hoursRule);

/** One line of text that must not be blank after trimming. */
export function requiredText(max: number, message: string = MESSAGES.required) {
  return singleLineText(message).trim().min(1, message).max(max, MESSAGES.recheckInput);
}

export const errorCode = z.enum(Object.keys(ERRORS) as [keyof typeof ERRORS, ...(keyof typeof ERRORS)[]]);

/** Every error answer: a JSON object, never null. */
export const errorBody = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errorType: z.string().optional(),
  /** Field-level problems for forms: `{ field: message }`. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** `{ success, code, message, data }` — the error envelope every call shares. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), code: z.string(), message: z.string(), data });
}

export const messageBody = z.object({ success: z.boolean(), code: z.string().optional(), message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** An absolute http(s) image URL. */
export const imageUrl = z.string();

export function pageOf<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), totalPages: z.number().int() } as { [P in K]: z.ZodArray<T> } & {
    totalPages: z.ZodNumber;
  });
}
