import type { MyReservationDetail } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import type { ReactNode } from 'react';
import { Photo } from '../../shared/ui/image';

/** Label–value rows of a reservation detail. */
export function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="divide-y divide-ink-100">
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-4 py-2.5">
          <dt className="w-16 shrink-0 text-ink-500">{label}</dt>
          <dd className="min-w-0 font-medium text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A member's booking as a card: the store's photo beside its name (with `aside`, e.g. the status) and
 * the booking's rows. A deleted store is named as the spec says.
 */
export function BookingCard({
  reservation,
  aside,
  rows,
}: {
  reservation: MyReservationDetail;
  aside?: ReactNode;
  rows: [label: string, value: ReactNode][];
}) {
  const storeName = reservation.isDeleted === 'Y' ? MESSAGES.deletedStore : reservation.storeName;
  return (
    <article className="overflow-hidden rounded-2xl border border-ink-200 bg-white sm:grid sm:grid-cols-[280px_minmax(0,1fr)]">
      <Photo
        src={reservation.storeImage}
        alt={`${storeName} 대표 사진`}
        eager
        width={560}
        height={420}
        className="aspect-[16/9] w-full sm:aspect-[4/3] sm:h-full"
      />
      <div className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-bold text-ink-900">{storeName}</h2>
          {aside}
        </div>
        <DetailList rows={rows} />
      </div>
    </article>
  );
}
