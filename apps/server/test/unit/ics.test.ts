import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarInvite } from '../../src/platform/ics.js';

const event: CalendarEvent = {
  method: 'REQUEST',
  uid: 'reservation-42@siktak',
  sequence: 0,
  stamp: new Date('2026-11-17T01:00:00.000Z'),
  start: new Date('2026-11-20T03:00:00.000Z'),
  end: new Date('2026-11-20T04:00:00.000Z'),
  summary: '을지로 노포; 본점, 2호 예약 (2명)',
  location: '서울 중구 을지로 1 2층',
  description: '가게: 을지로 노포\n인원: 2명\\',
  organizer: { name: '식탁', email: 'no-reply@siktak.test' },
  attendee: { name: '박"메일"', email: 'member@example.com' },
};

/** The content lines of an iCalendar text, folded lines joined again (RFC 5545 §3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('calendarInvite', () => {
  const ics = calendarInvite(event);

  it('writes CRLF-terminated lines and ends with CRLF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes the event with UTC times, escaped text and quoted names', () => {
    const lines = unfolded(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Siktak//Reservations//KO');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:reservation-42@siktak');
    expect(lines).toContain('SEQUENCE:0');
    // 12:00 in Seoul is 03:00 UTC.
    expect(lines).toContain('DTSTAMP:20261117T010000Z');
    expect(lines).toContain('DTSTART:20261120T030000Z');
    expect(lines).toContain('DTEND:20261120T040000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SUMMARY:을지로 노포\\; 본점\\, 2호 예약 (2명)');
    expect(lines).toContain('LOCATION:서울 중구 을지로 1 2층');
    expect(lines).toContain('DESCRIPTION:가게: 을지로 노포\\n인원: 2명\\\\');
    expect(lines.find((l) => l.startsWith('ORGANIZER;'))?.toLowerCase()).toBe(
      'organizer;cn="식탁":mailto:no-reply@siktak.test',
    );
    const attendee = lines.find((l) => l.startsWith('ATTENDEE;')) ?? '';
    expect(attendee).toContain('CN="박메일"');
    expect(attendee).toMatch(/;PARTSTAT="?ACCEPTED"?[;:]/);
    expect(attendee).toMatch(/;RSVP=FALSE[;:]/);
    expect(attendee.endsWith(':mailto:member@example.com')).toBe(true);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('escapes a lone CR, a CRLF and an LF alike, so no text ends a content line early', () => {
    const ics = calendarInvite({ ...event, description: '첫 줄\r둘째 줄\r\n셋째 줄\n넷째 줄' });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfolded(ics)).toContain('DESCRIPTION:첫 줄\\n둘째 줄\\n셋째 줄\\n넷째 줄');
  });

  it('folds a long line, and the folded text unfolds to the whole value', () => {
    const summary = `${'가'.repeat(100)}🍜`;
    const ics = calendarInvite({ ...event, summary });
    expect(ics.split('\r\n').some((l) => l.startsWith('SUMMARY:') && l !== `SUMMARY:${summary}`)).toBe(true);
    expect(ics).not.toContain('\uFFFD');
    expect(unfolded(ics)).toContain(`SUMMARY:${summary}`);
  });

  it('marks a cancellation as CANCEL / CANCELLED', () => {
    const lines = unfolded(calendarInvite({ ...event, method: 'CANCEL', sequence: 1 }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines.find((l) => l.startsWith('ATTENDEE;'))).toMatch(/;PARTSTAT="?DECLINED"?[;:]/);
  });
});
