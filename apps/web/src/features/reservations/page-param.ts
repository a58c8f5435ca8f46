import { useSearchParams } from 'react-router';

/** The 0-based page of a server-paged list, kept 1-based in `?page=` so a reload or Back keeps it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 1) - 1 || 0);
  const setPage = (next: number) => setParams(next > 0 ? { page: String(next + 1) } : {}, { replace: true });
  return [page, setPage];
}
