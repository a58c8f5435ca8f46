import type { ReviewReply } from '@siktak/contract';
import type { ReactNode } from 'react';
import { dotDate } from '../lib/format';
import { cx } from './cx';

/**
 * The store owner's public reply under a review (사장님 답글): the store page, the diner's review, the
 * owner's and the admin's review pages all show it alike. Plain text, line breaks kept.
 */
export function OwnerReply({
  reply,
  actions,
  className,
}: {
  reply: ReviewReply;
  /** The owner's own buttons (수정, 삭제) on their review page. */
  actions?: ReactNode;
  className?: string;
}) {
  const edited = reply.updateDate !== reply.createDate;
  return (
    <section
      aria-label="사장님 답글"
      className={cx('rounded-xl border-l-4 border-brand-600 bg-ink-50 px-4 py-3', className)}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-brand-700">사장님 답글</span>
        <span className="text-ink-600">
          {dotDate(reply.updateDate)}
          {edited && ' 수정'}
        </span>
      </div>
      <p className="mt-1.5 whitespace-pre-line break-words text-[15px] leading-relaxed text-ink-800">{reply.content}</p>
      {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
    </section>
  );
}
