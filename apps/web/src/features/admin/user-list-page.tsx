import type { AdminUserItem } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { dotDate } from '../../shared/lib/format';
import { Badge } from '../../shared/ui/badge';
import { usePageParam, useSearchParam } from '../../shared/lib/use-page-param';
import { adminOnly, AdminPage } from './admin-page';
import { ListSearch, emptyListText } from './list-search';
import { DataTable, type Column, RowLink } from '../../shared/ui/data-table';
import { useAdminUsers } from './api';
import { roleLabel } from './labels';

const columns: Column<AdminUserItem>[] = [
  { header: '번호', cell: (u) => u.userNo, className: 'hidden w-16 text-center text-sm text-ink-500 md:table-cell' },
  {
    header: '이름',
    cell: (u) => (
      <>
        <RowLink to={`/admin/user/${u.userNo}`}>{u.userName}</RowLink>
        <p className="text-[13px] text-ink-500 md:hidden">{u.userId}</p>
      </>
    ),
  },
  { header: '아이디', cell: (u) => u.userId, className: 'hidden text-ink-700 md:table-cell' },
  {
    header: '권한',
    cell: (u) => <Badge tone={u.userRole === 'ROLE_USER' ? 'neutral' : 'brand'}>{roleLabel(u.userRole)}</Badge>,
    className: 'w-24',
  },
  { header: '가입일', cell: (u) => dotDate(u.enrollDate), className: 'hidden w-28 text-ink-600 sm:table-cell' },
  {
    header: '상태',
    cell: (u) => (u.isDeleted === 'Y' ? <Badge tone="danger">탈퇴</Badge> : <Badge tone="success">사용중</Badge>),
    className: 'w-20',
  },
];

/** /admin/user-list (spec §2): every member, withdrawn ones marked, 10 a page. */
function UserListPage() {
  const [page, setPage] = usePageParam();
  const [search, setSearch] = useSearchParam();
  const query = useAdminUsers(page, search);
  return (
    <AdminPage
      title="회원 관리"
      description="회원을 눌러 자세한 정보를 보고 탈퇴 처리할 수 있어요."
      back={{ to: '/admin', label: '관리자 홈' }}
    >
      <ListSearch label="회원 검색" placeholder="이름·닉네임·이메일로 검색" value={search} onSearch={setSearch} />
      <DataTable
        caption="회원 목록"
        columns={columns}
        rows={query.data?.userList}
        rowKey={(u) => u.userNo}
        rowClassName={(u) => (u.isDeleted === 'Y' ? 'text-ink-500' : undefined)}
        query={query}
        failure={MESSAGES.adminUserListFailed}
        empty={emptyListText(search, '회원이', '가입한 회원이 없어요.')}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPage={setPage}
      />
    </AdminPage>
  );
}

export default adminOnly(UserListPage);
