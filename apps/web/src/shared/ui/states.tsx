import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';

export function Skeleton({ className }: { className?: string }) {
  return <div className={cx('skeleton', className)} aria-hidden="true" />;
}

/** A loading placeholder announced once to screen readers. */
export function LoadingBlock({ label = '불러오는 중', children }: { label?: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-ink-300 px-6 py-12 text-center">
      <p className="text-base font-semibold text-ink-700">{title}</p>
      {description && <p className="text-sm text-ink-500">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-danger-50 px-6 py-10 text-center">
      {/* red-700: danger-600 on danger-50 is under the 4.5:1 of WCAG AA. */}
      <p className="font-semibold text-red-700">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          다시 시도
        </Button>
      )}
    </div>
  );
}
