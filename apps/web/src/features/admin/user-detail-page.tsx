import { MESSAGES } from '@siktak/contract/messages';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { ConsentList } from '../../shared/consents/consent-list';
import { dotDate } from '../../shared/lib/format';
import { session } from '../../shared/lib/session';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { useConfirm } from '../../shared/ui/dialog';
import { LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { adminOnly, AdminPage } from './admin-page';
import { DetailRow } from './detail-row';
import { AuditTrail } from './audit-trail';
import { useAdminUser, useWithdrawUser } from './api';
import { roleLabel } from './labels';

const back = { to: '/admin/user-list', label: '회원 목록' };

/** /admin/user/{userNo} (spec §2): the member, the withdraw action after a confirmation, and the audit trail. */
function UserDetailPage() {
  const userNo = Number(useParams().userNo);
  const { data: user, isError, error } = useAdminUser(userNo);
  const withdraw = useWithdrawUser();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const isSelf = session.user()?.userNo === userNo;

  // Spec §8: a detail that cannot be loaded says why and goes back to the list.
  useEffect(() => {
    if (isError || !(Number.isInteger(userNo) && userNo > 0)) {
      toast.error(error instanceof ApiError ? error.message : '회원 정보를 찾을 수 없어요.');
      navigate(back.to, { replace: true });
    }
  }, [isError, error, userNo, toast, navigate]);

  async function onWithdraw() {
    if (!user) return;
    const ok = await confirm({
      title: '이 회원을 탈퇴시킬까요?',
      description: `${user.userName}(${user.userId}) 회원은 바로 로그아웃되고, 예정된 예약은 모두 취소돼요. 되돌릴 수 없어요.`,
      confirmText: '탈퇴시키기',
      danger: true,
    });
    if (!ok) return;
    try {
      await withdraw.mutateAsync(userNo);
      toast.success(MESSAGES.adminWithdrawDone);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : MESSAGES.serverError);
    }
  }

  return (
    <AdminPage title={user ? `${user.userName} 회원` : '회원 상세'} back={back}>
      {!user ? (
        <LoadingBlock label="회원 정보를 불러오는 중">
          <Skeleton className="h-72 w-full" />
        </LoadingBlock>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
          <section aria-labelledby="member-heading" className="rounded-2xl border border-ink-200 p-5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="member-heading" className="text-lg font-bold text-ink-900">
                회원 정보
              </h2>
              <Badge tone={user.userRole === 'ROLE_USER' ? 'neutral' : 'brand'}>{roleLabel(user.userRole)}</Badge>
              {user.isDeleted === 'Y' ? <Badge tone="danger">탈퇴</Badge> : <Badge tone="success">사용중</Badge>}
            </div>
            <dl className="mt-2 divide-y divide-ink-200">
              <DetailRow label="회원번호">{user.userNo}</DetailRow>
              <DetailRow label="이름">{user.userName}</DetailRow>
              <DetailRow label="아이디">{user.userId}</DetailRow>
              <DetailRow label="닉네임">{user.userNickName}</DetailRow>
              <DetailRow label="휴대폰">{user.userPhone}</DetailRow>
              <DetailRow label="가입일">{dotDate(user.enrollDate)}</DetailRow>
              <DetailRow label="노쇼">{user.noShowCount > 0 ? `${user.noShowCount}회` : '없음'}</DetailRow>
            </dl>
          </section>
          <section
            aria-labelledby="withdraw-heading"
            className="flex flex-col gap-3 self-start rounded-2xl bg-ink-50 p-5"
          >
            <h2 id="withdraw-heading" className="text-lg font-bold text-ink-900">
              회원 탈퇴
            </h2>
            {user.isDeleted === 'Y' ? (
              <p className="text-ink-600">이미 탈퇴한 회원이에요.</p>
            ) : isSelf ? (
              <p className="text-ink-600">내 계정은 여기서 탈퇴시킬 수 없어요.</p>
            ) : (
              <>
                <p className="text-sm text-ink-600">
                  탈퇴시키면 회원은 바로 로그아웃되고, 예정된 예약은 모두 취소되며 안내 메일이 발송돼요.
                </p>
                <Button variant="danger" onClick={onWithdraw} loading={withdraw.isPending} loadingText="처리 중…">
                  회원 탈퇴
                </Button>
              </>
            )}
          </section>
          <section aria-labelledby="consents-heading" className="rounded-2xl border border-ink-200 p-5 lg:col-span-2">
            <h2 id="consents-heading" className="text-lg font-bold text-ink-900">
              약관 동의
            </h2>
            <p className="mt-1 text-[13px] text-ink-500">회원이 동의한 약관과 그 시행본, 기록된 때예요.</p>
            <ConsentList consents={user.consents} />
          </section>
          <div className="lg:col-span-2">
            <AuditTrail entries={user.audit} />
          </div>
        </div>
      )}
    </AdminPage>
  );
}

export default adminOnly(UserDetailPage);
