import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * A message about a whole form rather than one field (a refused login, a failed sign-up), read out
 * when it appears. `tone="info"` is for neutral notices such as why the member landed here.
 */
export function FormAlert({
  children,
  tone = 'error',
  className,
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
  className?: string;
}) {
  return (
    <p
      role="alert"
      className={cx(
        'rounded-xl px-4 py-3 text-[15px] font-medium',
        tone === 'error' ? 'bg-danger-50 text-red-700' : 'bg-ink-100 text-ink-700',
        className,
      )}
    >
      {children}
    </p>
  );
}
