import type { z } from 'zod';
import {
  type DaySlots,
  LIMITS,
  MESSAGES,
  type MessageBody,
  type MyReservationDetail,
  type MyReservationItem,
  type OwnerReservationDetail,
  type ReservationStoreInfo,
  type availabilityQuery,
  buildSlots,
  type cancelReservationBody,
  type createReservationBody,
  type createReservationResponse,
  type daySlotsQuery,
  type ownerReservationItem,
  seoulDate,
  seoulTime,
} from '@siktak/contract';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import { BackgroundTasks } from '../../platform/background.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { findStore } from '../stores/queries.js';
import {
  type Slot,
  bookingWindow,
  hasStarted,
  isStoreClosedOn,
  limitRefusalOf,
  parseBookingDate,
  parseBookingTime,
  refusalOf,
  reviewEligibility,
} from './booking-rules.js';
import { type ReservationNews, reservationMail } from './mails.js';
import {
  type ReservationView,
  bookedByTime,
  findMemberReservations,
  findReservation,
  findStoreReservations,
  insertWithinLimits,
  lockMemberBookings,
  markCancelled,
} from './queries.js';
import { bookedSeats, releaseSeats, takeSeats } from './seats.js';

/** Rows per page of the member's and the owner's reservation lists. */
export const RESERVATION_PAGE_SIZE = 10;
const MINUTE_MS = 60_000;

const storeNotFound = () => notFound('가게 정보를 찾을 수 없습니다.');
const reservationNotFound = () => notFound('예약 정보를 찾을 수 없습니다.');

type Paged<T> = { reservationList: T[]; totalPages: number };

export function reservationService(ctx: AppContext) {
  const mails = new BackgroundTasks(ctx.log);

  /**
   * Tells the member about their booking once the transaction has committed. It runs beside the
   * answer, so a slow or failing mail server neither delays nor fails the booking; failures are logged.
   */
  function notify(reservationNo: number, news: ReservationNews): void {
    mails.run('reservation mail', { reservationNo, news }, async () => {
      const reservation = await findReservation(ctx.db, reservationNo);
      if (!reservation) return;
      const options = { from: ctx.config.mailFrom, publicUrl: ctx.config.publicUrl, now: ctx.clock.now() };
      await ctx.mailer.send(reservationMail(reservation, news, options));
    });
  }

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
   * Checks the slot, then in one transaction: waits for the member's other bookings, takes the seats
   * and inserts the reservation if the member's limits leave room (E129–E131).
   */
  async function takeBooking(
    caller: AuthUser,
    body: z.output<typeof createReservationBody>,
  ): Promise<{ slot: Slot; reservationNo: number }> {
    await throttleBooking(caller.userNo);
    const store = await openStore(body.storeNo);
    const slot = parseSlot(body.reservationDate, body.reservationTime);
    const now = ctx.clock.now();
    const refusal = refusalOf(store, slot, now);
    if (refusal) throw new AppError(refusal);
    const where = { storeNo: store.storeNo, ...slot };
    const reservationNo = await ctx.db
      .transaction(async (tx) => {
        await lockMemberBookings(tx, caller.userNo);
        if (!(await takeSeats(tx, where, body.personCount, store.capacity))) {
          const left = Math.max(0, store.capacity - (await bookedSeats(tx, where)));
          throw new AppError('E121', { values: { n: left } });
        }
        const values = { userNo: caller.userNo, ...where, personCount: body.personCount };
        const added = await insertWithinLimits(tx, values, { date: seoulDate(now), time: seoulTime(now) });
        if (added.reservationNo !== null) return added.reservationNo;
        const { code, n } = limitRefusalOf(added);
        throw new AppError(code, { values: { n } });
      })
      .catch((err: unknown) => {
        throw violatedUniqueConstraint(err) === 'reservations_member_slot_key' ? new AppError('E129') : err;
      });
    return { slot, reservationNo };
  }

  /** Admins manage every store; an owner only the store registered to them. */
  function assertManages(caller: AuthUser, ownerNo: number | null): void {
    if (caller.role !== 'ROLE_ADMIN' && ownerNo !== caller.userNo) throw forbidden();
  }

  /** Cancels and gives the seats back in one transaction; E124 when it was cancelled already. */
  async function cancel(reservationNo: number, reason: string, by: 'USER' | 'OWNER' | 'ADMIN'): Promise<void> {
    await ctx.db.transaction(async (tx) => {
      const cancelled = await markCancelled(tx, reservationNo, { reason, by, at: ctx.clock.now() });
      if (!cancelled) throw new AppError('E124');
      await releaseSeats(tx, cancelled, cancelled.personCount);
    });
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
      status: row.status === 'Y' ? 'Y' : 'N',
      isReview: reviewEligibility({ ...row, storeDeleted: row.storeDeletedAt !== null }, now),
      isDeleted: row.storeDeletedAt ? 'Y' : 'N',
      reviewNo: row.reviewNo,
      storeImage: ctx.urls.url(row.storeImageKey),
    };
  }

  return {
    /** Waits for booking mails still being sent (graceful shutdown). */
    drainMails(): Promise<void> {
      return mails.drain();
    },

    async storeInfo(storeNo: number): Promise<ReservationStoreInfo> {
      const store = await openStore(storeNo);
      return {
        storeNo: store.storeNo,
        storeName: store.name,
        openTime: store.openTime,
        closeTime: store.closeTime,
        dayOff: store.dayOff,
        startDate: store.closureStart,
        endDate: store.closureEnd,
        count: store.capacity,
        imageList: store.images.map((key) => ctx.urls.url(key)),
        ...bookingWindow(ctx.clock.now()),
      };
    },

    /**
     * Seats a person could book in the slot right now: capacity minus the booked seats, and 0 when
     * the slot cannot be booked at all (closed day, started, outside the window). A time that is not
     * one of the store's slots, or a malformed date, is E120.
     */
    async availableSeats(query: z.output<typeof availabilityQuery>): Promise<number> {
      const store = await openStore(query.storeNo);
      const slot = parseSlot(query.reservationDate, query.reservationTime);
      const refusal = refusalOf(store, slot, ctx.clock.now());
      if (refusal === 'E120') throw new AppError('E120');
      if (refusal) return 0;
      return Math.max(0, store.capacity - (await bookedSeats(ctx.db, { storeNo: store.storeNo, ...slot })));
    },

    /** Every slot of a day with the seats left and whether it can be booked now (our booking page). */
    async daySlots(query: z.output<typeof daySlotsQuery>): Promise<DaySlots> {
      const store = await openStore(query.storeNo);
      const date = parseBookingDate(query.reservationDate);
      if (!date) throw new AppError('E120');
      const booked = await bookedByTime(ctx.db, store.storeNo, date);
      const now = ctx.clock.now();
      return {
        reservationDate: date,
        closed: isStoreClosedOn(store, date),
        slots: buildSlots(store.openTime, store.closeTime).map((time) => {
          const available = Math.max(0, store.capacity - (booked.get(time) ?? 0));
          return { time, available, bookable: available > 0 && refusalOf(store, { date, time }, now) === null };
        }),
      };
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
        throw forbidden('본인 명의로만 예약할 수 있습니다.');
      }
      // Refusals (E120–E123, E129–E132) are counted for /metrics on their way out.
      const { slot, reservationNo } = await takeBooking(caller, body).catch((err: unknown) => {
        throw ctx.metrics.bookingFailed(err);
      });
      ctx.metrics.bookingMade();
      notify(reservationNo, 'booked');
      return {
        reservationNo,
        reservationDate: slot.date,
        reservationTime: slot.time,
        personCount: body.personCount,
        status: 'Y',
        message: MESSAGES.bookingDone,
      };
    },

    /**
     * Kept for the existing client, which calls it before every list load. Eligibility is computed on
     * each read, so there is nothing to store.
     */
    refreshReviewStatus(): MessageBody {
      return { success: true, message: '리뷰 작성 가능 여부를 확인했습니다.' };
    },

    async myReservations(caller: AuthUser, userNo: number, page: number): Promise<Paged<MyReservationItem>> {
      if (userNo !== caller.userNo) throw forbidden();
      const { rows, total } = await findMemberReservations(ctx.db, userNo, pageAt(page));
      const now = ctx.clock.now();
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
      };
    },

    /** The member cancels their own confirmed booking before its slot starts. */
    async cancelMine(caller: AuthUser, body: z.output<typeof cancelReservationBody>): Promise<MessageBody> {
      const row = await findReservation(ctx.db, body.reservationNo);
      if (!row || row.userNo !== caller.userNo) throw reservationNotFound();
      if (row.status !== 'Y') throw new AppError('E124');
      if (hasStarted(row, ctx.clock.now())) throw new AppError('E127');
      await cancel(row.reservationNo, body.cancelReason, 'USER');
      notify(row.reservationNo, 'cancelled-by-member');
      return { success: true, message: MESSAGES.cancelDone };
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
      return toPage(
        rows.map((row) => ({
          reservationNo: row.reservationNo,
          reservationDate: row.date,
          reservationTime: row.time,
          userName: row.userName,
          personCount: row.personCount,
          status: row.status === 'Y' ? 'Y' : 'N',
        })),
        total,
      );
    },

    async storeReservationDetail(caller: AuthUser, reservationNo: number): Promise<OwnerReservationDetail> {
      const row = await findReservation(ctx.db, reservationNo);
      if (!row) throw reservationNotFound();
      assertManages(caller, row.storeOwnerNo);
      return {
        reservationNo: row.reservationNo,
        userName: row.userName,
        userPhone: row.userPhone,
        reservationDate: row.date,
        reservationTime: row.time,
        personCount: row.personCount,
        status: row.status === 'Y' ? 'Y' : 'N',
        cancelReason: row.cancelReason,
        cancellable: row.status === 'Y' && row.date >= bookingWindow(ctx.clock.now()).today,
      };
    },

    /** The store cancels a confirmed booking dated today or later (spec §2, /store-reservation-detail). */
    async cancelForStore(caller: AuthUser, body: z.output<typeof cancelReservationBody>): Promise<MessageBody> {
      const row = await findReservation(ctx.db, body.reservationNo);
      if (!row) throw reservationNotFound();
      assertManages(caller, row.storeOwnerNo);
      if (row.status !== 'Y') throw new AppError('E124');
      if (row.date < bookingWindow(ctx.clock.now()).today) throw new AppError('E127');
      await cancel(row.reservationNo, body.cancelReason, caller.role === 'ROLE_ADMIN' ? 'ADMIN' : 'OWNER');
      notify(row.reservationNo, 'cancelled-by-store');
      return { success: true, message: MESSAGES.cancelDone };
    },
  };
}
