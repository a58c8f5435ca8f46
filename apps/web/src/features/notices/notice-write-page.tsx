import { noticeBody } from '@siktak/contract';
import { LIMITS } from '@siktak/contract/rules';
import { MESSAGES } from '@siktak/contract/messages';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormTextArea, FormTextField } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { RequireAuth } from '../../shared/lib/require-auth';
import { Button, ButtonLink } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useNotice, useSaveNotice } from './api';

function NoticeForm({ noticeNo }: { noticeNo: number | null }) {
  const editing = noticeNo !== null;
  const existing = useNotice(noticeNo ?? 0);
  const save = useSaveNotice();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useContractForm(noticeBody, { defaultValues: { noticeTitle: '', noticeContent: '' } });
  const contentLength = form.watch('noticeContent').length;
  const loaded = useRef(false);

  // Our edit form starts from the notice as it is (the existing client starts empty).
  useEffect(() => {
    if (existing.data && !loaded.current) {
      loaded.current = true;
      form.reset({ noticeTitle: existing.data.noticeTitle, noticeContent: existing.data.noticeContent });
    }
  }, [existing.data, form.reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ noticeNo, body });
      toast.success(saved.message);
      navigate(`/notice-detail?noticeNo=${saved.noticeNo}`, { replace: true });
    } catch (err) {
      if (!form.showServerErrors(err)) toast.error(MESSAGES.noticeSaveFailed);
    }
  });

  const cancelTo = editing ? `/notice-detail?noticeNo=${noticeNo}` : '/notice';
  if (editing && (existing.data === null || existing.error)) {
    return existing.data === null ? (
      <EmptyState
        title="공지사항을 찾을 수 없어요."
        description="이미 삭제된 공지사항이에요."
        action={<ButtonLink to="/notice">목록으로</ButtonLink>}
      />
    ) : (
      <ErrorState message="공지사항을 불러오지 못했어요." onRetry={() => existing.refetch()} />
    );
  }
  if (editing && existing.isPending) {
    return (
      <LoadingBlock label="공지사항을 불러오는 중">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="mt-5 h-64 w-full" />
      </LoadingBlock>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormTextField
        control={form.control}
        name="noticeTitle"
        label="제목"
        required
        maxLength={LIMITS.noticeTitleMax}
        placeholder="공지사항 제목을 입력해주세요."
      />
      <FormTextArea
        control={form.control}
        name="noticeContent"
        label="내용"
        required
        rows={14}
        maxLength={LIMITS.noticeContentMax}
        hint={`줄바꿈은 그대로 보여요. (${contentLength.toLocaleString('ko-KR')}/${LIMITS.noticeContentMax.toLocaleString('ko-KR')}자)`}
        placeholder="회원들에게 알릴 내용을 입력해주세요."
      />
      <div className="flex justify-end gap-2">
        <ButtonLink to={cancelTo} variant="secondary">
          취소
        </ButtonLink>
        <Button type="submit" loading={save.isPending} loadingText="저장 중…">
          {editing ? '수정하기' : '등록하기'}
        </Button>
      </div>
    </form>
  );
}

/** /notice-write and /notice-write?mode=edit&noticeNo= (spec §2): admins only. */
export default function NoticeWritePage() {
  const [params] = useSearchParams();
  const noticeNo = Number(params.get('noticeNo'));
  const editing = params.get('mode') === 'edit' && Number.isInteger(noticeNo) && noticeNo > 0;
  return (
    <RequireAuth roles={['ROLE_ADMIN']}>
      <div className="container-page max-w-3xl py-8">
        <PageHeader
          title={editing ? '공지사항 수정' : '공지사항 작성'}
          description={
            editing ? '고친 내용은 바로 공지사항에 반영돼요.' : '모든 방문자에게 보이는 공지사항을 작성해요.'
          }
        />
        <NoticeForm key={editing ? noticeNo : 'new'} noticeNo={editing ? noticeNo : null} />
      </div>
    </RequireAuth>
  );
}
