import { type ProfileForm, profileUpdateFields } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { FormPhoneField, FormTextField } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { session } from '../../shared/lib/session';
import { Button, ButtonLink } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { FormAlert } from '../../shared/ui/form-alert';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useProfile, useUpdateProfile } from './api';
import { ConsentsSection } from './consents-section';
import { MypageFrame } from './mypage-frame';
import { ProfileImageField } from './profile-image-field';
import { wasReentered } from './reentry';

/** Where a server refusal belongs: the picture's own refusals (type, size, resolution, body too large) and a taken nickname. */
const SERVER_FIELDS = {
  E101: 'userNickname',
  E200: 'profileImage',
  E201: 'profileImage',
  E202: 'profileImage',
  '413': 'profileImage',
} as const;

function InfoForm({ profile }: { profile: ProfileForm }) {
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateProfile();
  const form = useContractForm(profileUpdateFields, {
    defaultValues: {
      userName: profile.userName,
      userNickname: profile.userNickname,
      userPhone: profile.userPhone,
      profileImage: null as File | null,
    },
    serverFields: SERVER_FIELDS,
  });
  const { control } = form;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (change) => {
      setFormError(null);
      try {
        const answer = await update.mutateAsync({ ...change, profileImage: form.getValues('profileImage') });
        // only `success: true` is a success.
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
        if (!form.showServerErrors(err)) return toast.error(err.message);
        if (Object.keys(err.fields).length > 0) setFormError(MESSAGES.recheckInput);
      }
    },
    () => setFormError(MESSAGES.recheckInput),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Controller
        control={control}
        name="profileImage"
        render={({ field, fieldState }) => (
          <ProfileImageField
            current={profile.profileImage}
            name={profile.userName}
            file={field.value}
            onChange={field.onChange}
            onReject={(message) => form.setError('profileImage', { message })}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField label="이메일" value={profile.userId} readOnly disabled hint="이메일은 바꿀 수 없어요." />
      <FormTextField control={control} name="userName" label="이름" autoComplete="name" required />
      <FormTextField control={control} name="userNickname" label="닉네임" autoComplete="nickname" required />
      <FormPhoneField control={control} name="userPhone" />
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
  return (
    <>
      <InfoForm profile={profile} />
      <ConsentsSection />
    </>
  );
}

export default function MyInfoPage() {
  return (
    <MypageFrame title="내 정보 수정">
      <MyInfoContent />
    </MypageFrame>
  );
}
