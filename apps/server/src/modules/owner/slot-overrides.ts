import { sql } from 'drizzle-orm';
import { MESSAGES, type OwnerSlotDay, type SlotOverrideBody, seoulDate, storeSlotsOn } from '@siktak/contract';
import type { Queryable } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { capacityAt, findDayLoads } from '../availability/index.js';
import { bookingWindow, isStoreClosedOn, startedOn } from '../booking-day/index.js';
import { type StoreRow, requireOwnedStore } from '../stores/index.js';
import { enqueueWaitedSlots } from '../waitlist/index.js';

/**
 * Sets (an upsert on the row of the hour, or of the date when `time` is null) or removes the owner's
 * capacity. A write of the whole date replaces the hours' own capacities of that date too, so "이날
 * 전체 닫기" closes every hour and "이날 전체 열기" gives every hour the store's capacity back. The exclusive (store, date) lock waits for the bookings of that date in flight, which
 * hold it shared inside `book_table` (migration 0006): every booking after this commits sees it.
 */
async function writeOverride(
  db: Queryable,
  storeNo: number,
  override: { date: string; time: string | null; capacity: number | null },
): Promise<void> {
  const { date, time, capacity } = override;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('slots:' || ${storeNo}::int || ':' || ${date}::date))`);
    if (time === null) {
      await tx.execute(sql`
        delete from slot_overrides where store_no = ${storeNo} and slot_date = ${date}::date and slot_time is not null`);
    }
    if (capacity === null) {
      await tx.execute(sql`
        delete from slot_overrides
        where store_no = ${storeNo} and slot_date = ${date}::date and coalesce(slot_time, '') = ${time ?? ''}`);
    } else {
      await tx.execute(sql`
        insert into slot_overrides (store_no, slot_date, slot_time, capacity)
        values (${storeNo}, ${date}::date, ${time}, ${capacity})
        on conflict (store_no, slot_date, (coalesce(slot_time, '')))
        do update set capacity = excluded.capacity, updated_at = now()`);
    }
    // Seats the owner gave back (a reopened or wider hour or date) reach those waiting for them.
    await enqueueWaitedSlots(tx, { storeNo, date, time });
  });
}

/**
 * 시간대 관리 on /owner-page: the owner closes or narrows single hours or a whole date of their own
 * store without editing it (ADR 0014). Only dates of the booking window.
 * Nothing cached holds an override: the engine reads them live with the booked seats (findDayLoads).
 */
export function slotOverrideService(ctx: AppContext) {
  const ownStore = (caller: AuthUser): Promise<StoreRow> => requireOwnedStore(ctx.db, caller.userNo);

  function checkDate(date: string): void {
    const { today, lastBookableDate } = bookingWindow(ctx.clock.now());
    if (date < today || date > lastBookableDate) {
      throw badRequest(MESSAGES.slotDateRange, { date: MESSAGES.slotDateRange });
    }
  }

  async function dayOf(store: StoreRow, date: string): Promise<OwnerSlotDay> {
    const day = await findDayLoads(ctx.db, store.storeNo, date);
    const now = ctx.clock.now();
    const { today, lastBookableDate } = bookingWindow(now);
    const started = startedOn(date, now);
    return {
      storeNo: store.storeNo,
      date,
      storeCapacity: store.capacity,
      dayCapacity: day.whole,
      dayOff: isStoreClosedOn(store, date),
      today,
      lastBookableDate,
      slots: storeSlotsOn(store, date).map((time) => ({
        time,
        capacity: capacityAt(store, day, time),
        booked: day.booked.get(time) ?? 0,
        overridden: day.hours.has(time),
        started: started(time),
      })),
    };
  }

  return {
    /** The day's hours of the owner's store (default: Seoul today). */
    async day(caller: AuthUser, date: string | undefined): Promise<OwnerSlotDay> {
      const store = await ownStore(caller);
      const asked = date ?? seoulDate(ctx.clock.now());
      checkDate(asked);
      return dayOf(store, asked);
    },

    /** Sets or removes one override, then answers the day as `day` does. Bookings already made stay. */
    async set(caller: AuthUser, body: SlotOverrideBody): Promise<OwnerSlotDay> {
      const store = await ownStore(caller);
      checkDate(body.date);
      if (body.time !== null && !storeSlotsOn(store, body.date).includes(body.time)) {
        throw badRequest(MESSAGES.slotTimeRule, { time: MESSAGES.slotTimeRule });
      }
      if (body.capacity !== null && body.capacity > store.capacity) {
        throw badRequest(MESSAGES.slotCapacityRule, { capacity: MESSAGES.slotCapacityRule });
      }
      await writeOverride(ctx.db, store.storeNo, body);
      ctx.outbox.wake();
      return dayOf(store, body.date);
    },
  };
}
