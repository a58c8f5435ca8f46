import {
  LIMITS,
  type OwnerDashboard,
  type OwnerDashboardHour,
  type OwnerDashboardMonth,
  SLOT_MINUTES,
  addDays,
  minutesOf,
  seoulDate,
  seoulInstant,
  seoulTime,
} from '@siktak/contract';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { type DayLoads, type SlotState, dayStates, findDayLoads } from '../availability/index.js';
import { isStoreClosedOn } from '../booking-day/index.js';
import { countBookingsPerDay, noShowFlag } from '../reservations/index.js';
import { type StoreRow, averageGrade, requireOwnedStore } from '../stores/index.js';
import { type DayBooking, findDayBookings, sumReviewsPerMonth } from './dashboard-queries.js';

/** Where an hour of today stands at Seoul wall time `now` (`HH:mm`). */
function phaseOf(time: string, now: string): OwnerDashboardHour['phase'] {
  const start = minutesOf(time);
  const at = minutesOf(now);
  if (at < start) return 'ahead';
  return at < start + SLOT_MINUTES ? 'now' : 'past';
}

/** `yyyy-MM` of the month `n` months before `month` (`yyyy-MM`). */
function monthBefore(month: string, n: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Every hour of the store today with its seats from the availability engine and its bookings. A
 * booking at an hour that is no longer a slot (booked before the store changed its hours) still shows,
 * at an hour no one can book.
 */
function hoursOf(store: StoreRow, date: string, now: Date, loads: DayLoads, bookings: DayBooking[]) {
  const time = seoulTime(now);
  const hourOf = (at: string, slot?: SlotState): OwnerDashboardHour => ({
    time: at,
    phase: phaseOf(at, time),
    bookedSeats: loads.booked.get(at) ?? 0,
    seatsLeft: slot?.available ?? 0,
    bookable: slot?.bookable ?? false,
    bookings: [],
  });
  const byTime = new Map(dayStates(store, date, loads, now).map((slot) => [slot.time, hourOf(slot.time, slot)]));
  for (const booking of bookings) {
    const hour = byTime.get(booking.time) ?? hourOf(booking.time);
    byTime.set(booking.time, hour);
    hour.bookings.push({
      reservationNo: booking.reservationNo,
      userName: booking.userName,
      personCount: booking.personCount,
      isNoShow: noShowFlag(booking.status),
    });
  }
  return [...byTime.values()].sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
}

/**
 * The owner's dashboard on /owner-page: today by hour, bookings per day around today, and the rating
 * trend, each part one statement (today's seats: the slot counters, read as the availability engine
 * reads them) run side by side for the owner's one store.
 */
export function ownerDashboardService(ctx: AppContext) {
  /** The last LIMITS.ratingTrendMonths Seoul months, this one last, with the visible reviews of each. */
  async function ratingTrend(storeNo: number, today: string): Promise<OwnerDashboardMonth[]> {
    const months = Array.from({ length: LIMITS.ratingTrendMonths }, (_, i) =>
      monthBefore(today.slice(0, 7), LIMITS.ratingTrendMonths - 1 - i),
    );
    const sums = await sumReviewsPerMonth(ctx.db, storeNo, seoulInstant(`${months[0]}-01`));
    return months.map((month) => {
      const sum = sums.get(month);
      return sum
        ? { month, average: averageGrade(sum.gradeSum, sum.reviewCount), reviewCount: sum.reviewCount }
        : { month, average: null, reviewCount: 0 };
    });
  }

  return {
    async ofOwner(caller: AuthUser): Promise<OwnerDashboard> {
      const store = await requireOwnedStore(ctx.db, caller.userNo);
      const now = ctx.clock.now();
      const today = seoulDate(now);
      const [loads, bookings, days, months] = await Promise.all([
        findDayLoads(ctx.db, store.storeNo, today),
        findDayBookings(ctx.db, store.storeNo, today),
        countBookingsPerDay(
          ctx.db,
          store.storeNo,
          addDays(today, -LIMITS.dashboardDays),
          addDays(today, LIMITS.dashboardDays),
        ),
        ratingTrend(store.storeNo, today),
      ]);
      return {
        storeNo: store.storeNo,
        storeName: store.name,
        capacity: store.capacity,
        today: {
          date: today,
          time: seoulTime(now),
          closed: isStoreClosedOn(store, today),
          hours: hoursOf(store, today, now, loads, bookings),
        },
        days,
        ratings: {
          average: averageGrade(store.gradeSum, store.reviewCount),
          reviewCount: store.reviewCount,
          months,
        },
      };
    },
  };
}
