import { passwordChangeBody } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { FormTextField } from '../../shared/forms/form-fields';
import { NewPasswordFields, confirmMessage } from '../../shared/forms/new-password-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { Button, ButtonLink } from '../../shared/ui/button';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useChangePassword, useProfile } from './api';
import { MypageFrame } from './mypage-frame';

/** Spec §5: all three required, the new one by the password rule, and the confirmation equal to it. */
function PasswordForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const change = useChangePassword();
  const form = useContractForm(passwordChangeBody, {
    defaultValues: { currentPw: '', newPw: '', confirm: '' },
    whenEmpty: { newPw: MESSAGES.required },
    check: (values) => ({ confirm: confirmMessage(values) }),
  });
  const { control } = form;

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await change.mutateAsync(body);
      toast.success(answer.message || MESSAGES.passwordChanged);
      navigate('/my-page');
    } catch (err) {
      if (!(err instanceof ApiError)) return toast.error(MESSAGES.serverError);
      // the wrong current password is read from `errorType`.
      if (err.errorType === 'E119') {
        form.setError('currentPw', { message: MESSAGES.currentPasswordWrong }, { shouldFocus: true });
      } else if (!form.showServerErrors(err)) toast.error(err.message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormTextField
        control={control}
        name="currentPw"
        label="현재 비밀번호"
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields control={control} />
      <div className="flex gap-2 pt-1">
        <ButtonLink to="/my-page" variant="secondary" size="lg" className="flex-1">
          취소
        </ButtonLink>
        <Button type="submit" size="lg" className="flex-[2]" loading={change.isPending} loadingText="변경하는 중…">
          비밀번호 변경
        </Button>
      </div>
    </form>
  );
}

function NewPasswordContent() {
  const { data: profile, isPending, isError, refetch } = useProfile();
  if (isPending) {
    return (
      <LoadingBlock label="회원 정보를 불러오는 중">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="mb-5 h-12 w-full" />
        ))}
      </LoadingBlock>
    );
  }
  if (isError) return <ErrorState message="회원 정보를 불러오지 못했어요." onRetry={() => refetch()} />;
  if (profile.loginType === 'KAKAO') {
    return (
      <EmptyState
        title="카카오 계정은 비밀번호가 없어요."
        description="카카오 로그인으로 이용해주세요."
        action={<ButtonLink to="/my-page">마이페이지로</ButtonLink>}
      />
    );
  }
  return <PasswordForm />;
}

export default function NewPasswordPage() {
  return (
    <MypageFrame title="비밀번호 변경" description="현재 비밀번호를 확인한 뒤 새 비밀번호로 바꿔요.">
      <NewPasswordContent />
    </MypageFrame>
  );
}
