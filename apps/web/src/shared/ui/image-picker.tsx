import { LIMITS } from '@siktak/contract/rules';
import { MESSAGES } from '@siktak/contract/messages';
import { useEffect, useId, useMemo, useRef } from 'react';
import { cx } from './cx';
import { CloseIcon } from './close-icon';

/** One picture in a picker: an image already stored (by URL) or a file just chosen. */
export type PickedImage = { kind: 'existing'; url: string } | { kind: 'new'; file: File; id: string };

export interface ImagePickerProps {
  label: string;
  value: PickedImage[];
  onChange: (next: PickedImage[]) => void;
  max: number;
  /** Shown under the picker ("최대 5장" …). */
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  /** Called with a Korean message when a chosen file is refused (not an image, too large, too many). */
  onReject?: (message: string) => void;
  /** The "too many" message, when a form has its own wording (reviews: "사진은 최대 5장까지…"). */
  maxMessage?: string;
}

let sequence = 0;

/** Checks a chosen file the way the server will (type and 10 MB), before it is uploaded. */
export function rejectReason(file: File): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.imageOnly;
  if (file.size > LIMITS.imageMaxBytes) return MESSAGES.imageTooLarge;
  return null;
}

/**
 * Picks up to `max` images with previews and removal; existing images (URLs) and new files live in
 * one ordered list so forms can send "kept URLs + new files".
 */
export function ImagePicker({
  label,
  value,
  onChange,
  max,
  hint,
  error,
  required,
  onReject,
  maxMessage,
}: ImagePickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(
    () => new Map(value.filter((p) => p.kind === 'new').map((p) => [p.id, URL.createObjectURL(p.file)] as const)),
    [value],
  );
  useEffect(
    () => () => {
      for (const url of previews.values()) URL.revokeObjectURL(url);
    },
    [previews],
  );

  /**
   * Takes a batch whole or not at all. A batch with a refused file (wrong type, too large, more than
   * fit) adds none of it: the refusal stays under the picker, and the owner chooses again rather than
   * finding that some other subset was kept. Changing the value here would also clear the refusal,
   * since a form forgets a field's error as soon as the field changes.
   */
  function add(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    const refused = chosen.map(rejectReason).find((reason) => reason !== null);
    if (refused) {
      onReject?.(refused);
      return;
    }
    if (value.length + chosen.length > max) {
      onReject?.(maxMessage ?? `이미지는 최대 ${max}장까지 올릴 수 있어요.`);
      return;
    }
    onChange([...value, ...chosen.map((file) => ({ kind: 'new', file, id: `new-${++sequence}` }) as const)]);
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}>
      <legend className="text-sm font-semibold text-ink-700">
        {label}
        {required && (
          <span className="ml-0.5 text-danger-600" aria-hidden="true">
            *
          </span>
        )}
        <span className="ml-2 font-normal text-ink-500">
          {value.length}/{max}장
        </span>
      </legend>
      <ul className="flex flex-wrap gap-2">
        {value.map((picked, i) => {
          const src = picked.kind === 'existing' ? picked.url : previews.get(picked.id);
          return (
            <li
              key={picked.kind === 'existing' ? picked.url : picked.id}
              className="relative size-24 overflow-hidden rounded-xl border border-ink-200 bg-ink-50"
            >
              {src && <img src={src} alt={`선택한 이미지 ${i + 1}`} className="size-full object-cover" />}
              <button
                type="button"
                onClick={() => onChange(value.filter((p) => p !== picked))}
                aria-label={`이미지 ${i + 1} 삭제`}
                className="absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-full bg-ink-900/75 text-white hover:bg-ink-900"
              >
                <CloseIcon className="size-4" bold />
              </button>
            </li>
          );
        })}
        {value.length < max && (
          <li>
            <label
              htmlFor={inputId}
              className={cx(
                'flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed text-sm font-semibold text-ink-600 hover:bg-ink-50',
                error ? 'border-danger-600' : 'border-ink-300',
              )}
            >
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M12 5v14M5 12h14" />
              </svg>
              사진 추가
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple={max > 1}
              className="sr-only"
              onChange={(event) => add(event.target.files)}
            />
          </li>
        )}
      </ul>
      {hint && !error && (
        <p id={`${inputId}-hint`} className="text-[13px] text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
