import { useSearchParams } from 'react-router';

/** `?page=2` in the address is a server-paged list's second page (index 1), so going back keeps the page. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  return [page, (next) => setParams(next > 0 ? { page: String(next + 1) } : {})];
}
