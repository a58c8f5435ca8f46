import { and, eq, isNull, sql } from 'drizzle-orm';
import { addDays, seoulDate, seoulTime } from '@siktak/contract';
import { reservations } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import type { ScheduledJob } from '../../platform/scheduler.js';
import { reservationMail } from './mails.js';
import { findReservationsByNo } from './queries.js';

const EVERY_MS = 10 * 60 * 1000;
/** Reminders go out from this Seoul time on the day before, not in the middle of the night. */
export const REMINDERS_FROM = '09:00';

/**
 * The reminder e-mail the day before each confirmed booking (Seoul date). Each booking is claimed by
 * setting `reminder_sent_at` where it is still null before anything is sent, so however many
 * instances or runs overlap, one mail goes out per booking — at most one: a mail that fails after the
 * claim is logged, not retried. Cancelled bookings and bookings of deleted stores are never claimed.
 */
export function reminderJob(ctx: AppContext): ScheduledJob {
  return {
    name: 'reservation-reminders',
    everyMs: EVERY_MS,
    async run(tx) {
      const now = ctx.clock.now();
      if (seoulTime(now) < REMINDERS_FROM) return undefined;
      const claimed = await tx
        .update(reservations)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(reservations.date, addDays(seoulDate(now), 1)),
            eq(reservations.status, 'Y'),
            isNull(reservations.reminderSentAt),
            sql`exists (select 1 from stores s where s.store_no = ${reservations.storeNo} and s.deleted_at is null)`,
          ),
        )
        .returning({ reservationNo: reservations.reservationNo });
      if (claimed.length === 0) return undefined;
      const views = await findReservationsByNo(
        tx,
        claimed.map((row) => row.reservationNo),
      );
      const options = { from: ctx.config.mailFrom, publicUrl: ctx.config.publicUrl, now };
      return async () => {
        for (const view of views) {
          try {
            await ctx.mailer.send(reservationMail(view, 'reminder', options));
          } catch (err) {
            ctx.log.error({ err, reservationNo: view.reservationNo }, 'reminder mail failed');
          }
        }
        ctx.log.info({ count: views.length }, 'reservation reminders sent');
      };
    },
  };
}
