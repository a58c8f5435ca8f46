import { kakaoSignupBody } from '@siktak/contract';
import { MESSAGES, SUCCESS } from '@siktak/contract/messages';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { FormPhoneField, FormTextField } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { Button } from '../../shared/ui/button';
import { FormAlert } from '../../shared/ui/form-alert';
import { useToast } from '../../shared/ui/toast';
import { useKakaoSignup } from './api';
import { AuthFrame } from './auth-frame';
import { FormConsentChecklist, NO_CONSENTS, consentsError } from './consent-checklist';
import { useOnce } from './use-once';

/** Failures whose server message says more than the generic one: already a member, or the ticket ran out. */
const SHOWN_CODES = new Set(['E100', 'E108']);

function MissingTicket() {
  const toast = useToast();
  useOnce(() => toast.error(MESSAGES.kakaoInfoMissing));
  return <Navigate to="/login" replace />;
}

/**
 * The extra form after a first Kakao login (spec §2): name and phone. The `accessToken` in the
 * query is the server's short-lived sign-up ticket, sent back unread.
 */
export default function KakaoSignupPage() {
  const [params] = useSearchParams();
  const ticket = params.get('accessToken');
  const navigate = useNavigate();
  const toast = useToast();
  const signup = useKakaoSignup();
  const form = useContractForm(kakaoSignupBody, {
    defaultValues: { accessToken: ticket ?? '', userName: '', userPhone: '', consents: NO_CONSENTS },
    check: (values) => ({ consents: consentsError(values.consents) }),
    serverFields: { E160: 'consents' },
  });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const answer = await signup.mutateAsync(body);
      if (answer.code !== 'S211') {
        setFormError(MESSAGES.kakaoSignupFailed);
        return;
      }
      toast.success(answer.message || SUCCESS.S211);
      navigate('/', { replace: true });
    } catch (err) {
      if (form.showServerErrors(err)) return;
      setFormError(err instanceof ApiError && SHOWN_CODES.has(err.code) ? err.message : MESSAGES.kakaoSignupFailed);
    }
  });

  if (!ticket) return <MissingTicket />;

  return (
    <AuthFrame
      title="카카오 회원가입"
      description="카카오 계정으로 처음 오셨네요. 예약에 필요한 이름과 연락처를 적고 약관에 동의해주세요."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FormTextField control={form.control} name="userName" label="이름" autoComplete="name" required />
        <FormPhoneField control={form.control} name="userPhone" />
        <FormConsentChecklist control={form.control} name="consents" />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" size="lg" className="mt-2 w-full" loading={signup.isPending} loadingText="가입하는 중…">
          가입하기
        </Button>
      </form>
    </AuthFrame>
  );
}
