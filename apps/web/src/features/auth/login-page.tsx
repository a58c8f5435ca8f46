import { loginBody } from '@siktak/contract';
import { ERRORS, MESSAGES } from '@siktak/contract/messages';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, SESSION_EXPIRED } from '../../shared/api/client';
import { FormTextField } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import type { LoginState } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { Button } from '../../shared/ui/button';
import { FormAlert } from '../../shared/ui/form-alert';
import { useToast } from '../../shared/ui/toast';
import { KAKAO_START_URL, useLogin, useProviders } from './api';
import { AccountEmailField } from './account-email-field';
import { AuthFrame, AuthSwitch } from './auth-frame';
import { KakaoMark } from './kakao-mark';

/**
 * Why the browser was sent here (`/login?error=…`): the Kakao callback (modules/auth/kakao.ts) or a
 * session that expired (shared/api/client.ts).
 */
const ARRIVAL_NOTICES: Record<string, string> = {
  [SESSION_EXPIRED]: '로그인이 만료됐어요. 다시 로그인해주세요.',
  kakao_state: '카카오 로그인 요청이 만료되었거나 올바르지 않아요. 다시 시도해주세요.',
  kakao_failed: '카카오 로그인에 실패했어요. 잠시 후 다시 시도해주세요.',
  kakao_email: '카카오 계정에 인증된 이메일이 없어 가입할 수 없어요. 이메일 제공에 동의했는지 확인해주세요.',
  kakao_unavailable: '지금은 카카오 로그인을 사용할 수 없어요. 이메일로 로그인해주세요.',
  withdrawn: ERRORS.E111.message,
};

const SERVER_UNREACHABLE = '로그인하지 못했어요. 서버 상태를 확인하고 잠시 후 다시 시도해주세요.';

/** Codes whose server message tells the member what to do; anything else is the generic text (spec §8). */
const SHOWN_CODES = new Set(['E105', 'E111', '429']);

/** The login screen's words for an empty field (the contract says "모든 필수 항목을 입력해주세요."). */
const LOGIN_MESSAGES = { userId: '이메일을 입력해주세요.', userPw: '비밀번호를 입력해주세요.' };

/** Where to go after logging in: back to the page that asked for it, never to another site. */
function returnPath(state: LoginState | null): string {
  const from = state?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : '/';
}

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const providers = useProviders();
  const login = useLogin();
  const prefilled = (location.state as { email?: unknown } | null)?.email;
  const sentHere = location.state as LoginState | null;
  const form = useContractForm(loginBody, {
    defaultValues: { userId: typeof prefilled === 'string' ? prefilled : '', userPw: '' },
    whenEmpty: LOGIN_MESSAGES,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const reason = params.get('error') ?? '';
  const arrivalNotice = ARRIVAL_NOTICES[reason];

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const answer = await login.mutateAsync(body);
      if (answer.code !== 'S203') {
        setFormError(SERVER_UNREACHABLE);
        return;
      }
      session.login(answer.data);
      toast.success(answer.message);
      navigate(answer.data.userRole === 'ROLE_ADMIN' ? '/admin' : returnPath(sentHere), { replace: true });
    } catch (err) {
      setFormError(err instanceof ApiError && SHOWN_CODES.has(err.code) ? err.message : SERVER_UNREACHABLE);
    }
  });

  return (
    <AuthFrame title="로그인" description="식탁 계정으로 로그인하고 맛집을 예약해보세요.">
      {arrivalNotice && <FormAlert tone={reason === SESSION_EXPIRED ? 'info' : 'error'}>{arrivalNotice}</FormAlert>}
      {sentHere?.loginRequired && <FormAlert tone="info">{MESSAGES.loginRequired}</FormAlert>}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <AccountEmailField control={form.control} />
        <FormTextField
          control={form.control}
          name="userPw"
          label="비밀번호"
          type="password"
          autoComplete="current-password"
        />
        <Link
          to="/password-reset"
          className="-mt-2 inline-flex min-h-11 items-center self-end text-[15px] font-medium text-ink-600 hover:text-brand-700 hover:underline"
        >
          비밀번호 찾기
        </Link>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" size="lg" className="mt-2 w-full" loading={login.isPending} loadingText="로그인 중…">
          로그인
        </Button>
      </form>
      {providers.data?.kakao && (
        <>
          <div className="flex items-center gap-3 text-sm text-ink-500" aria-hidden="true">
            <span className="h-px flex-1 bg-ink-200" />
            또는
            <span className="h-px flex-1 bg-ink-200" />
          </div>
          {/* A plain link: the server starts the authorization-code flow and sets its state cookie. */}
          <a
            href={KAKAO_START_URL}
            className="inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-xl bg-[#FEE500] px-6 text-base font-semibold text-[#191919] hover:bg-[#f5dc00]"
          >
            <KakaoMark />
            카카오 로그인
          </a>
        </>
      )}
      <AuthSwitch question="아직 회원이 아니신가요?" to="/signup" label="회원가입" />
    </AuthFrame>
  );
}
