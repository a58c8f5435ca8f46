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
