import { MESSAGES } from '@siktak/contract/messages';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { Button, ButtonLink } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useProfile, useVerifyPassword } from './api';
import { MypageFrame } from './mypage-frame';
import { REENTERED } from './reentry';
import { PASSWORD_REQUIRED } from './texts';

function PasswordCheckForm() {
  const navigate = useNavigate();
  const profile = useProfile();
  const verify = useVerifyPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  // Kakao members have no password; their session is the proof (as on my-page).
  if (profile.data?.loginType === 'KAKAO') return <Navigate to="/my-info" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(PASSWORD_REQUIRED);
      return;
    }
    try {
      await verify.mutateAsync({ password });
      navigate('/my-info', { replace: true, state: REENTERED });
    } catch (err) {
      // Spec §8: HTTP 401 is a wrong password, anything else a server error.
      setError(err instanceof ApiError && err.status === 401 ? MESSAGES.passwordWrong : MESSAGES.serverError);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
        error={error}
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
