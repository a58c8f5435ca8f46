import type { MyConsent } from '@siktak/contract';
import { CONSENT_LABELS } from '@siktak/contract/enums';
import { MESSAGES } from '@siktak/contract/messages';
import { REQUIRED_CONSENTS } from '@siktak/contract/rules';
import { useId } from 'react';
import { ApiError } from '../../shared/api/client';
import { dotDate, timeOf } from '../../shared/lib/format';
import { Badge } from '../../shared/ui/badge';
import { cx } from '../../shared/ui/cx';
import { ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useConsents, useSetMarketing } from './api';

/** What the member answered, in words: unknown for a sign-up of the old app or a member from before. */
function answerOf(consent: MyConsent): { text: string; tone: 'success' | 'neutral' } {
  if (consent.agreed === true) return { text: '동의함', tone: 'success' };
  if (consent.agreed === false) return { text: '동의 안 함', tone: 'neutral' };
  return { text: '확인 안 됨', tone: 'neutral' };
}

/** When and for which version, e.g. `2026.11.17 10:00 · 2026.11.01 시행본`. */
function recordOf(consent: MyConsent): string {
  if (!consent.recordedAt) return '기록이 없어요. 이전에 가입한 회원이에요.';
  const when = `${dotDate(consent.recordedAt)} ${timeOf(consent.recordedAt)}`;
  const version = consent.version ? ` · ${dotDate(consent.version)} 시행본` : '';
  const legacy = consent.source === 'legacy-client' ? ' · 이전 앱으로 가입' : '';
  return `${when}${version}${legacy}`;
}

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

function ConsentRow({ consent }: { consent: MyConsent }) {
  const titleId = useId();
  const answer = answerOf(consent);
  const required = (REQUIRED_CONSENTS as readonly string[]).includes(consent.kind);
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[15px] font-semibold text-ink-900">
          <span id={titleId}>{CONSENT_LABELS[consent.kind]}</span>
          <span className="text-[13px] font-medium text-ink-500">{required ? '필수' : '선택'}</span>
        </p>
        <p className="text-[13px] text-ink-500">{recordOf(consent)}</p>
      </div>
      {consent.kind === 'marketing' ? (
        <MarketingSwitch consent={consent} labelledBy={titleId} />
      ) : (
        <Badge tone={answer.tone} className="shrink-0">
          {answer.text}
        </Badge>
      )}
    </li>
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
        <ul className="mt-2 flex flex-col divide-y divide-ink-200">
          {data.consents.map((consent) => (
            <ConsentRow key={consent.kind} consent={consent} />
          ))}
        </ul>
      )}
    </section>
  );
}
