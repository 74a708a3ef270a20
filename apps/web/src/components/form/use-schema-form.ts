import { useMemo } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Mode,
  type Resolver,
  set,
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

type Issue = z.core.$ZodIssue;
type FieldRef = { ref?: unknown; refs?: unknown[] };

/**
 * A failed parse's issues as react-hook-form's errors: each field's first message (a path `a.b` nested as `{ a: { b
 * } }`), with the field's element. A union's own issue takes the message of its branch with the fewest issues, and
 * that branch's issues count for their own fields: what @hookform/resolvers' zodResolver gives (that package is 1.5 KB
 * of every form page's script for these lines; our forms use neither native validation nor field arrays).
 */
export function errorsOfIssues(issues: readonly Issue[], fields: Record<string, unknown>): FieldErrors {
  const first = new Map<string, { message: string; type: string }>();
  const queue = [...issues];
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const path = issue.path.join('.');
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branch = issue.errors.reduce((a, b) => (b.length < a.length ? b : a))[0];
      if (!first.has(path))
        first.set(path, { message: branch?.message ?? issue.message, type: branch?.code ?? issue.code });
      for (const errors of issue.errors)
        for (const e of errors) queue.push({ ...e, path: [...issue.path, ...e.path] } as Issue);
    } else if (!first.has(path)) first.set(path, { message: issue.message, type: issue.code });
  }
  const errors: FieldErrors = {};
  for (const [path, error] of first) {
    const field = get(fields, path) as FieldRef | undefined;
    set(errors, path, { ...error, ref: field?.refs ? field.refs[0] : field?.ref });
  }
  return errors;
}

/**
 * The resolver of every form: the contract's zod schema, so the browser applies the server's rules and
 * messages and hands the screen the parsed (trimmed, coerced) values. Two things a schema cannot know about a
 * form are settled here: an empty box of a number field is "no value" (never 0), and a message that was not
 * written in Korean for a person (a schema default) becomes a Korean one.
 */
export function schemaResolver<S extends FormSchema>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const numberFields = numberFieldsOf(schema);
  return async (values, _context, options) => {
    const input: Record<string, unknown> = { ...values };
    for (const name of numberFields) {
      const value = input[name];
      if (typeof value === 'string' && value.trim() === '') input[name] = undefined;
    }
    const parsed = await schema.safeParseAsync(input);
    if (parsed.success) return { values: parsed.data as z.output<S>, errors: {} };
    const errors = errorsOfIssues(parsed.error.issues, options.fields);
    for (const error of Object.values(errors) as (FieldError | undefined)[]) {
      if (error?.message && !HANGUL.test(error.message)) error.message = formText.invalidValue;
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
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
