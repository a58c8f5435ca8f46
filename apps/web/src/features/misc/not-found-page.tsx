import { ButtonLink } from '../../shared/ui/button';
import { useDocumentTitle } from '../../shared/ui/page';

export default function NotFoundPage() {
  useDocumentTitle('페이지를 찾을 수 없어요');
  return (
    <div className="container-page flex flex-col items-center gap-4 py-24 text-center">
      <p className="text-5xl font-extrabold text-brand-600">404</p>
      <h1 className="text-2xl font-bold">페이지를 찾을 수 없어요</h1>
      <p className="text-ink-600">주소가 바뀌었거나 없는 페이지예요.</p>
      <div className="flex gap-2">
        <ButtonLink to="/">홈으로</ButtonLink>
        <ButtonLink to="/stores" variant="outline">
          맛집 찾기
        </ButtonLink>
      </div>
    </div>
  );
}
