import { type Mail, escapeHtml } from '../../platform/mailer.js';
import type { ReservationView } from '../reservations/index.js';
import { WITHDRAWAL_MAIL as TEXT } from './texts.js';

/**
 * Tells a member that an admin withdrew their account, and which upcoming bookings that cancelled
 * (the stores learn it from their own reservation lists).
 */
export function withdrawalMail(member: { name: string; email: string }, cancelled: ReservationView[]): Mail {
  const lines = cancelled.map(TEXT.booking);
  const lead = TEXT.lead(member.name);
  const bookings = TEXT.cancelled(lines.length);
  const text = [lead, '', bookings, ...lines.map((line) => `- ${line}`), '', TEXT.after, '', TEXT.signOff].join('\n');
  const html = [
    '<div style="font-family:Pretendard,sans-serif;font-size:15px;line-height:1.6;color:#222">',
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${escapeHtml(bookings)}</p>`,
    lines.length > 0 ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    `<p>${escapeHtml(TEXT.after)}</p>`,
    `<p>${escapeHtml(TEXT.signOff)}</p>`,
    '</div>',
  ].join('');
  return { to: member.email, subject: TEXT.subject, text, html };
}
