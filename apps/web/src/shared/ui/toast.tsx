import { type ReactNode, createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { cx } from './cx';

type Tone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  tone: Tone;
  text: string;
}

interface ToastApi {
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
}

const ToastContext = createContext<ToastApi>({ success() {}, error() {}, info() {} });

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

const TONES: Record<Tone, string> = {
  success: 'bg-ink-900 text-white',
  error: 'bg-danger-600 text-white',
  info: 'bg-ink-900 text-white',
};

/** Non-blocking results of actions, announced politely to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const push = useCallback((tone: Tone, text: string) => {
    const id = nextId.current++;
    setItems((current) => [...current.slice(-2), { id, tone, text }]);
    setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), 3500);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (text) => push('success', text),
      error: (text) => push('error', text),
      info: (text) => push('info', text),
    }),
    [push],
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
