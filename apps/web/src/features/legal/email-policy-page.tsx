import { LegalDocument } from './legal-document';

export default function EmailPolicyPage() {
  return (
    <LegalDocument
      title="이메일무단수집거부"
      updated="2026-11-01"
      sections={[
        {
          heading: '이메일 주소 무단 수집 거부',
          body: [
            '본 웹사이트에 게시된 이메일 주소가 전자우편 수집 프로그램이나 그 밖의 기술적 장치를 이용하여 무단으로 수집되는 것을 거부합니다.',
            '이를 위반하면 정보통신망 이용촉진 및 정보보호 등에 관한 법률에 따라 처벌받을 수 있습니다.',
          ],
        },
      ]}
    />
  );
}
