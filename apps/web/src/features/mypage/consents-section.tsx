import type { MyConsent } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { useId } from 'react';
import { ApiError } from '../../shared/api/client';
import { ConsentList } from '../../shared/consents/consent-list';
import { cx } from '../../shared/ui/cx';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useConsents, useSetMarketing } from './api';

function MarketingSwitch({ consent, labelledBy }: { consent: MyConsent; labelledBy: string }) {
  const toast = useToast();
  const setMarketing = useSetMarketing();
  const on = consent.agreed === true;
  async function toggle() {
    try {
      const answer = await setMarketing.mutateAsync(!on);
      toast.success(answer.message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : MESSAGES.serverError);
    }
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      disabled={setMarketing.isPending}
      onClick={toggle}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-ink-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cx(
          'relative inline-flex h-7 w-12 items-center rounded-full transition-colors',
          on ? 'bg-brand-600' : 'bg-ink-300',
        )}
      >
        <span
          className={cx(
            'absolute size-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </span>
      {on ? '받기' : '안 받기'}
    </button>
  );
}

/** 내 정보's 약관 동의: each consent with its version and time; 마케팅 정보 수신 can be changed here. */
export function ConsentsSection() {
  const headingId = useId();
  const { data, isPending, isError, refetch } = useConsents();
  return (
    <section aria-labelledby={headingId} className="mt-10 flex flex-col border-t border-ink-200 pt-8">
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        약관 동의
      </h2>
      <p className="mt-1 text-[13px] text-ink-500">
        가입할 때 동의한 내용이에요. 마케팅 정보 수신은 언제든지 바꿀 수 있어요.
      </p>
      {isPending ? (
        <LoadingBlock label="약관 동의 내역을 불러오는 중">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="mt-3 h-12 w-full" />
          ))}
        </LoadingBlock>
      ) : isError ? (
        <ErrorState message="약관 동의 내역을 불러오지 못했어요." onRetry={() => refetch()} />
      ) : (
        <ConsentList
          consents={data.consents}
          action={(consent, labelledBy) =>
            consent.kind === 'marketing' ? <MarketingSwitch consent={consent} labelledBy={labelledBy} /> : undefined
          }
        />
      )}
    </section>
  );
}
