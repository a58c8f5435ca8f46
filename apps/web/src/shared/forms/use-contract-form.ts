import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/client';

/** Messages by field, for the page's own checks and words. */
export type FieldMessages<V extends FieldValues> = Partial<Record<Path<V>, string | undefined>>;

export interface ContractFormOptions<V extends FieldValues> {
  /** Every field's first value; the form's values are exactly these keys. */
  defaultValues: V;
  /**
   * The screen's words for a field the contract refuses while it is blank, e.g. login's
   * "이메일을 입력해주세요." where the schema says "모든 필수 항목을 입력해주세요.". Other refusals keep
   * the contract's message.
   */
  whenEmpty?: FieldMessages<V>;
  /** Rules that are not on the wire (files, a repeated password, a verified e-mail): a message per field. */
  check?: (values: V) => FieldMessages<V>;
  /**
   * Where a server refusal belongs when its name is not a field's: an `ApiError.fields` key
   * (`email` of verify-code → `userId`) or an error code (`E101` → `userNickName`).
   */
  serverFields?: Record<string, Path<V>>;
}

export type ContractForm<V extends FieldValues, O> = UseFormReturn<V, unknown, O> & {
  /**
   * Puts a server refusal under the fields it names (`ApiError.fields`, or a code listed in
   * `serverFields`) and answers true; answers false when it is not about a field, for the page to
   * show as it shows other failures.
   */
  showServerErrors(error: unknown): boolean;
};

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A field's message, or for a list or group of inputs (the store's menu rows) the first message inside
 * it: such a field shows one message under the whole group.
 */
function firstMessage(error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const inner of Object.values(error)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return '';
}

/**
 * One form of the web app: react-hook-form checked by the contract's zod schema (the server's own
 * rules and Korean messages), plus the page's `check` for what the wire does not carry. Errors appear
 * under their fields on submit, a field's error goes away as soon as that field is edited (it is
 * checked again on the next submit), and the submit handler gets the schema's output — trimmed,
 * formatted, as the server will read it.
 */
export function useContractForm<S extends z.ZodType<unknown, FieldValues>, V extends FieldValues>(
  schema: S,
  options: ContractFormOptions<V>,
): ContractForm<V, z.output<S>> {
  // The latest options, read when the form is checked: pages may pass them inline.
  const latest = useRef(options);
  latest.current = options;
  const resolver = useMemo<Resolver<V, unknown, z.output<S>>>(() => {
    const base = zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>;
    return async (values, context, resolverOptions) => {
      const { whenEmpty, check } = latest.current;
      const result = await base(values, context, resolverOptions);
      const errors: Record<string, { type: string; message: string }> = {};
      for (const [name, error] of Object.entries(result.errors)) {
        const empty = isBlank(values[name]) ? whenEmpty?.[name as Path<V>] : undefined;
        errors[name] = { type: 'contract', message: empty ?? firstMessage(error) };
      }
      for (const [name, message] of Object.entries(check?.(values) ?? {})) {
        if (message && !errors[name]) errors[name] = { type: 'page', message: message as string };
      }
      if (Object.keys(errors).length === 0) return result;
      return { values: {}, errors: errors as unknown as FieldErrors<V> };
    };
  }, [schema]);

  const form = useForm<V, unknown, z.output<S>>({
    resolver,
    defaultValues: options.defaultValues as never,
    // Checked on submit only: an edited field loses its error and is not judged again while typing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { watch, clearErrors, setError, getValues } = form;

  useEffect(() => {
    const subscription = watch((_, { name, type }) => {
      if (name && type === 'change') clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const showServerErrors = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return false;
      const serverFields = latest.current.serverFields ?? {};
      const known = new Set(Object.keys(getValues()));
      const placed: [Path<V>, string][] = [];
      const byCode = serverFields[error.code];
      if (byCode) placed.push([byCode, error.message]);
      for (const [wire, message] of Object.entries(error.fields)) {
        const name = serverFields[wire] ?? (known.has(wire) ? (wire as Path<V>) : undefined);
        if (name && !placed.some(([placedName]) => placedName === name)) placed.push([name, message]);
      }
      placed.forEach(([name, message], index) => {
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      return placed.length > 0;
    },
    [getValues, setError],
  );

  return { ...form, showServerErrors };
}
