import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?page=2` in the address is a server-paged list's second page (index 1), so going back keeps the page.
 * Turning the page keeps the address's other parameters (a list's tab).
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  return [
    page,
    (next) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 0) updated.set('page', String(next + 1));
        else updated.delete('page');
        return updated;
      }),
  ];
}

/**
 * `?q=` in the address is a server-paged list's search, so a search can be shared and going back keeps
 * it. A new search starts at the first page and replaces the address entry (typing is not history).
 */
export function useSearchParam(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [search, setSearch];
}
