import type { Occasion } from '@siktak/contract';
import { OCCASIONS, OCCASION_LABELS } from '@siktak/contract/enums';
import { LIMITS } from '@siktak/contract/rules';
import { cx } from '../../shared/ui/cx';
import { TextArea } from '../../shared/ui/field';
import { Section } from './slot-choice';
import { TEXTS } from './texts';

/**
 * 요청사항, both optional: the occasion as chips (a second tap takes it back) and a note to the store,
 * cut at the server's limit as it is typed, with its counter.
 */
export function BookingRequestFields({
  occasion,
  onOccasion,
  note,
  onNote,
}: {
  occasion: Occasion | null;
  onOccasion: (next: Occasion | null) => void;
  note: string;
  onNote: (next: string) => void;
}) {
  return (
    <Section title="요청사항" id="booking-request" aside={<span className="text-sm text-ink-600">선택</span>}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink-700">방문 목적</legend>
        <div className="flex flex-wrap gap-2">
          {OCCASIONS.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={code === occasion}
              onClick={() => onOccasion(code === occasion ? null : code)}
              className={cx(
                'min-h-10 rounded-full border px-4 text-[15px] font-semibold transition-colors',
                code === occasion
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-ink-300 bg-white text-ink-900 hover:border-brand-500 hover:bg-brand-50',
              )}
            >
              {OCCASION_LABELS[code]}
            </button>
          ))}
        </div>
      </fieldset>
      <TextArea
        label="요청 내용"
        value={note}
        onChange={(event) => onNote(event.target.value)}
        maxLength={LIMITS.requestNoteMax}
        rows={3}
        className="[&_textarea]:min-h-24"
        placeholder={TEXTS.requestNotePlaceholder}
        hint={`${note.length}/${LIMITS.requestNoteMax}자`}
      />
    </Section>
  );
}
