import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-ink-200 bg-ink-50">
      <div className="container-page flex flex-col gap-4 py-8 text-sm text-ink-600">
        <nav aria-label="약관 및 정책" className="flex flex-wrap gap-x-5 gap-y-2 font-semibold text-ink-700">
          <Link to="/privacy" className="hover:underline">
            개인정보처리방침
          </Link>
          <Link to="/email-policy" className="hover:underline">
            이메일무단수집거부
          </Link>
          <Link to="/terms" className="hover:underline">
            이용약관
          </Link>
        </nav>
        {/* Numbers never break across lines; the lines break between the items. */}
        <address className="not-italic leading-6">
          (주)식탁 · 대표 김식탁 · <span className="whitespace-nowrap">사업자등록번호 220-81-62119</span>
          <br />
          서울특별시 중구 세종대로 110, 8층 (태평로1가) ·{' '}
          <span className="whitespace-nowrap">고객센터 02-1234-5678</span> · help@siktak.kr
        </address>
        <p>© 2026 (주)식탁. 모든 권리 보유.</p>
      </div>
    </footer>
  );
}
