import type { DepositMoney, OwnerReservationItem } from '@siktak/contract';
import { Link } from 'react-router';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { cx } from '../../shared/ui/cx';
import { type Column, RowLink } from '../../shared/ui/data-table';
import { BookingRequest, hasBookingRequest } from './booking-request';
import { DepositBadge } from './deposit-badge';
import { GuestCardButton } from './guest-card';
import { ReservationStatusBadge } from './status-badge';

/** A booking in the owner's lists (/store-reservation, the reservation book's 목록): its columns and its card. */
export const detailOf = (row: OwnerReservationItem) => `/store-reservation-detail/${row.reservationNo}`;

/** A row of the owner's lists; the book's rows also carry the guest's phone and the 예약금 paid. */
type OwnerRow = OwnerReservationItem & { userPhone?: string; deposit?: DepositMoney };

/** The booking's status, with its 예약금 under it when it was paid for. */
function StatusCell({ row }: { row: OwnerRow }) {
  return (
    <div className="flex flex-col items-end gap-1 md:items-start">
      <ReservationStatusBadge {...row} />
      <DepositBadge money={row.deposit} />
    </div>
  );
}

export const OWNER_COLUMNS: Column<OwnerRow>[] = [
  { header: '예약일', cell: (row) => listDate(row.reservationDate), className: 'whitespace-nowrap' },
  { header: '시간', cell: (row) => timeOf(row.reservationTime) },
  { header: '예약자', cell: (row) => <RowLink to={detailOf(row)}>{row.userName}</RowLink> },
  { header: '인원', cell: (row) => people(row.personCount) },
  { header: '요청사항', cell: (row) => <BookingRequest {...row} compact />, className: 'max-w-56' },
  { header: '상태', cell: (row) => <StatusCell row={row} /> },
  {
    header: '손님',
    cell: (row) => <GuestCardButton reservationNo={row.reservationNo} userName={row.userName} />,
    className: 'whitespace-nowrap',
  },
];

/**
 * A booking as a card (the lists on a phone, the book's day): the card opens its detail; the guest card's
 * button sits beside it, not inside the link. `inDay`: the day's timeline, whose hour heads the card — no
 * date, and the diner's request in full.
 */
export function OwnerCard({ row, inDay = false }: { row: OwnerRow; inDay?: boolean }) {
  return (
    <div
      className={cx(
        'flex items-start justify-between gap-3 rounded-2xl border border-ink-200 bg-white p-4 transition-colors hover:border-brand-500',
        row.status === 'N' && 'bg-ink-50',
      )}
    >
      <Link to={detailOf(row)} className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-base font-semibold text-ink-900">
          {row.userName}
          {inDay && <span className="ml-2 font-medium text-ink-700">{people(row.personCount)}</span>}
        </span>
        {!inDay && (
          <span className="text-sm text-ink-600">
            {listDate(row.reservationDate)} {timeOf(row.reservationTime)} · {people(row.personCount)}
          </span>
        )}
        {row.userPhone && <span className="text-sm tabular-nums text-ink-600">{row.userPhone}</span>}
        {hasBookingRequest(row) && (
          <span className={cx(inDay && 'mt-1 text-[15px] text-ink-800')}>
            <BookingRequest {...row} compact={!inDay} />
          </span>
        )}
      </Link>
      {/* The note takes the room left; the status and the button keep theirs. */}
      <div className="flex shrink-0 flex-col items-end gap-2">
        <StatusCell row={row} />
        <GuestCardButton reservationNo={row.reservationNo} userName={row.userName} />
      </div>
    </div>
  );
}
