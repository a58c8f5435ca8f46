import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { cx } from './cx';

type Tone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  tone: Tone;
  text: string;
}

interface ToastApi {
  /** Shows a success and removes every error toast: whatever failed before has now worked. */
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
  /** Removes the error toasts the visitor has acted since (typed, clicked or tapped); the layout calls it on every page change. */
  dismissSeenErrors(): void;
}

const ToastContext = createContext<ToastApi>({ success() {}, error() {}, info() {}, dismissSeenErrors() {} });

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

const TONES: Record<Tone, string> = {
  success: 'bg-ink-900 text-white',
  error: 'bg-danger-600 text-white',
  info: 'bg-ink-900 text-white',
};

/**
 * Non-blocking results of actions, announced politely to screen readers. An error toast stays with
 * the page it belongs to: a later success removes it, and so does a page change once the visitor has
 * acted after seeing it. One shown just before a redirect (a missing record sends the visitor back to
 * the list) has seen no action yet, so it travels to the page it explains.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  /** Ids up to this one were on screen when the visitor last pressed a key or a pointer. */
  const seenUpTo = useRef(0);
  useEffect(() => {
    const seen = () => {
      seenUpTo.current = nextId.current - 1;
    };
    document.addEventListener('pointerdown', seen, true);
    document.addEventListener('keydown', seen, true);
    return () => {
      document.removeEventListener('pointerdown', seen, true);
      document.removeEventListener('keydown', seen, true);
    };
  }, []);
  const push = useCallback((tone: Tone, text: string) => {
    const id = nextId.current++;
    setItems((current) => [
      ...current.filter((item) => tone !== 'success' || item.tone !== 'error').slice(-2),
      { id, tone, text },
    ]);
    setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), 3500);
  }, []);
  const dismissSeenErrors = useCallback(() => {
    setItems((current) => {
      const kept = current.filter((item) => item.tone !== 'error' || item.id > seenUpTo.current);
      return kept.length === current.length ? current : kept;
    });
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (text) => push('success', text),
      error: (text) => push('error', text),
      info: (text) => push('info', text),
      dismissSeenErrors,
    }),
    [push, dismissSeenErrors],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 md:bottom-8"
      >
        {items.map((item) => (
          <p key={item.id} className={cx('rounded-xl px-4 py-3 text-[15px] font-medium shadow-lg', TONES[item.tone])}>
            {item.text}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
