import type { NoticeListItem } from '@siktak/contract';
import { useEffect } from 'react';
import { dotDate } from '../../shared/lib/format';
import { session } from '../../shared/lib/session';
import { usePageParam } from '../../shared/lib/use-page-param';
import { useSession } from '../../shared/lib/use-session';
import { ButtonLink } from '../../shared/ui/button';
import { type Column, DataTable, RowLink } from '../../shared/ui/data-table';
import { PageHeader } from '../../shared/ui/page';
import { NOTICE_PAGE_SIZE, useNoticeList } from './api';

/** The columns of one page; rows are numbered as boards do, from the total down (newest highest). */
function columnsOf(total: number, page: number): Column<NoticeListItem>[] {
  return [
    {
      header: '번호',
      cell: (_, index) => total - page * NOTICE_PAGE_SIZE - index,
      className: 'w-16 text-center text-sm text-ink-500',
    },
    {
      header: '제목',
      cell: (notice) => (
        <>
          <RowLink to={`/notice-detail?noticeNo=${notice.noticeNo}`}>{notice.noticeTitle}</RowLink>
          <p className="mt-1 text-[13px] text-ink-500 sm:hidden">
            {notice.userName} · {dotDate(notice.createDate)}
          </p>
        </>
      ),
    },
    { header: '작성자', cell: (notice) => notice.userName, className: 'hidden w-28 text-ink-700 sm:table-cell' },
    {
      header: '작성일',
      cell: (notice) => dotDate(notice.createDate),
      className: 'hidden w-32 text-ink-600 sm:table-cell',
    },
  ];
}

/**
 * /notice (spec §2): number, title, author and date, 5 a page. The write button follows the role in
 * session storage, which the list's `currentUserRole` keeps current; a failed list clears it (spec §4).
 */
export default function NoticeListPage() {
  const [page, setPage] = usePageParam();
  const query = useNoticeList(page);
  const { data, isError } = query;
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
      <DataTable
        caption="공지사항 목록"
        columns={columnsOf(data?.totalElements ?? 0, page)}
        rows={data?.noticeList}
        rowKey={(notice) => notice.noticeNo}
        query={query}
        failure="공지사항을 불러오지 못했어요."
        empty="등록된 공지사항이 없어요."
        emptyDescription={isAdmin ? '첫 공지사항을 작성해보세요.' : '새 소식이 생기면 이곳에서 알려드릴게요.'}
        emptyAction={writeButton ?? <ButtonLink to="/">홈으로</ButtonLink>}
        page={page}
        totalPages={data?.totalPages ?? 1}
        onPage={setPage}
      />
    </div>
  );
}
