import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarInvite, foldLine } from '../../src/platform/ics.js';

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

describe('calendarInvite', () => {
  const ics = calendarInvite(event);

  it('writes CRLF-terminated lines, none longer than 75 octets, and ends with CRLF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('writes the event with UTC times, escaped text and quoted names', () => {
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Siktak//Reservations//KO',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:reservation-42@siktak',
    ]);
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTAMP:20261117T010000Z');
    expect(lines).toContain('DTSTART:20261120T030000Z');
    expect(lines).toContain('DTEND:20261120T040000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SUMMARY:을지로 노포\\; 본점\\, 2호 예약 (2명)');
    expect(lines).toContain('DESCRIPTION:가게: 을지로 노포\\n인원: 2명\\\\');
    expect(lines).toContain('ORGANIZER;CN="식탁":mailto:no-reply@siktak.test');
    expect(lines).toContain(
      'ATTENDEE;CN="박메일";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:member@example.com',
    );
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('escapes a lone CR, a CRLF and an LF alike, so no text ends a content line early', () => {
    const ics = calendarInvite({ ...event, description: '첫 줄\r둘째 줄\r\n셋째 줄\n넷째 줄' });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('DESCRIPTION:첫 줄\\n둘째 줄\\n셋째 줄\\n넷째 줄');
  });

  it('marks a cancellation as CANCEL / CANCELLED', () => {
    const cancel = calendarInvite({ ...event, method: 'CANCEL', sequence: 1 });
    expect(cancel).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancel).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancel).toContain('\r\nSEQUENCE:1\r\n');
    expect(cancel).toContain('PARTSTAT=DECLINED');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'A'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds after 75 octets and then every 74, each continuation starting with one space', () => {
    const folded = foldLine('B'.repeat(200));
    const parts = folded.split('\r\n');
    expect(parts.map((p) => p.length)).toEqual([75, 75, 52]);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe('B'.repeat(200));
  });

  it('never splits a Korean letter (three UTF-8 octets) across lines', () => {
    const line = `SUMMARY:${'가'.repeat(40)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(Buffer.byteLength(parts[0]!)).toBe(74);
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });

  it('counts two- and four-octet characters too: an emoji (a surrogate pair) is never cut', () => {
    const emoji = foldLine('🍜'.repeat(30)).split('\r\n');
    expect(emoji.map((p) => Buffer.byteLength(p))).toEqual([72, 1 + 4 * 12]);
    const mixed = `LOCATION:${'é🍜가a'.repeat(12)}`;
    const parts = foldLine(mixed).split('\r\n');
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      expect(part).not.toMatch(/[\uD800-\uDBFF]$/);
    }
    expect(foldLine(mixed).replace(/\r\n /g, '')).toBe(mixed);
  });
});
