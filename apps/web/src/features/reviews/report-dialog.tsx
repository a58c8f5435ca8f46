import { REPORT_REASONS, type ReportReason } from '@siktak/contract/enums';
import { MESSAGES } from '@siktak/contract/messages';
import { LIMITS } from '@siktak/contract/rules';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { TextArea } from '../../shared/ui/field';
import { RadioCards } from '../../shared/ui/radio-cards';
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
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; detail?: string }>({});

  function close() {
    setReason(null);
    setDetail('');
    setErrors({});
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (reason === null) found.reason = MESSAGES.reportReasonChoose;
    if (reason === '기타' && detail.trim() === '') found.detail = MESSAGES.reportReasonRequired;
    setErrors(found);
    if (reason === null || Object.keys(found).length > 0) return;
    report.mutate(
      { reason, detail: detail.trim() },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          close();
        },
        onError: (error) => {
          toast.error(error instanceof ApiError ? error.message : '신고에 실패했어요. 다시 시도해주세요.');
          if (error instanceof ApiError && error.code === 'E128') close();
        },
      },
    );
  }

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
        <RadioCards
          name={`${formId}-reason`}
          legend="신고 사유"
          options={REPORT_REASONS.map((option) => ({ value: option, label: option, hint: REASON_HINTS[option] }))}
          value={reason}
          onChange={(next) => {
            setReason(next);
            setErrors({});
          }}
          error={errors.reason}
        />
        <TextArea
          label={reason === '기타' ? '신고 내용' : '신고 내용 (선택)'}
          required={reason === '기타'}
          value={detail}
          maxLength={LIMITS.reportDetailMax}
          rows={3}
          placeholder="관리자가 참고할 내용을 적어주세요."
          onChange={(event) => {
            setDetail(event.target.value);
            setErrors((current) => ({ ...current, detail: undefined }));
          }}
          error={errors.detail}
        />
      </form>
    </Dialog>
  );
}
