import { ApiError } from '../api/client';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { useLeaveWait } from './api';
import { TEXTS } from './texts';

/** Shows the server's refusal, or `fallback` for a network failure. */
export function useWaitErrorToast() {
  const toast = useToast();
  return (fallback: string) => (error: Error) => toast.error(error instanceof ApiError ? error.message : fallback);
}

/** "알림 취소": leaves one of the member's waits (the booking page's box and my-page's cards). */
export function LeaveWaitButton({ waitNo, label, className }: { waitNo: number; label?: string; className?: string }) {
  const leave = useLeaveWait();
  const toast = useToast();
  const failed = useWaitErrorToast();
  return (
    <Button
      variant="outline"
      className={className}
      loading={leave.isPending}
      loadingText={TEXTS.leaving}
      aria-label={label}
      onClick={() =>
        leave.mutate(waitNo, {
          onSuccess: (answer) => toast.success(answer.message),
          onError: failed(TEXTS.leaveFailed),
        })
      }
    >
      {TEXTS.leave}
    </Button>
  );
}
