import { MESSAGES } from '@siktak/contract/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { accountRules } from '../../shared/lib/account-rules';
import { Button, ButtonLink } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useChangePassword, useProfile } from './api';
import { MypageFrame } from './mypage-frame';

type Field = 'current' | 'next' | 'confirm';
type Errors = Partial<Record<Field, string>>;

/** Spec §5: all three required, the new one by the password rule, and the confirmation equal to it. */
function check(values: Record<Field, string>): Errors {
  return {
    current: values.current ? undefined : MESSAGES.required,
    next: values.next ? accountRules.password(values.next) : MESSAGES.required,
    confirm: !values.confirm
      ? MESSAGES.required
      : values.next !== values.confirm
        ? MESSAGES.passwordMismatch
        : undefined,
  };
}

function PasswordForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});

  function set(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = check(values);
    setErrors(next);
    if (next.current || next.next || next.confirm) return;
    try {
      const answer = await change.mutateAsync({ currentPw: values.current, newPw: values.next });
      toast.success(answer.message || MESSAGES.passwordChanged);
      navigate('/my-page');
    } catch (err) {
      if (!(err instanceof ApiError)) return toast.error(MESSAGES.serverError);
      // api-contract §6.2.3: the wrong current password is read from `errorType`.
      if (err.errorType === 'E119') setErrors({ current: MESSAGES.currentPasswordWrong });
      else if (err.fields.newPw) setErrors({ next: err.fields.newPw });
      else toast.error(err.message);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label="현재 비밀번호"
        type="password"
        autoComplete="current-password"
        required
        value={values.current}
        onChange={(e) => set('current', e.target.value)}
        error={errors.current}
      />
      <TextField
        label="새 비밀번호"
        type="password"
        autoComplete="new-password"
        required
        value={values.next}
        onChange={(e) => set('next', e.target.value)}
        error={errors.next}
        hint={MESSAGES.passwordHint}
      />
      <TextField
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={(e) => set('confirm', e.target.value)}
        error={errors.confirm}
      />
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
