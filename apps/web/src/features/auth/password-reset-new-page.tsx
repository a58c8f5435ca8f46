import { passwordResetBody } from '@siktak/contract';
import { ERRORS, MESSAGES } from '@siktak/contract/messages';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { NewPasswordFields, confirmMessage } from '../../shared/forms/new-password-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { session } from '../../shared/lib/session';
import { Button, ButtonLink } from '../../shared/ui/button';
import { FormAlert } from '../../shared/ui/form-alert';
import { EmptyState } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useResetPassword } from './api';
import { AuthFrame } from './auth-frame';

/** Refusals of the link itself (wrong, expired, used) and of a withdrawn account: only a new request helps. */
const LINK_CODES = new Set(['E111', 'E150', 'E151', 'E152']);

/** The token of the mailed link, `/password-reset/new#token=…`: a fragment never reaches a server. */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

function AskAgain() {
  return (
    <ButtonLink to="/password-reset" variant="secondary" size="lg" className="w-full">
      비밀번호 찾기 다시 하기
    </ButtonLink>
  );
}

/**
 * The page of the mailed link: a new password under the sign-up rule, typed twice. On success every
 * session of the member has ended, this browser's included, and the diner signs in again.
 */
export default function PasswordResetNewPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const reset = useResetPassword();
  const token = tokenOf(location.hash);
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useContractForm(passwordResetBody, {
    defaultValues: { token, newPw: '', confirm: '' },
    whenEmpty: { newPw: MESSAGES.required },
    check: (values) => ({ confirm: confirmMessage(values) }),
  });

  const submit = form.handleSubmit(
    async (body) => {
      setLinkError(null);
      try {
        const answer = await reset.mutateAsync(body);
        session.clear();
        toast.success(answer.message);
        navigate('/login', { replace: true });
      } catch (err) {
        // A refused token is no link of ours: said above the form, not under a field the diner cannot see.
        if (err instanceof ApiError && LINK_CODES.has(err.code)) setLinkError(err.message);
        else if (err instanceof ApiError && err.fields.token) setLinkError(ERRORS.E150.message);
        else if (!form.showServerErrors(err)) toast.error(err instanceof ApiError ? err.message : MESSAGES.serverError);
      }
    },
    (errors) => {
      if (errors.token) setLinkError(ERRORS.E150.message);
    },
  );

  if (!token) {
    return (
      <AuthFrame title="새 비밀번호 정하기">
        <EmptyState
          title="비밀번호 재설정 링크가 없어요."
          description="메일에 있는 링크를 눌러 들어오거나, 비밀번호 찾기를 다시 해주세요."
          action={<ButtonLink to="/password-reset">비밀번호 찾기</ButtonLink>}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="새 비밀번호 정하기"
      description="새 비밀번호를 정하면 로그인되어 있던 모든 기기에서 로그아웃돼요."
    >
      {linkError && (
        <div className="flex flex-col gap-3">
          <FormAlert>{linkError}</FormAlert>
          <AskAgain />
        </div>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <NewPasswordFields control={form.control} />
        <Button type="submit" size="lg" className="mt-2 w-full" loading={reset.isPending} loadingText="바꾸는 중…">
          비밀번호 바꾸기
        </Button>
      </form>
    </AuthFrame>
  );
}
