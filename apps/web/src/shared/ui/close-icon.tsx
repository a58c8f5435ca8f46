import { cx } from './cx';

/** The × of clear and remove buttons; the button around it carries the label. */
export function CloseIcon({ className, bold = false }: { className?: string; bold?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={cx('size-5', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth={bold ? 2.5 : 2}
      aria-hidden="true"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
