import { useCallback, useEffect, useRef, useState } from 'react';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/states';
import { StoreCard } from '../../shared/ui/store-card';
import { useLatestStores } from './api';
import { FavoriteButton } from '../../shared/favorites/favorite-button';

function Arrow({
  direction,
  onClick,
  disabled,
}: {
  direction: 'prev' | 'next';
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'prev' ? '이전 가게 보기' : '다음 가게 보기'}
      className="inline-flex size-11 items-center justify-center rounded-full border border-ink-300 bg-white text-ink-900 hover:bg-ink-50 disabled:opacity-40"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d={direction === 'prev' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
      </svg>
    </button>
  );
}

/**
 * The newest stores, three per view on desktop with 30 px spacing (spec §9): a native scroll-snap
 * row (swipe on phones, arrow buttons page by a view). A failed call says so with a retry.
 */
export function LatestCarousel() {
  const { data, isPending, isError, refetch } = useLatestStores();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the track appears (and its width changes) when the stores arrive
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update, data]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * (el.clientWidth + 30), behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="latest-heading" className="container-page py-12">
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          <h2 id="latest-heading" className="text-2xl font-bold">
            새로 들어온 맛집
          </h2>
          <p className="mt-1 text-ink-600">식탁에 막 문을 연 가게들이에요.</p>
        </div>
        <div className="flex gap-2">
          {data && data.length > 0 && (
            <>
              <Arrow direction="prev" onClick={() => page(-1)} disabled={edges.start} />
              <Arrow direction="next" onClick={() => page(1)} disabled={edges.end} />
            </>
          )}
        </div>
      </div>
      {isPending ? (
        <div className="grid grid-cols-1 gap-[30px] sm:grid-cols-2 lg:grid-cols-3" role="status" aria-live="polite">
          <span className="sr-only">새로 들어온 맛집을 불러오는 중</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-[4/3.9] w-full" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState message="새로 들어온 맛집을 불러오지 못했어요." onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title="아직 등록된 맛집이 없어요." description="곧 새로운 가게들이 문을 열 거예요." />
      ) : (
        <ul
          ref={track}
          className="relative -mx-4 flex snap-x snap-mandatory gap-[30px] overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:scroll-px-0 sm:px-0"
        >
          {data.map((store, i) => (
            <li
              key={store.storeNo}
              className="w-[82%] shrink-0 snap-start sm:w-[calc((100%-30px)/2)] lg:w-[calc((100%-60px)/3)]"
            >
              <StoreCard
                eager={i === 0}
                sizes="(min-width: 1024px) 350px, (min-width: 640px) 50vw, 82vw"
                store={{
                  storeNo: store.storeNo,
                  storeName: store.storeName,
                  image: store.storeImg,
                  thumb: store.storeThumb,
                  district: store.categoryAddress,
                  foodType: store.categoryFoodtype,
                  grade: store.storeGrade,
                  reviewCount: store.reviewCount,
                }}
                corner={<FavoriteButton storeNo={store.storeNo} storeName={store.storeName} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
