import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from './close-icon';
import { cx } from './cx';
import { CONTROL_FOCUS } from './field';

const SEARCH_DELAY_MS = 250;

/**
 * A list's search box: the text goes to `onSearch` trimmed, a moment after typing stops or at once on
 * Enter, and the clear button empties it. `value` is the search in effect (the address's), so going
 * back shows the text that was searched.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  /** The box's accessible name (hidden: the magnifier says what it is). */
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
        className="relative"
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <svg
          viewBox="0 0 24 24"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </svg>
        <input
          ref={input}
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={cx('min-h-12 w-full rounded-2xl border border-ink-300 bg-white pl-12 pr-12', CONTROL_FOCUS)}
        />
        {/* Our own clear button: the browser's is hidden (styles.css), it was small and unstyled. */}
        {text && (
          <button
            type="button"
            aria-label="검색어 지우기"
            onClick={() => {
              setText('');
              onSearch('');
              input.current?.focus();
            }}
            className="absolute right-1 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-xl text-ink-500 hover:bg-ink-100 hover:text-ink-900"
          >
            <CloseIcon />
          </button>
        )}
      </form>
    </search>
  );
}
