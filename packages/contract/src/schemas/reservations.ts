import { z } from 'zod';
import { LIMITS } from '../rules.js';
import { MESSAGES } from '../messages.js';
import { OCCASIONS, RESERVATION_FILTERS, REVIEW_ELIGIBILITY } from '../enums.js';
import { id, multiLineText, pageIndex, pageOf, pathId, singleLineText } from './common.js';
import { depositPolicy } from './deposit.js';
import { weeklyHours } from './stores.js';
import { checkoutConfig, orderIdParam } from './payments.js';

/**
 * `Y` confirmed, `N` cancelled — exactly these two on the existing calls; a no-show
 * is a confirmed booking there (`Y`) and says so in the additive `isNoShow` (docs/adr/0015-no-show.md).
 */
const reservationStatus = z.enum(['Y', 'N']);
/** `Y` when the store marked the booking as a no-show (our app's addition). */
const isNoShow = z.enum(['Y', 'N']);
/** `Y` when the store marked the guest as arrived, 방문 완료 (our app's addition; never with `isNoShow` `Y`). */
const visited = z.enum(['Y', 'N']).optional();

// GET /api/reservation/store/{storeNo}
export const reservationStoreInfo = z.object({
  storeNo: z.number().int(),
  storeName: z.string(),
  openTime: z.string(),
  closeTime: z.string(),
  /** Our app's addition: the hours of each weekday with break and last booking, for the booking page's slots. */
  weeklyHours,
  dayOff: z.array(z.string()),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  count: z.number().int(),
  /** The largest party one online booking may have: the owner's setting, never above `count` (our app's addition). */
  maxPersonCount: z.number().int(),
  imageList: z.array(z.string()),
  /** Seoul "today" and the last bookable date, so our calendar agrees with the server. */
  today: z.string(),
  lastBookableDate: z.string(),
  /** Our app's addition: the store's 예약금·취소 규정 while its deposit is on, else null (ADR-0051). */
  depositPolicy: depositPolicy.nullable().optional(),
});
export type ReservationStoreInfo = z.infer<typeof reservationStoreInfo>;

// GET /api/reservation/available-person?storeNo=&reservationDate=&reservationTime= — bare number
export const availabilityQuery = z.object({
  storeNo: id,
  reservationDate: singleLineText().max(40),
  reservationTime: singleLineText().max(20),
});
export const availabilityResponse = z.number().int();

// GET /api/reservation/slots?storeNo=&reservationDate= — our app: every slot of a day with its free seats
export const daySlotsQuery = z.object({ storeNo: id, reservationDate: singleLineText().max(40) });
export const daySlots = z.object({
  reservationDate: z.string(),
  closed: z.boolean(),
  /** `closed`: the owner closed the hour or the date (마감 with no waitlist: no cancellation can open it). */
  slots: z.array(
    z.object({ time: z.string(), available: z.number().int(), bookable: z.boolean(), closed: z.boolean() }),
  ),
});
export type DaySlots = z.infer<typeof daySlots>;

/**
 * A party size in a body: a number, or its digits as a string like the ids; never coerced from
 * `true`, `[2]` or `""`. 1 to the largest capacity a store may have.
 */
export const partyCount = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, MESSAGES.bookingIncomplete)], {
    error: MESSAGES.bookingIncomplete,
  })
  .transform((v) => Number(v))
  .pipe(
    z
      .number()
      .int(MESSAGES.bookingIncomplete)
      .min(1, MESSAGES.bookingIncomplete)
      .max(LIMITS.capacityMax, MESSAGES.bookingIncomplete),
  );

/** The occasion of a booking the diner picked (our app's addition), or null without one. */
const occasion = z.enum(OCCASIONS, { error: MESSAGES.occasionUnknown });

/**
 * The diner's request to the store at booking (요청사항, our app's addition): optional, `null` or absent
 * for none; trimmed, a blank note is none (`null`), and at most LIMITS.requestNoteMax characters. Lines
 * may break; the text is kept as typed and every view shows it as text.
 */
const requestNote = multiLineText(MESSAGES.recheckInput)
  .trim()
  .max(LIMITS.requestNoteMax, MESSAGES.requestNoteTooLong)
  .nullish()
  .transform((v) => v || null);

// POST /api/reservation
export const createReservationBody = z.object({
  userNo: id.optional(),
  storeNo: id,
  reservationDate: singleLineText(MESSAGES.bookingIncomplete).max(40),
  reservationTime: singleLineText(MESSAGES.bookingIncomplete).max(20),
  personCount: partyCount,
  occasion: occasion.nullish().transform((v) => v ?? null),
  requestNote,
  /**
   * Our app's addition: the diner ticked "취소·환불 규정을 확인했고 동의해요" for a store with a 예약금
   * (docs/adr/0051-deposit-policy.md). The existing client never sends it.
   */
  policyAgreed: z.boolean().optional(),
});
export const createReservationResponse = z.object({
  reservationNo: z.number().int(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  personCount: z.number().int(),
  status: reservationStatus,
  message: z.string(),
});
export type CreateReservationBody = z.input<typeof createReservationBody>;

/** What the diner told the store at booking, on the answers that show a booking to its diner or store. */
const bookingRequest = {
  occasion: occasion.nullable(),
  /** As the diner typed it (trimmed): plain text, never markup. */
  requestNote: z.string().nullable(),
};
export type CreatedReservation = z.infer<typeof createReservationResponse>;

/** Our addition: the 예약금·취소 규정 the booking was made under (ADR-0051); null for a store without a deposit. */
const bookedPolicy = depositPolicy.nullable().optional();

/**
 * Our addition: the booking's 예약금 as money moved (docs/adr/0053-deposit-booking-hold.md) — paid, refunded,
 * and refunds asked for that the provider has not answered yet; null for a booking without a payment.
 */
export const depositMoney = z
  .object({
    paid: z.number().int(),
    refunded: z.number().int(),
    refundPending: z.number().int(),
  })
  .nullable()
  .optional();
export type DepositMoney = z.infer<typeof depositMoney>;

// POST /api/reservation/deposit — our web app's booking of a store with a 예약금 (the body of POST /api/reservation)
export const depositBookingResponse = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  /** When the seats are let go unless the payment is confirmed (ISO 8601). */
  holdExpiresAt: z.string(),
  checkout: checkoutConfig,
});
export type DepositBooking = z.infer<typeof depositBookingResponse>;

// GET /api/reservation/deposit/return — the payments module's return to the order's page
export const depositReturnQuery = orderIdParam.extend({
  payment: z.string().max(20).optional(),
  code: z.string().max(100).optional(),
});

// GET /api/reservation/mypage/{userNo}?page=
export const myReservationItem = z.object({
  reservationNo: z.number().int(),
  storeNo: z.number().int(),
  storeName: z.string(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  personCount: z.number().int(),
  status: reservationStatus,
  isNoShow,
  isReview: z.enum(REVIEW_ELIGIBILITY),
  isDeleted: z.enum(['Y', 'N']),
  reviewNo: z.number().int().nullable(),
  storeImage: z.string().nullable(),
});
export type MyReservationItem = z.infer<typeof myReservationItem>;
export const myReservationList = pageOf('reservationList', myReservationItem);
export type MyReservationList = z.infer<typeof myReservationList>;
export const userNoParam = z.object({ userNo: pathId });
/** `?page=` as the existing client sends it, and our app's optional tab filter (without it: every booking). */
export const myReservationsQuery = z.object({
  page: pageIndex,
  filter: z.enum(RESERVATION_FILTERS, { error: MESSAGES.recheckInput }).optional(),
});
export const reservationNoParam = z.object({ reservationNo: pathId });

// GET /api/reservation/mypage/detail/{reservationNo}
export const myReservationDetail = z.object({
  reservationNo: z.number().int(),
  storeNo: z.number().int(),
  status: reservationStatus,
  isNoShow,
  storeImage: z.string().nullable(),
  storeName: z.string(),
  storeAddress1: z.string(),
  storeAddress2: z.string(),
  storePhone: z.string(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  personCount: z.number().int(),
  cancelReason: z.string().nullable(),
  isDeleted: z.enum(['Y', 'N']),
  isReview: z.enum(REVIEW_ELIGIBILITY),
  reviewNo: z.number().int().nullable(),
  /** True while the member may still cancel (confirmed and not yet started). */
  cancellable: z.boolean(),
  ...bookingRequest,
  depositPolicy: bookedPolicy,
  deposit: depositMoney,
});
export type MyReservationDetail = z.infer<typeof myReservationDetail>;

// PATCH /api/reservation/mypage/cancel and /owner/cancel
export const cancelReservationBody = z.object({
  reservationNo: id,
  cancelReason: multiLineText(MESSAGES.cancelReasonRequired)
    .trim()
    .min(1, MESSAGES.cancelReasonRequired)
    .max(LIMITS.cancelReasonMax, MESSAGES.recheckInput),
});
export type CancelReservationBody = z.input<typeof cancelReservationBody>;

// PATCH /api/reservation/mypage/{reservationNo}/change — our addition: a new date, hour and party at once
export const changeReservationBody = createReservationBody.pick({
  reservationDate: true,
  reservationTime: true,
  personCount: true,
});
export type ChangeReservationBody = z.input<typeof changeReservationBody>;

// GET /api/reservation/owner/{storeNo}?page=
export const ownerReservationItem = z.object({
  reservationNo: z.number().int(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  userName: z.string(),
  personCount: z.number().int(),
  status: reservationStatus,
  isNoShow,
  visited,
  ...bookingRequest,
});
export type OwnerReservationItem = z.infer<typeof ownerReservationItem>;
export const ownerReservationList = pageOf('reservationList', ownerReservationItem);
export type OwnerReservationList = z.infer<typeof ownerReservationList>;

// GET /api/reservation/owner/detail/{reservationNo}
const bookedSlot = z.object({
  reservationDate: z.string(),
  reservationTime: z.string(),
  personCount: z.number().int(),
});
/**
 * One event of a booking's history, `at` an ISO instant: booked; changed, with the slot and party `from`
 * and `to`; cancelled, `by` the member, the store, an admin or the system; marked as a no-show; marked 방문 완료.
 */
export const reservationEvent = z.object({
  kind: z.enum(['booked', 'changed', 'cancelled', 'no-show', 'visited']),
  at: z.string(),
  from: bookedSlot.optional(),
  to: bookedSlot.optional(),
  by: z.enum(['USER', 'OWNER', 'ADMIN', 'SYSTEM']).optional(),
});
export type ReservationEvent = z.infer<typeof reservationEvent>;

export const ownerReservationDetail = z.object({
  reservationNo: z.number().int(),
  userName: z.string(),
  userPhone: z.string(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  personCount: z.number().int(),
  status: reservationStatus,
  isNoShow,
  cancelReason: z.string().nullable(),
  cancellable: z.boolean(),
  /** True while the store may mark the booking as a no-show, or take the mark back (E141–E143). */
  noShowEditable: z.boolean(),
  visited,
  /** True while the store may mark 방문 완료 or take it back: the no-show window (E193, E194; our addition). */
  visitEditable: z.boolean().optional(),
  ...bookingRequest,
  depositPolicy: bookedPolicy,
  deposit: depositMoney,
  /** Our addition: what happened to the booking, oldest first (the owner's timeline). */
  history: z.array(reservationEvent).optional(),
});
export type OwnerReservationDetail = z.infer<typeof ownerReservationDetail>;

// GET /api/reservation/mypage/upcoming — our /my-page: the member's next booking on top
export const myUpcomingReservation = z.object({
  reservation: z
    .object({
      reservationNo: z.number().int(),
      storeNo: z.number().int(),
      storeName: z.string(),
      storeImage: z.string().nullable(),
      reservationDate: z.string(),
      reservationTime: z.string(),
      personCount: z.number().int(),
      /** Days from Seoul today to the booking's date: 0 on the day itself (D-day). */
      dDay: z.number().int(),
    })
    .nullable(),
  /** Confirmed bookings still ahead, this one included. */
  upcomingCount: z.number().int(),
});
export type MyUpcomingReservation = z.infer<typeof myUpcomingReservation>;

// GET /api/reservation/owner/today — our /owner-page: today's bookings of the owner's store
export const ownerToday = z.object({
  storeNo: z.number().int(),
  /** Seoul today, `yyyy-MM-dd`. */
  date: z.string(),
  /** Bookings of today that were not cancelled (no-shows included), and their guests. */
  bookingCount: z.number().int(),
  personCount: z.number().int(),
});
export type OwnerToday = z.infer<typeof ownerToday>;

// GET /api/owner/dashboard — our /owner-page: the store's day by hour, 61 days of bookings, 12 months of ratings
export const ownerDashboardBooking = z.object({
  reservationNo: z.number().int(),
  /** As the owner's reservation list shows it. */
  userName: z.string(),
  personCount: z.number().int(),
  isNoShow,
});
export const ownerDashboardHour = z.object({
  /** The slot's start, `HH:mm`. */
  time: z.string(),
  /** `past` once the hour is over, `now` while it runs, `ahead` before it starts (Seoul, the server's clock). */
  phase: z.enum(['past', 'now', 'ahead']),
  /** Seats taken by confirmed bookings and no-shows (the slot counter). */
  bookedSeats: z.number().int(),
  /** Seats left, from the availability engine (0 when the capacity was lowered below the booked seats). */
  seatsLeft: z.number().int(),
  /** A diner could book this hour now, seats permitting (not started, open day). */
  bookable: z.boolean(),
  /** Bookings of the hour that were not cancelled, no-shows included, in booking order. */
  bookings: z.array(ownerDashboardBooking),
});
export const ownerDashboardDay = z.object({
  date: z.string(),
  /** Bookings that were not cancelled (confirmed, no-shows included) and their guests. */
  bookingCount: z.number().int(),
  personCount: z.number().int(),
  /** Of those, the ones the store marked as no-shows. */
  noShowCount: z.number().int(),
  /** Cancelled bookings of the day (by anyone), not in the counts above. */
  cancelledCount: z.number().int(),
});
export const ownerDashboardMonth = z.object({
  /** `yyyy-MM`, Seoul. */
  month: z.string(),
  /** Average grade of the month's visible reviews, one decimal; null without reviews. */
  average: z.number().nullable(),
  reviewCount: z.number().int(),
});
export const ownerDashboard = z.object({
  storeNo: z.number().int(),
  storeName: z.string(),
  capacity: z.number().int(),
  today: z.object({
    /** Seoul today and the time of the answer, `yyyy-MM-dd` and `HH:mm`. */
    date: z.string(),
    time: z.string(),
    /** A day off or inside the temporary closure. */
    closed: z.boolean(),
    hours: z.array(ownerDashboardHour),
  }),
  /** From 30 days before today to 30 days after it, 61 days, oldest first. */
  days: z.array(ownerDashboardDay),
  ratings: z.object({
    /** Over all visible reviews, as `storeGrade` (0 without reviews). */
    average: z.number(),
    reviewCount: z.number().int(),
    /** The last 12 months, this one last. */
    months: z.array(ownerDashboardMonth),
  }),
});
export type OwnerDashboard = z.infer<typeof ownerDashboard>;
export type OwnerDashboardHour = z.infer<typeof ownerDashboardHour>;
export type OwnerDashboardDay = z.infer<typeof ownerDashboardDay>;
export type OwnerDashboardMonth = z.infer<typeof ownerDashboardMonth>;

// PATCH /api/reservation/owner/no-show — our store-reservation detail: mark a no-show, or take it back
export const noShowBody = z.object({
  reservationNo: id,
  noShow: z.boolean({ error: MESSAGES.recheckInput }),
});
export type NoShowBody = z.input<typeof noShowBody>;

// PATCH /api/reservation/owner/visited — our addition: 방문 완료, or its undo (`visited: false`)
export const visitBody = z.object({
  reservationNo: id,
  visited: z.boolean({ error: MESSAGES.recheckInput }),
});
export type VisitBody = z.input<typeof visitBody>;

// GET /api/owner/guests/by-reservation/{reservationNo} — our addition: the guest card, for the store's owner only
export const guestCard = z.object({
  userName: z.string(),
  /** The guest's bookings at this store the owner marked 방문 완료. */
  visitCount: z.number().int(),
  /** Their bookings at this store marked as no-shows. */
  noShowCount: z.number().int(),
  /** Their bookings at this store they cancelled themselves. */
  cancelCount: z.number().int(),
  /** Their confirmed bookings here that have not started, soonest first (at most LIMITS.guestCardUpcomingMax). */
  upcoming: z.array(
    z.object({
      reservationNo: z.number().int(),
      reservationDate: z.string(),
      reservationTime: z.string(),
      personCount: z.number().int(),
    }),
  ),
  /** The owner's private note about the guest, or null. */
  note: z.object({ text: z.string(), updatedAt: z.string() }).nullable(),
});
export type GuestCard = z.infer<typeof guestCard>;

// PUT /api/owner/guests/by-reservation/{reservationNo}/note — writes (or rewrites) the owner's note
export const guestNoteBody = z.object({
  note: multiLineText(MESSAGES.guestNoteRequired)
    .trim()
    .min(1, MESSAGES.guestNoteRequired)
    .max(LIMITS.guestNoteMax, MESSAGES.guestNoteTooLong),
});
export type GuestNoteBody = z.input<typeof guestNoteBody>;
