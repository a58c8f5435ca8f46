import type { MyConsent } from '@siktak/contract';
import { CONSENT_LABELS } from '@siktak/contract/enums';
import { REQUIRED_CONSENTS } from '@siktak/contract/rules';
import { type ReactNode, useId } from 'react';
import { dotDate, timeOf } from '../lib/format';
import { Badge } from '../ui/badge';

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

/**
 * A member's consents, one row each with its answer, version and time: the member's own on 내 정보
 * (where `action` puts the 마케팅 정보 수신 switch in place of its answer) and the admin's member page.
 */
export function ConsentList({
  consents,
  action,
}: {
  consents: readonly MyConsent[];
  action?: (consent: MyConsent, labelledBy: string) => ReactNode;
}) {
  return (
    <ul className="mt-2 flex flex-col divide-y divide-ink-200">
      {consents.map((consent) => (
        <ConsentRow key={consent.kind} consent={consent} action={action} />
      ))}
    </ul>
  );
}

function ConsentRow({
  consent,
  action,
}: {
  consent: MyConsent;
  action: ((consent: MyConsent, labelledBy: string) => ReactNode) | undefined;
}) {
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
      {action?.(consent, titleId) ?? (
        <Badge tone={answer.tone} className="shrink-0">
          {answer.text}
        </Badge>
      )}
    </li>
  );
}
