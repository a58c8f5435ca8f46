import { type MailBlock, mailLayout } from '../../platform/mail-layout.js';
import type { Mail } from '../../platform/mailer.js';

export type OwnerDecision = 'approved' | 'rejected';

/** The applicant's Korean e-mail about the admin's decision on their owner application. */
export function ownerDecisionMail(
  applicant: { email: string; name: string },
  application: { storeName: string },
  decision: OwnerDecision,
  publicUrl: string,
): Mail {
  const approved = decision === 'approved';
  const headline = approved ? '사장님 신청이 승인되었습니다' : '사장님 신청이 반려되었습니다';
  const next: MailBlock[] = approved
    ? [
        { text: '이제 사장님 페이지에서 가게 정보를 등록하고 예약을 관리할 수 있어요.' },
        { link: { url: `${publicUrl}/owner-page`, label: '사장님 페이지', linkText: '사장님 페이지로 가기' } },
      ]
    : [
        { text: '가게 이름, 사업자등록번호와 사업자등록증 이미지를 확인한 뒤 다시 신청할 수 있어요.' },
        { link: { url: `${publicUrl}/my-register-owner`, label: '다시 신청하기', linkText: '다시 신청하기' } },
      ];
  return {
    to: applicant.email,
    subject: `[식탁] ${headline}`,
    ...mailLayout([{ text: `${applicant.name}님, '${application.storeName}' ${headline}.` }, ...next]),
  };
}
