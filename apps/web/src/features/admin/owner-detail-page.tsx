import { MESSAGES } from '@siktak/contract/messages';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { dotDate, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { Button } from '../../shared/ui/button';
import { useConfirm } from '../../shared/ui/dialog';
import { LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { AdminPage } from './admin-page';
import { type OwnerApplication, useDecideOwnerApplication, useOwnerApplication } from './owner-api';
import { OwnerStatusBadge } from './owner-status-badge';
import { josa } from '../../shared/lib/josa';

const LIST = '/admin/owner-list';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 py-3">
      <dt className="w-28 shrink-0 text-ink-500">{label}</dt>
      <dd className="min-w-0 font-medium text-ink-900">{children}</dd>
    </div>
  );
}

function Decision({ application }: { application: OwnerApplication }) {
  const decide = useDecideOwnerApplication();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const registerNo = String(application.registerNo);

  async function approve() {
    const ok = await confirm({
      title: '사장님 신청을 승인할까요?',
      description: `${application.userName}님이 사장님 권한을 받아 '${application.storeName}'${josa(application.storeName, '을/를')} 등록할 수 있게 돼요.`,
      confirmText: '승인',
    });
    if (!ok) return;
    decide.mutate(
      { registerNo, decision: 'approve' },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (err) => toast.error(err.message),
        onSettled: () => navigate(LIST),
      },
    );
  }

  async function reject() {
    const ok = await confirm({
      title: '사장님 신청을 반려할까요?',
      description: `${application.userName}님에게 반려 안내 메일이 가고, 내용을 고쳐 다시 신청할 수 있어요.`,
      confirmText: '반려',
      danger: true,
    });
    if (!ok) return;
    decide.mutate(
      { registerNo, decision: 'reject' },
      {
        onSuccess: () => toast.success(MESSAGES.adminRejectDone),
        onError: (err) => toast.error(err.message),
        onSettled: () => navigate(LIST),
      },
    );
  }

  if (application.status !== 'N') {
    return <p className="text-ink-600">이미 처리된 신청이에요.</p>;
  }
  const busy = decide.isPending;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" size="lg" onClick={reject} disabled={busy}>
        반려
      </Button>
      <Button size="lg" onClick={approve} loading={busy} loadingText="처리 중...">
        승인
      </Button>
    </div>
  );
}

function OwnerDetail() {
  const registerNo = useParams().registerNo ?? '';
  const { data, error, isPending } = useOwnerApplication(registerNo);
  const toast = useToast();
  const navigate = useNavigate();
  const invalid = !/^\d+$/.test(registerNo);

  // Spec §8: a detail failure alerts the server's message and goes back to the list.
  useEffect(() => {
    if (!error && !invalid) return;
    toast.error(error instanceof ApiError ? error.message : '신청 정보를 찾을 수 없어요.');
    navigate(LIST, { replace: true });
  }, [error, invalid, toast, navigate]);

  if (isPending || !data) {
    return (
      <LoadingBlock label="신청 정보를 불러오는 중">
        <div className="grid gap-6 md:grid-cols-2">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      </LoadingBlock>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="applicant" className="rounded-2xl border border-ink-200 p-5">
          <div className="flex items-center justify-between gap-2">
            <h2 id="applicant" className="text-lg font-bold">
              신청 정보
            </h2>
            <OwnerStatusBadge status={data.status} />
          </div>
          <dl className="mt-2 divide-y divide-ink-200 text-[15px]">
            <Row label="신청 번호">{data.registerNo}</Row>
            <Row label="신청자">{data.userName}</Row>
            <Row label="이메일">{data.userId}</Row>
            <Row label="가게 이름">{data.storeName}</Row>
            <Row label="사업자등록번호">{data.businessNo}</Row>
            <Row label="신청일">
              {dotDate(data.requestDate)} {timeOf(data.requestDate)}
            </Row>
          </dl>
        </section>
        <section aria-labelledby="document" className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-5">
          <h2 id="document" className="text-lg font-bold">
            사업자등록증
          </h2>
          <a href={data.image} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl bg-ink-50">
            <img
              src={data.image}
              alt={`${data.userName}님의 사업자등록증`}
              className="max-h-[480px] w-full object-contain"
            />
          </a>
          <p className="text-[13px] text-ink-500">이미지를 누르면 원본 크기로 볼 수 있어요.</p>
        </section>
      </div>
      <Decision application={data} />
    </div>
  );
}

export default function OwnerDetailPage() {
  return (
    <RequireAuth roles={['ROLE_ADMIN']}>
      <AdminPage title="사장님 신청 상세" back={{ to: LIST, label: '신청 목록' }}>
        <OwnerDetail />
      </AdminPage>
    </RequireAuth>
  );
}
