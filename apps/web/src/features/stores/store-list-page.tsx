import { DISTRICTS, FOOD_TYPES } from '@siktak/contract/enums';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../shared/ui/button';
import { cx } from '../../shared/ui/cx';
import { CloseIcon } from '../../shared/ui/close-icon';
import { CONTROL_FOCUS, SelectField } from '../../shared/ui/field';
import { Photo } from '../../shared/ui/image';
import { PageHeader } from '../../shared/ui/page';
import { Pagination } from '../../shared/ui/pagination';
import { RatingSummary } from '../../shared/ui/rating';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useStoreList } from './api';

const SEARCH_DELAY_MS = 250;

/** Filter state lives in the URL so a filtered list can be shared and survives going back. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters = {
    search: params.get('q') ?? '',
    district: (DISTRICTS as readonly string[]).includes(params.get('district') ?? '')
      ? (params.get('district') as string)
      : '',
    foodType: (FOOD_TYPES as readonly string[]).includes(params.get('foodType') ?? '')
      ? (params.get('foodType') as string)
      : '',
    page: Math.max(0, Number(params.get('page') ?? 1) - 1 || 0),
  };
  const update = (next: Partial<typeof filters>) => {
    const merged = { ...filters, page: 0, ...next };
    const out = new URLSearchParams();
    if (merged.search) out.set('q', merged.search);
    if (merged.district) out.set('district', merged.district);
    if (merged.foodType) out.set('foodType', merged.foodType);
    if (merged.page > 0) out.set('page', String(merged.page + 1));
    setParams(out, { replace: true });
  };
  return { filters, update };
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
        className="relative"
      >
        <label htmlFor={id} className="sr-only">
          가게 이름 검색
        </label>
        <svg
          viewBox="0 0 24 24"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </svg>
        <input
          ref={input}
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="가게 이름으로 검색 (초성 검색: ㄱㅂ)"
          className={cx('min-h-12 w-full rounded-2xl border border-ink-300 bg-white pl-12 pr-12', CONTROL_FOCUS)}
        />
        {/* Our own clear button: the browser's is hidden (styles.css), it was small and unstyled. */}
        {text && (
          <button
            type="button"
            aria-label="검색어 지우기"
            onClick={() => {
              setText('');
              onSearch('');
              input.current?.focus();
            }}
            className="absolute right-1 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-xl text-ink-500 hover:bg-ink-100 hover:text-ink-900"
          >
            <CloseIcon />
          </button>
        )}
      </form>
    </search>
  );
}

function FoodTypeChips({ value, onChange }: { value: string; onChange: (food: string) => void }) {
  return (
    <fieldset>
      <legend className="sr-only">음식 종류</legend>
      <div className="flex flex-wrap gap-2">
        {['', ...FOOD_TYPES].map((food) => (
          <button
            key={food || 'all'}
            type="button"
            aria-pressed={value === food}
            onClick={() => onChange(food)}
            className={cx(
              'min-h-11 rounded-full border px-4 text-[15px] font-semibold transition-colors',
              value === food
                ? 'border-ink-900 bg-ink-900 text-white'
                : 'border-ink-300 bg-white text-ink-700 hover:bg-ink-50',
            )}
          >
            {food || '전체'}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export default function StoreListPage() {
  const { filters, update } = useFilters();
  const { data, isPending, isError, refetch, isFetching } = useStoreList(filters);
  const filtered = Boolean(filters.search || filters.district || filters.foodType);

  return (
    <div className="container-page py-8">
      <PageHeader title="맛집 찾기" description="지역과 음식 종류로 골라 보고 바로 예약하세요." />
      <div className="flex flex-col gap-4 rounded-2xl bg-ink-50 p-4 sm:p-5">
        <SearchBox value={filters.search} onSearch={(search) => update({ search })} />
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <FoodTypeChips value={filters.foodType} onChange={(foodType) => update({ foodType })} />
          <SelectField
            label="지역"
            hideLabel
            value={filters.district}
            onChange={(event) => update({ district: event.target.value })}
            className="lg:w-56"
          >
            <option value="">서울 전체</option>
            {DISTRICTS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </SelectField>
        </div>
      </div>

      <section aria-labelledby="results-heading" className="mt-6" aria-busy={isFetching}>
        <h2 id="results-heading" className="mb-3 text-[15px] font-semibold text-ink-600">
          {data ? `${data.totalElements.toLocaleString('ko-KR')}곳` : '가게 목록'}
        </h2>
        {isPending ? (
          <LoadingBlock label="가게 목록을 불러오는 중">
            <ul className="flex flex-col gap-3">
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <Skeleton className="h-32 w-full" />
                </li>
              ))}
            </ul>
          </LoadingBlock>
        ) : isError ? (
          <ErrorState message="가게 목록을 불러오지 못했어요." onRetry={() => refetch()} />
        ) : data.content.length === 0 ? (
          <EmptyState
            title="조건에 맞는 가게가 없어요."
            description="검색어나 지역, 음식 종류를 바꿔 보세요."
            action={
              filtered && (
                <Button variant="outline" onClick={() => update({ search: '', district: '', foodType: '' })}>
                  필터 초기화
                </Button>
              )
            }
          />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {data.content.map((store, i) => (
                <li key={store.storeNo}>
                  <Link
                    to={`/store-detail/${store.storeNo}`}
                    className="flex gap-4 rounded-2xl border border-ink-200 bg-white p-3 transition-shadow hover:shadow-md sm:p-4"
                  >
                    <div className="aspect-[4/3] w-32 shrink-0 overflow-hidden rounded-xl sm:w-48">
                      <Photo
                        src={store.imageList[0]}
                        thumb={store.thumbnailList[0]}
                        alt={`${store.storeName} 대표 사진`}
                        sizes="(min-width: 640px) 192px, 128px"
                        eager={i < 2}
                        width={192}
                        height={144}
                        className="size-full"
                      />
                    </div>
                    <div className="flex min-w-0 flex-col gap-1 py-0.5">
                      <p className="text-[13px] font-medium text-ink-500">
                        {store.categoryAddress} · {store.categoryFoodtype}
                      </p>
                      <h3 className="text-[17px] font-bold leading-snug text-ink-900 sm:text-lg">{store.storeName}</h3>
                      <RatingSummary grade={store.storeGrade} count={store.reviewCount} />
                      <p className="truncate text-sm text-ink-600">
                        {store.storeAddress1} {store.storeAddress2}
                      </p>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              page={filters.page}
              totalPages={data.totalPages}
              onChange={(page) => update({ page })}
              label="가게 목록 페이지"
            />
          </>
        )}
      </section>
    </div>
  );
}
