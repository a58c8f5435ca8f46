import { signupBody } from '@siktak/contract';
import { MESSAGES, SUCCESS } from '@siktak/contract/messages';
import { EMAIL_CODE_PATTERN } from '@siktak/contract/rules';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { FormPhoneField, FormTextField } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { Button } from '../../shared/ui/button';
import { useToast } from '../../shared/ui/toast';
import { useSendCode, useSignup, useVerifyCode } from './api';
import { AuthFrame, AuthSwitch } from './auth-frame';
import { FormConsentChecklist, NO_CONSENTS, consentsError } from './consent-checklist';

/** The server refuses a new code for the same address sooner than this (E106). */
const RESEND_SECONDS = 60;

/** An address as the contract stores it: trimmed, lower case. */
function normalized(email: string): string {
  return email.trim().toLowerCase();
}

/** Seconds left before another code may be asked for; `start()` begins a new wait. */
function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
        clearInterval(timer);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return {
    left: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)),
    start: () => {
      setNow(Date.now());
      setEndsAt(Date.now() + seconds * 1000);
    },
    reset: () => setEndsAt(null),
  };
}

export default function SignupPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const sendCode = useSendCode();
  const verifyCode = useVerifyCode();
  const signup = useSignup();
  const countdown = useCountdown(RESEND_SECONDS);
  /** The address a code was sent to, and the address whose code checked out. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [verifiedMessage, setVerifiedMessage] = useState<string>(SUCCESS.S201);
  const form = useContractForm(signupBody, {
    defaultValues: {
      userId: '',
      code: '',
      userPw: '',
      userPwConfirm: '',
      userName: '',
      userNickName: '',
      userPhone: '',
      consents: NO_CONSENTS,
    },
    // The code and the repeated password are not part of the sign-up body: the address must have
    // been verified with the code, and the password typed the same twice.
    check: (values) => ({
      code: verified !== null && verified === normalized(values.userId) ? undefined : MESSAGES.emailNotVerified,
      userPwConfirm: !values.userPwConfirm
        ? MESSAGES.passwordConfirmRequired
        : values.userPwConfirm !== values.userPw
          ? MESSAGES.passwordConfirmMismatch
          : undefined,
      consents: consentsError(values.consents),
    }),
    serverFields: { email: 'userId', E100: 'userId', E101: 'userNickName', E102: 'code', E160: 'consents' },
  });
  const { control, setError, clearErrors } = form;
  const email = normalized(form.watch('userId'));
  const isVerified = verified !== null && verified === email;

  function emailEdited(value: string) {
    if (normalized(value) !== sentTo) {
      // Another address needs its own code: the old one's verification and wait do not carry over.
      setSentTo(null);
      setVerified(null);
      countdown.reset();
    }
  }

  async function requestCode() {
    if (!(await form.trigger('userId'))) return;
    clearErrors('code');
    try {
      const answer = await sendCode.mutateAsync({ userId: email });
      if (answer.code !== 'S200') throw new Error(answer.message);
      setSentTo(email);
      countdown.start();
      toast.success(answer.message);
      document.getElementById('signup-code')?.focus();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'E106') setError('code', { message: err.message });
      else if (err instanceof ApiError && err.code === 'E100') setError('userId', { message: err.message });
      else if (err instanceof ApiError && err.fields.userId) setError('userId', { message: err.fields.userId });
      else setError('userId', { message: MESSAGES.sendCodeFailed });
    }
  }

  async function checkCode() {
    const code = form.getValues('code').trim();
    if (!EMAIL_CODE_PATTERN.test(code)) {
      setError('code', { message: MESSAGES.codeRecheck });
      return;
    }
    try {
      const answer = await verifyCode.mutateAsync({ email, code });
      if (answer.code !== 'S201') throw new Error(answer.message);
      setVerified(email);
      setVerifiedMessage(answer.message);
      clearErrors('code');
    } catch (err) {
      // Too many wrong tries needs a new code, which the server's message says; else the spec's text.
      const message = err instanceof ApiError && err.code === 'E107' ? err.message : MESSAGES.codeRecheck;
      setError('code', { message });
    }
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await signup.mutateAsync(body);
      toast.success(answer.message || SUCCESS.S202);
      navigate('/login', { state: { email: body.userId } });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'E102') setVerified(null);
      if (form.showServerErrors(err)) return;
      toast.error(err instanceof ApiError ? err.message : MESSAGES.serverError);
    }
  });

  const sendLabel = countdown.left > 0 ? `재전송 (${countdown.left}초)` : sentTo ? '재전송' : '인증번호 받기';

  return (
    <AuthFrame title="회원가입" description="이메일 인증 후 식탁 회원이 될 수 있어요.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FormTextField
          control={control}
          name="userId"
          onEdit={emailEdited}
          id="signup-email"
          label="이메일"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="example@siktak.kr"
          required
          addon={
            <Button
              variant="outline"
              className="shrink-0 tabular-nums"
              onClick={requestCode}
              disabled={isVerified || countdown.left > 0}
              loading={sendCode.isPending}
              loadingText="보내는 중…"
            >
              {isVerified ? '인증 완료' : sendLabel}
            </Button>
          }
        />
        <FormTextField
          control={control}
          name="code"
          format={(typed) => typed.replace(/\D/g, '')}
          id="signup-code"
          label="인증번호"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6자리 숫자"
          required
          readOnly={isVerified}
          hint={
            isVerified ? (
              <span className="font-medium text-success-600">{verifiedMessage}</span>
            ) : sentTo ? (
              '메일함에서 인증번호 6자리를 확인해 10분 안에 입력해주세요.'
            ) : (
              '인증번호 받기를 누르면 이메일로 6자리 숫자를 보내드려요.'
            )
          }
          addon={
            <Button
              variant="outline"
              className="shrink-0"
              onClick={checkCode}
              disabled={isVerified}
              loading={verifyCode.isPending}
              loadingText="확인 중…"
            >
              확인
            </Button>
          }
        />
        <FormTextField
          control={control}
          name="userPw"
          id="signup-password"
          label="비밀번호"
          type="password"
          autoComplete="new-password"
          required
          hint={MESSAGES.passwordHint}
        />
        <FormTextField
          control={control}
          name="userPwConfirm"
          id="signup-password-confirm"
          label="비밀번호 확인"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormTextField control={control} name="userName" id="signup-name" label="이름" autoComplete="name" required />
        <FormTextField
          control={control}
          name="userNickName"
          id="signup-nickname"
          label="닉네임"
          autoComplete="nickname"
          required
          hint="리뷰에 보이는 이름이에요. 2~20자로 입력해주세요."
        />
        <FormPhoneField control={control} name="userPhone" id="signup-phone" />
        <FormConsentChecklist control={control} name="consents" />
        <Button type="submit" size="lg" className="mt-2 w-full" loading={signup.isPending} loadingText="가입하는 중…">
          가입하기
        </Button>
      </form>
      <AuthSwitch question="이미 회원이신가요?" to="/login" label="로그인" />
    </AuthFrame>
  );
}
