import type { AdminOwnerList } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { dotDate } from '../../shared/lib/format';
import { usePageParam } from '../../shared/lib/use-page-param';
import { ButtonLink } from '../../shared/ui/button';
import { type Column, DataTable, RowLink } from '../../shared/ui/data-table';
import { AdminPage, adminOnly } from './admin-page';
import { useOwnerApplications } from './owner-api';
import { OwnerStatusBadge } from './owner-status-badge';

type Application = AdminOwnerList['ownerList'][number];

const columns: Column<Application>[] = [
  {
    header: '번호',
    cell: (a) => a.registerNo,
    className: 'hidden w-16 text-center text-sm text-ink-500 md:table-cell',
  },
  {
    header: '신청자',
    cell: (a) => (
      <>
        <RowLink to={`/admin/owner/${a.registerNo}`}>{a.userName}</RowLink>
        <p className="text-[13px] text-ink-500 md:hidden">
          {a.storeName} · {a.userId}
        </p>
      </>
    ),
  },
  { header: '이메일', cell: (a) => a.userId, className: 'hidden text-ink-700 md:table-cell' },
  { header: '가게 이름', cell: (a) => a.storeName, className: 'hidden md:table-cell' },
  { header: '신청일', cell: (a) => dotDate(a.requestDate), className: 'hidden w-28 text-ink-600 sm:table-cell' },
  { header: '상태', cell: (a) => <OwnerStatusBadge status={a.status} />, className: 'w-24' },
];

/** /admin/owner-list (spec §2): every owner application, waiting ones marked in red. */
function OwnerListPage() {
  const [page, setPage] = usePageParam();
  const query = useOwnerApplications(page);
  return (
    <AdminPage
      title="사장님 권한 관리"
      description="사장님 신청서를 확인하고 승인하거나 반려해요."
      back={{ to: '/admin', label: '관리자 홈' }}
    >
      <DataTable
        caption="사장님 신청 목록"
        columns={columns}
        rows={query.data?.ownerList}
        rowKey={(a) => a.registerNo}
        query={query}
        failure={MESSAGES.adminOwnerListFailed}
        empty="아직 사장님 신청이 없어요."
        emptyDescription="회원이 마이페이지에서 사장님 신청을 하면 여기에 표시돼요."
        emptyAction={<ButtonLink to="/admin">관리자 홈으로</ButtonLink>}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPage={setPage}
      />
    </AdminPage>
  );
}

export default adminOnly(OwnerListPage);
