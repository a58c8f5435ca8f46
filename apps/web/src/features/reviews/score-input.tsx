import { LIMITS } from '@siktak/contract/rules';
import { useId } from 'react';
import { cx } from '../../shared/ui/cx';

const SCORES = Array.from({ length: LIMITS.scoreMax - LIMITS.scoreMin + 1 }, (_, i) => LIMITS.scoreMax - i);

export const SCORE_WORDS: Record<number, string> = {
  5: '최고예요',
  4: '좋아요',
  3: '보통이에요',
  2: '아쉬워요',
  1: '별로예요',
};

/**
 * The score choice of the review form, 5 down to 1 as the spec lists it: native radio buttons (arrow
 * keys move between them) drawn as star chips.
 */
export function ScoreInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (score: number) => void;
  error?: string | undefined;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink-700">
        별점
        <span className="ml-0.5 text-danger-600" aria-hidden="true">
          *
        </span>
        {value !== null && <span className="ml-2 font-normal text-ink-600">{SCORE_WORDS[value]}</span>}
      </legend>
      <div className="grid grid-cols-5 gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
        {SCORES.map((score) => {
          const checked = value === score;
          return (
            <label
              key={score}
              className={cx(
                'flex min-h-16 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl border px-1 transition-colors sm:min-h-12 sm:flex-row sm:gap-1.5 sm:px-4',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-solid',
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : error
                    ? 'border-danger-600 bg-white text-ink-700 hover:bg-ink-50'
                    : 'border-ink-300 bg-white text-ink-700 hover:bg-ink-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={score}
                checked={checked}
                onChange={() => onChange(score)}
                className="sr-only"
                aria-invalid={error ? true : undefined}
              />
              <span aria-hidden="true" className="text-[11px] leading-none tracking-[-0.1em] text-star sm:text-sm">
                {'★'.repeat(score)}
              </span>
              <span className="text-[15px] font-semibold">{score}점</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
