import { z } from 'zod';
import { ERRORS, formatListDate } from '@siktak/contract';
import type { Queryable } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { mailLayout } from '../../platform/mail-layout.js';
import type { Mail } from '../../platform/mailer.js';
import { type OutboxHandler, enqueue } from '../../platform/outbox.js';
import { findReleasedHolds } from './hold-queries.js';

/**
 * The outbox topic of the mail telling a diner their held seats went back (ADR-0053): the payment ran out
 * of time (E172) or did not go through (E173). Written in the transaction that releases the hold, so a
 * diner who closed the payment window still learns why there is no booking.
 */
export const HOLD_RELEASED_MAIL = 'deposit-hold-released';

const item = z.object({ holdNo: z.number().int() });

export function enqueueHoldReleasedMail(tx: Queryable, holdNo: number): Promise<void> {
  return enqueue(tx, HOLD_RELEASED_MAIL, [{ holdNo }]);
}

type ReleasedHold = Awaited<ReturnType<typeof findReleasedHolds>>[number];

function holdReleasedMail(hold: ReleasedHold, publicUrl: string): Mail {
  // The reason as the booking page says it on the window's return (E172: time ran out, E173: not paid).
  const reason = ERRORS[hold.releaseCode === 'E172' ? 'E172' : 'E173'].message;
  const again = new URL(`/reservation/${hold.storeNo}`, publicUrl);
  again.search = new URLSearchParams({ date: hold.date, time: hold.time, party: String(hold.personCount) }).toString();
  return {
    to: hold.userEmail,
    subject: `[식탁] 예약금 결제가 완료되지 않아 예약되지 않았어요 - ${hold.storeName}`,
    ...mailLayout([
      { text: `${hold.userName}님, ${reason}` },
      {
        details: [
          ['가게', hold.storeName],
          ['일시', `${formatListDate(hold.date)} ${hold.time}`],
          ['인원', `${hold.personCount}명`],
        ],
      },
      {
        text: '결제된 금액은 없어요. 결제가 뒤늦게 승인되더라도 전액 자동으로 환불돼요.',
        muted: true,
      },
      { link: { url: again.toString(), label: '다시 예약하기', linkText: '다시 예약하기' } },
    ]),
  };
}

/** Sends the mails of released holds; an item whose hold is gone or not released has nothing to tell. */
export function holdReleasedMailHandler(ctx: AppContext): OutboxHandler {
  return async (items) => {
    const wanted = new Map<number, number>();
    const done: number[] = [];
    for (const { id, payload } of items) {
      const parsed = item.safeParse(payload);
      if (parsed.success) wanted.set(id, parsed.data.holdNo);
      else done.push(id);
    }
    const holds = new Map((await findReleasedHolds(ctx.db, [...wanted.values()])).map((h) => [h.holdNo, h]));
    for (const [id, holdNo] of wanted) {
      const hold = holds.get(holdNo);
      try {
        if (hold) await ctx.mailer.send(holdReleasedMail(hold, ctx.config.publicUrl));
        done.push(id);
      } catch (err) {
        ctx.log.error({ err, holdNo }, 'released hold mail failed');
      }
    }
    return done;
  };
}
