import { formatListDate } from '@siktak/contract';

/**
 * The admin module's own Korean texts: the audit log's summaries of what an admin did, and the mails
 * the admin's decisions send. Answers to the client come from the contract's catalogue (MESSAGES).
 */

/** An admin's decision on an owner application. */
type Decision = 'approved' | 'rejected';

const DECISION_VERB: Record<Decision, string> = { approved: '승인', rejected: '반려' };

export const AUDIT_SUMMARY = {
  memberWithdrawn: (cancelledBookings: number) =>
    cancelledBookings > 0 ? `회원 탈퇴 처리 (예정된 예약 ${cancelledBookings}건 취소)` : '회원 탈퇴 처리',
  reviewHidden: '리뷰 숨김',
  reviewShown: '리뷰 다시 공개',
  reviewDeleted: (review: { reviewNo: number; nickname: string; grade: number }) =>
    `리뷰 #${review.reviewNo} 삭제 (${review.nickname}, ${review.grade}점)`,
  ownerApplicationDecided: (decision: Decision, storeName: string, applicantName: string) =>
    `사장님 신청 ${DECISION_VERB[decision]}: ${storeName} (${applicantName})`,
  storeDeleted: (storeName: string, cancelledBookings: number) =>
    cancelledBookings > 0 ? `가게 삭제 (예정된 예약 ${cancelledBookings}건 취소)` : `가게 삭제: ${storeName}`,
};

/** The mail to a member whose account an admin withdrew. */
export const WITHDRAWAL_MAIL = {
  subject: '[식탁] 회원 탈퇴 처리 안내',
  lead: (name: string) => `${name}님, 식탁 관리자가 회원님의 계정을 탈퇴 처리했습니다.`,
  cancelled: (count: number) =>
    count > 0 ? `예정되어 있던 예약 ${count}건이 함께 취소되었습니다.` : '취소된 예약은 없습니다.',
  booking: (r: { date: string; time: string; storeName: string; personCount: number; reservationNo: number }) =>
    `${formatListDate(r.date)} ${r.time} · ${r.storeName} · ${r.personCount}명 (예약번호 ${r.reservationNo})`,
  after: '탈퇴한 계정으로는 더 이상 로그인할 수 없습니다. 문의가 있으시면 이 메일에 회신해주세요.',
};

/** The mail to an applicant about the admin's decision on their owner application. */
export const OWNER_DECISION_MAIL = {
  headline: {
    approved: '사장님 신청이 승인되었습니다',
    rejected: '사장님 신청이 반려되었습니다',
  } satisfies Record<Decision, string>,
  subject: (headline: string) => `[식탁] ${headline}`,
  lead: (name: string, storeName: string, headline: string) => `${name}님, '${storeName}' ${headline}.`,
  /** What the applicant can do next, and the page to do it on (a path of the web app). */
  next: {
    approved: {
      text: '이제 사장님 페이지에서 가게 정보를 등록하고 예약을 관리할 수 있어요.',
      path: '/owner-page',
      label: '사장님 페이지',
      linkText: '사장님 페이지로 가기',
    },
    rejected: {
      text: '가게 이름, 사업자등록번호와 사업자등록증 이미지를 확인한 뒤 다시 신청할 수 있어요.',
      path: '/my-register-owner',
      label: '다시 신청하기',
      linkText: '다시 신청하기',
    },
  } satisfies Record<Decision, { text: string; path: string; label: string; linkText: string }>,
};
