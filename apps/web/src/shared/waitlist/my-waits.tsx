import type { WaitItem } from '@siktak/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { listDate, people } from '../lib/format';
import { Badge } from '../ui/badge';
import { StoreThumb } from '../ui/image';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../ui/states';
import { bookingPath } from '../availability/pick';
import { useMyWaits } from './api';
import { LeaveWaitButton } from './leave-wait-button';
import { TEXTS } from './texts';

function WaitCard({ wait }: { wait: WaitItem }) {
  const notified = wait.state === 'NOTIFIED';
  const slot = `${listDate(wait.date)} ${wait.time} · ${people(wait.personCount)}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-3 sm:flex-row sm:items-center">
      <Link
        to={bookingPath(wait.storeNo, { date: wait.date, time: wait.time, party: wait.personCount })}
        className="flex min-w-0 flex-1 gap-3 rounded-xl hover:bg-ink-50"
      >
        <StoreThumb src={wait.storeImage} thumb={wait.storeThumb} name={wait.storeName} />
        <div className="flex min-w-0 flex-col justify-center gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate font-bold text-ink-900">{wait.storeName}</span>
            <Badge tone={notified ? 'success' : 'brand'}>{notified ? TEXTS.stateNotified : TEXTS.stateWaiting}</Badge>
          </p>
          <p className="text-[15px] text-ink-700">{slot}</p>
        </div>
      </Link>
      <LeaveWaitButton
        waitNo={wait.waitNo}
        label={`${wait.storeName} ${slot} 빈자리 알림 취소`}
        className="sm:shrink-0"
      />
    </li>
  );
}

/** "빈자리 알림" of /my-page: the member's waits whose hour has not started, soonest first. */
export function MyWaits() {
  const { data, isPending, isError, refetch } = useMyWaits();
  let body: ReactNode;
  if (isPending) {
    body = (
      <LoadingBlock label="빈자리 알림을 불러오는 중">
        <Skeleton className="h-28 rounded-2xl" />
      </LoadingBlock>
    );
  } else if (isError) {
    body = <ErrorState message={TEXTS.listFailed} onRetry={() => refetch()} />;
  } else if (data.length === 0) {
    body = <EmptyState title={TEXTS.empty} description={TEXTS.emptyHint} />;
  } else {
    body = (
      <ul className="grid gap-3 lg:grid-cols-2">
        {data.map((wait) => (
          <WaitCard key={wait.waitNo} wait={wait} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="waitlist-heading" className="flex flex-col gap-3">
      <h2 id="waitlist-heading" className="text-lg font-bold">
        {TEXTS.title}
      </h2>
      {body}
    </section>
  );
}
