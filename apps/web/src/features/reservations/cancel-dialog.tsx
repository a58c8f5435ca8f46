import { cancelReservationBody } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { LIMITS } from '@siktak/contract/rules';
import { useId, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { FormRadioCards, FormTextArea } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { Button } from '../../shared/ui/button';
import { cx } from '../../shared/ui/cx';
import { Dialog } from '../../shared/ui/dialog';
import { FormAlert } from '../../shared/ui/form-alert';
import { useToast } from '../../shared/ui/toast';
import { CANCEL_REASON_HINTS, TEXTS } from './texts';

const OTHER = '기타';

/** The reason as the cancel calls take it: required, trimmed, within the limit. */
const reasonBody = cancelReservationBody.pick({ cancelReason: true });

interface CancelDialogProps {
  open: boolean;
  onClose: () => void;
  /** Fixed reasons to choose from (the member's); without them the reason is free text only (the owner's). */
  reasons?: readonly string[] | undefined;
  description: string;
  pending: boolean;
  /** The failure of the last attempt, shown inside the dialog. */
  failure: string | null;
  onConfirm: (cancelReason: string) => void;
}

/**
 * The reason dialog of both cancel flows (spec §4, §5): members pick 단순 변심, 날짜 착오 or 기타
 * (기타 needs text); owners write a reason, and the confirm button stays disabled while it is blank.
 */
function CancelDialog({ open, onClose, reasons, description, pending, failure, onConfirm }: CancelDialogProps) {
  const formId = useId();
  const form = useContractForm(reasonBody, {
    defaultValues: { choice: null as string | null, cancelReason: '' },
    check: ({ choice }) => ({ choice: reasons && choice === null ? MESSAGES.cancelReasonChoose : undefined }),
  });
  const choice = form.watch('choice');
  const blank = form.watch('cancelReason').trim() === '';
  const needsText = !reasons || choice === OTHER;

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(({ cancelReason }) => onConfirm(cancelReason));

  return (
    <Dialog
      open={open}
      onClose={close}
      title={TEXTS.cancelDialogTitle}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {TEXTS.cancelKeep}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={pending}
            loadingText="취소 중…"
            disabled={!reasons && blank}
          >
            {TEXTS.cancelConfirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {reasons && (
          <FormRadioCards
            control={form.control}
            name="choice"
            radioName={`${formId}-reason`}
            legend={TEXTS.cancelOtherLabel}
            options={reasons.map((reason) => ({ value: reason, label: reason, hint: CANCEL_REASON_HINTS[reason] }))}
            onPick={(next) => {
              // A listed reason is the reason; 기타 asks for it in words.
              form.setValue('cancelReason', next === OTHER ? '' : next);
              form.clearErrors();
            }}
          />
        )}
        {needsText && (
          <FormTextArea
            control={form.control}
            name="cancelReason"
            label={reasons ? '기타 사유' : TEXTS.cancelOtherLabel}
            required
            maxLength={LIMITS.cancelReasonMax}
            rows={3}
            placeholder={reasons ? '취소 사유를 적어주세요.' : TEXTS.ownerCancelPlaceholder}
          />
        )}
        {failure && <FormAlert>{failure}</FormAlert>}
      </form>
    </Dialog>
  );
}

/** The banner of a cancelled booking, with its reason (spec §4). */
export function CancelledBanner({ reason }: { reason: string | null }) {
  return (
    <div role="status" className="rounded-2xl bg-danger-50 px-5 py-4 text-red-700">
      <p className="font-bold">{TEXTS.cancelledBanner}</p>
      {reason && <p className="mt-0.5">취소 사유: {reason}</p>}
    </div>
  );
}

/**
 * The cancel button with its reason dialog: success closes it with "예약이 취소되었습니다.", a failure
 * says "예약 취소에 실패했습니다." (with the server's reason inside the dialog).
 */
export function CancelButton({
  reasons,
  description,
  cancel,
  pending,
  className,
  quiet,
}: {
  reasons?: readonly string[];
  description: string;
  cancel: (cancelReason: string) => Promise<unknown>;
  pending: boolean;
  className?: string;
  /** A text-weight button, where cancelling is not what the page is for (the confirmation). */
  quiet?: boolean;
}) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm(cancelReason: string) {
    setFailure(null);
    try {
      await cancel(cancelReason);
      setOpen(false);
      toast.success(MESSAGES.cancelDone);
    } catch (error) {
      toast.error(MESSAGES.cancelFailed);
      setFailure(error instanceof ApiError ? `${MESSAGES.cancelFailed} ${error.message}` : MESSAGES.cancelFailed);
    }
  }

  return (
    <>
      <Button
        variant={quiet ? 'ghost' : 'danger'}
        onClick={() => setOpen(true)}
        className={cx(quiet && 'text-red-700', className)}
      >
        {TEXTS.cancelButton}
      </Button>
      <CancelDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setFailure(null);
        }}
        reasons={reasons}
        description={description}
        pending={pending}
        failure={failure}
        onConfirm={confirm}
      />
    </>
  );
}
