/**
 * A minimal iCalendar writer (RFC 5545 with the iTIP methods of RFC 5546) for the one event a
 * booking mail carries. Written here rather than taken from a library because the maintained ones
 * need a newer Node than ours, and an invite is a handful of lines.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** REQUEST adds or updates the event in the recipient's calendar; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
  /** Stable across every message about the same event, so calendars match them up. */
  uid: string;
  /** Grows with every change of the event (0 for the first invite). */
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** `20261117T010000Z` */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * TEXT values: backslash, semicolon, comma and line breaks — CRLF, LF and a lone CR alike — are
 * escaped (RFC 5545 §3.3.11); a bare CR would otherwise end the content line early.
 */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

/** A parameter value, quoted because names may hold `:`, `;` or `,`; DQUOTE itself is not allowed. */
function param(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/**
 * Folds a content line into chunks of at most 75 octets, continuation lines starting with one
 * space (RFC 5545 §3.1), never splitting a UTF-8 sequence — Korean text is three octets a letter.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function calendarInvite(event: CalendarEvent): string {
  const partstat = event.method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Siktak//Reservations//KO',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${partstat};RSVP=FALSE:mailto:${event.attendee.email}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
