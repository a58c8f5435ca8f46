import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cx } from './cx';

/** A focused text control: brand border plus a 2px brand ring (5:1 on white), not the faint tint it was. */
export const CONTROL_FOCUS = 'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

const CONTROL = `w-full rounded-xl border bg-white px-3.5 py-2.5 text-ink-900 placeholder:text-ink-500 transition-colors ${CONTROL_FOCUS} disabled:bg-ink-100 disabled:text-ink-500`;

function controlClass(error?: string, extra?: string) {
  return cx(CONTROL, error ? 'border-danger-600' : 'border-ink-300', extra);
}

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** Visually hides the label (still read by screen readers). */
  hideLabel?: boolean;
  className?: string;
}

function Frame({
  id,
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cx('text-sm font-semibold text-ink-700', hideLabel && 'sr-only')}>
        {label}
        {required && (
          <span className="ml-0.5 text-danger-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-[13px] text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-[13px] font-medium text-danger-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** The control's element, for a form library that focuses the first field in error. */
interface ControlRef<E> {
  inputRef?: Ref<E> | undefined;
}

export type TextFieldProps = FieldFrame &
  InputHTMLAttributes<HTMLInputElement> &
  ControlRef<HTMLInputElement> & { addon?: ReactNode };

export function TextField({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  addon,
  inputRef,
  id: givenId,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <Frame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          className={controlClass(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          required={required}
          {...input}
        />
        {addon}
      </div>
    </Frame>
  );
}

export type TextAreaProps = FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement> & ControlRef<HTMLTextAreaElement>;

export function TextArea({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  inputRef,
  id: givenId,
  ...input
}: TextAreaProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <Frame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      <textarea
        ref={inputRef}
        id={id}
        className={controlClass(error, 'min-h-32 resize-y')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        required={required}
        {...input}
      />
    </Frame>
  );
}

export type SelectFieldProps = FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & ControlRef<HTMLSelectElement>;

export function SelectField({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  inputRef,
  id: givenId,
  children,
  ...input
}: SelectFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <Frame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      <select
        ref={inputRef}
        id={id}
        className={controlClass(error, 'appearance-none bg-[length:16px] bg-[right_0.85rem_center] bg-no-repeat pr-9')}
        style={{
          backgroundImage:
            "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='%234e5968'%3E%3Cpath d='M5.5 7.5 10 12l4.5-4.5'/%3E%3C/svg%3E\")",
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        required={required}
        {...input}
      >
        {children}
      </select>
    </Frame>
  );
}

export function Checkbox({
  label,
  className,
  inputRef,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & ControlRef<HTMLInputElement> & { label: ReactNode }) {
  return (
    <label className={cx('inline-flex min-h-11 cursor-pointer items-center gap-2 text-[15px] text-ink-900', className)}>
      <input ref={inputRef} type="checkbox" className="size-5 shrink-0 rounded accent-brand-600" {...input} />
      {label}
    </label>
  );
}

/** A group of checkboxes whose value is the list of checked option values (store amenities, days off). */
export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  error,
  required,
  columns,
}: {
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
  selected: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
  required?: boolean;
  /** Tailwind grid-cols classes of the option grid. */
  columns: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5" aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-700">
        {legend}
        {required && (
          <span className="ml-0.5 text-danger-600" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={`grid gap-x-4 ${columns}`}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={selected.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...selected, option.value]
                  : selected.filter((value) => value !== option.value),
              )
            }
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
