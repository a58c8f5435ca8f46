import { FOOD_TYPES } from '@siktak/contract/enums';
import { Link } from 'react-router';
import { ButtonLink } from '../../shared/ui/button';
import { useDocumentTitle } from '../../shared/ui/page';
import { Banner } from './banner';
import { FoodIcon } from './food-icon';
import { LatestCarousel } from './latest-carousel';

export default function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <h1 className="sr-only">식탁 — 서울 맛집 찾기와 테이블 예약</h1>
      <Banner />
      <LatestCarousel />
      <section aria-labelledby="browse-heading" className="container-page pb-4">
        <h2 id="browse-heading" className="text-2xl font-bold">
          무엇이 당기세요?
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {FOOD_TYPES.map((food) => (
            <li key={food}>
              <Link
                to={`/stores?foodType=${encodeURIComponent(food)}`}
                className="flex min-h-24 flex-col items-center justify-center gap-1 rounded-2xl border border-ink-200 bg-ink-50 text-lg font-bold text-ink-900 hover:border-brand-500 hover:bg-brand-50"
              >
                <span className="text-brand-600">
                  <FoodIcon type={food} />
                </span>
                {food}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl bg-ink-900 px-6 py-10 text-center text-white">
          <p className="text-xl font-bold">서울의 모든 맛집을 한곳에서</p>
          <p className="text-white/80">지역과 음식 종류로 골라 보고, 마음에 드는 곳을 바로 예약하세요.</p>
          <ButtonLink to="/stores" size="lg" className="mt-2">
            전체 맛집 보기
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
