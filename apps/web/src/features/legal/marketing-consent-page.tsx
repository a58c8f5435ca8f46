import { CONSENT_VERSIONS } from '@siktak/contract/rules';
import { LegalDocument } from './legal-document';

/** The text of the optional 마케팅 정보 수신 동의 that sign-up asks for and 내 정보 can change. */
export default function MarketingConsentPage() {
  return (
    <LegalDocument
      title="마케팅 정보 수신 동의"
      updated={CONSENT_VERSIONS.marketing}
      sections={[
        {
          heading: '1. 받는 정보',
          body: ['식탁의 이벤트, 할인 혜택, 새로 문을 연 가게 소식을 이메일로 보내드립니다.'],
        },
        {
          heading: '2. 이용하는 개인정보',
          body: ['이메일 주소와 이름을 위 정보를 보내는 데에만 이용합니다.'],
        },
        {
          heading: '3. 보유 기간',
          body: ['동의를 철회하거나 회원에서 탈퇴할 때까지 이용합니다.'],
        },
        {
          heading: '4. 동의 거부와 철회',
          body: [
            '동의하지 않아도 회원가입과 예약 등 모든 서비스를 이용할 수 있습니다.',
            '마이페이지의 내 정보에서 언제든지 수신 동의를 켜거나 끌 수 있으며, 바꾼 날짜를 바로 알려드립니다.',
          ],
        },
      ]}
    />
  );
}
