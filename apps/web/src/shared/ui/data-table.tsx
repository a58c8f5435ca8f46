import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { josa } from '../lib/josa';
import { cx } from './cx';
import { Pagination } from './pagination';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from './states';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

export interface Column<T> {
  header: string;
  /** The cell of `row`, the `index`-th row of the page. */
  cell: (row: T, index: number) => ReactNode;
  /** Classes of both the header and the cells, e.g. `hidden md:table-cell` for a column phones skip. */
  className?: string;
}

/** The link of a row: it covers the whole row, so a tap anywhere on it opens the detail. */
export function RowLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Link to={to} state={state} className="font-semibold text-ink-900 after:absolute after:inset-0 hover:underline">
      {children}
    </Link>
  );
}

/**
 * A server-paged list (admin lists, reservation lists; spec §2): a table with a skeleton while
 * loading, the spec's failure text with a retry, an empty state, and the shared pager (0-based pages,
 * blocks of 10). With `card`, phones get a list of cards instead of the table.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  query,
  failure,
  empty,
  emptyDescription,
  emptyAction,
  card,
  page,
  totalPages,
  onPage,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => number | string;
  rowClassName?: (row: T) => string | undefined;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  failure: string;
  empty: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** One row as a card, shown below the `md` breakpoint in place of the table. */
  card?: (row: T) => ReactNode;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (query.isPending) {
    return (
      <LoadingBlock label={`${caption}${josa(caption, '을/를')} 불러오는 중`}>
        <div className="flex flex-col gap-2">
          {SKELETON_ROWS.map((row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
        </div>
      </LoadingBlock>
    );
  }
  if (query.isError || !rows) return <ErrorState message={failure} onRetry={() => query.refetch()} />;
  if (rows.length === 0 && page === 0) {
    return <EmptyState title={empty} description={emptyDescription} action={emptyAction} />;
  }
  return (
    <>
      {card && (
        <ul className="flex flex-col gap-3 md:hidden" aria-label={caption} aria-busy={query.isFetching}>
          {rows.map((row) => (
            <li key={rowKey(row)}>{card(row)}</li>
          ))}
        </ul>
      )}
      <div className={cx('overflow-x-auto', card && 'hidden md:block')}>
        <table className="w-full border-t-2 border-ink-900 text-left" aria-busy={query.isFetching}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-ink-200 text-sm text-ink-600">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={cx('px-2 py-3 font-semibold', column.className)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                key={rowKey(row)}
                className={cx('relative border-b border-ink-200 hover:bg-ink-50', rowClassName?.(row))}
              >
                {columns.map((column) => (
                  <td key={column.header} className={cx('px-2 py-3.5 align-middle', column.className)}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className="py-8 text-center text-ink-500">이 페이지에는 항목이 없어요.</p>}
      <Pagination page={page} totalPages={totalPages} onChange={onPage} label={`${caption} 페이지`} />
    </>
  );
}
