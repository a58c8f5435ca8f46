import type { AuditEntry } from '@siktak/contract';
import { dotDate, timeOf } from '../../shared/lib/format';

/** The admin actions taken on a member, store or review, newest first (who, what, when). */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-heading" className="rounded-2xl border border-ink-200 p-5">
      <h2 id="audit-heading" className="text-lg font-bold text-ink-900">
        관리 기록
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">아직 관리자가 처리한 기록이 없어요.</p>
      ) : (
        <ol className="mt-3 flex flex-col divide-y divide-ink-200">
          {entries.map((entry) => (
            <li key={entry.auditNo} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <time dateTime={entry.createDate} className="shrink-0 text-sm tabular-nums text-ink-500 sm:w-36">
                {dotDate(entry.createDate)} {timeOf(entry.createDate)}
              </time>
              <span className="text-ink-900">{entry.summary}</span>
              <span className="text-sm text-ink-500 sm:ml-auto">처리자 {entry.actorName}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
