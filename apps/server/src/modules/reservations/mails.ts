import { type DepositPolicy, OCCASION_LABELS, disclosureOf, formatListDate } from '@siktak/contract';
import { type CalendarEvent, calendarInvite } from '../../platform/ics.js';
import { mailLayout } from '../../platform/mail-layout.js';
import type { Mail } from '../../platform/mailer.js';
import { slotStart } from '../booking-day/index.js';
import type { ReservationView } from './queries.js';

/** What happened to the booking the member is told about. */
export type ReservationNews = 'booked' | 'changed' | 'cancelled-by-member' | 'cancelled-by-store' | 'reminder';

const SLOT_MS = 60 * 60 * 1000;

/** The UID every message about one booking shares, so calendars replace or remove the same event. */
export function reservationUid(reservationNo: number): string {
  return `reservation-${reservationNo}@siktak`;
}

/** `식탁 <no-reply@siktak.local>` → name and address. */
function senderOf(from: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || '식탁', email: match[2]! } : { name: '식탁', email: from.trim() };
}

interface Headline {
  subject: string;
  lead: (name: string) => string;
  closing: string;
  /** The calendar invite attached: REQUEST adds the event, CANCEL removes it; none for a reminder. */
  invite: 'REQUEST' | 'CANCEL' | null;
}

const HEADLINES: Record<ReservationNews, Headline> = {
  booked: {
    subject: '예약이 확정되었습니다',
    lead: (name) => `${name}님, 예약이 확정되었습니다.`,
    closing:
      '첨부한 일정 파일(.ics)을 열면 캘린더에 추가할 수 있어요. 예약 취소는 마이페이지 > 내 예약 내역에서 할 수 있어요.',
    invite: 'REQUEST',
  },
  changed: {
    subject: '예약이 변경되었어요',
    lead: (name) => `${name}님, 요청하신 대로 예약을 바꿨어요. 바뀐 예약은 아래와 같아요.`,
    closing: '첨부한 일정 파일(.ics)을 열면 캘린더의 일정도 바뀐 날짜와 시간으로 고쳐져요.',
    invite: 'REQUEST',
  },
  'cancelled-by-member': {
    subject: '예약이 취소되었습니다',
    lead: (name) => `${name}님, 요청하신 예약 취소가 완료되었습니다.`,
    closing: '첨부한 일정 파일(.ics)을 열면 캘린더에서 일정이 지워져요. 다음에 또 찾아주세요.',
    invite: 'CANCEL',
  },
  'cancelled-by-store': {
    subject: '가게 사정으로 예약이 취소되었습니다',
    lead: (name) => `${name}님, 가게 사정으로 예약이 취소되었습니다. 불편을 드려 죄송합니다.`,
    closing: '첨부한 일정 파일(.ics)을 열면 캘린더에서 일정이 지워져요.',
    invite: 'CANCEL',
  },
  reminder: {
    subject: '내일 예약을 알려드려요',
    lead: (name) => `${name}님, 내일 예약이 있어요.`,
    closing: '일정이 바뀌었다면 마이페이지 > 내 예약 내역에서 예약을 취소해 주세요. 가게가 다른 손님을 받을 수 있어요.',
    invite: null,
  },
};

/** The rows every message about a booking lists, in the mail and in the calendar event's description. */
function detailsOf(reservation: ReservationView, withCancelReason: boolean): [string, string][] {
  const details: [string, string][] = [
    ['가게', reservation.storeName],
    ['일시', `${formatListDate(reservation.date)} ${reservation.time}`],
    ['인원', `${reservation.personCount}명`],
    ['주소', addressOf(reservation)],
    ['전화', reservation.storePhone],
    ['예약번호', String(reservation.reservationNo)],
  ];
  // What the diner told the store, as they typed it: the layout escapes it in the HTML.
  if (reservation.occasion) details.push(['방문 목적', OCCASION_LABELS[reservation.occasion]]);
  if (reservation.requestNote) details.push(['요청사항', reservation.requestNote]);
  if (reservation.depositPolicy) details.push(...policyDetails(reservation.depositPolicy, reservation.personCount));
  if (withCancelReason && reservation.cancelReason) details.push(['취소 사유', reservation.cancelReason]);
  return details;
}

/** The 예약금·취소 규정 the booking was made under (its snapshot, ADR-0051), repeated in every mail about it. */
function policyDetails(policy: DepositPolicy, party: number): [string, string][] {
  const text = disclosureOf(policy, party);
  return [
    ['예약금', `${text.deposit} · ${text.basis}`],
    ['취소·환불 규정', text.tiers.map((tier) => `${tier.label} ${tier.refund}`).join(' · ')],
    ['지각', text.late],
    ['위약금 한도', text.cap],
  ];
}

const addressOf = (reservation: ReservationView) => `${reservation.storeAddress1} ${reservation.storeAddress2}`.trim();

/** The page of one booking, which opens from a mail, a new tab or a reload (docs/adr/0043-reservation-addresses-and-tabs.md). */
export function reservationDetailUrl(publicUrl: string, reservationNo: number): string {
  return `${publicUrl}/my-reservation-detail/${reservationNo}`;
}

/**
 * The booking as an iCalendar event, one hour from its slot's start in Seoul time: the mails' invite
 * (REQUEST when booked or changed, CANCEL when cancelled) and the 캘린더에 추가 download (PUBLISH), all
 * under one UID and SEQUENCE by `sequenceOf`, so a calendar keeps one event for the booking.
 */
export function reservationCalendar(
  reservation: ReservationView,
  method: CalendarEvent['method'],
  options: { from: string; now: Date },
): string {
  const start = slotStart(reservation);
  return calendarInvite({
    method,
    uid: reservationUid(reservation.reservationNo),
    sequence: sequenceOf(reservation, method === 'CANCEL'),
    stamp: options.now,
    start,
    end: new Date(start.getTime() + SLOT_MS),
    summary: `${reservation.storeName} 예약 (${reservation.personCount}명)`,
    location: addressOf(reservation),
    description: detailsOf(reservation, method === 'CANCEL')
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n'),
    organizer: senderOf(options.from),
    attendee: { name: reservation.userName, email: reservation.userEmail },
  });
}

/**
 * The SEQUENCE of the booking's invite: 0 when booked, its revision (1, 2, …) after each change, one more
 * when cancelled — so every calendar takes the newest message of the one UID.
 */
function sequenceOf(reservation: ReservationView, cancelled: boolean): number {
  return reservation.revision + (cancelled ? 1 : 0);
}

/**
 * The member's mail about a booking, in Korean text and HTML, with the calendar invite (REQUEST when
 * booked or changed, CANCEL when cancelled, one UID for all, SEQUENCE by `sequenceOf`; none in the
 * reminder the day before). Its link opens the booking's own page.
 */
export function reservationMail(
  reservation: ReservationView,
  news: ReservationNews,
  options: { from: string; publicUrl: string; now: Date },
): Mail {
  const headline = HEADLINES[news];
  const cancelled = headline.invite === 'CANCEL';
  const body = mailLayout([
    { text: headline.lead(reservation.userName) },
    { details: detailsOf(reservation, cancelled) },
    { text: headline.closing },
    {
      link: {
        url: reservationDetailUrl(options.publicUrl, reservation.reservationNo),
        label: '예약 상세',
        linkText: '예약 상세 보기',
      },
    },
  ]);

  const mail: Mail = {
    to: reservation.userEmail,
    subject: `[식탁] ${headline.subject} - ${reservation.storeName}`,
    ...body,
  };
  const method = headline.invite;
  if (!method) return mail;
  return {
    ...mail,
    attachments: [
      {
        filename: cancelled ? 'reservation-cancel.ics' : 'reservation.ics',
        content: reservationCalendar(reservation, method, options),
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
