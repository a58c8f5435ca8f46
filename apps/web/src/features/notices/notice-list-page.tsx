import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dotDate } from '../../shared/lib/format';
import { session } from '../../shared/lib/session';
import { useSession } from '../../shared/lib/use-session';
import { ButtonLink } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page';
import { Pagination } from '../../shared/ui/pagination';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useNoticeList } from './api';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];

/** `?page=2` in the address is the second page (index 1). */
function usePage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  return [page, (next) => setParams(next > 0 ? { page: String(next + 1) } : {})];
}

/**
 * /notice (spec §2): number, title, author and date, 5 a page. The write button follows the role in
 * session storage, which the list's `currentUserRole` keeps current; a failed list clears it (spec §4).
 */
export default function NoticeListPage() {
  const [page, setPage] = usePage();
  const { data, isPending, isError, refetch, isFetching } = useNoticeList(page);
  const { role } = useSession();
  const isAdmin = role === 'ROLE_ADMIN';

  useEffect(() => {
    if (data?.currentUserRole) session.setRole(data.currentUserRole);
  }, [data?.currentUserRole]);
  useEffect(() => {
    if (isError) session.setRole(null);
  }, [isError]);

  const writeButton = isAdmin ? <ButtonLink to="/notice-write">공지사항 작성</ButtonLink> : null;

  return (
    <div className="container-page max-w-4xl py-8">
      <PageHeader title="공지사항" description="식탁의 새 소식과 이용 안내를 전해드려요." actions={writeButton} />
      {isPending ? (
        <LoadingBlock label="공지사항을 불러오는 중">
          <ul className="flex flex-col gap-2">
            {SKELETON_ROWS.map((row) => (
              <li key={row}>
                <Skeleton className="h-14 w-full" />
              </li>
            ))}
          </ul>
        </LoadingBlock>
      ) : isError ? (
        <ErrorState message="공지사항을 불러오지 못했어요." onRetry={() => refetch()} />
      ) : data.noticeList.length === 0 ? (
        <EmptyState
          title="등록된 공지사항이 없습니다."
          description={isAdmin ? '첫 공지사항을 작성해보세요.' : '새 소식이 생기면 이곳에서 알려드릴게요.'}
          action={writeButton ?? <ButtonLink to="/">홈으로</ButtonLink>}
        />
      ) : (
        <>
          <table className="w-full border-t-2 border-ink-900 text-left" aria-busy={isFetching}>
            <caption className="sr-only">공지사항 목록</caption>
            <thead className="border-b border-ink-200 text-sm text-ink-600">
              <tr>
                <th scope="col" className="w-16 py-3 text-center font-semibold">
                  번호
                </th>
                <th scope="col" className="py-3 pl-2 font-semibold">
                  제목
                </th>
                <th scope="col" className="hidden w-28 py-3 font-semibold sm:table-cell">
                  작성자
                </th>
                <th scope="col" className="hidden w-32 py-3 font-semibold sm:table-cell">
                  작성일
                </th>
              </tr>
            </thead>
            <tbody>
              {data.noticeList.map((notice) => (
                <tr key={notice.noticeNo} className="relative border-b border-ink-200 hover:bg-ink-50">
                  <td className="py-4 text-center text-sm text-ink-500">{notice.noticeNo}</td>
                  <td className="py-4 pl-2 pr-3">
                    <Link
                      to={`/notice-detail?noticeNo=${notice.noticeNo}`}
                      className="font-semibold text-ink-900 after:absolute after:inset-0 hover:underline"
                    >
                      {notice.noticeTitle}
                    </Link>
                    <p className="mt-1 text-[13px] text-ink-500 sm:hidden">
                      {notice.userName} · {dotDate(notice.createDate)}
                    </p>
                  </td>
                  <td className="hidden py-4 text-ink-700 sm:table-cell">{notice.userName}</td>
                  <td className="hidden py-4 text-ink-600 sm:table-cell">{dotDate(notice.createDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} label="공지사항 페이지" />
        </>
      )}
    </div>
  );
}
