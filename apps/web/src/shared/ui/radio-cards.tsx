import { cx } from './cx';

export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/** A required choice among a few reasons, as large tappable cards (report and cancel dialogs). */
export function RadioCards<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: readonly RadioCardOption<T>[];
  value: T | null;
  onChange: (next: T) => void;
  error?: string | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink-700">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cx(
            'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border px-4 py-3',
            'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-solid',
            value === option.value ? 'border-brand-600 bg-brand-50' : 'border-ink-300',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1 size-4 accent-brand-600"
          />
          <span className="flex flex-col">
            <span className="font-semibold text-ink-900">{option.label}</span>
            {option.hint && <span className="text-sm text-ink-600">{option.hint}</span>}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
