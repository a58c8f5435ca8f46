import { verifyPasswordBody } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { FormTextField } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { Button, ButtonLink } from '../../shared/ui/button';
import { useProfile, useVerifyPassword } from './api';
import { MypageFrame } from './mypage-frame';
import { REENTERED } from './reentry';
import { PASSWORD_REQUIRED } from './texts';

function PasswordCheckForm() {
  const navigate = useNavigate();
  const profile = useProfile();
  const verify = useVerifyPassword();
  const form = useContractForm(verifyPasswordBody, {
    defaultValues: { password: '' },
    whenEmpty: { password: PASSWORD_REQUIRED },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      await verify.mutateAsync(body);
      navigate('/my-info', { replace: true, state: REENTERED });
    } catch (err) {
      // Spec §8: HTTP 401 is a wrong password, anything else a server error.
      const message = err instanceof ApiError && err.status === 401 ? MESSAGES.passwordWrong : MESSAGES.serverError;
      form.setError('password', { message }, { shouldFocus: true });
    }
  });

  // Kakao members have no password; their session is the proof (as on my-page).
  if (profile.data?.loginType === 'KAKAO') return <Navigate to="/my-info" replace />;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormTextField
        control={form.control}
        name="password"
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="flex gap-2">
        <ButtonLink to="/my-page" variant="secondary" size="lg" className="flex-1">
          취소
        </ButtonLink>
        <Button type="submit" size="lg" className="flex-[2]" loading={verify.isPending} loadingText="확인 중…">
          확인
        </Button>
      </div>
    </form>
  );
}

/** Password re-entry before the profile form (/my-password and /password). */
export default function PasswordCheckPage() {
  return (
    <MypageFrame title="비밀번호 확인" description="회원 정보를 지키기 위해 비밀번호를 한 번 더 입력해주세요.">
      <PasswordCheckForm />
    </MypageFrame>
  );
}
