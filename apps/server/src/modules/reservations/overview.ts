import { type MyUpcomingReservation, type OwnerToday, daysBetween, seoulDate, seoulTime } from '@siktak/contract';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { requireOwnedStore } from '../stores/index.js';
import { countDayBookings, findNextReservation } from './queries.js';

/** What /my-page and /owner-page show on top: the member's next booking, the owner's day. */
export function reservationOverview(ctx: AppContext) {
  const nowInSeoul = () => {
    const now = ctx.clock.now();
    return { date: seoulDate(now), time: seoulTime(now) };
  };

  return {
    /** The member's next confirmed booking that has not started (at a store that still exists). */
    async nextOfMember(caller: AuthUser): Promise<MyUpcomingReservation> {
      const now = nowInSeoul();
      const { next, count } = await findNextReservation(ctx.db, caller.userNo, now);
      return {
        reservation: next
          ? {
              reservationNo: next.reservationNo,
              storeNo: next.storeNo,
              storeName: next.storeName,
              storeImage: ctx.urls.url(next.storeImageKey),
              reservationDate: next.date,
              reservationTime: next.time,
              personCount: next.personCount,
              dDay: daysBetween(now.date, next.date),
            }
          : null,
        upcomingCount: count,
      };
    },

    /** Today's bookings of the owner's store; an owner without a store gets 404 like GET /api/owner/stores. */
    async todayOfOwner(caller: AuthUser): Promise<OwnerToday> {
      const store = await requireOwnedStore(ctx.db, caller.userNo);
      const { date } = nowInSeoul();
      const { bookings, people } = await countDayBookings(ctx.db, store.storeNo, date);
      return { storeNo: store.storeNo, date, bookingCount: bookings, personCount: people };
    },
  };
}
