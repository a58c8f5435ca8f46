import { type ProfileForm, ownerApplicationFields } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { BUSINESS_NO_EXAMPLE, formatBusinessNo } from '@siktak/contract/rules';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { formDataOf } from '../../shared/api/form-data';
import { FormImagePicker, FormTextField } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { dotDate } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { Badge } from '../../shared/ui/badge';
import { Button, ButtonLink } from '../../shared/ui/button';
import type { PickedImage } from '../../shared/ui/image-picker';
import { PageHeader } from '../../shared/ui/page';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useApplyOwner, useProfile } from './api';

/** Where a server refusal belongs on the form. */
const SERVER_FIELDS = { E113: 'businessNo', E115: 'businessNo', E200: 'images', E201: 'images' } as const;

function ApplicationForm({ rejected }: { rejected: boolean }) {
  const apply = useApplyOwner();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useContractForm(ownerApplicationFields, {
    defaultValues: { storeName: '', businessNo: '', images: [] as PickedImage[] },
    check: ({ images }) => ({ images: images[0]?.kind === 'new' ? undefined : MESSAGES.required }),
    serverFields: SERVER_FIELDS,
  });
  const { control } = form;

  const submit = form.handleSubmit(async (fields) => {
    const picked = form.getValues('images')[0];
    if (picked?.kind !== 'new') return;
    try {
      const answer = await apply.mutateAsync(formDataOf(fields, { file: [picked.file] }));
      toast.success(answer.message);
      navigate('/my-page');
    } catch (err) {
      if (!form.showServerErrors(err)) {
        toast.error(err instanceof ApiError && err.message ? err.message : MESSAGES.ownerApplyFailed);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {rejected && (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-[15px] text-ink-700">
          지난 신청이 반려되었어요. 내용을 확인하고 다시 신청해주세요.
        </p>
      )}
      <FormTextField
        control={control}
        name="storeName"
        label="가게 이름"
        required
        maxLength={50}
        autoComplete="organization"
      />
      <FormTextField
        control={control}
        name="businessNo"
        format={formatBusinessNo}
        label="사업자등록번호"
        required
        placeholder={BUSINESS_NO_EXAMPLE}
        inputMode="numeric"
        hint="숫자만 입력하면 하이픈(-)이 자동으로 들어가요."
      />
      <FormImagePicker
        control={control}
        name="images"
        label="사업자등록증 이미지"
        required
        max={1}
        hint="사업자등록증을 촬영하거나 스캔한 이미지 1장 (JPG, PNG, WebP, GIF · 10MB 이하)"
      />
      <Button
        type="submit"
        size="lg"
        loading={apply.isPending}
        loadingText="신청 중..."
        className="w-full sm:w-auto sm:self-end"
      >
        사장님 신청하기
      </Button>
    </form>
  );
}

function ApplicationState({ profile }: { profile: ProfileForm }) {
  const application = profile.ownerApplication;
  if (profile.userRole === 'ROLE_OWNER' || application?.status === 'Y') {
    return (
      <section className="flex flex-col items-start gap-3 rounded-2xl border border-ink-200 p-6">
        <Badge tone="success">승인 완료</Badge>
        <p className="text-lg font-bold">이미 사장님으로 등록되어 있어요.</p>
        <p className="text-ink-600">사장님 페이지에서 가게 정보를 등록하고 예약을 관리할 수 있어요.</p>
        <ButtonLink to="/owner-page">사장님 페이지로 가기</ButtonLink>
      </section>
    );
  }
  if (application?.status === 'N') {
    return (
      <section className="flex flex-col items-start gap-3 rounded-2xl border border-ink-200 p-6">
        <Badge tone="danger">처리 대기</Badge>
        <p className="text-lg font-bold">신청서를 검토하고 있어요.</p>
        <p className="text-ink-600">
          {application.storeName} · {dotDate(application.requestDate)} 신청. 관리자가 승인하면 이메일로 알려드려요.
        </p>
        <ButtonLink to="/my-page" variant="outline">
          마이페이지로
        </ButtonLink>
      </section>
    );
  }
  return <ApplicationForm rejected={application?.status === 'R'} />;
}

function RegisterOwner() {
  const profile = useProfile();
  return (
    <div className="container-page max-w-2xl py-8">
      <PageHeader title="사장님 신청" description="가게를 등록하려면 사업자 정보를 확인받아야 해요." />
      {profile.isPending ? (
        <LoadingBlock label="신청 정보를 불러오는 중">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="mt-4 h-12 w-full" />
          <Skeleton className="mt-4 size-24" />
        </LoadingBlock>
      ) : profile.isError ? (
        <ErrorState message="회원 정보를 불러오지 못했어요." onRetry={() => profile.refetch()} />
      ) : (
        <ApplicationState profile={profile.data} />
      )}
    </div>
  );
}

export default function RegisterOwnerPage() {
  return (
    <RequireAuth>
      <RegisterOwner />
    </RequireAuth>
  );
}
