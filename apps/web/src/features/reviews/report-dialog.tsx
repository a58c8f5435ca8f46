import { reportReviewBody } from '@siktak/contract';
import { REPORT_REASONS, type ReportReason } from '@siktak/contract/enums';
import { LIMITS } from '@siktak/contract/rules';
import { useId } from 'react';
import { ApiError } from '../../shared/api/client';
import { FormRadioCards, FormTextArea } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { useToast } from '../../shared/ui/toast';
import { useReportReview } from './api';

const REASON_HINTS: Record<ReportReason, string> = {
  '욕설/비방': '욕설, 인신공격, 혐오 표현이 있어요.',
  '허위 정보': '방문하지 않았거나 사실과 다른 내용이에요.',
  기타: '그 밖의 이유예요. 내용을 적어주세요.',
};

/** The report dialog of the owner's review screen (spec §5, §9): a reason, and free text for 기타. */
export function ReportDialog({ reviewNo, open, onClose }: { reviewNo: number; open: boolean; onClose: () => void }) {
  const report = useReportReview(reviewNo);
  const toast = useToast();
  const formId = useId();
  const form = useContractForm(reportReviewBody, {
    defaultValues: { reason: null as ReportReason | null, detail: '' },
  });
  const reason = form.watch('reason');

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await report.mutateAsync(body);
      toast.success(result.message);
      close();
    } catch (error) {
      if (form.showServerErrors(error)) return;
      toast.error(error instanceof ApiError ? error.message : '신고에 실패했어요. 다시 시도해주세요.');
      if (error instanceof ApiError && error.code === 'E128') close();
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title="리뷰 신고"
      description="신고한 리뷰는 관리자가 확인한 뒤 처리해요."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={report.isPending}>
            취소
          </Button>
          <Button type="submit" form={formId} loading={report.isPending} loadingText="신고 중…">
            신고하기
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormRadioCards
          control={form.control}
          name="reason"
          radioName={`${formId}-reason`}
          legend="신고 사유"
          options={REPORT_REASONS.map((option) => ({ value: option, label: option, hint: REASON_HINTS[option] }))}
          // Another reason may not need the text its refusal asked for.
          onPick={() => form.clearErrors()}
        />
        <FormTextArea
          control={form.control}
          name="detail"
          label={reason === '기타' ? '신고 내용' : '신고 내용 (선택)'}
          required={reason === '기타'}
          maxLength={LIMITS.reportDetailMax}
          rows={3}
          placeholder="관리자가 참고할 내용을 적어주세요."
        />
      </form>
    </Dialog>
  );
}
