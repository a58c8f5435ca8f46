import { CONSENT_VERSIONS } from '@siktak/contract/rules';
import { LegalDocument } from './legal-document';

export default function TermsPage() {
  return (
    <LegalDocument
      title="이용약관"
      updated={CONSENT_VERSIONS.terms}
      sections={[
        {
          heading: '제1조 (목적)',
          body: ['이 약관은 (주)식탁이 제공하는 맛집 탐색 및 테이블 예약 서비스의 이용 조건과 절차를 정합니다.'],
        },
        {
          heading: '제2조 (예약과 취소)',
          body: [
            '회원은 가게가 정한 영업시간과 수용 인원 안에서 예약할 수 있습니다.',
            '예약은 방문 시간 전까지 마이페이지에서 취소할 수 있으며, 가게 사정으로 예약이 취소되면 메일로 알려드립니다.',
          ],
        },
        {
          heading: '제3조 (리뷰)',
          body: [
            '리뷰는 실제 방문한 예약에 한해 작성할 수 있으며, 욕설·비방·허위 정보가 담긴 리뷰는 숨김 처리될 수 있습니다.',
          ],
        },
        {
          heading: '제4조 (회원 탈퇴)',
          body: ['회원은 언제든지 탈퇴할 수 있으며, 탈퇴 시 예정된 예약은 자동으로 취소됩니다.'],
        },
      ]}
    />
  );
}
