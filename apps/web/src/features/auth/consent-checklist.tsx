import { CONSENT_KINDS, CONSENT_LABELS, type ConsentKind } from '@siktak/contract/enums';
import { ERRORS } from '@siktak/contract/messages';
import { REQUIRED_CONSENTS, lacksRequiredConsent } from '@siktak/contract/rules';
import { type Ref, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Checkbox } from '../../shared/ui/field';

export type ConsentAnswers = Record<ConsentKind, boolean>;

/** The sign-up forms' first answers: nothing ticked. */
export const NO_CONSENTS: ConsentAnswers = { terms: false, privacy: false, age14: false, marketing: false };

/** The page check of the consents: the server's own refusal (E160) when a required one is left out. */
export function consentsError(consents: ConsentAnswers): string | undefined {
  return lacksRequiredConsent(consents) ? ERRORS.E160.message : undefined;
}

/**
 * Where each text is read (features/legal): the age limit is a section of the privacy policy, which
 * says why members under 14 are not taken.
 */
const TEXT_PATHS: Record<ConsentKind, string> = {
  terms: '/terms',
  privacy: '/privacy',
  age14: '/privacy',
  marketing: '/marketing-consent',
};

const isRequired = (kind: ConsentKind) => (REQUIRED_CONSENTS as readonly ConsentKind[]).includes(kind);

/**
 * The consents of both sign-up forms, as Korean sites ask them: 전체 동의, then each item marked
 * 필수 or 선택 with a 보기 link that opens its text in a new tab (the form keeps what was typed).
 */
export function ConsentChecklist({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: ConsentAnswers;
  onChange: (next: ConsentAnswers) => void;
  error?: string | undefined;
  /** The first required box, for the form to focus when the consents are refused. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const errorId = useId();
  const all = CONSENT_KINDS.every((kind) => value[kind]);
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink-700">약관 동의</legend>
      <div className={`rounded-xl border bg-white px-4 py-2 ${error ? 'border-danger-600' : 'border-ink-300'}`}>
        <Checkbox
          label={<span className="font-bold">전체 동의</span>}
          checked={all}
          onChange={(event) => {
            const agreed = event.currentTarget.checked;
            onChange({ terms: agreed, privacy: agreed, age14: agreed, marketing: agreed });
          }}
        />
        <p className="pb-2 pl-7 text-[13px] text-ink-500">
          선택 항목인 마케팅 정보 수신 동의도 함께 체크돼요. 선택 항목은 동의하지 않아도 가입할 수 있어요.
        </p>
        <ul className="flex flex-col border-t border-ink-200 pt-1">
          {CONSENT_KINDS.map((kind, index) => (
            <li key={kind} className="flex items-center justify-between gap-3">
              <Checkbox
                inputRef={index === 0 ? inputRef : undefined}
                label={
                  <span>
                    <span className={isRequired(kind) ? 'text-brand-700' : 'text-ink-500'}>
                      {isRequired(kind) ? '(필수)' : '(선택)'}
                    </span>{' '}
                    {CONSENT_LABELS[kind]}
                  </span>
                }
                checked={value[kind]}
                onChange={(event) => onChange({ ...value, [kind]: event.currentTarget.checked })}
              />
              <a
                href={TEXT_PATHS[kind]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${CONSENT_LABELS[kind]} 내용 보기 (새 창)`}
                className="inline-flex min-h-11 shrink-0 items-center px-1 text-[13px] font-medium text-ink-600 underline underline-offset-2 hover:text-brand-700"
              >
                보기
              </a>
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The checklist as the `consents` field of a sign-up form of `useContractForm`. */
export function FormConsentChecklist<V extends FieldValues, O>({
  control,
  name,
}: {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ConsentChecklist
      value={field.value as ConsentAnswers}
      onChange={field.onChange}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}
