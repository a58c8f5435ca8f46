import type { ReactNode } from 'react';
import { cx } from './cx';

type Tone = 'neutral' | 'brand' | 'success' | 'danger';

const TONES: Record<Tone, string> = {
  neutral: 'bg-ink-100 text-ink-700',
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-green-50 text-success-600',
  // red-700: danger-600 on danger-50 misses the 4.5:1 contrast of small text.
  danger: 'bg-danger-50 text-red-700',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-[13px] font-semibold',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
