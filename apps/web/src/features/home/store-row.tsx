import type { StoreSort } from '@siktak/contract/enums';
import { Link } from 'react-router';
import { type AvailabilityFilters, useAvailabilitySearch } from '../../shared/availability/api';
import { AvailableStoreCard } from '../../shared/availability/available-store-card';
import type { Pick } from '../../shared/availability/pick';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/states';

const ROW_SIZE = 6;

/**
 * A home row of stores with their time chips for `pick`: a horizontal scroll-snap row on phones, a
 * grid of three on desktop, with a link to the full search.
 */
export function StoreRow({
  id,
  title,
  description,
  pick,
  sort,
  available,
  empty,
}: {
  id: string;
  title: string;
  description: string;
  pick: Pick;
  sort: StoreSort;
  available: boolean;
  empty: string;
}) {
  const filters: AvailabilityFilters = {
    ...pick,
    search: '',
    district: '',
    foodType: '',
    sort,
    available,
    page: 0,
    size: ROW_SIZE,
  };
  const { data, isPending, isError, refetch } = useAvailabilitySearch(filters);
  const more = new URLSearchParams({ date: pick.date, time: pick.time, party: String(pick.party) });
  if (sort !== 'recommended') more.set('sort', sort);
  if (available) more.set('available', '1');
  const heading = `${id}-heading`;
  return (
    <section aria-labelledby={heading} className="container-page py-8">
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          <h2 id={heading} className="text-2xl font-bold">
            {title}
          </h2>
          <p className="mt-1 text-ink-600">{description}</p>
        </div>
        <Link
          to={`/stores?${more}`}
          className="shrink-0 text-[15px] font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          더 보기
        </Link>
      </div>
      {isPending ? (
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-live="polite">
          <span className="sr-only">{title} 불러오는 중</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-[4/4.4] w-full" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState message={`${title}을 불러오지 못했어요.`} onRetry={() => refetch()} />
      ) : data.content.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className="relative -mx-4 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:px-0 lg:grid-cols-3">
          {data.content.map((store) => (
            <li key={store.storeNo} className="w-[82%] shrink-0 snap-start sm:w-auto">
              <AvailableStoreCard
                store={store}
                pick={{ date: data.date, time: data.time, party: data.party }}
                layout="tile"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
