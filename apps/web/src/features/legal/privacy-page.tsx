import { CONSENT_VERSIONS } from '@siktak/contract/rules';
import { LegalDocument } from './legal-document';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="개인정보처리방침"
      updated={CONSENT_VERSIONS.privacy}
      sections={[
        {
          heading: '1. 수집하는 개인정보',
          body: [
            '회원가입 시 이메일, 비밀번호, 이름, 닉네임, 휴대폰 번호를 수집합니다. 카카오 로그인 시 카카오 회원번호와 이메일을 제공받습니다.',
            '예약 시 예약 날짜, 시간, 인원과 취소 사유를, 리뷰 작성 시 리뷰 내용과 사진을 저장합니다.',
          ],
        },
        {
          heading: '2. 이용 목적',
          body: ['회원 식별, 테이블 예약과 예약 안내 메일 발송, 리뷰 게시, 부정 이용 방지를 위해 이용합니다.'],
        },
        {
          heading: '3. 보관 기간',
          body: [
            '회원 탈퇴 시 지체 없이 파기합니다. 다만 관계 법령에 따라 보관이 필요한 거래 기록은 해당 기간 동안 보관합니다.',
          ],
        },
        {
          heading: '4. 제3자 제공',
          body: [
            '예약한 가게의 사장님에게 예약자 이름, 연락처, 예약 정보를 제공합니다. 그 밖의 제3자에게는 제공하지 않습니다.',
          ],
        },
        {
          heading: '5. 만 14세 미만 아동',
          body: [
            '식탁은 만 14세 이상만 회원으로 가입할 수 있으며, 만 14세 미만 아동의 개인정보는 수집하지 않습니다. 가입할 때 만 14세 이상인지 확인받습니다.',
          ],
        },
        {
          heading: '6. 마케팅 정보 수신',
          body: [
            '마케팅 정보 수신에 동의한 회원에게만 이벤트와 새 가게 소식을 이메일로 보냅니다. 동의는 선택이며, 마이페이지의 내 정보에서 언제든지 철회할 수 있습니다.',
          ],
        },
        {
          heading: '7. 문의',
          body: ['개인정보 보호책임자: 김식탁 (privacy@siktak.kr, 02-1234-5678)'],
        },
      ]}
    />
  );
}
