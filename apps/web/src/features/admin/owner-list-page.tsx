import { MESSAGES } from '@siktak/contract/messages';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { dotDate } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { ButtonLink } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page';
import { Pagination } from '../../shared/ui/pagination';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useOwnerApplications } from './owner-api';
import { OwnerStatusBadge } from './owner-status-badge';

function OwnerList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 1) - 1 || 0);
  const { data, isPending, isError, refetch } = useOwnerApplications(page);
  const navigate = useNavigate();
  const open = (registerNo: number) => navigate(`/admin/owner/${registerNo}`);

  if (isPending) {
    return (
      <LoadingBlock label="사장님 신청 목록을 불러오는 중">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="mb-2 h-14 w-full" />
        ))}
      </LoadingBlock>
    );
  }
  if (isError) return <ErrorState message={MESSAGES.adminOwnerListFailed} onRetry={() => refetch()} />;
  if (data.ownerList.length === 0) {
    return (
      <EmptyState
        title="아직 사장님 신청이 없어요."
        description="회원이 마이페이지에서 사장님 신청을 하면 여기에 표시돼요."
        action={<ButtonLink to="/admin">관리자 홈으로</ButtonLink>}
      />
    );
  }
  return (
    <>
      <table className="hidden w-full text-left text-[15px] sm:table">
        <caption className="sr-only">사장님 신청 목록</caption>
        <thead className="border-b border-ink-300 text-sm text-ink-600">
          <tr>
            <th scope="col" className="py-3 pr-3 font-semibold">
              번호
            </th>
            <th scope="col" className="py-3 pr-3 font-semibold">
              신청자
            </th>
            <th scope="col" className="py-3 pr-3 font-semibold">
              이메일
            </th>
            <th scope="col" className="py-3 pr-3 font-semibold">
              가게 이름
            </th>
            <th scope="col" className="py-3 pr-3 font-semibold">
              신청일
            </th>
            <th scope="col" className="py-3 font-semibold">
              상태
            </th>
          </tr>
        </thead>
        <tbody>
          {data.ownerList.map((row) => (
            <tr
              key={row.registerNo}
              onClick={() => open(row.registerNo)}
              className="cursor-pointer border-b border-ink-200 hover:bg-ink-50"
            >
              <td className="py-3 pr-3 text-ink-600">{row.registerNo}</td>
              <td className="py-3 pr-3 font-semibold">
                <Link to={`/admin/owner/${row.registerNo}`} className="underline-offset-2 hover:underline">
                  {row.userName}
                </Link>
              </td>
              <td className="py-3 pr-3 text-ink-600">{row.userId}</td>
              <td className="py-3 pr-3">{row.storeName}</td>
              <td className="py-3 pr-3 text-ink-600">{dotDate(row.requestDate)}</td>
              <td className="py-3">
                <OwnerStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 sm:hidden" aria-label="사장님 신청 목록">
        {data.ownerList.map((row) => (
          <li key={row.registerNo}>
            <Link
              to={`/admin/owner/${row.registerNo}`}
              className="flex flex-col gap-1 rounded-2xl border border-ink-200 p-4 hover:bg-ink-50"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-bold">
                  {row.userName} <span className="font-normal text-ink-500">#{row.registerNo}</span>
                </span>
                <OwnerStatusBadge status={row.status} />
              </span>
              <span className="truncate text-sm text-ink-600">{row.userId}</span>
              <span className="text-sm text-ink-600">
                {row.storeName} · {dotDate(row.requestDate)} 신청
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={data.totalPages}
        onChange={(next) => setParams(next > 0 ? { page: String(next + 1) } : {})}
        label="사장님 신청 페이지"
      />
    </>
  );
}

export default function OwnerListPage() {
  return (
    <RequireAuth roles={['ROLE_ADMIN']}>
      <div className="container-page py-8">
        <PageHeader
          title="사장님 권한 관리"
          description="사장님 신청서를 확인하고 승인하거나 반려해요."
          actions={
            <ButtonLink to="/admin" variant="outline">
              관리자 홈
            </ButtonLink>
          }
        />
        <OwnerList />
      </div>
    </RequireAuth>
  );
}
