import { MESSAGES } from '@siktak/contract/messages';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-fields';

/** The values of a form that sets a new password: `newPw` on the wire, `confirm` only in the form. */
interface NewPassword {
  newPw: string;
  confirm: string;
}

/** The repetition's message (spec §5): required, and equal to the new password. For a form's `check`. */
export function confirmMessage({ newPw, confirm }: NewPassword): string | undefined {
  if (!confirm) return MESSAGES.required;
  return newPw !== confirm ? MESSAGES.passwordMismatch : undefined;
}

/**
 * The new password, with the sign-up rule as its hint, and its repetition: /new-password (signed in) and
 * /password-reset/new (from the mailed link).
 */
export function NewPasswordFields<V extends FieldValues & NewPassword, O>({
  control,
}: {
  control: Control<V, unknown, O>;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={'newPw' as FieldPath<V>}
        label="새 비밀번호"
        type="password"
        autoComplete="new-password"
        required
        hint={MESSAGES.passwordHint}
      />
      <FormTextField
        control={control}
        name={'confirm' as FieldPath<V>}
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
