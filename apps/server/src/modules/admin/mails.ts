import { formatListDate } from '@siktak/contract';
import { mailLayout } from '../../platform/mail-layout.js';
import type { Mail } from '../../platform/mailer.js';
import type { ReservationView } from '../reservations/index.js';

/**
 * Tells a member that an admin withdrew their account, and which upcoming bookings that cancelled
 * (the stores learn it from their own reservation lists).
 */
export function withdrawalMail(member: { name: string; email: string }, cancelled: ReservationView[]): Mail {
  const lines = cancelled.map(
    (r) => `${formatListDate(r.date)} ${r.time} · ${r.storeName} · ${r.personCount}명 (예약번호 ${r.reservationNo})`,
  );
  const lead = `${member.name}님, 식탁 관리자가 회원님의 계정을 탈퇴 처리했습니다.`;
  const after = '탈퇴한 계정으로는 더 이상 로그인할 수 없습니다. 문의가 있으시면 이 메일에 회신해주세요.';
  const bookings =
    lines.length > 0 ? `예정되어 있던 예약 ${lines.length}건이 함께 취소되었습니다.` : '취소된 예약은 없습니다.';
  const body = mailLayout([
    { text: lead },
    { text: bookings },
    ...(lines.length > 0 ? [{ list: lines }] : []),
    { text: after },
  ]);
  return { to: member.email, subject: '[식탁] 회원 탈퇴 처리 안내', ...body };
}
