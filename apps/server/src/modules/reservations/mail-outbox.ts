import { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { type OutboxHandler, enqueue } from '../../platform/outbox.js';
import { type ReservationNews, reservationMail } from './mails.js';
import { findReservationsByNo } from './queries.js';

/** The outbox topic of the member's mails about a booking; `book_table` (migration 0003) writes it too. */
export const RESERVATION_MAIL = 'reservation-mail';

const NEWS = [
  'booked',
  'changed',
  'cancelled-by-member',
  'cancelled-by-store',
  'reminder',
] as const satisfies ReservationNews[];
const item = z.object({ reservationNo: z.number().int(), news: z.enum(NEWS) });

/** Mails sent at once from one batch: enough to overlap SMTP round trips, few enough for any server. */
const PARALLEL_SENDS = 10;

/** Puts the mails about these bookings in the outbox, in the caller's transaction. */
export function enqueueReservationMails(
  db: Queryable,
  reservationNos: readonly number[],
  news: ReservationNews,
): Promise<void> {
  return enqueue(
    db,
    RESERVATION_MAIL,
    reservationNos.map((reservationNo) => ({ reservationNo, news })),
  );
}

/**
 * Composes and sends a batch of booking mails off the request path: one query reads every booking of
 * the batch, then the mails go out ten at a time. A mail that fails is logged and tried again later
 * (platform/outbox.ts); a booking that no longer exists has nothing to tell.
 */
export function reservationMailHandler(ctx: AppContext): OutboxHandler {
  return async (items) => {
    const done: number[] = [];
    const wanted: (z.output<typeof item> & { id: number })[] = [];
    for (const { id, payload } of items) {
      const parsed = item.safeParse(payload);
      if (parsed.success) wanted.push({ id, ...parsed.data });
      else {
        ctx.log.error({ id, payload }, 'reservation mail item not understood; dropped');
        done.push(id);
      }
    }
    if (wanted.length === 0) return done;
    const views = new Map(
      (
        await findReservationsByNo(
          ctx.db,
          wanted.map((w) => w.reservationNo),
        )
      ).map((view) => [view.reservationNo, view]),
    );
    const options = { from: ctx.config.mailFrom, publicUrl: ctx.config.publicUrl, now: ctx.clock.now() };
    for (let start = 0; start < wanted.length; start += PARALLEL_SENDS) {
      await Promise.all(
        wanted.slice(start, start + PARALLEL_SENDS).map(async ({ id, reservationNo, news }) => {
          const view = views.get(reservationNo);
          try {
            if (view) await ctx.mailer.send(reservationMail(view, news, options));
            done.push(id);
          } catch (err) {
            ctx.log.error({ err, reservationNo, news }, 'reservation mail failed');
          }
        }),
      );
    }
    return done;
  };
}
