import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../shared/forms/form-fields';

/** The e-mail of an existing account (`userId`): the login's and 비밀번호 찾기's, filled in by password managers. */
export function AccountEmailField<V extends FieldValues & { userId: string }, O>({
  control,
  onEdit,
}: {
  control: Control<V, unknown, O>;
  onEdit?: (value: string) => void;
}) {
  return (
    <FormTextField
      control={control}
      name={'userId' as FieldPath<V>}
      label="이메일"
      type="email"
      autoComplete="username"
      inputMode="email"
      placeholder="example@siktak.kr"
      onEdit={onEdit}
    />
  );
}
