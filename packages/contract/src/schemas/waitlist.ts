import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { id, pathId, singleLineText } from './common.js';
import { partyCount } from './reservations.js';

/** `WAITING` until seats freed up for the party, then `NOTIFIED` (the mail went out) until the slot starts. */
export const WAIT_STATES = ['WAITING', 'NOTIFIED'] as const;
export type WaitState = (typeof WAIT_STATES)[number];

// POST /api/waitlist — join the waitlist of a full slot (빈자리 알림 받기)
export const joinWaitBody = z.object({
  storeNo: id,
  date: singleLineText(MESSAGES.bookingIncomplete).max(40),
  time: singleLineText(MESSAGES.bookingIncomplete).max(20),
  personCount: partyCount,
});
export type JoinWaitBody = z.input<typeof joinWaitBody>;

// GET /api/waitlist — the caller's waits whose slot has not started, soonest slot first
export const waitItem = z.object({
  waitNo: z.number().int(),
  storeNo: z.number().int(),
  storeName: z.string(),
  /** The store's main photo (absolute) and its thumbnail, or null. */
  storeImage: z.string().nullable(),
  storeThumb: z.string().nullable(),
  /** `yyyy-MM-dd` and `HH:mm`, Seoul. */
  date: z.string(),
  time: z.string(),
  personCount: z.number().int(),
  state: z.enum(WAIT_STATES),
  /** When the member joined: `yyyy-MM-ddTHH:mm:ss`, Seoul. */
  createdAt: z.string(),
});
export type WaitItem = z.infer<typeof waitItem>;
export const waitList = z.object({ waitList: z.array(waitItem) });
export type WaitList = z.infer<typeof waitList>;

export const joinWaitResponse = z.object({ success: z.boolean(), message: z.string(), wait: waitItem });
export type JoinWaitResponse = z.infer<typeof joinWaitResponse>;

// DELETE /api/waitlist/{waitNo}
export const waitNoParam = z.object({ waitNo: pathId });
export const leaveWaitResponse = z.object({ success: z.boolean(), message: z.string(), waitNo: z.number().int() });
export type LeaveWaitResponse = z.infer<typeof leaveWaitResponse>;
