import { z } from 'zod';
import { AMENITIES, DISTRICTS, FOOD_TYPES, WEEKDAYS } from '../enums.js';
import { MESSAGES } from '../messages.js';
import { HHMM_PATTERN, LIMITS, STORE_PHONE_PATTERN, formatPhone, isValidYmd } from '../rules.js';
import { seoulDate } from '../time.js';
import { id, multiLineText, singleLineText } from './common.js';
import { depositPolicy } from './deposit.js';

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && ['', 'null', 'undefined'].includes(v.trim())) ? null : v;

/**
 * A temporary-closure date as any client sends it: `null`, the string `"null"`,
 * `yyyy-MM-dd`, an ISO instant such as `2025-07-09T15:00:00.000Z`, or a JS `Date#toString()` text.
 * Instants are converted to the Seoul calendar date.
 */
export const closureDate = z.preprocess(
  blankToNull,
  singleLineText()
    .max(100)
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const text = v.trim();
      if (isValidYmd(text)) return text;
      const instant = Date.parse(text.replace(/\s*\(.*\)$/, ''));
      if (Number.isNaN(instant)) {
        ctx.addIssue({ code: 'custom', message: '휴무 날짜 형식이 올바르지 않습니다.' });
        return z.NEVER;
      }
      return seoulDate(new Date(instant));
    }),
);

/** A required text part; the flat admin variant sends a missing value as the string `"null"`. */
const text = (max: number) =>
  z.preprocess(
    blankToNull,
    singleLineText(MESSAGES.required).trim().min(1, MESSAGES.required).max(max, MESSAGES.recheckInput),
  );

const time = z.preprocess(
  blankToNull,
  singleLineText(MESSAGES.required).trim().regex(HHMM_PATTERN, MESSAGES.hoursRule),
);

/** A list that may arrive as an array, a single string (one repeated multipart part) or nothing. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/** An amount in 원 (a menu price, a 가격대 figure), or null when left blank. */
const won = z
  .preprocess(
    blankToNull,
    z.coerce
      .number({ error: MESSAGES.menuPriceRule })
      .int(MESSAGES.menuPriceRule)
      .min(0, MESSAGES.menuPriceRule)
      .max(LIMITS.menuPriceMax, MESSAGES.menuPriceRule)
      .nullable(),
  )
  .default(null);

/** One menu row of our app's form; a name alone (price null) is what the existing client's names become. */
const menuItemInput = z.object(
  {
    name: singleLineText(MESSAGES.menuNameRule)
      .trim()
      .min(1, MESSAGES.menuNameRule)
      .max(LIMITS.menuItemMax, MESSAGES.menuNameRule),
    price: won,
    signature: z.boolean().default(false),
  },
  { error: MESSAGES.recheckInput },
);

/** Each meal's lower figure must not exceed its upper one. */
const priceRangeInput = z
  .object({ lunchMin: won, lunchMax: won, dinnerMin: won, dinnerMax: won }, { error: MESSAGES.recheckInput })
  .superRefine((range, ctx) => {
    for (const meal of ['lunch', 'dinner'] as const) {
      const min = range[`${meal}Min`];
      const max = range[`${meal}Max`];
      if (min !== null && max !== null && min > max) {
        ctx.addIssue({ code: 'custom', path: [`${meal}Max`], message: MESSAGES.priceRangeOrder });
      }
    }
  });

/**
 * The store form after either multipart shape has been read (the `storeDto`
 * JSON part, or flat parts). Messages are the spec's exact Korean texts.
 */
export const storeForm = z
  .object({
    storeNo: z.preprocess(blankToNull, id.nullable()).default(null),
    storeName: text(LIMITS.storeNameMax),
    categoryAddress: z.enum(DISTRICTS, { error: MESSAGES.required }),
    categoryFoodtype: z.enum(FOOD_TYPES, { error: MESSAGES.required }),
    storePhone: z.preprocess(
      blankToNull,
      singleLineText(MESSAGES.required)
        .trim()
        .min(1, MESSAGES.required)
        .transform(formatPhone)
        .pipe(z.string().regex(STORE_PHONE_PATTERN, MESSAGES.storePhoneRule)),
    ),
    storeAddress1: text(LIMITS.addressMax),
    storeAddress2: text(LIMITS.addressMax),
    openTime: time,
    closeTime: time,
    menuList: list(singleLineText().max(LIMITS.menuItemMax, MESSAGES.recheckInput))
      .transform((items) =>
        items
          .flatMap((item) => item.split(','))
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string()).max(LIMITS.menuItemsMax, MESSAGES.menuItemsMax)),
    /**
     * Our app's menu with prices (docs/adr/0047-menus-with-prices.md); when sent, `menuList` becomes its
     * names. The existing client sends only `menuList`, and an edit then keeps the prices of the names it keeps.
     */
    menuItems: z
      .array(menuItemInput, { error: MESSAGES.recheckInput })
      .max(LIMITS.menuItemsMax, MESSAGES.menuItemsMax)
      .optional(),
    /** 가격대 and 소개: our app's additions; a form without them (the existing client's) leaves them as they are. */
    priceRange: priceRangeInput.optional(),
    intro: multiLineText().trim().max(LIMITS.storeIntroMax, MESSAGES.storeIntroMax).optional(),
    /** 예약금·취소 규정 (docs/adr/0051-deposit-policy.md): our app's addition; a form without it keeps the store's. */
    depositPolicy: depositPolicy.optional(),
    categoryConvenience: list(
      singleLineText()
        .trim()
        .pipe(z.enum(AMENITIES, { error: MESSAGES.recheckInput })),
    )
      .transform((items) => [...new Set(items)])
      .pipe(z.array(z.enum(AMENITIES)).min(1, MESSAGES.required)),
    dayOff: list(
      singleLineText()
        .trim()
        .pipe(z.enum(WEEKDAYS, { error: MESSAGES.recheckInput })),
    ).transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
    startDate: closureDate.default(null),
    endDate: closureDate.default(null),
    count: z.preprocess(
      blankToNull,
      z.coerce
        .number({ error: MESSAGES.capacityRule })
        .int(MESSAGES.capacityRule)
        .min(1, MESSAGES.capacityRule)
        .max(LIMITS.capacityMax, MESSAGES.recheckInput),
    ),
    /**
     * The largest party one online booking may have (E133). Our form sends it; the existing client's form
     * does not, and then a new store gets LIMITS.partyMaxDefault and an edit keeps the store's setting.
     * It may exceed the hourly capacity (a small store keeps the default): the capacity bounds a party anyway.
     */
    maxPersonCount: z
      .preprocess(
        blankToNull,
        z.coerce
          .number({ error: MESSAGES.partyMaxRule })
          .int(MESSAGES.partyMaxRule)
          .min(1, MESSAGES.partyMaxRule)
          .max(LIMITS.capacityMax, MESSAGES.partyMaxRule)
          .nullable(),
      )
      .default(null),
    /** Existing image URLs the form kept (`storeDto.imageList`); the flat admin variant leaves it out. */
    imageList: list(singleLineText().max(1000)).optional(),
    deletedImagePaths: list(singleLineText().max(1000)).default([]),
  })
  .superRefine((form, ctx) => {
    // Only two well-formed times can be compared; a malformed one has its own message already.
    if (HHMM_PATTERN.test(form.openTime) && HHMM_PATTERN.test(form.closeTime) && form.openTime >= form.closeTime) {
      ctx.addIssue({ code: 'custom', path: ['closeTime'], message: MESSAGES.hoursOrder });
    }
    if ((form.startDate === null) !== (form.endDate === null)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: '임시 휴무 시작일과 종료일을 모두 입력해주세요.' });
    } else if (form.startDate && form.endDate && form.endDate < form.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.closureRange });
    }
  })
  .transform((form) => (form.menuItems ? { ...form, menuList: form.menuItems.map((item) => item.name) } : form));
export type StoreFormInput = z.input<typeof storeForm>;
export type StoreForm = z.output<typeof storeForm>;

// GET /api/owner/stores/removed — our /owner-page: the store an admin deleted, while the owner has none
export const removedOwnerStore = z.object({
  removedStore: z
    .object({
      storeNo: z.number().int(),
      storeName: z.string(),
      /** When the admin deleted it: `yyyy-MM-ddTHH:mm:ss`, Seoul. */
      removedAt: z.string(),
    })
    .nullable(),
});
export type RemovedOwnerStore = z.infer<typeof removedOwnerStore>;

/** `/api/owner-documents/:name` — the document's file name; the signature checks it (modules/owner/documents.ts). */
export const documentParams = z.object({ name: z.string() });
/** The signed URL's expiry and signature. */
export const documentQuery = z.object({ exp: z.string().optional(), sig: z.string().optional() });
