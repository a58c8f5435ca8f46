import { type ProfileForm, accountDeleteBody } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { FormTextField } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { forgetSession } from '../../shared/lib/sign-out';
import { Button, ButtonLink } from '../../shared/ui/button';
import { useConfirm } from '../../shared/ui/dialog';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useDeleteAccount, useProfile } from './api';
import { MypageFrame } from './mypage-frame';
import { PASSWORD_REQUIRED } from './texts';

function DeleteForm({ profile }: { profile: ProfileForm }) {
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const remove = useDeleteAccount();
  const needsPassword = profile.loginType !== 'KAKAO';
  const form = useContractForm(accountDeleteBody, {
    defaultValues: { userPw: '' },
    check: ({ userPw }) => ({ userPw: needsPassword && !userPw ? PASSWORD_REQUIRED : undefined }),
  });

  const submit = form.handleSubmit(async ({ userPw }) => {
    const sure = await confirm({
      title: '정말 탈퇴하시겠어요?',
      description: '탈퇴하면 되돌릴 수 없어요.',
      confirmText: '탈퇴하기',
      danger: true,
    });
    if (!sure) return;
    try {
      const answer = await remove.mutateAsync(needsPassword ? { userPw } : {});
      toast.success(answer.message || MESSAGES.accountDeleted);
      // Leave the member-only page first, so losing the session does not bounce to /login.
      await navigate('/', { replace: true });
      forgetSession();
    } catch (err) {
      if (!(err instanceof ApiError)) return toast.error(MESSAGES.serverError);
      // the wrong password is read from `errorType`.
      if (err.errorType === 'E119') form.setError('userPw', { message: MESSAGES.passwordWrong }, { shouldFocus: true });
      else if (!form.showServerErrors(err)) toast.error(err.message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="rounded-2xl bg-ink-50 p-5">
        <h2 className="font-bold text-ink-900">탈퇴 전에 확인해주세요</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-[15px] text-ink-700">
          <li>다가오는 예약은 모두 자동으로 취소돼요.</li>
          <li>탈퇴한 이메일로는 다시 가입할 수 없어요.</li>
          <li>탈퇴 후에는 계정을 되살릴 수 없어요.</li>
        </ul>
      </div>
      {needsPassword && (
        <FormTextField
          control={form.control}
          name="userPw"
          label="비밀번호"
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      <div className="flex gap-2 pt-1">
        <ButtonLink to="/my-page" variant="secondary" size="lg" className="flex-1">
          취소
        </ButtonLink>
        <Button
          type="submit"
          variant="danger"
          size="lg"
          className="flex-[2]"
          loading={remove.isPending}
          loadingText="처리하는 중…"
        >
          회원 탈퇴
        </Button>
      </div>
    </form>
  );
}

function AccountDeleteContent() {
  const { data: profile, isPending, isError, refetch } = useProfile();
  if (isPending) {
    return (
      <LoadingBlock label="회원 정보를 불러오는 중">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="mt-5 h-12 w-full" />
      </LoadingBlock>
    );
  }
  if (isError) return <ErrorState message="회원 정보를 불러오지 못했어요." onRetry={() => refetch()} />;
  return <DeleteForm profile={profile} />;
}

export default function AccountDeletePage() {
  return (
    <MypageFrame title="회원 탈퇴">
      <AccountDeleteContent />
    </MypageFrame>
  );
}
