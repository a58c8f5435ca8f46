import type { z } from 'zod';
import {
  type JoinWaitResponse,
  LIMITS,
  type LeaveWaitResponse,
  MESSAGES,
  type WaitItem,
  type WaitList,
  type joinWaitBody,
  seoulDateTime,
} from '@siktak/contract';
import { holdLock } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { availabilityService } from '../availability/index.js';
import { parseBookingDate, parseBookingTime, refusalOf } from '../booking-day/index.js';
import { findStore } from '../stores/index.js';
import {
  type WaitRow,
  cancelWait,
  countOpenWaits,
  findOpenWaits,
  findWait,
  holdsBooking,
  insertWait,
} from './queries.js';
import type { SlotKey } from './topic.js';

const storeNotFound = () => notFound(MESSAGES.storeNotFound);
const waitNotFound = () => notFound(MESSAGES.waitNotFound);

/**
 * The waitlist (빈자리 알림) of full slots: a member joins when the slot cannot seat their party now,
 * sees and leaves their waits, and is mailed when a cancellation frees seats (notify.ts). Each member
 * sees only their own waits.
 */
export function waitlistService(ctx: AppContext) {
  const availability = availabilityService(ctx);

  function toItem(row: WaitRow): WaitItem {
    return {
      waitNo: row.waitNo,
      storeNo: row.storeNo,
      storeName: row.storeName,
      storeImage: ctx.urls.url(row.storeImageKey),
      storeThumb: ctx.urls.thumb(row.storeImageKey),
      date: row.date,
      time: row.time,
      personCount: row.personCount,
      state: row.notifiedAt ? 'NOTIFIED' : 'WAITING',
      createdAt: seoulDateTime(row.createdAt),
    };
  }

  return {
    /**
     * Joins the waitlist of a slot the store could take the party in but is too full for now. Refused:
     * a missing or deleted store (404), not one of its hours (E120), a closed day (E122), a started or
     * too distant slot (E123), a party above the store's hourly capacity (E148), seats there now (E145:
     * book instead), an hour its owner closed (E149: no cancellation opens it), a party above the store's
     * largest online party (E133: call the store), a booking of
     * the slot held already (E129), a second wait (E146), more than LIMITS.waitsMax open waits (E147:
     * counted and inserted under the member's lock, so joins racing at the limit pass one at a time).
     */
    async join(caller: AuthUser, body: z.output<typeof joinWaitBody>): Promise<JoinWaitResponse> {
      const store = await findStore(ctx.db, body.storeNo);
      if (!store || store.deletedAt) throw storeNotFound();
      const date = parseBookingDate(body.date);
      const time = parseBookingTime(body.time);
      if (!date || !time) throw new AppError('E120');
      const slot: SlotKey = { storeNo: body.storeNo, date, time };
      const now = ctx.clock.now();
      const refusal = refusalOf(store, slot, now);
      if (refusal) throw new AppError(refusal);
      if (body.personCount > store.capacity) throw new AppError('E148', { values: { n: store.capacity } });
      if (body.personCount > store.maxParty) throw new AppError('E133', { values: { n: store.maxParty } });
      const seats = await availability.slotSeats(slot.storeNo, date, time);
      if (seats.left >= body.personCount) throw new AppError('E145', { values: { n: seats.left } });
      // Only an hour full of bookings can free seats: one its owner closed never will.
      if (seats.capacity === 0) throw new AppError('E149');
      if (body.personCount > seats.capacity) throw new AppError('E148', { values: { n: seats.capacity } });
      if (await holdsBooking(ctx.db, caller.userNo, slot)) throw new AppError('E129');
      const waitNo = await ctx.db
        .transaction(async (tx) => {
          await holdLock(tx, `waits:${caller.userNo}`);
          if ((await countOpenWaits(tx, caller.userNo, now)) >= LIMITS.waitsMax) {
            throw new AppError('E147', { values: { n: LIMITS.waitsMax } });
          }
          return insertWait(tx, { ...slot, userNo: caller.userNo, personCount: body.personCount }, now);
        })
        .catch((err: unknown) => {
          throw violatedUniqueConstraint(err) === 'waits_member_slot_key' ? new AppError('E146') : err;
        });
      if (waitNo === null) throw new AppError('E146');
      const row = await findWait(ctx.db, waitNo);
      if (!row) throw waitNotFound();
      return { success: true, message: MESSAGES.waitJoined, wait: toItem(row) };
    },

    /** The caller's waits whose slot has not started, soonest first; notified ones too, until the slot starts. */
    async list(caller: AuthUser): Promise<WaitList> {
      const rows = await findOpenWaits(ctx.db, caller.userNo, ctx.clock.now());
      return { waitList: rows.map(toItem) };
    },

    /** Leaves one of the caller's own waits; another member's wait is answered like a missing one. */
    async leave(caller: AuthUser, waitNo: number): Promise<LeaveWaitResponse> {
      if (!(await cancelWait(ctx.db, caller.userNo, waitNo, ctx.clock.now()))) throw waitNotFound();
      return { success: true, message: MESSAGES.waitLeft, waitNo };
    },
  };
}
