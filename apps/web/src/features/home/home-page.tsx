import { FOOD_TYPES } from '@siktak/contract/enums';
import { seoulDate } from '@siktak/contract/time';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Pick, defaultPick } from '../../shared/availability/pick';
import { ButtonLink } from '../../shared/ui/button';
import { useDocumentTitle } from '../../shared/ui/page';
import { Banner } from './banner';
import { DistrictShortcuts } from './districts';
import { FoodIcon } from './food-icon';
import { LatestCarousel } from './latest-carousel';
import { QuickSearch } from './quick-search';
import { StoreRow } from './store-row';

/** "Tonight": 19:00 today, or the next whole hour when that is later (tomorrow 19:00 once today is over). */
function tonightOf(now: Date): { title: string; pick: Pick } {
  const soon = defaultPick(now);
  const today = seoulDate(now);
  if (soon.date !== today) return { title: '내일 저녁 예약 가능한 맛집', pick: { ...soon, time: DINNER } };
  return { title: '오늘 저녁 예약 가능한 맛집', pick: { ...soon, time: soon.time > DINNER ? soon.time : DINNER } };
}

const DINNER = '19:00';

export default function HomePage() {
  useDocumentTitle(null);
  const [now] = useState(() => new Date());
  const tonight = tonightOf(now);
  const soon = defaultPick(now);
  return (
    <>
      <h1 className="sr-only">식탁 — 서울 맛집 찾기와 테이블 예약</h1>
      <Banner />
      <QuickSearch />
      <StoreRow
        id="tonight"
        title={tonight.title}
        description={`${tonight.pick.time} 전후로 ${tonight.pick.party}명이 바로 앉을 수 있어요.`}
        pick={tonight.pick}
        sort="recommended"
        available
        empty="오늘 저녁은 빈자리가 없어요. 다른 시간을 찾아보세요."
      />
      <LatestCarousel />
      <StoreRow
        id="top-rated"
        title="평점 높은 맛집"
        description="다녀온 사람들이 높은 점수를 준 곳이에요."
        pick={soon}
        sort="rating"
        available={false}
        empty="아직 리뷰가 있는 가게가 없어요."
      />
      <DistrictShortcuts />
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
