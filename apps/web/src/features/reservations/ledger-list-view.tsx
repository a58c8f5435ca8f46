import { LEDGER_STATUSES, LEDGER_STATUS_LABELS, type LedgerStatus } from '@siktak/contract/enums';
import { LIMITS } from '@siktak/contract/rules';
import { daysBetween } from '@siktak/contract/time';
import type { LedgerItem } from '@siktak/contract';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { usePageParam, useSearchParam } from '../../shared/lib/use-page-param';
import { Button } from '../../shared/ui/button';
import { type Column, DataTable } from '../../shared/ui/data-table';
import { SelectField, TextField } from '../../shared/ui/field';
import { SearchBox } from '../../shared/ui/search-box';
import { useToast } from '../../shared/ui/toast';
import { useDownloadLedgerCsv, useLedger } from './api';
import { OWNER_COLUMNS, OwnerCard } from './owner-booking-rows';
import { TEXTS } from './texts';

const COLUMNS: Column<LedgerItem>[] = [
  ...OWNER_COLUMNS.slice(0, 3),
  { header: '연락처', cell: (row) => row.userPhone, className: 'whitespace-nowrap tabular-nums' },
  ...OWNER_COLUMNS.slice(3),
];

const isStatus = (value: string | null): value is LedgerStatus =>
  (LEDGER_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The list's filter in the address (`?from=&to=&status=&q=`), so it survives a reload and going back. The
 * range starts at `today` until the owner clears it (an empty `from=`). A new filter field is one more
 * parameter here and one more control below.
 */
function useLedgerFilter(today: string) {
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useSearchParam();
  const status = params.get('status');
  const filter = {
    from: params.has('from') ? (params.get('from') ?? '') : today,
    to: params.get('to') ?? '',
    status: isStatus(status) ? status : undefined,
    q,
  };
  const set = (name: 'from' | 'to' | 'status', value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value || name === 'from') updated.set(name, value);
        else updated.delete(name);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  return { filter, set, setQ };
}

/** Why the CSV cannot be had for the range yet, or null when it can. */
function exportBlocker(from: string, to: string): string | null {
  if (!from || !to) return TEXTS.ledgerCsvNeedsRange;
  if (from > to) return TEXTS.ledgerRangeBackwards;
  if (daysBetween(from, to) + 1 > LIMITS.ledgerExportDaysMax) return TEXTS.ledgerCsvTooLong;
  return null;
}

/**
 * 목록: the book's bookings filtered by date range and status and searched by the guest's name or phone on
 * the server, soonest first, and the same bookings as a CSV file.
 */
export function LedgerListView({ today }: { today: string }) {
  const { filter, set, setQ } = useLedgerFilter(today);
  const [page, setPage] = usePageParam();
  const query = useLedger(filter, page);
  const download = useDownloadLedgerCsv();
  const toast = useToast();
  const blocker = exportBlocker(filter.from, filter.to);
  const backwards = filter.from && filter.to && filter.from > filter.to;

  async function exportCsv() {
    try {
      await download.mutateAsync(filter);
      toast.success(TEXTS.ledgerCsvSaved);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : TEXTS.ledgerCsvFailed);
    }
  }

  return (
    <section aria-label={TEXTS.ledgerListTitle} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr]">
          <TextField
            label={TEXTS.ledgerFrom}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(event) => set('from', event.target.value)}
          />
          <TextField
            label={TEXTS.ledgerTo}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => set('to', event.target.value)}
          />
          <SelectField
            label={TEXTS.ledgerStatus}
            value={filter.status ?? ''}
            onChange={(event) => set('status', event.target.value)}
            className="col-span-2 sm:col-span-1"
          >
            <option value="">{TEXTS.ledgerAllStatuses}</option>
            {LEDGER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEDGER_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
        </div>
        <SearchBox
          label={TEXTS.ledgerSearch}
          placeholder={TEXTS.ledgerSearchPlaceholder}
          value={filter.q}
          onSearch={setQ}
        />
        <div className="flex flex-col gap-2 border-t border-ink-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-600" aria-live="polite">
            {backwards ? TEXTS.ledgerRangeBackwards : query.data ? `${query.data.totalCount}건` : ''}
          </p>
          <div className="flex flex-col gap-1 sm:items-end">
            <Button
              variant="outline"
              onClick={exportCsv}
              disabled={blocker !== null || download.isPending}
              aria-describedby="ledger-csv-hint"
            >
              {download.isPending ? TEXTS.ledgerCsvSaving : TEXTS.ledgerCsv}
            </Button>
            <p id="ledger-csv-hint" className="text-[13px] text-ink-500">
              {blocker ?? TEXTS.ledgerCsvHint}
            </p>
          </div>
        </div>
      </div>
      {!backwards && (
        <DataTable
          caption={TEXTS.ledgerListTitle}
          columns={COLUMNS}
          rows={query.data?.reservationList}
          rowKey={(row) => row.reservationNo}
          card={(row) => <OwnerCard row={row} />}
          query={query}
          failure={TEXTS.ledgerFailed}
          empty={TEXTS.ledgerListEmpty}
          emptyDescription={TEXTS.ledgerListEmptyHint}
          page={page}
          totalPages={query.data?.totalPages ?? 0}
          onPage={setPage}
        />
      )}
    </section>
  );
}
