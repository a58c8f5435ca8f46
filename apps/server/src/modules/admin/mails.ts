import { mailLayout } from '../../platform/mail-layout.js';
import type { Mail } from '../../platform/mailer.js';
import type { ReservationView } from '../reservations/index.js';
import { WITHDRAWAL_MAIL as TEXT } from './texts.js';

/**
 * Tells a member that an admin withdrew their account, and which upcoming bookings that cancelled
 * (the stores learn it from their own reservation lists).
 */
export function withdrawalMail(member: { name: string; email: string }, cancelled: ReservationView[]): Mail {
  const lines = cancelled.map(TEXT.booking);
  const body = mailLayout([
    { text: TEXT.lead(member.name) },
    { text: TEXT.cancelled(lines.length) },
    ...(lines.length > 0 ? [{ list: lines }] : []),
    { text: TEXT.after },
  ]);
  return { to: member.email, subject: TEXT.subject, ...body };
}
