import { cx } from './cx';

const BLOCK = 10;

export interface PaginationProps {
  /** 0-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}

/**
 * Page buttons in blocks of 10 (spec §9), 0-based. Unlike the existing client it never asks for a
 * negative page: with no pages there is nothing to show.
 */
export function Pagination({ page, totalPages, onChange, label = '페이지' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const blockStart = Math.floor(page / BLOCK) * BLOCK;
  const pages = Array.from({ length: Math.min(BLOCK, totalPages - blockStart) }, (_, i) => blockStart + i);
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-[15px] font-medium';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1 py-4">
      {blockStart > 0 && (
        <button
          type="button"
          className={cx(item, 'text-ink-700 hover:bg-ink-100')}
          onClick={() => onChange(blockStart - 1)}
        >
          이전
        </button>
      )}
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? 'page' : undefined}
          aria-label={`${p + 1}페이지`}
          className={cx(item, p === page ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-100')}
          onClick={() => onChange(p)}
        >
          {p + 1}
        </button>
      ))}
      {blockStart + BLOCK < totalPages && (
        <button
          type="button"
          className={cx(item, 'text-ink-700 hover:bg-ink-100')}
          onClick={() => onChange(blockStart + BLOCK)}
        >
          다음
        </button>
      )}
    </nav>
  );
}
