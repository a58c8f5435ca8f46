import { MESSAGES, SUCCESS } from '@siktak/contract/messages';
import { EMAIL_CODE_PATTERN, formatPhone } from '@siktak/contract/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { accountRules } from '../../shared/lib/account-rules';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { PageHeader } from '../../shared/ui/page';
import { useToast } from '../../shared/ui/toast';
import { useSendCode, useSignup, useVerifyCode } from './api';

/** The server refuses a new code for the same address sooner than this (E106). */
const RESEND_SECONDS = 60;

type Field = 'email' | 'code' | 'password' | 'name' | 'nickname' | 'phone';
type Errors = Partial<Record<Field, string>>;

/** Wire names of the sign-up body → our fields, for the server's per-field messages. */
const WIRE_FIELDS: Record<string, Field> = {
  userId: 'email',
  email: 'email',
  code: 'code',
  userPw: 'password',
  userName: 'name',
  userNickName: 'nickname',
  userPhone: 'phone',
};

function fieldErrorsOf(err: ApiError): Errors {
  const errors: Errors = {};
  for (const [wire, message] of Object.entries(err.fields)) {
    const field = WIRE_FIELDS[wire];
    if (field) errors[field] ??= message;
  }
  return errors;
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
  const [values, setValues] = useState({ email: '', code: '', password: '', name: '', nickname: '', phone: '' });
  const [errors, setErrors] = useState<Errors>({});
  /** The address a code was sent to, and the address whose code checked out. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [verifiedMessage, setVerifiedMessage] = useState<string>(SUCCESS.S201);
  const email = values.email.trim().toLowerCase();
  const isVerified = verified !== null && verified === email;

  function set(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'email' && value.trim().toLowerCase() !== sentTo) {
      // Another address needs its own code: the old one's verification and wait do not carry over.
      setSentTo(null);
      setVerified(null);
      countdown.reset();
    }
  }

  async function requestCode() {
    const invalid = accountRules.email(email);
    if (invalid) {
      setErrors((current) => ({ ...current, email: invalid }));
      return;
    }
    setErrors((current) => ({ ...current, email: undefined, code: undefined }));
    try {
      const answer = await sendCode.mutateAsync({ userId: email });
      if (answer.code !== 'S200') throw new Error(answer.message);
      setSentTo(email);
      countdown.start();
      toast.success(answer.message);
      document.getElementById('signup-code')?.focus();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'E100') setErrors((c) => ({ ...c, email: err.message }));
      else if (err instanceof ApiError && err.code === 'E106') setErrors((c) => ({ ...c, code: err.message }));
      else if (err instanceof ApiError && err.fields.userId) setErrors((c) => ({ ...c, email: err.fields.userId }));
      else setErrors((c) => ({ ...c, email: MESSAGES.sendCodeFailed }));
    }
  }

  async function checkCode() {
    const code = values.code.trim();
    if (!EMAIL_CODE_PATTERN.test(code)) {
      setErrors((current) => ({ ...current, code: MESSAGES.codeRecheck }));
      return;
    }
    try {
      const answer = await verifyCode.mutateAsync({ email, code });
      if (answer.code !== 'S201') throw new Error(answer.message);
      setVerified(email);
      setVerifiedMessage(answer.message);
      setErrors((current) => ({ ...current, code: undefined }));
    } catch (err) {
      // Too many wrong tries needs a new code, which the server's message says; else the spec's text.
      const message = err instanceof ApiError && err.code === 'E107' ? err.message : MESSAGES.codeRecheck;
      setErrors((current) => ({ ...current, code: message }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      email: accountRules.email(email),
      code: isVerified ? undefined : MESSAGES.emailNotVerified,
      password: accountRules.password(values.password),
      name: accountRules.name(values.name),
      nickname: accountRules.nickname(values.nickname),
      phone: accountRules.phone(values.phone),
    };
    setErrors(next);
    const first = (Object.keys(next) as Field[]).find((field) => next[field]);
    if (first) {
      document.getElementById(`signup-${first}`)?.focus();
      return;
    }
    try {
      const answer = await signup.mutateAsync({
        userId: email,
        userPw: values.password,
        userName: values.name.trim(),
        userNickName: values.nickname.trim(),
        userPhone: values.phone.trim(),
      });
      toast.success(answer.message || SUCCESS.S202);
      navigate('/login', { state: { email } });
    } catch (err) {
      if (!(err instanceof ApiError)) return toast.error(MESSAGES.serverError);
      if (err.code === 'E100') setErrors({ email: err.message });
      else if (err.code === 'E101') setErrors({ nickname: err.message });
      else if (err.code === 'E102') {
        setVerified(null);
        setErrors({ code: err.message });
      } else if (Object.keys(err.fields).length > 0) setErrors(fieldErrorsOf(err));
      else toast.error(err.message);
    }
  }

  const sendLabel = countdown.left > 0 ? `재전송 (${countdown.left}초)` : sentTo ? '재전송' : '인증번호 받기';

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-md">
        <PageHeader title="회원가입" description="이메일 인증 후 식탁 회원이 될 수 있어요." />
        <div className="flex flex-col gap-6">
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            <TextField
              id="signup-email"
              label="이메일"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="example@siktak.kr"
              required
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              error={errors.email}
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
            <TextField
              id="signup-code"
              label="인증번호"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="6자리 숫자"
              required
              readOnly={isVerified}
              value={values.code}
              onChange={(e) => set('code', e.target.value.replace(/\D/g, ''))}
              error={errors.code}
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
            <TextField
              id="signup-password"
              label="비밀번호"
              type="password"
              autoComplete="new-password"
              required
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              error={errors.password}
              hint={MESSAGES.passwordHint}
            />
            <TextField
              id="signup-name"
              label="이름"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              error={errors.name}
            />
            <TextField
              id="signup-nickname"
              label="닉네임"
              autoComplete="nickname"
              required
              value={values.nickname}
              onChange={(e) => set('nickname', e.target.value)}
              error={errors.nickname}
              hint="리뷰에 보이는 이름이에요. 2~20자로 입력해주세요."
            />
            <TextField
              id="signup-phone"
              label="휴대폰 번호"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="010-1234-5678"
              required
              value={values.phone}
              onChange={(e) => set('phone', formatPhone(e.target.value))}
              error={errors.phone}
            />
            <Button
              type="submit"
              size="lg"
              className="mt-2 w-full"
              loading={signup.isPending}
              loadingText="가입하는 중…"
            >
              가입하기
            </Button>
          </form>
          <p className="text-center text-[15px] text-ink-600">
            이미 회원이신가요?{' '}
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
            >
              로그인
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
