import type { z } from 'zod';
import {
  type DaySlots,
  type DepositBooking,
  type DepositMoney,
  LIMITS,
  MESSAGES,
  type MessageBody,
  type MyReservationDetail,
  type MyReservationItem,
  type OwnerReservationDetail,
  type ReservationEvent,
  type ReservationStoreInfo,
  type availabilityQuery,
  type cancelReservationBody,
  type changeReservationBody,
  type createReservationBody,
  type createReservationResponse,
  reservationEvent,
  type daySlotsQuery,
  type myReservationsQuery,
  type ownerReservationItem,
  depositFor,
  seoulDate,
  seoulTime,
  weeklyHoursOf,
} from '@siktak/contract';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { availabilityService } from '../availability/index.js';
import { paymentService } from '../payments/index.js';
import { findStore } from '../stores/index.js';
import {
  type BookableStore,
  LIMIT_VALUES,
  NO_SHOW,
  type Slot,
  bookingWindow,
  hasStarted,
  parseBookingDate,
  parseBookingTime,
  refusalOf,
  reviewEligibility,
} from '../booking-day/index.js';
import { ownerItemOf } from './ledger.js';
import { DEPOSIT_RETURN_PATH, HOLD_MS, type RefundEvent, enqueueDepositRefunds } from './deposit.js';
import { type HoldOutcome, holdTable } from './hold-queries.js';
import { enqueueReservationMails } from './mail-outbox.js';
import { type ReservationNews, reservationCalendar } from './mails.js';
import {
  assertCancellableStatus,
  assertChangeable,
  noShowFlag,
  noShowRefusal,
  visitRefusal,
  visitedFlag,
  wireStatus,
} from './no-show.js';
import {
  type Booking,
  type BookingOutcome,
  type ChangeOutcome,
  type ReservationView,
  bookTable,
  changeBooking,
  findChanges,
  findMemberReservations,
  findReservation,
  findStoreReservations,
  markCancelled,
} from './queries.js';
import { releaseSeats } from './seats.js';

/** Rows per page of the member's and the owner's reservation lists. */
export const RESERVATION_PAGE_SIZE = 10;
const MINUTE_MS = 60_000;

const storeNotFound = () => notFound(MESSAGES.storeNotFound);
const reservationNotFound = () => notFound(MESSAGES.reservationNotFound);

type Paged<T> = { reservationList: T[]; totalPages: number };

/** The answer of a booking or a change: the confirmed booking's slot and party, and what to tell. */
function confirmed(
  reservationNo: number,
  slot: Slot,
  personCount: number,
  message: string,
): z.output<typeof createReservationResponse> {
  return { reservationNo, reservationDate: slot.date, reservationTime: slot.time, personCount, status: 'Y', message };
}

export function reservationService(ctx: AppContext) {
  const availability = availabilityService(ctx);
  const payments = paymentService(ctx);

  async function openStore(storeNo: number) {
    const store = await findStore(ctx.db, storeNo);
    if (!store || store.deletedAt) throw storeNotFound();
    return store;
  }

  function parseSlot(date: string, time: string): Slot {
    const parsedDate = parseBookingDate(date);
    const parsedTime = parseBookingTime(time);
    if (!parsedDate || !parsedTime) throw new AppError('E120');
    return { date: parsedDate, time: parsedTime };
  }

  /** The caller's booking of the body's slot once the store's rules allow it now (E120, E122, E123). */
  function allowedBooking(
    caller: AuthUser,
    rules: BookableStore,
    body: z.output<typeof createReservationBody>,
  ): { slot: Slot; now: Date; booking: Booking } {
    const slot = parseSlot(body.reservationDate, body.reservationTime);
    const now = ctx.clock.now();
    const refusal = refusalOf(rules, slot, now);
    if (refusal) throw new AppError(refusal);
    const booking = {
      userNo: caller.userNo,
      storeNo: body.storeNo,
      ...slot,
      personCount: body.personCount,
      occasion: body.occasion,
      requestNote: body.requestNote,
    };
    return { slot, now, booking };
  }

  /**
   * At most LIMITS.bookingAttemptsPerMinute booking attempts per member and clock minute, counted in
   * the shared counters so every instance sees them (E132); off with the other rate limits (RATE_LIMIT=false).
   */
  async function throttleBooking(userNo: number): Promise<void> {
    if (!ctx.config.rateLimit) return;
    const now = ctx.clock.now().getTime();
    const minute = Math.floor(now / MINUTE_MS);
    const attempts = await ctx.counters.increment(`booking:attempts:${userNo}:${minute}`, MINUTE_MS);
    if (attempts <= LIMITS.bookingAttemptsPerMinute) return;
    const retryAfter = Math.ceil(((minute + 1) * MINUTE_MS - now) / 1000);
    throw new AppError('E132', { headers: { 'retry-after': String(retryAfter) } });
  }

  /**
   * Checks the slot against the store's rules, then books in one statement (`bookTable`): the store's
   * largest party (E133), a slot its owner closed (E123), the member's limits (E129–E131, E134), the seats (E121), the reservation, its
   * confirmation mail and the member's wait for the slot.
   */
  async function takeBooking(
    caller: AuthUser,
    body: z.output<typeof createReservationBody>,
  ): Promise<{ slot: Slot; reservationNo: number }> {
    await throttleBooking(caller.userNo);
    const rules = await availability.storeRules(body.storeNo);
    if (!rules) throw storeNotFound();
    // A store with a 예약금 is booked together with its payment (POST /api/reservation/deposit, ADR-0053):
    // here it is refused, E199 when the diner declined the policy, else E198 (the existing client cannot pay).
    if (rules.depositOn) throw new AppError(body.policyAgreed === false ? 'E199' : 'E198');
    const { slot, now, booking } = allowedBooking(caller, rules, body);
    const result = await bookTable(ctx.db, booking, now).catch((err: unknown) => {
      throw violatedUniqueConstraint(err) === 'reservations_member_slot_key' ? new AppError('E129') : err;
    });
    if (result.outcome !== 'booked') throw refusedBy(result);
    ctx.outbox.wake();
    return { slot, reservationNo: result.reservationNo };
  }

  /** The error of a booking (or a change) the database refused, with the number its message names. */
  function refusedBy(
    result: Exclude<BookingOutcome | ChangeOutcome | HoldOutcome, { outcome: 'booked' | 'changed' | 'held' }>,
  ): Error {
    switch (result.outcome) {
      case 'gone':
        return storeNotFound();
      case 'missing':
        return reservationNotFound();
      case 'E121':
        return new AppError('E121', { values: { n: result.seatsLeft } });
      case 'E133':
      case 'E134':
        return new AppError(result.outcome, { values: { n: result.n } });
      case 'E130':
      case 'E131':
        return new AppError(result.outcome, { values: { n: LIMIT_VALUES[result.outcome] } });
      default:
        // E123: the owner closed the slot (its capacity is 0), refused as a slot that cannot be booked;
        // E174: the member has a hold waiting for its payment.
        return new AppError(result.outcome);
    }
  }

  /**
   * The booking's history for its store: booked and cancelled or marked as a no-show or 방문 완료 (on the row), and
   * each change (`reservation_changes`), in the order they happened.
   */
  async function historyOf(row: ReservationView): Promise<ReservationEvent[]> {
    const slot = (date: string, time: string, personCount: number) => ({
      reservationDate: date,
      reservationTime: time,
      personCount,
    });
    const changes = (await findChanges(ctx.db, row.reservationNo)).map(
      (change): ReservationEvent => ({
        kind: 'changed',
        at: change.changedAt.toISOString(),
        from: slot(change.fromDate, change.fromTime, change.fromParty),
        to: slot(change.toDate, change.toTime, change.toParty),
      }),
    );
    const history: ReservationEvent[] = [{ kind: 'booked', at: row.createdAt.toISOString() }, ...changes];
    if (row.status === 'N' && row.cancelledAt) {
      const by = reservationEvent.shape.by.unwrap().safeParse(row.cancelledBy);
      history.push({ kind: 'cancelled', at: row.cancelledAt.toISOString(), ...(by.success ? { by: by.data } : {}) });
    }
    if (row.status === NO_SHOW && row.noShowAt) history.push({ kind: 'no-show', at: row.noShowAt.toISOString() });
    if (row.visitedAt) history.push({ kind: 'visited', at: row.visitedAt.toISOString() });
    return history;
  }

  /** Admins manage every store; an owner only the store registered to them. */
  function assertManages(caller: AuthUser, ownerNo: number | null): void {
    if (caller.role !== 'ROLE_ADMIN' && ownerNo !== caller.userNo) throw forbidden();
  }

  /**
   * Cancels, gives the seats back and puts the member's mail in the outbox, in one transaction;
   * E124 when it was cancelled already.
   */
  async function cancel(
    row: ReservationView,
    reason: string,
    by: 'USER' | 'OWNER' | 'ADMIN',
    news: ReservationNews,
  ): Promise<void> {
    const { reservationNo } = row;
    const at = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const cancelled = await markCancelled(tx, reservationNo, { reason, by, at });
      if (!cancelled) throw new AppError('E124');
      await releaseSeats(tx, cancelled, cancelled.personCount);
      await enqueueReservationMails(tx, [reservationNo], news);
      // A paid 예약금 goes back by the tier in force (the diner) or in full (the store), ADR-0053.
      const event: RefundEvent = by === 'USER' ? 'member-cancel' : 'store-cancel';
      if (row.depositPolicy) await enqueueDepositRefunds(tx, [reservationNo], event, at);
    });
    ctx.outbox.wake();
  }

  /** The additive `deposit` of a detail: what the diner paid and got back, from the ledger; absent without a payment. */
  async function moneyOf(reservationNo: number): Promise<{ deposit?: DepositMoney }> {
    const money = await payments.moneyOf(reservationNo);
    return money ? { deposit: { paid: money.paid, refunded: money.refunded, refundPending: money.refundPending } } : {};
  }

  function toPage<T>(rows: T[], total: number): Paged<T> {
    return { reservationList: rows, totalPages: Math.max(1, Math.ceil(total / RESERVATION_PAGE_SIZE)) };
  }

  const pageAt = (page: number) => ({ offset: page * RESERVATION_PAGE_SIZE, limit: RESERVATION_PAGE_SIZE });

  function toMyItem(row: ReservationView, now: Date): MyReservationItem {
    return {
      reservationNo: row.reservationNo,
      storeNo: row.storeNo,
      storeName: row.storeName,
      reservationDate: row.date,
      reservationTime: row.time,
      personCount: row.personCount,
      status: wireStatus(row.status),
      isNoShow: noShowFlag(row.status),
      isReview: reviewEligibility({ ...row, storeDeleted: row.storeDeletedAt !== null }, now),
      isDeleted: row.storeDeletedAt ? 'Y' : 'N',
      reviewNo: row.reviewNo,
      storeImage: ctx.urls.url(row.storeImageKey),
    };
  }

  return {
    async storeInfo(storeNo: number): Promise<ReservationStoreInfo> {
      const store = await openStore(storeNo);
      return {
        storeNo: store.storeNo,
        storeName: store.name,
        openTime: store.openTime,
        closeTime: store.closeTime,
        weeklyHours: weeklyHoursOf(store),
        dayOff: store.dayOff,
        startDate: store.closureStart,
        endDate: store.closureEnd,
        count: store.capacity,
        maxPersonCount: Math.min(store.maxParty, store.capacity),
        imageList: store.images.map((key) => ctx.urls.url(key)),
        ...bookingWindow(ctx.clock.now()),
        depositPolicy: store.depositPolicy?.enabled ? store.depositPolicy : null,
      };
    },

    /** Seats a person could book in the slot right now (the availability engine, E120 for a non-slot). */
    availableSeats(query: z.output<typeof availabilityQuery>): Promise<number> {
      return availability.seatsAt(query.storeNo, query.reservationDate, query.reservationTime);
    },

    /** Every slot of a day with the seats left and whether it can be booked now (our booking page). */
    daySlots(query: z.output<typeof daySlotsQuery>): Promise<DaySlots> {
      return availability.daySlots(query.storeNo, query.reservationDate);
    },

    /**
     * Books a table for the caller. Every rule is checked here in Seoul time; the seats are taken by
     * the slot's conditional upsert in the same transaction as the insert, so the capacity holds
     * however many requests and server processes race for the last seats.
     */
    async reserve(
      caller: AuthUser,
      body: z.output<typeof createReservationBody>,
    ): Promise<z.output<typeof createReservationResponse>> {
      if (body.userNo !== undefined && body.userNo !== caller.userNo) {
        throw forbidden(MESSAGES.bookOnlyForSelf);
      }
      // Refusals (E120–E123, E129–E132) are counted for /metrics on their way out.
      const { slot, reservationNo } = await takeBooking(caller, body).catch((err: unknown) => {
        throw ctx.metrics.bookingFailed(err);
      });
      ctx.metrics.bookingMade();
      return confirmed(reservationNo, slot, body.personCount, MESSAGES.bookingDone);
    },

    /**
     * Our web app's booking of a store with a 예약금 (docs/adr/0053-deposit-booking-hold.md): the store's
     * rules as for a booking, the diner's consent (E199), then the order and a hold of the seats for
     * HOLD_MS in one statement (`hold_table`, every check of a booking). A refused hold expires its order.
     */
    async reserveWithDeposit(caller: AuthUser, body: z.output<typeof createReservationBody>): Promise<DepositBooking> {
      if (body.userNo !== undefined && body.userNo !== caller.userNo) {
        throw forbidden(MESSAGES.bookOnlyForSelf);
      }
      await throttleBooking(caller.userNo);
      const store = await openStore(body.storeNo);
      const rules = await availability.storeRules(body.storeNo);
      const policy = store.depositPolicy;
      if (!rules) throw storeNotFound();
      if (!rules.depositOn || !policy?.enabled) throw new AppError('E171');
      if (body.policyAgreed !== true) throw new AppError('E199');
      const { now, booking } = allowedBooking(caller, rules, body);
      const amount = depositFor(policy, body.personCount);
      const { orderId } = await payments.createOrder({
        amount,
        orderName: `${MESSAGES.depositOrderName} · ${store.name}`,
        returnPath: DEPOSIT_RETURN_PATH,
      });
      const expiresAt = new Date(now.getTime() + HOLD_MS);
      const result = await holdTable(ctx.db, booking, { orderId, policy, expiresAt }, now).catch(
        async (err: unknown) => {
          await payments.expire(orderId);
          throw violatedUniqueConstraint(err) === 'reservation_holds_member_slot_key' ? new AppError('E174') : err;
        },
      );
      if (result.outcome !== 'held') {
        await payments.expire(orderId);
        throw refusedBy(result);
      }
      return { orderId, amount, holdExpiresAt: expiresAt.toISOString(), checkout: await payments.checkout(orderId) };
    },

    /**
     * Kept for the existing client, which calls it before every list load. Eligibility is computed on
     * each read, so there is nothing to store.
     */
    refreshReviewStatus(): MessageBody {
      return { success: true, message: MESSAGES.reviewStatusChecked };
    },

    /** The member's bookings a page at a time, of one tab of the list when `filter` is given. */
    async myReservations(
      caller: AuthUser,
      userNo: number,
      { page, filter }: z.output<typeof myReservationsQuery>,
    ): Promise<Paged<MyReservationItem>> {
      if (userNo !== caller.userNo) throw forbidden();
      const now = ctx.clock.now();
      const { rows, total } = await findMemberReservations(
        ctx.db,
        userNo,
        pageAt(page),
        filter && { tab: filter, now: { date: seoulDate(now), time: seoulTime(now) } },
      );
      return toPage(
        rows.map((row) => toMyItem(row, now)),
        total,
      );
    },

    async myReservationDetail(caller: AuthUser, reservationNo: number): Promise<MyReservationDetail> {
      const row = await findReservation(ctx.db, reservationNo);
      if (!row || row.userNo !== caller.userNo) throw reservationNotFound();
      const now = ctx.clock.now();
      return {
        ...toMyItem(row, now),
        storeAddress1: row.storeAddress1,
        storeAddress2: row.storeAddress2,
        storePhone: row.storePhone,
        cancelReason: row.cancelReason,
        cancellable: row.status === 'Y' && !hasStarted(row, now),
        occasion: row.occasion,
        requestNote: row.requestNote,
        depositPolicy: row.depositPolicy,
        ...(await moneyOf(row.reservationNo)),
      };
    },

    /**
     * The member's own booking as an iCalendar file to import (캘린더에 추가): the same event, UID and
     * times as the booking mail's invite. Someone else's booking is not found; a cancelled one, E170.
     */
    async myCalendar(caller: AuthUser, reservationNo: number): Promise<string> {
      const row = await findReservation(ctx.db, reservationNo);
      if (!row || row.userNo !== caller.userNo) throw reservationNotFound();
      if (row.status === 'N') throw new AppError('E170');
      return reservationCalendar(row, 'PUBLISH', { from: ctx.config.mailFrom, now: ctx.clock.now() });
    },

    /** The member cancels their own confirmed booking before its slot starts. */
    async cancelMine(caller: AuthUser, body: z.output<typeof cancelReservationBody>): Promise<MessageBody> {
      const row = await findReservation(ctx.db, body.reservationNo);
      if (!row || row.userNo !== caller.userNo) throw reservationNotFound();
      assertCancellableStatus(row.status);
      if (hasStarted(row, ctx.clock.now())) throw new AppError('E127');
      await cancel(row, body.cancelReason, 'USER', 'cancelled-by-member');
      return { success: true, message: MESSAGES.cancelDone };
    },

    /**
     * Moves the member's confirmed upcoming booking to another date, hour or party in one step. The new
     * slot is checked as a booking of it would be (the store's rules here, the seats and the member's
     * limits in `change_booking`, E121–E134 alike); when it cannot be had the booking stays as it was.
     */
    async change(
      caller: AuthUser,
      reservationNo: number,
      body: z.output<typeof changeReservationBody>,
    ): Promise<z.output<typeof createReservationResponse>> {
      const row = await findReservation(ctx.db, reservationNo);
      if (!row || row.userNo !== caller.userNo) throw reservationNotFound();
      const now = ctx.clock.now();
      assertChangeable(row, now);
      await throttleBooking(caller.userNo);
      const rules = await availability.storeRules(row.storeNo);
      if (!rules) throw storeNotFound();
      const slot = parseSlot(body.reservationDate, body.reservationTime);
      if (slot.date === row.date && slot.time === row.time && body.personCount === row.personCount) {
        throw new AppError('E178');
      }
      const closed = refusalOf(rules, slot, now);
      if (closed) throw new AppError(closed);
      const change = { userNo: caller.userNo, storeNo: row.storeNo, ...slot, personCount: body.personCount };
      const result = await changeBooking(ctx.db, reservationNo, change, now);
      if (result.outcome !== 'changed') throw refusedBy(result);
      ctx.outbox.wake();
      return confirmed(reservationNo, slot, body.personCount, MESSAGES.changeDone);
    },

    async storeReservations(
      caller: AuthUser,
      storeNo: number,
      page: number,
    ): Promise<Paged<z.output<typeof ownerReservationItem>>> {
      const store = await findStore(ctx.db, storeNo);
      if (!store) throw storeNotFound();
      assertManages(caller, store.ownerNo);
      const { rows, total } = await findStoreReservations(ctx.db, storeNo, pageAt(page));
      return toPage(rows.map(ownerItemOf), total);
    },

    async storeReservationDetail(caller: AuthUser, reservationNo: number): Promise<OwnerReservationDetail> {
      const row = await findReservation(ctx.db, reservationNo);
      if (!row) throw reservationNotFound();
      assertManages(caller, row.storeOwnerNo);
      const now = ctx.clock.now();
      return {
        reservationNo: row.reservationNo,
        userName: row.userName,
        userPhone: row.userPhone,
        reservationDate: row.date,
        reservationTime: row.time,
        personCount: row.personCount,
        status: wireStatus(row.status),
        isNoShow: noShowFlag(row.status),
        cancelReason: row.cancelReason,
        cancellable: row.status === 'Y' && row.visitedAt === null && row.date >= bookingWindow(now).today,
        noShowEditable: noShowRefusal(row, now) === null,
        visited: visitedFlag(row),
        visitEditable: visitRefusal(row, now) === null,
        occasion: row.occasion,
        requestNote: row.requestNote,
        depositPolicy: row.depositPolicy,
        ...(await moneyOf(row.reservationNo)),
        history: await historyOf(row),
      };
    },

    /** The store cancels a confirmed booking dated today or later (/store-reservation-detail). */
    async cancelForStore(caller: AuthUser, body: z.output<typeof cancelReservationBody>): Promise<MessageBody> {
      const row = await findReservation(ctx.db, body.reservationNo);
      if (!row) throw reservationNotFound();
      assertManages(caller, row.storeOwnerNo);
      assertCancellableStatus(row.status);
      if (row.visitedAt) throw new AppError('E197');
      if (row.date < bookingWindow(ctx.clock.now()).today) throw new AppError('E127');
      const by = caller.role === 'ROLE_ADMIN' ? 'ADMIN' : 'OWNER';
      await cancel(row, body.cancelReason, by, 'cancelled-by-store');
      return { success: true, message: MESSAGES.cancelDone };
    },
  };
}
