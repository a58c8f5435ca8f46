import { MESSAGES, SUCCESS } from '@siktak/contract/messages';
import { formatPhone } from '@siktak/contract/rules';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { accountRules } from '../../shared/lib/account-rules';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { FormAlert } from '../../shared/ui/form-alert';
import { PageHeader } from '../../shared/ui/page';
import { useToast } from '../../shared/ui/toast';
import { useKakaoSignup } from './api';
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
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ name?: string | undefined; phone?: string | undefined }>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (!ticket) return <MissingTicket />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { name: accountRules.name(name), phone: accountRules.phone(phone) };
    setErrors(next);
    setFormError(null);
    if (next.name || next.phone) return;
    try {
      const answer = await signup.mutateAsync({ accessToken: ticket ?? '', userName: name.trim(), userPhone: phone });
      if (answer.code !== 'S211') {
        setFormError(MESSAGES.kakaoSignupFailed);
        return;
      }
      toast.success(answer.message || SUCCESS.S211);
      navigate('/', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && (err.fields.userName || err.fields.userPhone)) {
        setErrors({ name: err.fields.userName, phone: err.fields.userPhone });
      } else {
        setFormError(err instanceof ApiError && SHOWN_CODES.has(err.code) ? err.message : MESSAGES.kakaoSignupFailed);
      }
    }
  }

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-md">
        <PageHeader
          title="카카오 회원가입"
          description="카카오 계정으로 처음 오셨네요. 예약에 필요한 이름과 연락처만 알려주세요."
        />
        <div className="flex flex-col gap-6">
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            <TextField
              label="이름"
              autoComplete="name"
              required
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setErrors((c) => ({ ...c, name: undefined }));
              }}
              error={errors.name}
            />
            <TextField
              label="휴대폰 번호"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="010-1234-5678"
              required
              value={phone}
              onChange={(e) => {
                setPhone(formatPhone(e.target.value));
                setErrors((c) => ({ ...c, phone: undefined }));
              }}
              error={errors.phone}
            />
            {formError && <FormAlert>{formError}</FormAlert>}
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
        </div>
      </div>
    </div>
  );
}
