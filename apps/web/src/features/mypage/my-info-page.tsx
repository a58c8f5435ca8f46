import type { ProfileForm } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { formatPhone } from '@siktak/contract/rules';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { accountRules } from '../../shared/lib/account-rules';
import { session } from '../../shared/lib/session';
import { Button, ButtonLink } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { FormAlert } from '../../shared/ui/form-alert';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useProfile, useUpdateProfile } from './api';
import { MypageFrame } from './mypage-frame';
import { ProfileImageField } from './profile-image-field';
import { wasReentered } from './reentry';

type Field = 'name' | 'nickname' | 'phone' | 'image';
type Errors = Partial<Record<Field, string>>;

const WIRE_FIELDS: Record<string, Field> = {
  userName: 'name',
  userNickname: 'nickname',
  userPhone: 'phone',
  profileImage: 'image',
};
/** Refusals of the picture itself (type, size, resolution, body too large). */
const IMAGE_CODES = new Set(['E200', 'E201', 'E202', '413']);

function InfoForm({ profile }: { profile: ProfileForm }) {
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateProfile();
  const [values, setValues] = useState({
    name: profile.userName,
    nickname: profile.userNickname,
    phone: profile.userPhone,
  });
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function set(field: 'name' | 'nickname' | 'phone', value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      name: accountRules.name(values.name),
      nickname: accountRules.nickname(values.nickname),
      phone: accountRules.phone(values.phone),
    };
    setErrors(next);
    if (next.name || next.nickname || next.phone) {
      setFormError(MESSAGES.recheckInput);
      return;
    }
    setFormError(null);
    const change = {
      userName: values.name.trim(),
      userNickname: values.nickname.trim(),
      userPhone: values.phone.trim(),
    };
    try {
      const answer = await update.mutateAsync({ ...change, profileImage: image });
      // api-contract §6.2.2: only `success: true` is a success.
      if (!answer.success) {
        toast.error(answer.message || '정보를 수정하지 못했어요. 다시 시도해주세요.');
        return;
      }
      const user = session.user();
      if (user) session.rememberUser({ ...user, userName: change.userName, userNickName: change.userNickname });
      toast.success(answer.message || MESSAGES.profileUpdated);
      navigate('/my-page');
    } catch (err) {
      if (!(err instanceof ApiError)) return toast.error(MESSAGES.serverError);
      if (err.code === 'E101') return setErrors({ nickname: err.message });
      if (IMAGE_CODES.has(err.code)) return setErrors({ image: err.message });
      const fieldErrors: Errors = {};
      for (const [wire, message] of Object.entries(err.fields)) {
        const field = WIRE_FIELDS[wire];
        if (field) fieldErrors[field] ??= message;
      }
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        setFormError(MESSAGES.recheckInput);
      } else toast.error(err.message);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ProfileImageField
        current={profile.profileImage}
        name={profile.userName}
        file={image}
        onChange={(file) => {
          setImage(file);
          setErrors((current) => ({ ...current, image: undefined }));
        }}
        onReject={(message) => setErrors((current) => ({ ...current, image: message }))}
        error={errors.image}
      />
      <TextField label="이메일" value={profile.userId} readOnly disabled hint="이메일은 바꿀 수 없어요." />
      <TextField
        label="이름"
        autoComplete="name"
        required
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <TextField
        label="닉네임"
        autoComplete="nickname"
        required
        value={values.nickname}
        onChange={(e) => set('nickname', e.target.value)}
        error={errors.nickname}
      />
      <TextField
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
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex gap-2 pt-1">
        <ButtonLink to="/my-page" variant="secondary" size="lg" className="flex-1">
          취소
        </ButtonLink>
        <Button type="submit" size="lg" className="flex-[2]" loading={update.isPending} loadingText="저장하는 중…">
          저장하기
        </Button>
      </div>
    </form>
  );
}

function MyInfoContent() {
  const location = useLocation();
  const { data: profile, isPending, isError, refetch } = useProfile();
  if (isPending) {
    return (
      <LoadingBlock label="회원 정보를 불러오는 중">
        <Skeleton className="size-24 rounded-full" />
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="mt-5 h-12 w-full" />
        ))}
      </LoadingBlock>
    );
  }
  if (isError) return <ErrorState message="회원 정보를 불러오지 못했어요." onRetry={() => refetch()} />;
  // The form opens only right after the password re-entry; Kakao members have no password to enter.
  if (profile.loginType !== 'KAKAO' && !wasReentered(location.state)) return <Navigate to="/my-password" replace />;
  return <InfoForm profile={profile} />;
}

export default function MyInfoPage() {
  return (
    <MypageFrame title="내 정보 수정">
      <MyInfoContent />
    </MypageFrame>
  );
}
