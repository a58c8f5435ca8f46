import type { ReactNode } from 'react';
import { formatPhone } from '@siktak/contract/rules';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import {
  CheckboxGroup,
  SelectField,
  type SelectFieldProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from '../ui/field';
import { ImagePicker, type ImagePickerProps, type PickedImage } from '../ui/image-picker';
import { type RadioCardOption, RadioCards } from '../ui/radio-cards';
import { DepositPolicyEditor, type DepositPolicyValues } from './deposit-policy-editor';
import { MenuRowsEditor, type MenuRow, PriceRangeEditor, type PriceRangeValues } from './menu-rows';

/** What ties a field of shared/ui/field.tsx to a form of `useContractForm`. */
interface Bound<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
}

type Unbound<P> = Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

function useBound<V extends FieldValues, O>({ control, name }: Bound<V, O>) {
  const { field, fieldState } = useController({ control, name });
  return {
    props: {
      name: field.name,
      value: (field.value as string | undefined) ?? '',
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: fieldState.error?.message,
    },
    onChange: field.onChange as (value: unknown) => void,
  };
}

/**
 * A TextField whose value, error and focus belong to the form; `format` rewrites what is typed (phone
 * numbers), `onEdit` hears every edit (sign-up forgets a verification when the address changes).
 */
export function FormTextField<V extends FieldValues, O>({
  control,
  name,
  format,
  onEdit,
  ...rest
}: Bound<V, O> & Unbound<TextFieldProps> & { format?: (typed: string) => string; onEdit?: (value: string) => void }) {
  const { props, onChange } = useBound({ control, name });
  return (
    <TextField
      {...rest}
      {...props}
      onChange={(event) => {
        const value = format ? format(event.target.value) : event.target.value;
        onChange(value);
        onEdit?.(value);
      }}
    />
  );
}

/** The member's 휴대폰 번호 as sign-up, Kakao sign-up and 내 정보 all ask it: typed digits get their dashes. */
export function FormPhoneField<V extends FieldValues, O>(
  props: Bound<V, O> & Omit<Unbound<TextFieldProps>, 'label' | 'type'>,
) {
  return (
    <FormTextField
      format={formatPhone}
      label="휴대폰 번호"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder="010-1234-5678"
      required
      {...props}
    />
  );
}

export function FormTextArea<V extends FieldValues, O>({
  control,
  name,
  ...rest
}: Bound<V, O> & Unbound<TextAreaProps>) {
  const { props, onChange } = useBound({ control, name });
  return <TextArea {...rest} {...props} onChange={(event) => onChange(event.target.value)} />;
}

export function FormSelectField<V extends FieldValues, O>({
  control,
  name,
  ...rest
}: Bound<V, O> & Unbound<SelectFieldProps>) {
  const { props, onChange } = useBound({ control, name });
  return <SelectField {...rest} {...props} onChange={(event) => onChange(event.target.value)} />;
}

export function FormCheckboxGroup<V extends FieldValues, O>({
  control,
  name,
  ...rest
}: Bound<V, O> & {
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
  required?: boolean;
  columns: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CheckboxGroup
      {...rest}
      selected={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

/** An ImagePicker whose photos and error belong to the form; a refused file is said under the picker. */
export function FormImagePicker<V extends FieldValues, O>({
  control,
  name,
  ...rest
}: Bound<V, O> & Omit<ImagePickerProps, 'value' | 'onChange' | 'error' | 'onReject'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ImagePicker
      {...rest}
      value={field.value as PickedImage[]}
      onChange={field.onChange}
      error={fieldState.error?.message}
      onReject={(message) => control.setError(name, { type: 'picker', message })}
    />
  );
}

/** The menu rows of the store form; a refusal of any row is said under the menu. */
export function FormMenuRows<V extends FieldValues, O>({ control, name }: Bound<V, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MenuRowsEditor value={field.value as MenuRow[]} onChange={field.onChange} error={fieldState.error?.message} />
  );
}

/** The store form's 가격대 per person. */
export function FormPriceRange<V extends FieldValues, O>({ control, name }: Bound<V, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PriceRangeEditor
      value={field.value as PriceRangeValues}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

/** The 예약금·취소 규정 editor bound to the form; its one message (a field's, or the legal cap's) under it. */
export function FormDepositPolicy<V extends FieldValues, O>({ control, name }: Bound<V, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DepositPolicyEditor
      value={field.value as DepositPolicyValues}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

/** RadioCards whose choice and error belong to the form; `onPick` hears each choice. */
export function FormRadioCards<V extends FieldValues, O, T extends string>({
  control,
  name,
  radioName,
  onPick,
  ...rest
}: Bound<V, O> & {
  /** The radios' `name`, unique on the page. */
  radioName: string;
  legend: string;
  options: readonly RadioCardOption<T>[];
  onPick?: (value: T) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioCards
      {...rest}
      name={radioName}
      value={field.value as T | null}
      onChange={(next) => {
        field.onChange(next);
        onPick?.(next);
      }}
      error={fieldState.error?.message}
    />
  );
}
