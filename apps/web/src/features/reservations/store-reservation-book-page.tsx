import { seoulDate } from '@siktak/contract/time';
import { isValidYmd } from '@siktak/contract/rules';
import { Link, useSearchParams } from 'react-router';
import { RequireAuth } from '../../shared/lib/require-auth';
import { cx } from '../../shared/ui/cx';
import { PageHeader } from '../../shared/ui/page';
import { LedgerDayView } from './ledger-day-view';
import { LedgerListView } from './ledger-list-view';
import { LedgerMonthView } from './ledger-month-view';
import { TEXTS } from './texts';

const BOOK_PATH = '/store-reservation-book';

const VIEWS = [
  { view: 'day', label: TEXTS.ledgerViewDay },
  { view: 'month', label: TEXTS.ledgerViewMonth },
  { view: 'list', label: TEXTS.ledgerViewList },
] as const;
type View = (typeof VIEWS)[number]['view'];

const viewOf = (value: string | null): View => VIEWS.find((v) => v.view === value)?.view ?? 'day';

/** The address of a view of the book, at `date` for 일 and 월. */
const addressOf = (view: View, date: string) =>
  view === 'list' ? `${BOOK_PATH}?view=list` : `${BOOK_PATH}?view=${view}&date=${date}`;

/** 일 / 월 / 목록 as links, so each view (and its day) has an address that survives a reload. */
function ViewSwitch({ current, date }: { current: View; date: string }) {
  return (
    <nav aria-label={TEXTS.ledgerViews} className="mb-5">
      <ul className="grid grid-cols-3 gap-1 rounded-2xl bg-ink-100 p-1 sm:inline-grid sm:min-w-80">
        {VIEWS.map(({ view, label }) => (
          <li key={view}>
            <Link
              to={addressOf(view, date)}
              aria-current={view === current ? 'page' : undefined}
              className={cx(
                'flex min-h-11 items-center justify-center rounded-xl text-[15px] font-semibold',
                view === current ? 'bg-white text-brand-700 shadow-sm' : 'text-ink-600 hover:text-ink-900',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * 예약 장부: the owner's bookings by day (a timeline), by month (a calendar with counts) and as a filtered,
 * searchable list with a CSV export (docs/adr/0050-reservation-book.md). Built for a phone at the counter.
 */
function ReservationBook() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const today = seoulDate(new Date());
  const asked = params.get('date') ?? '';
  const date = isValidYmd(asked) ? asked : today;
  const openDay = (next: string) => setParams({ view: 'day', date: next });
  return (
    <div className="container-page max-w-4xl py-8">
      <PageHeader title={TEXTS.ledgerTitle} description={TEXTS.ledgerDescription} />
      <ViewSwitch current={view} date={date} />
      {view === 'day' && <LedgerDayView date={date} onDate={openDay} />}
      {view === 'month' && <LedgerMonthView date={date} today={today} onDay={openDay} />}
      {view === 'list' && <LedgerListView today={today} />}
    </div>
  );
}

export default function StoreReservationBookPage() {
  return (
    <RequireAuth roles={['ROLE_OWNER']}>
      <ReservationBook />
    </RequireAuth>
  );
}
