import { passwordResetRequestBody } from '@siktak/contract';
import { useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { Button } from '../../shared/ui/button';
import { FormAlert } from '../../shared/ui/form-alert';
import { useRequestPasswordReset } from './api';
import { AccountEmailField } from './account-email-field';
import { AuthFrame, AuthSwitch } from './auth-frame';

const REQUEST_FAILED = '메일을 보내지 못했어요. 잠시 후 다시 시도해주세요.';

/** Refusals whose server message says what to do: one mail a minute per address, too many requests. */
const SHOWN_CODES = new Set(['E153', '429']);

/**
 * 비밀번호 찾기: the diner types their e-mail and the server mails a link to set a new password (or,
 * to a Kakao-only account, how to sign in). The answer is the same for any address, so this page
 * never says whether the address has an account.
 */
export default function PasswordResetPage() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useContractForm(passwordResetRequestBody, {
    defaultValues: { userId: '' },
    whenEmpty: { userId: '이메일을 입력해주세요.' },
  });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    setSent(null);
    try {
      setSent((await request.mutateAsync(body)).message);
    } catch (err) {
      if (form.showServerErrors(err)) return;
      setFormError(err instanceof ApiError && SHOWN_CODES.has(err.code) ? err.message : REQUEST_FAILED);
    }
  });

  return (
    <AuthFrame
      title="비밀번호 찾기"
      description="가입한 이메일을 입력하면 새 비밀번호를 정할 수 있는 링크를 보내드려요."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <AccountEmailField control={form.control} onEdit={() => setSent(null)} />
        {sent && (
          <FormAlert tone="info">
            {sent}
            <span className="mt-1 block text-sm font-normal text-ink-600">
              링크는 30분 동안 쓸 수 있어요. 메일이 보이지 않으면 스팸함도 확인해주세요.
            </span>
          </FormAlert>
        )}
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" size="lg" className="mt-2 w-full" loading={request.isPending} loadingText="보내는 중…">
          {sent ? '메일 다시 받기' : '재설정 메일 받기'}
        </Button>
      </form>
      <AuthSwitch question="비밀번호가 생각났나요?" to="/login" label="로그인" />
    </AuthFrame>
  );
}
