import type { AvailabilitySearchResponse } from '@siktak/contract';
import { DISTRICTS, FOOD_TYPES, STORE_SORTS, STORE_SORT_LABELS, type StoreSort } from '@siktak/contract/enums';
import { LIMITS } from '@siktak/contract/rules';
import { seoulDate } from '@siktak/contract/time';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AvailabilityFilters, useAvailabilitySearch } from '../../shared/availability/api';
import { AvailableStoreCard } from '../../shared/availability/available-store-card';
import { type Pick, dayLabel, defaultPick, pickOf } from '../../shared/availability/pick';
import { PickPicker } from '../../shared/availability/picker';
import { Button } from '../../shared/ui/button';
import { SearchBox } from '../../shared/ui/search-box';
import { cx } from '../../shared/ui/cx';
import { CONTROL_FOCUS, SelectField } from '../../shared/ui/field';
import { PageHeader } from '../../shared/ui/page';
import { Sheet } from '../../shared/ui/sheet';
import { Pagination } from '../../shared/ui/pagination';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { FavoriteButton } from '../../shared/favorites/favorite-button';

/**
 * Every filter and the pick live in the URL, so a search can be shared and the back button returns to
 * it. Date, time and party are written only once chosen; without them discovery asks for the next
 * whole hour, for 2. Typing in the search box replaces the entry; every other change adds one.
 */
function useFilters(now: Date) {
  const [params, setParams] = useSearchParams();
  const today = seoulDate(now);
  const defaults = defaultPick(now);
  const sort = params.get('sort') ?? '';
  const filters: AvailabilityFilters = {
    search: params.get('q') ?? '',
    district: oneOf(DISTRICTS, params.get('district')),
    foodType: oneOf(FOOD_TYPES, params.get('foodType')),
    ...pickOf(params, defaults, today),
    sort: (STORE_SORTS as readonly string[]).includes(sort) ? (sort as StoreSort) : 'recommended',
    available: params.get('available') === '1',
    page: Math.max(0, Number(params.get('page') ?? 1) - 1 || 0),
    size: LIMITS.storeListPageSize,
  };
  const update = (next: Partial<AvailabilityFilters>, options: { replace?: boolean } = {}) => {
    const merged = { ...filters, page: 0, ...next };
    const out = new URLSearchParams();
    if (merged.search) out.set('q', merged.search);
    if (merged.district) out.set('district', merged.district);
    if (merged.foodType) out.set('foodType', merged.foodType);
    const picked = (['date', 'time', 'party'] as const).some((key) => params.has(key) || next[key] !== undefined);
    if (picked) {
      out.set('date', merged.date);
      out.set('time', merged.time);
      out.set('party', String(merged.party));
    }
    if (merged.sort !== 'recommended') out.set('sort', merged.sort);
    if (merged.available) out.set('available', '1');
    if (merged.page > 0) out.set('page', String(merged.page + 1));
    setParams(out, { replace: options.replace ?? false });
  };
  return { filters, update, today, partyChosen: params.has('party') };
}

function oneOf(values: readonly string[], value: string | null): string {
  return value && values.includes(value) ? value : '';
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

function AvailableOnly({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer select-none items-center gap-2.5 self-start rounded-full border border-ink-300 bg-white px-4 text-[15px] font-semibold text-ink-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600">
      <input
        type="checkbox"
        className="peer sr-only"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span
        aria-hidden="true"
        className="relative h-5 w-9 rounded-full bg-ink-300 transition-colors after:absolute after:left-0.5 after:top-0.5 after:size-4 after:rounded-full after:bg-white after:transition-transform peer-checked:bg-brand-600 peer-checked:after:translate-x-4"
      />
      예약 가능한 곳만
    </label>
  );
}

/** Suggested hours with a table (the search's `nearestTimes`), as buttons that move the pick there. */
function NearestTimes({
  times,
  today,
  onPick,
}: {
  times: AvailabilitySearchResponse['nearestTimes'];
  today: string;
  onPick: (date: string, time: string) => void;
}) {
  return (
    <ul className="flex flex-wrap justify-center gap-2">
      {times.map((slot) => (
        <li key={`${slot.date} ${slot.time}`}>
          <Button variant="outline" onClick={() => onPick(slot.date, slot.time)}>
            {slot.date === today ? '' : `${dayLabel(slot.date, today)} `}
            {slot.time} · {slot.stores}곳
          </Button>
        </li>
      ))}
    </ul>
  );
}

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0 text-ink-500"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/** Closes a sheet, saying how many stores the choices find. */
function DoneButton({ total, onClick }: { total: number | undefined; onClick: () => void }) {
  return (
    <Button size="lg" className="w-full" onClick={onClick}>
      {total === undefined ? '확인' : `${total.toLocaleString('ko-KR')}곳 보기`}
    </Button>
  );
}

export default function StoreListPage() {
  const [now] = useState(() => new Date());
  const { filters, update, today, partyChosen } = useFilters(now);
  const [sheet, setSheet] = useState<'pick' | 'filters' | null>(null);
  const closeSheet = () => setSheet(null);
  const filterCount = [filters.district, filters.foodType, filters.available].filter(Boolean).length;
  const { data, isPending, isError, refetch, isFetching } = useAvailabilitySearch(filters);
  const filtered = Boolean(filters.search || filters.district || filters.foodType || filters.available);
  const pick: Pick = { date: filters.date, time: filters.time, party: filters.party };
  const moveTo = (date: string, time: string) => update({ date, time });
  const suggestions = data && data.nearestTimes.length > 0 && (
    <NearestTimes times={data.nearestTimes} today={today} onPick={moveTo} />
  );

  return (
    <div className="container-page pb-8 pt-6">
      <PageHeader
        title="맛집 찾기"
        description={
          <span className="hidden sm:inline">날짜·시간·인원을 고르면 바로 예약할 수 있는 시간이 보여요.</span>
        }
      />
      {/* Phones: one summary row; the pick and the filters open in sheets. From md on, both are in place. */}
      <div className="sticky top-16 z-20 -mx-4 border-b border-ink-200 bg-white px-4 py-3 sm:-mx-6 sm:px-6 md:bg-white/95 md:backdrop-blur">
        <div className="flex gap-2 md:hidden">
          <button
            type="button"
            onClick={() => setSheet('pick')}
            aria-label={`예약 조건 바꾸기: ${dayLabel(pick.date, today)} ${pick.time} ${pick.party}명`}
            className={cx(
              'flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-xl border border-ink-300 bg-white px-3 text-left text-[15px] font-semibold text-ink-900',
              CONTROL_FOCUS,
            )}
          >
            <CalendarIcon />
            <span className="truncate">
              {dayLabel(pick.date, today)} · {pick.time} · {pick.party}명
            </span>
          </button>
          <button
            type="button"
            onClick={() => setSheet('filters')}
            className={cx(
              'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border px-4 text-[15px] font-semibold',
              filterCount > 0 ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-ink-300 bg-white text-ink-900',
              CONTROL_FOCUS,
            )}
          >
            필터
            {filterCount > 0 && (
              <span className="inline-flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
                <span className="sr-only">적용 </span>
                {filterCount}
              </span>
            )}
          </button>
        </div>
        <Sheet
          open={sheet === 'pick'}
          onClose={closeSheet}
          title="예약 조건"
          inlineFromMd
          footer={<DoneButton total={data?.totalElements} onClick={closeSheet} />}
        >
          <PickPicker value={pick} today={today} onChange={(next) => update(next)} className="pt-1 lg:max-w-2xl" />
        </Sheet>
      </div>
      <div className="mt-3 flex flex-col gap-4 md:mt-4 md:rounded-2xl md:bg-ink-50 md:p-5">
        <SearchBox
          label="맛집 검색"
          placeholder="가게·메뉴·지역 검색 (초성 ㄱㅂ)"
          value={filters.search}
          onSearch={(search) => update({ search }, { replace: true })}
        />
        <Sheet
          open={sheet === 'filters'}
          onClose={closeSheet}
          title="필터"
          inlineFromMd
          className="flex flex-col gap-4"
          footer={<DoneButton total={data?.totalElements} onClick={closeSheet} />}
        >
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
            <FoodTypeChips value={filters.foodType} onChange={(foodType) => update({ foodType })} />
            <div className="flex gap-2 lg:w-[30rem]">
              <SelectField
                label="지역"
                hideLabel
                value={filters.district}
                onChange={(event) => update({ district: event.target.value })}
                className="flex-1"
              >
                <option value="">서울 전체</option>
                {DISTRICTS.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="정렬"
                hideLabel
                value={filters.sort}
                onChange={(event) => update({ sort: event.target.value as StoreSort })}
                className="flex-1"
              >
                {STORE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {STORE_SORT_LABELS[sort]}
                  </option>
                ))}
              </SelectField>
            </div>
          </div>
          <AvailableOnly checked={filters.available} onChange={(available) => update({ available })} />
        </Sheet>
      </div>

      <section aria-labelledby="results-heading" className="mt-4 md:mt-6" aria-busy={isFetching}>
        <div className="mb-3 flex flex-wrap items-baseline gap-x-2">
          <h2 id="results-heading" className="text-[15px] font-semibold text-ink-600">
            {data ? `${data.totalElements.toLocaleString('ko-KR')}곳` : '가게 목록'}
          </h2>
          {data && (
            <p className="text-sm text-ink-500">
              {dayLabel(data.date, today)} {data.time} · {data.party}명 기준
            </p>
          )}
        </div>
        {isPending ? (
          <LoadingBlock label="가게 목록을 불러오는 중">
            <ul className="flex flex-col gap-3">
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <Skeleton className="h-40 w-full" />
                </li>
              ))}
            </ul>
          </LoadingBlock>
        ) : isError ? (
          <ErrorState message="가게 목록을 불러오지 못했어요." onRetry={() => refetch()} />
        ) : data.content.length === 0 ? (
          <EmptyState
            title={
              filters.available
                ? `${data.time} 전후로 ${data.party}명 자리가 있는 곳이 없어요.`
                : '조건에 맞는 가게가 없어요.'
            }
            description={suggestions ? '자리가 있는 가까운 시간이에요.' : '검색어나 지역, 음식 종류를 바꿔 보세요.'}
            action={
              suggestions ||
              (filtered && (
                <Button
                  variant="outline"
                  onClick={() => update({ search: '', district: '', foodType: '', available: false })}
                >
                  필터 초기화
                </Button>
              ))
            }
          />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {data.content.map((store, i) => (
                <li key={store.storeNo}>
                  <AvailableStoreCard
                    store={store}
                    pick={{ date: data.date, time: data.time, party: data.party }}
                    layout="row"
                    eager={i < 2}
                    carryParty={partyChosen}
                    action={<FavoriteButton storeNo={store.storeNo} storeName={store.storeName} className="size-10" />}
                  />
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
