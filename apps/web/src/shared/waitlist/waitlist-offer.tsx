import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { useJoinWait, useMyWaits } from './api';
import { LeaveWaitButton, useWaitErrorToast } from './leave-wait-button';
import { TEXTS } from './texts';

/**
 * "빈자리 알림 받기" of the booking page, shown when the chosen hour cannot seat the party: joins the
 * hour's waitlist, or says the member is waiting already and lets them leave it.
 */
export function WaitlistOffer({
  storeNo,
  date,
  time,
  party,
}: {
  storeNo: number;
  date: string;
  time: string;
  party: number;
}) {
  const waits = useMyWaits();
  const join = useJoinWait();
  const toast = useToast();
  const failed = useWaitErrorToast();
  const wait = waits.data?.find((item) => item.storeNo === storeNo && item.date === date && item.time === time);
  const waiting = wait?.state === 'WAITING';

  function joinWaitlist() {
    join.mutate(
      { storeNo, date, time, personCount: party },
      { onSuccess: (answer) => toast.success(answer.message), onError: failed(TEXTS.joinFailed) },
    );
  }

  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4"
      aria-labelledby="waitlist-offer-heading"
    >
      <div className="flex flex-col gap-1">
        <h3 id="waitlist-offer-heading" className="font-bold text-ink-900">
          {TEXTS.title}
        </h3>
        <p className="text-sm text-ink-700" aria-live="polite">
          {waiting ? TEXTS.waiting : wait ? TEXTS.notified : TEXTS.joinHint}
        </p>
      </div>
      {waiting ? (
        <LeaveWaitButton waitNo={wait.waitNo} className="self-start" />
      ) : (
        <Button
          variant="outline"
          className="self-start border-brand-600 text-brand-700 hover:bg-white"
          loading={join.isPending}
          loadingText={TEXTS.joining}
          disabled={waits.isPending}
          onClick={joinWaitlist}
        >
          {wait ? TEXTS.joinAgain : TEXTS.join}
        </Button>
      )}
    </section>
  );
}
