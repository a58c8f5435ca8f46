import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './close-icon';
import { cx } from './cx';

/**
 * A bottom sheet for phones: rises from the bottom over a dimmed page, Escape or the dim closes it,
 * focus goes in on opening and back to the opener on closing. With `inlineFromMd` its content is
 * shown in place from the md breakpoint on (open or not), so one set of controls serves the phone's
 * sheet and the wide screen's inline panel — the same elements, not a copy, so labels stay unique. With `sideFromMd`
 * the open sheet is a panel at the right edge from the md breakpoint on, where a sheet as wide as the screen
 * would stretch short lines. The open sheet is put at the end of the
 * body, so no sticky or blurred parent clips it or stacks it under the page's bars.
 */
export function Sheet({
  open,
  onClose,
  title,
  children,
  footer,
  inlineFromMd,
  sideFromMd,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Sits under the scrolling content of the open sheet (hidden inline). */
  footer?: ReactNode;
  inlineFromMd?: boolean;
  sideFromMd?: boolean;
  className?: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    // The page behind stays where it is while the sheet scrolls.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [open]);

  const sheet = (
    <>
      {open && (
        <div
          aria-hidden="true"
          className={cx('fixed inset-0 z-50 bg-black/40', inlineFromMd && 'md:hidden')}
          onClick={onClose}
        />
      )}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the panel is a modal dialog only while open as a sheet, and then has the role */}
      <div
        ref={panel}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby={open ? titleId : undefined}
        tabIndex={open ? -1 : undefined}
        className={cx(
          open
            ? 'fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-3xl bg-white shadow-2xl outline-none'
            : 'hidden',
          open && sideFromMd && 'md:top-0 md:left-auto md:max-h-none md:w-[26rem] md:rounded-none md:rounded-l-3xl',
          inlineFromMd &&
            'md:static md:z-auto md:flex md:max-h-none md:flex-col md:rounded-none md:bg-transparent md:shadow-none',
        )}
      >
        <div className={cx('flex items-center justify-between gap-3 px-5 pb-2 pt-4', inlineFromMd && 'md:hidden')}>
          <h2 id={titleId} className="text-lg font-bold text-ink-900">
            {title}
          </h2>
          <button
            type="button"
            aria-label="닫기"
            onClick={onClose}
            className="-mr-2 flex size-11 items-center justify-center rounded-xl text-ink-600 hover:bg-ink-100"
          >
            <CloseIcon />
          </button>
        </div>
        <div
          className={cx(
            'min-h-0 flex-1 overflow-y-auto px-5 pb-5',
            inlineFromMd && 'md:overflow-visible md:p-0',
            className,
          )}
        >
          {children}
        </div>
        {/* Only while open: inline, its words ("32곳 보기") would be read twice beside the page's own. */}
        {open && footer && (
          <div className={cx('border-t border-ink-200 px-5 py-3', inlineFromMd && 'md:hidden')}>{footer}</div>
        )}
      </div>
    </>
  );
  return open ? createPortal(sheet, document.body) : sheet;
}
