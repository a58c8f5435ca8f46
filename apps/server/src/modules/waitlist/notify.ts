import { z } from 'zod';
import { formatListDate } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { mailLayout } from '../../platform/mail-layout.js';
import type { Mail } from '../../platform/mailer.js';
import type { OutboxHandler } from '../../platform/outbox.js';
import { dayStates, findDayLoads } from '../availability/index.js';
import { findStore } from '../stores/index.js';
import { type ClaimedWait, claimWaits } from './queries.js';
import type { SlotKey } from './topic.js';

const item = z.object({ storeNo: z.number().int(), date: z.string(), time: z.string() });

/**
 * The booking page with the slot and the party selected: the same `date`, `time` and `party` a time
 * chip's link carries (web: features/availability/pick.ts `bookingPath`, read by `requestedBooking`).
 */
export function bookingLink(publicUrl: string, slot: SlotKey, party: number): string {
  const query = new URLSearchParams({ date: slot.date, time: slot.time, party: String(party) });
  return `${publicUrl}/reservation/${slot.storeNo}?${query}`;
}

/** The mail telling a waiting member that their slot has seats for their party now. */
export function waitlistMail(wait: ClaimedWait, slot: SlotKey & { storeName: string }, publicUrl: string): Mail {
  const url = bookingLink(publicUrl, slot, wait.personCount);
  return {
    to: wait.userEmail,
    subject: `[식탁] 기다리시던 시간에 빈자리가 생겼어요 - ${slot.storeName}`,
    ...mailLayout([
      { text: `${wait.userName}님, 빈자리 알림을 신청하신 시간에 자리가 났어요.` },
      {
        details: [
          ['가게', slot.storeName],
          ['일시', `${formatListDate(slot.date)} ${slot.time}`],
          ['인원', `${wait.personCount}명`],
        ],
      },
      {
        text: '자리를 따로 잡아 두지는 않아요. 먼저 예약하시는 분께 자리가 돌아가니, 아래 링크에서 바로 예약해 주세요.',
      },
      { link: { url, label: '지금 예약하기', linkText: '지금 예약하기' } },
    ]),
  };
}

/**
 * Handles `seats-released` (a cancellation, reservations' SEATS_RELEASED) and `waitlist-notify` items
 * (an owner's change, topic.ts), both a slot: for each slot given back, reads its seats left through
 * the availability engine, claims the waits whose party fits (queries.ts, claimWaits: once across
 * instances) and mails them in join order. Nothing is held for them: the first to book gets the seats.
 * A slot of a deleted store, or one that has started or is full again, has nobody to tell. A mail that
 * fails after its claim is logged, not tried again (as the reminders do): at most one mail per wait.
 */
export function waitlistNotifyHandler(ctx: AppContext): OutboxHandler {
  return async (items) => {
    const slots = new Map<string, SlotKey>();
    for (const { id, payload } of items) {
      const parsed = item.safeParse(payload);
      if (parsed.success) slots.set(`${parsed.data.storeNo}|${parsed.data.date}|${parsed.data.time}`, parsed.data);
      else ctx.log.error({ id, payload }, 'waitlist item not understood; dropped');
    }
    for (const slot of slots.values()) {
      const store = await findStore(ctx.db, slot.storeNo);
      if (!store || store.deletedAt) continue;
      const now = ctx.clock.now();
      const loads = await findDayLoads(ctx.db, slot.storeNo, slot.date);
      const state = dayStates(store, slot.date, loads, now).find((candidate) => candidate.time === slot.time);
      if (!state?.bookable) continue;
      const claimed = await claimWaits(ctx.db, slot, state.available, now);
      for (const wait of claimed) {
        try {
          await ctx.mailer.send(waitlistMail(wait, { ...slot, storeName: store.name }, ctx.config.publicUrl));
        } catch (err) {
          ctx.log.error({ err, waitNo: wait.waitNo }, 'waitlist mail failed');
        }
      }
      if (claimed.length > 0) ctx.log.info({ ...slot, count: claimed.length }, 'waitlist notified');
    }
    return items.map((handled) => handled.id);
  };
}
