import { type ReviewReply, reviewReplyBody } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { LIMITS } from '@siktak/contract/rules';
import { useId, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { FormTextArea } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { Button } from '../../shared/ui/button';
import { useConfirm } from '../../shared/ui/dialog';
import { OwnerReply } from '../../shared/ui/owner-reply';
import { useToast } from '../../shared/ui/toast';
import { useDeleteReply, useSaveReply } from './api';

/**
 * The owner's public reply on their review page (ADR-0046): the reply with 수정 and 삭제, or the form
 * that writes it (a first reply) or replaces its text.
 */
export function OwnerReplyForm({ reviewNo, reply }: { reviewNo: number; reply: ReviewReply | null }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveReply(reviewNo);
  const remove = useDeleteReply(reviewNo);
  const confirm = useConfirm();
  const toast = useToast();
  const formId = useId();
  const form = useContractForm(reviewReplyBody, { defaultValues: { content: reply?.content ?? '' } });
  const length = form.watch('content').length;

  function startEditing() {
    form.reset({ content: reply?.content ?? '' });
    setEditing(true);
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await save.mutateAsync(body);
      toast.success(result.message);
      setEditing(false);
    } catch (error) {
      if (form.showServerErrors(error)) return;
      toast.error(error instanceof ApiError ? error.message : '답글을 저장하지 못했어요. 다시 시도해주세요.');
    }
  });

  async function removeReply() {
    if (!(await confirm({ title: '답글을 삭제할까요?', confirmText: '삭제', danger: true }))) return;
    try {
      const result = await remove.mutateAsync(undefined);
      toast.success(result.message);
      form.reset({ content: '' });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.deleteFailed);
    }
  }

  if (reply && !editing) {
    return (
      <OwnerReply
        reply={reply}
        actions={
          <>
            <Button variant="outline" size="sm" onClick={startEditing}>
              답글 수정
            </Button>
            <Button variant="ghost" size="sm" onClick={removeReply} loading={remove.isPending} loadingText="삭제 중…">
              답글 삭제
            </Button>
          </>
        }
      />
    );
  }

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl border border-ink-200 p-4">
      <FormTextArea
        control={form.control}
        name="content"
        label="사장님 답글"
        maxLength={LIMITS.reviewReplyMax}
        rows={4}
        placeholder="손님께 감사 인사나 안내를 남겨보세요. 가게 페이지에 공개돼요."
        hint={`${length.toLocaleString()}/${LIMITS.reviewReplyMax.toLocaleString()}자`}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {reply && (
          <Button variant="secondary" onClick={() => setEditing(false)} disabled={save.isPending}>
            취소
          </Button>
        )}
        <Button type="submit" loading={save.isPending} loadingText="저장 중…">
          {reply ? '수정하기' : '답글 등록'}
        </Button>
      </div>
    </form>
  );
}
