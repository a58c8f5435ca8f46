import type { z } from 'zod';
import { type GuestCard, MESSAGES, type MessageBody, type guestNoteBody, seoulDate, seoulTime } from '@siktak/contract';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import {
  countGuestBookings,
  deleteGuestNote,
  findGuestNote,
  findGuestUpcoming,
  saveGuestNote,
} from './guest-queries.js';
import { findReservation } from './queries.js';

/**
 * The guest card: what the store knows of a booking's member at that store, and the owner's private note
 * about them, keyed by store and member (docs/adr/0048-guest-card.md). Only the store's own owner reads or
 * writes it — not an admin, never the guest.
 */
export function guestService(ctx: AppContext) {
  /** The store and member of the booking, when the caller owns its store (404 for no booking, 403 for another's). */
  async function guestOf(caller: AuthUser, reservationNo: number) {
    const row = await findReservation(ctx.db, reservationNo);
    if (!row) throw notFound(MESSAGES.reservationNotFound);
    if (row.storeOwnerNo !== caller.userNo) throw forbidden();
    return { guest: { storeNo: row.storeNo, userNo: row.userNo }, userName: row.userName };
  }

  return {
    async card(caller: AuthUser, reservationNo: number): Promise<GuestCard> {
      const { guest, userName } = await guestOf(caller, reservationNo);
      const now = ctx.clock.now();
      const [counts, upcoming, note] = await Promise.all([
        countGuestBookings(ctx.db, guest),
        findGuestUpcoming(ctx.db, guest, { date: seoulDate(now), time: seoulTime(now) }),
        findGuestNote(ctx.db, guest),
      ]);
      return {
        userName,
        ...counts,
        upcoming,
        note: note ? { text: note.text, updatedAt: note.updatedAt.toISOString() } : null,
      };
    },

    async saveNote(
      caller: AuthUser,
      reservationNo: number,
      body: z.output<typeof guestNoteBody>,
    ): Promise<MessageBody> {
      const { guest } = await guestOf(caller, reservationNo);
      await saveGuestNote(ctx.db, guest, body.note, ctx.clock.now());
      return { success: true, message: MESSAGES.guestNoteSaved };
    },

    async deleteNote(caller: AuthUser, reservationNo: number): Promise<MessageBody> {
      const { guest } = await guestOf(caller, reservationNo);
      if (!(await deleteGuestNote(ctx.db, guest))) throw notFound(MESSAGES.guestNoteMissing);
      return { success: true, message: MESSAGES.guestNoteDeleted };
    },
  };
}
