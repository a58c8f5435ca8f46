import { formatListDate } from '@siktak/contract';
import { calendarInvite } from '../../platform/ics.js';
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
 * reminder the day before).
 */
export function reservationMail(
  reservation: ReservationView,
  news: ReservationNews,
  options: { from: string; publicUrl: string; now: Date },
): Mail {
  const headline = HEADLINES[news];
  const cancelled = headline.invite === 'CANCEL';
  const address = `${reservation.storeAddress1} ${reservation.storeAddress2}`.trim();
  const details: [string, string][] = [
    ['가게', reservation.storeName],
    ['일시', `${formatListDate(reservation.date)} ${reservation.time}`],
    ['인원', `${reservation.personCount}명`],
    ['주소', address],
    ['전화', reservation.storePhone],
    ['예약번호', String(reservation.reservationNo)],
  ];
  if (cancelled && reservation.cancelReason) details.push(['취소 사유', reservation.cancelReason]);
  const listUrl = `${options.publicUrl}/my-reservation-list`;
  const body = mailLayout([
    { text: headline.lead(reservation.userName) },
    { details },
    { text: headline.closing },
    { link: { url: listUrl, label: '내 예약 내역', linkText: '내 예약 내역 보기' } },
  ]);

  const mail: Mail = {
    to: reservation.userEmail,
    subject: `[식탁] ${headline.subject} - ${reservation.storeName}`,
    ...body,
  };
  const method = headline.invite;
  if (!method) return mail;
  const start = slotStart(reservation);
  const invite = calendarInvite({
    method,
    uid: reservationUid(reservation.reservationNo),
    sequence: sequenceOf(reservation, cancelled),
    stamp: options.now,
    start,
    end: new Date(start.getTime() + SLOT_MS),
    summary: `${reservation.storeName} 예약 (${reservation.personCount}명)`,
    location: address,
    description: details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    organizer: senderOf(options.from),
    attendee: { name: reservation.userName, email: reservation.userEmail },
  });

  return {
    ...mail,
    attachments: [
      {
        filename: cancelled ? 'reservation-cancel.ics' : 'reservation.ics',
        content: invite,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
