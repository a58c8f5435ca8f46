import { type EventAttributes, createEvent } from 'ics';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /**
   * REQUEST adds or updates the event in the recipient's calendar; CANCEL removes it; PUBLISH is a
   * plain file to import (a download), which names no attendee (RFC 5546 §3.2.1).
   */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
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
  /** The invited member; left out of a PUBLISH file. */
  attendee: CalendarPerson;
}

/** Text as the `ics` package escapes it: it knows CRLF and LF, so a lone CR becomes an LF first. */
const lines = (value: string) => value.replace(/\r\n?/g, '\n');
/** A name as a parameter value: DQUOTE and line breaks cannot appear in one (RFC 5545 §3.2). */
const name = (value: string) => value.replace(/["\r\n]/g, '');

/** The iCalendar file (RFC 5545, with the iTIP method of RFC 5546) a booking mail carries, or a download. */
export function calendarInvite(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  // `timestamp` (DTSTAMP) is read by the package but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: '-//Siktak//Reservations//KO',
    method: event.method,
    uid: event.uid,
    sequence: event.sequence,
    timestamp: event.stamp.getTime(),
    start: event.start.getTime(),
    startOutputType: 'utc',
    end: event.end.getTime(),
    endOutputType: 'utc',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    title: lines(event.summary),
    location: lines(event.location),
    description: lines(event.description),
    organizer: { name: name(event.organizer.name), email: event.organizer.email },
    attendees:
      event.method === 'PUBLISH'
        ? []
        : [
            {
              name: name(event.attendee.name),
              email: event.attendee.email,
              role: 'REQ-PARTICIPANT',
              partstat: cancelled ? 'DECLINED' : 'ACCEPTED',
              rsvp: false,
            },
          ],
    transp: 'OPAQUE',
  };
  const { error, value } = createEvent(attributes);
  if (error || value === null) throw error ?? new Error('the calendar file could not be written');
  return value;
}
