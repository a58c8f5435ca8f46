import { expect } from 'vitest';
import type { CapturedMail } from '@siktak/e2e/stand-ins/smtp';

/**
 * The unfolded `NAME...:value` lines of an iCalendar text (RFC 5545 §3.1). Line breaks are matched
 * as CRLF or LF: a text/* MIME part travels with canonical line breaks that the parser hands back as LF
 * (the exact CRLF output is checked in the unit test of the writer).
 */
export function icsLines(ics: string): string[] {
  return ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

export function icsValue(ics: string, name: string): string | undefined {
  const line = icsLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
}

/** The one calendar file a booking mail carries. */
export function inviteOf(mail: CapturedMail): string {
  expect(mail.attachments).toHaveLength(1);
  const [attachment] = mail.attachments;
  expect(attachment?.mimeType).toBe('text/calendar');
  expect(attachment?.filename).toMatch(/\.ics$/);
  return attachment!.content;
}
