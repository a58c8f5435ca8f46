import { type DepositPolicy, LIMITS, type MenuItem, type Occasion, type WeeklyHours } from '@siktak/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    userNo: serial('user_no').primaryKey(),
    /** The login id: a lower-cased e-mail address. */
    email: text('email').notNull(),
    /** argon2id hash; null for Kakao-only members. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    phone: text('phone').notNull(),
    role: text('role').notNull().default('ROLE_USER'),
    profileImage: text('profile_image'),
    kakaoId: text('kakao_id'),
    createdAt: createdAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_nickname_key').on(t.nickname),
    uniqueIndex('users_kakao_id_key').on(t.kakaoId),
    check('users_role_check', sql`${t.role} in ('ROLE_USER', 'ROLE_OWNER', 'ROLE_ADMIN')`),
  ],
);

/**
 * What each member agreed to, one row per answer, never changed (docs/adr/0041-sign-up-consents.md):
 * a sign-up writes a row per kind, a change of 마케팅 정보 수신 adds one, and the latest row of a kind is
 * the member's answer. `agreed` is null for a sign-up of the existing client, which asks nothing.
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: serial('id').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    kind: text('kind').notNull(),
    /** The 시행일 of the text the answer was given for (CONSENT_VERSIONS). */
    version: text('version').notNull(),
    agreed: boolean('agreed'),
    source: text('source').notNull(),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    check('member_consents_kind_check', sql`${t.kind} in ('terms', 'privacy', 'age14', 'marketing')`),
    check('member_consents_source_check', sql`${t.source} in ('signup', 'kakao-signup', 'legacy-client', 'my-info')`),
    index('member_consents_member_idx').on(t.userNo, t.kind, t.id),
  ],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: instant('verified_at'),
    /** Set when the code is used up: verified and signed up with, or superseded by a new code. */
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_email_idx').on(t.email, t.createdAt)],
);

/**
 * 비밀번호 찾기 (docs/adr/0039-password-reset.md): one row per request, for any address typed, so the
 * request does the same work whether or not it has an account. The mail step fills `user_no` and the
 * token's SHA-256 only for a member with a password; the token itself is only in the mail.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    userNo: integer('user_no').references(() => users.userNo),
    tokenHash: text('token_hash'),
    /** 30 minutes after the request; set to the time of a newer request for the same address. */
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_resets_email_idx').on(t.email, t.createdAt),
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    tokenHash: text('token_hash').notNull(),
    /** All tokens rotated from one login share a family; reuse of a rotated token revokes the family. */
    familyId: text('family_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userNo),
  ],
);

export const ownerApplications = pgTable(
  'owner_applications',
  {
    registerNo: serial('register_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    storeName: text('store_name').notNull(),
    businessNo: text('business_no').notNull(),
    imageKey: text('image_key').notNull(),
    /** N waiting, Y approved, R rejected. */
    status: text('status').notNull().default('N'),
    requestDate: timestamp('request_date', { withTimezone: true }).notNull().defaultNow(),
    processedAt: instant('processed_at'),
    processedBy: integer('processed_by').references(() => users.userNo),
  },
  (t) => [
    check('owner_applications_status_check', sql`${t.status} in ('N', 'Y', 'R')`),
    uniqueIndex('owner_applications_open_per_user').on(t.userNo).where(sql`${t.status} in ('N', 'Y')`),
    uniqueIndex('owner_applications_open_business_no').on(t.businessNo).where(sql`${t.status} in ('N', 'Y')`),
    index('owner_applications_request_idx').on(t.requestDate),
  ],
);

export const stores = pgTable(
  'stores',
  {
    storeNo: serial('store_no').primaryKey(),
    ownerNo: integer('owner_no').references(() => users.userNo),
    name: text('name').notNull(),
    /** Initial consonants of the name (초성), for searches such as `ㄱㄴ`. */
    nameChoseong: text('name_choseong').notNull().default(''),
    district: text('district').notNull(),
    foodType: text('food_type').notNull(),
    phone: text('phone').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull(),
    openTime: text('open_time').notNull(),
    closeTime: text('close_time').notNull(),
    /**
     * Hours by weekday with 브레이크 타임 and last booking time (migration 0022,
     * docs/adr/0049-hours-by-weekday.md); null = every day `openTime`–`closeTime`, as the existing client saves it.
     */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>(),
    dayOff: text('day_off').array().notNull().default(sql`'{}'::text[]`),
    closureStart: date('closure_start', { mode: 'string' }),
    closureEnd: date('closure_end', { mode: 'string' }),
    /** The names of `menuItems`, in order, written with them (keyword search, `menuList`). */
    menu: text('menu').array().notNull().default(sql`'{}'::text[]`),
    /** The menu with prices and 대표 메뉴 (migration 0020, docs/adr/0047-menus-with-prices.md). */
    menuItems: jsonb('menu_items').$type<MenuItem[]>().notNull().default(sql`'[]'::jsonb`),
    /** 가격대 per person in 원; null where the owner gave no figure. */
    lunchPriceMin: integer('lunch_price_min'),
    lunchPriceMax: integer('lunch_price_max'),
    dinnerPriceMin: integer('dinner_price_min'),
    dinnerPriceMax: integer('dinner_price_max'),
    /** The 소개 on the store page; '' when none. */
    intro: text('intro').notNull().default(''),
    /** 예약금·취소 규정 (migration 0024, docs/adr/0051-deposit-policy.md); null: never set, the default (off). */
    depositPolicy: jsonb('deposit_policy').$type<DepositPolicy>(),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    capacity: integer('capacity').notNull(),
    /**
     * The largest party one online booking may have (E133, `book_table`), the owner's setting; the
     * default is for the stores of a form that does not send it (migration 0013 writes it out).
     */
    maxParty: integer('max_party').notNull().default(LIMITS.partyMaxDefault),
    /** Sum and count of the visible reviews' scores, kept in the review transactions. */
    gradeSum: integer('grade_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('stores_one_per_owner').on(t.ownerNo).where(sql`${t.deletedAt} is null and ${t.ownerNo} is not null`),
    index('stores_created_idx').on(t.createdAt),
    index('stores_district_food_idx').on(t.district, t.foodType),
    // Three orders of the availability search (modules/availability/queries.ts), each read backwards;
    // the fourth, latest, reads stores_created_idx.
    index('stores_recommended_idx')
      .on(sql`((${t.gradeSum} + 17.5::float8) / (${t.reviewCount} + 5))`, t.reviewCount, t.storeNo)
      .where(sql`${t.deletedAt} is null`),
    index('stores_rating_idx')
      .on(sql`((${t.gradeSum} + 30::float8) / (${t.reviewCount} + 10))`, t.reviewCount, t.storeNo)
      .where(sql`${t.deletedAt} is null`),
    index('stores_reviews_idx')
      .on(
        t.reviewCount,
        sql`(case when ${t.reviewCount} > 0 then ${t.gradeSum}::float8 / ${t.reviewCount} else 0 end)`,
        t.storeNo,
      )
      .where(sql`${t.deletedAt} is null`),
    check('stores_capacity_check', sql`${t.capacity} > 0`),
    check('stores_menu_items_check', sql`jsonb_typeof(${t.menuItems}) = 'array'`),
    check('stores_deposit_policy_check', sql`jsonb_typeof(${t.depositPolicy}) = 'object'`),
    check(
      'stores_price_range_check',
      sql`${t.lunchPriceMin} BETWEEN 0 AND 10000000 AND ${t.lunchPriceMax} BETWEEN 0 AND 10000000
  AND ${t.dinnerPriceMin} BETWEEN 0 AND 10000000 AND ${t.dinnerPriceMax} BETWEEN 0 AND 10000000
  AND ${t.lunchPriceMin} <= ${t.lunchPriceMax} AND ${t.dinnerPriceMin} <= ${t.dinnerPriceMax}`,
    ),
  ],
);

export const storeImages = pgTable(
  'store_images',
  {
    id: serial('id').primaryKey(),
    storeNo: integer('store_no')
      .notNull()
      .references(() => stores.storeNo, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('store_images_store_idx').on(t.storeNo, t.position)],
);

export const reservations = pgTable(
  'reservations',
  {
    reservationNo: serial('reservation_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    storeNo: integer('store_no')
      .notNull()
      .references(() => stores.storeNo),
    date: date('reservation_date', { mode: 'string' }).notNull(),
    time: text('reservation_time').notNull(),
    personCount: integer('person_count').notNull(),
    /** Y confirmed, N cancelled, NOSHOW a past confirmed booking the store marked as not visited. */
    status: text('status').notNull().default('Y'),
    cancelReason: text('cancel_reason'),
    /** USER, OWNER, ADMIN or SYSTEM (store deleted, member withdrawn). */
    cancelledBy: text('cancelled_by'),
    cancelledAt: instant('cancelled_at'),
    reminderSentAt: instant('reminder_sent_at'),
    /** When the store marked the no-show (status NOSHOW). */
    noShowAt: instant('no_show_at'),
    /** When the store marked the guest as arrived (방문 완료); only on a confirmed booking (migration 0021). */
    visitedAt: instant('visited_at'),
    /** The occasion the diner gave at booking (the contract's OCCASIONS), or null (migration 0017). */
    occasion: text('occasion').$type<Occasion>(),
    /** The diner's note to the store at booking, trimmed and stored as typed; null when none. */
    requestNote: text('request_note'),
    /** How many times the member changed the booking: its calendar invites' SEQUENCE grows with it. */
    revision: integer('revision').notNull().default(0),
    /** The store's 예약금·취소 규정 when the booking was made, copied by a trigger (migration 0024); null: no deposit. */
    depositPolicy: jsonb('deposit_policy').$type<DepositPolicy>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reservations_status_check', sql`${t.status} in ('Y', 'N', 'NOSHOW')`),
    check('reservations_person_count_check', sql`${t.personCount} > 0`),
    check(
      'reservations_occasion_check',
      sql`${t.occasion} in ('BIRTHDAY', 'ANNIVERSARY', 'DATE', 'BUSINESS', 'FAMILY', 'OTHER')`,
    ),
    check('reservations_request_note_check', sql`char_length(${t.requestNote}) between 1 and 200`),
    // 방문 완료 and 노쇼 (or a cancellation) exclude each other, whatever races.
    check('reservations_visited_check', sql`${t.visitedAt} is null or ${t.status} = 'Y'`),
    index('reservations_user_idx').on(t.userNo, t.date, t.time),
    // One confirmed booking per member and slot of a store (E129), however many requests race.
    uniqueIndex('reservations_member_slot_key').on(t.userNo, t.storeNo, t.date, t.time).where(sql`${t.status} = 'Y'`),
    index('reservations_store_idx').on(t.storeNo, t.date, t.time),
    // The guest card: one member's bookings at one store.
    index('reservations_store_guest_idx').on(t.storeNo, t.userNo),
    // The reminder job's scan: confirmed bookings of one date still without a reminder.
    index('reservations_reminder_idx').on(t.date).where(sql`${t.status} = 'Y' and ${t.reminderSentAt} is null`),
  ],
);

/** The store owner's private note about one guest (the guest card, migration 0021); never shown to the guest. */
export const guestNotes = pgTable(
  'guest_notes',
  {
    storeNo: integer('store_no')
      .notNull()
      .references(() => stores.storeNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeNo, t.userNo] }),
    check('guest_notes_note_check', sql`char_length(${t.note}) between 1 and 500`),
  ],
);

/** Each change of a booking's slot or party (change_booking, migration 0018), for the owner's timeline. */
export const reservationChanges = pgTable(
  'reservation_changes',
  {
    changeNo: serial('change_no').primaryKey(),
    reservationNo: integer('reservation_no')
      .notNull()
      .references(() => reservations.reservationNo),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    fromTime: text('from_time').notNull(),
    fromParty: integer('from_party').notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    toTime: text('to_time').notNull(),
    toParty: integer('to_party').notNull(),
    changedAt: instant('changed_at').notNull(),
  },
  (t) => [index('reservation_changes_reservation_idx').on(t.reservationNo, t.changeNo)],
);

/**
 * Seats taken per (store, date, slot). Every booking adds to `booked` with a conditional upsert that
 * refuses to pass the store's capacity, and every cancellation subtracts in the same transaction as
 * the status change — the capacity invariant (ADR 0006) lives here, in one row per slot.
 */
export const slotLoads = pgTable(
  'slot_loads',
  {
    storeNo: integer('store_no')
      .notNull()
      .references(() => stores.storeNo),
    date: date('slot_date', { mode: 'string' }).notNull(),
    time: text('slot_time').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeNo, t.date, t.time] }),
    // Every store's seats of a date (a search looking past its page).
    index('slot_loads_date_idx').on(t.date),
    check('slot_loads_booked_check', sql`${t.booked} >= 0`),
  ],
);

/**
 * An owner's capacity for one hour (`slot_time`) or a whole date (`slot_time` null) of their store,
 * instead of the store's capacity: 0 closes it. The hour's row wins over the date's, which wins over
 * the store's capacity; `book_table` (migration 0006) and the availability engine both read it.
 */
export const slotOverrides = pgTable(
  'slot_overrides',
  {
    storeNo: integer('store_no')
      .notNull()
      .references(() => stores.storeNo),
    date: date('slot_date', { mode: 'string' }).notNull(),
    time: text('slot_time'),
    capacity: integer('capacity').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slot_overrides_key').on(t.storeNo, t.date, sql`coalesce(${t.time}, '')`),
    index('slot_overrides_date_idx').on(t.date),
    check('slot_overrides_capacity_check', sql`${t.capacity} >= 0`),
  ],
);

/** A member's 찜: one row per member and store, newest first on my-page. */
export const favorites = pgTable(
  'favorites',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    storeNo: integer('store_no')
      .notNull()
      .references(() => stores.storeNo),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.storeNo] }), index('favorites_user_idx').on(t.userNo, t.createdAt)],
);

/**
 * Waits for seats (빈자리 알림): a member asks to be told when a full slot frees seats for their party.
 * A cancellation queues `seats-released` (an owner's change `waitlist-notify`), whose handler claims the
 * waits that fit by setting `notified_at` where it is still null (once, however many instances), in
 * join order. Waits are never
 * deleted: one whose slot has started is expired by the reads, one the member left (or whose store or
 * member is gone) has `cancelled_at`.
 */
export const waits = pgTable(
  'waits',
  {
    waitNo: serial('wait_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    storeNo: integer('store_no')
      .notNull()
      .references(() => stores.storeNo),
    date: date('slot_date', { mode: 'string' }).notNull(),
    time: text('slot_time').notNull(),
    personCount: integer('person_count').notNull(),
    createdAt: createdAt(),
    notifiedAt: instant('notified_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    check('waits_person_count_check', sql`${t.personCount} > 0`),
    // One open wait per member and slot (E146), however many requests race.
    uniqueIndex('waits_member_slot_key').on(t.userNo, t.storeNo, t.date, t.time).where(sql`${t.cancelledAt} is null`),
    // The notification's scan: the open waits of one slot in join order.
    index('waits_slot_idx').on(t.storeNo, t.date, t.time, t.createdAt),
    index('waits_user_idx').on(t.userNo, t.date, t.time),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    reviewNo: serial('review_no').primaryKey(),
    reservationNo: integer('reservation_no')
      .notNull()
      .references(() => reservations.reservationNo),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    storeNo: integer('store_no')
      .notNull()
      .references(() => stores.storeNo),
    grade: smallint('grade').notNull(),
    content: text('content').notNull(),
    hiddenAt: instant('hidden_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_reservation_key').on(t.reservationNo),
    index('reviews_store_idx').on(t.storeNo, t.createdAt),
    index('reviews_user_idx').on(t.userNo, t.createdAt),
    check('reviews_grade_check', sql`${t.grade} between 1 and 5`),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewNo: integer('review_no')
      .notNull()
      .references(() => reviews.reviewNo, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('review_images_review_idx').on(t.reviewNo, t.position)],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    reportNo: serial('report_no').primaryKey(),
    reviewNo: integer('review_no')
      .notNull()
      .references(() => reviews.reviewNo, { onDelete: 'cascade' }),
    reporterNo: integer('reporter_no')
      .notNull()
      .references(() => users.userNo),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_reports_once').on(t.reviewNo, t.reporterNo)],
);

/**
 * The store owner's public reply to a review (사장님 답글, ADR-0046): at most one per review (the review
 * is the key), gone with the review. `author_no` is the owner who last wrote it.
 */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewNo: integer('review_no')
      .primaryKey()
      .references(() => reviews.reviewNo, { onDelete: 'cascade' }),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.userNo),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'review_replies_content_check',
      sql`char_length(${t.content}) between 1 and ${sql.raw(String(LIMITS.reviewReplyMax))}`,
    ),
  ],
);

export const notices = pgTable(
  'notices',
  {
    noticeNo: serial('notice_no').primaryKey(),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.userNo),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('notices_created_idx').on(t.createdAt)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    auditNo: serial('audit_no').primaryKey(),
    actorNo: integer('actor_no')
      .notNull()
      .references(() => users.userNo),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('audit_logs_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);

/**
 * Work to do after a commit, written in the same transaction as the change it follows (a transactional
 * outbox): a booking's confirmation mail is one row inserted by the booking statement itself. Every
 * instance drains it (platform/outbox.ts); a row is claimed by pushing `available_at` ahead, so one
 * instance handles it, and deleted once handled. A row whose handling failed comes back when its claim
 * runs out, up to `OUTBOX_MAX_ATTEMPTS` times.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    availableAt: instant('available_at').notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_available_idx').on(t.availableAt)],
);

/**
 * A booking of a store with a 예약금 while its payment is made (migration 0026,
 * docs/adr/0053-deposit-booking-hold.md): its seats are taken in `slot_loads` like a booking's until
 * `expiresAt`; CONFIRMED when the payment is (its reservation written then), RELEASED with the code of the
 * reason the diner is told (E172, E173).
 */
export const reservationHolds = pgTable(
  'reservation_holds',
  {
    holdNo: serial('hold_no').primaryKey(),
    orderId: text('order_id').notNull(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo),
    storeNo: integer('store_no')
      .notNull()
      .references(() => stores.storeNo),
    date: date('reservation_date', { mode: 'string' }).notNull(),
    time: text('reservation_time').notNull(),
    personCount: integer('person_count').notNull(),
    occasion: text('occasion').$type<Occasion>(),
    requestNote: text('request_note'),
    /** The policy the diner agreed to, written to the reservation on confirmation. */
    depositPolicy: jsonb('deposit_policy').$type<DepositPolicy>().notNull(),
    status: text('status').notNull().default('PENDING'),
    releaseCode: text('release_code'),
    reservationNo: integer('reservation_no').references(() => reservations.reservationNo),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('reservation_holds_order_id_idx').on(t.orderId),
    uniqueIndex('reservation_holds_member_slot_key')
      .on(t.userNo, t.storeNo, t.date, t.time)
      .where(sql`${t.status} = 'PENDING'`),
    index('reservation_holds_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'PENDING'`),
    check('reservation_holds_status_check', sql`${t.status} in ('PENDING', 'CONFIRMED', 'RELEASED')`),
    check('reservation_holds_release_code_check', sql`(${t.status} = 'RELEASED') = (${t.releaseCode} is not null)`),
    check('reservation_holds_confirmed_check', sql`(${t.status} = 'CONFIRMED') = (${t.reservationNo} is not null)`),
    check('reservation_holds_person_count_check', sql`${t.personCount} > 0`),
  ],
);
/**
 * One order to pay (예약금), its state machine and what is left to refund (migration 0025,
 * docs/adr/0052-payment-provider-and-ledger.md). `reservation_no` names the booking it pays for; the
 * booking flow wires it (no foreign key yet).
 */
export const payments = pgTable(
  'payments',
  {
    paymentNo: serial('payment_no').primaryKey(),
    orderId: text('order_id').notNull(),
    orderName: text('order_name').notNull(),
    amount: integer('amount').notNull(),
    balanceAmount: integer('balance_amount').notNull().default(0),
    status: text('status').notNull().default('READY'),
    provider: text('provider').notNull(),
    paymentKey: text('payment_key'),
    reservationNo: integer('reservation_no').references(() => reservations.reservationNo),
    returnPath: text('return_path').notNull(),
    failureCode: text('failure_code'),
    /** When the payments job next asks the provider about an order left CONFIRMING. */
    checkAt: instant('check_at'),
    checkAttempts: integer('check_attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_order_id_idx').on(t.orderId),
    index('payments_reservation_idx').on(t.reservationNo).where(sql`${t.reservationNo} is not null`),
    index('payments_check_idx').on(t.checkAt).where(sql`${t.status} = 'CONFIRMING'`),
    check('payments_order_id_check', sql`${t.orderId} ~ '^[A-Za-z0-9_-]{6,64}$'`),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_balance_check', sql`${t.balanceAmount} between 0 and ${t.amount}`),
    check(
      'payments_status_check',
      sql`${t.status} in ('READY', 'CONFIRMING', 'DONE', 'PARTIAL_CANCELED', 'CANCELED', 'FAILED')`,
    ),
    check('payments_provider_check', sql`${t.provider} in ('toss', 'demo')`),
    check('payments_key_check', sql`${t.status} in ('READY', 'FAILED') or ${t.paymentKey} is not null`),
    check('payments_return_path_check', sql`${t.returnPath} ~ '^/[^/\\\\]'`),
  ],
);

/** Each money movement of a payment: its one charge, and each refund from its request until the provider did it. */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    entryNo: serial('entry_no').primaryKey(),
    paymentNo: integer('payment_no')
      .notNull()
      .references(() => payments.paymentNo, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    amount: integer('amount').notNull(),
    /** The caller's name of a refund request: asking again under it is the same refund. */
    requestKey: text('request_key'),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentKey: text('payment_key').notNull(),
    transactionKey: text('transaction_key'),
    reason: text('reason'),
    failureCode: text('failure_code'),
    attempts: integer('attempts').notNull().default(0),
    /** When the payments job next tries a PENDING refund. */
    retryAt: instant('retry_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_ledger_charge_idx').on(t.paymentNo).where(sql`${t.kind} = 'CHARGE'`),
    uniqueIndex('payment_ledger_request_idx').on(t.paymentNo, t.requestKey).where(sql`${t.requestKey} is not null`),
    uniqueIndex('payment_ledger_idempotency_idx').on(t.idempotencyKey),
    index('payment_ledger_retry_idx').on(t.retryAt).where(sql`${t.state} = 'PENDING'`),
    check('payment_ledger_kind_check', sql`${t.kind} in ('CHARGE', 'REFUND', 'PARTIAL_REFUND')`),
    check('payment_ledger_state_check', sql`${t.state} in ('PENDING', 'DONE', 'FAILED')`),
    check('payment_ledger_amount_check', sql`${t.amount} > 0`),
    check('payment_ledger_request_key_check', sql`(${t.kind} = 'CHARGE') = (${t.requestKey} is null)`),
  ],
);

/** The demo provider's own side of its payments, as Toss keeps them on its side (modules/payments/demo.ts). */
export const demoPayments = pgTable(
  'demo_payments',
  {
    paymentKey: text('payment_key').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: integer('amount').notNull(),
    balanceAmount: integer('balance_amount').notNull(),
    status: text('status').notNull(),
    cancels: jsonb('cancels').$type<DemoCancel[]>().notNull().default([]),
    approvedAt: instant('approved_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('demo_payments_order_id_idx').on(t.orderId),
    check('demo_payments_status_check', sql`${t.status} in ('IN_PROGRESS', 'DONE', 'PARTIAL_CANCELED', 'CANCELED')`),
  ],
);

/** One cancel of a demo payment, with the idempotency key it was asked under. */
export interface DemoCancel {
  transactionKey: string;
  idempotencyKey: string;
  cancelAmount: number;
  cancelReason: string;
  canceledAt: string;
}
