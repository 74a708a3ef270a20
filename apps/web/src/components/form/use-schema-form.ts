import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Mode,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { formText } from '../../i18n/form.ts';
import { numberFieldsOf } from './field-rules.ts';

/** A form's contract schema: an object of fields (it may carry refinements across fields). */
export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

export type SchemaFormApi<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The schema the form is resolved by; fields read their limits from it. */
  schema: S;
};

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * The resolver of every form: the contract's zod schema, so the browser applies the server's rules and
 * messages and hands the screen the parsed (trimmed, coerced) values. Two things a schema cannot know about a
 * form are settled here: an empty box of a number field is "no value" (never 0), and a message that was not
 * written in Korean for a person (a schema default) becomes a Korean one.
 */
export function schemaResolver<S extends FormSchema>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const numberFields = numberFieldsOf(schema);
  return async (values, context, options) => {
    const input: Record<string, unknown> = { ...values };
    for (const name of numberFields) {
      const value = input[name];
      if (typeof value === 'string' && value.trim() === '') input[name] = undefined;
    }
    const result = await resolve(input as z.input<S>, context, options);
    for (const error of Object.values(result.errors) as (FieldError | undefined)[]) {
      if (error?.message && !HANGUL.test(error.message)) error.message = formText.invalidValue;
    }
    return result;
  };
}

type Options<S extends FormSchema> = {
  defaultValues: DefaultValues<z.input<S>>;
  /** When messages appear before a submit; by default after the first submit, then as the fields change. */
  mode?: Mode;
  /**
   * The messages of a form the server refused (a page it rendered after a plain post): shown beside their fields
   * from the first render, in the server's HTML and after the page has come alive. Pass the same object on every
   * render.
   */
  serverErrors?: Partial<Record<string, string>>;
};

/** Server messages as react-hook-form's errors. */
function asFieldErrors(messages: Partial<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(messages)) {
    if (message) errors[name] = { type: 'server', message };
  }
  return errors;
}

/** A react-hook-form form resolved by the contract's schema; render it with SchemaForm and the shared fields. */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  { defaultValues, mode, serverErrors }: Options<S>,
): SchemaFormApi<S> {
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const errors = useMemo(
    () => (serverErrors && Object.keys(serverErrors).length > 0 ? asFieldErrors(serverErrors) : undefined),
    [serverErrors],
  );
  const methods = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode,
    errors: errors as FieldErrors<z.input<S>> | undefined,
  });
  return { ...methods, schema };
}
