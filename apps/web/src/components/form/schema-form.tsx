import { type ReactNode, useRef } from 'react';
import { type FieldErrors, type FieldValues, FormProvider } from 'react-hook-form';
import type { z } from 'zod/mini';
import { alertApiError } from '../../api/alert-api-error.ts';
import { showAlert } from '../page-dialogs.tsx';
import { type FieldVariant, FormSettingsContext } from './form-settings.ts';
import type { FormSchema, SchemaFormApi } from './use-schema-form.ts';

/** The alert of an invalid submit, by default the first invalid field's own message. */
export type InvalidMessage = (messages: string[]) => string;
const firstMessage: InvalidMessage = (messages) => messages[0] ?? '';

type Props<S extends FormSchema> = {
  form: SchemaFormApi<S>;
  /** Runs with the parsed values once every field is valid; a failed call it makes is alerted (spec section 8). */
  onValid: (values: z.output<S>) => Promise<void> | void;
  invalidMessage?: InvalidMessage;
  variant?: FieldVariant;
  className?: string;
  children: ReactNode;
};

/**
 * The form element of every form (spec section 4: a submit validates every field; if any fails, an alert and
 * the first invalid field gets focus, each field showing its message; otherwise the screen's own step runs).
 */
export function SchemaForm<S extends FormSchema>({
  form,
  onValid,
  invalidMessage = firstMessage,
  variant = 'site',
  className,
  children,
}: Props<S>) {
  const formRef = useRef<HTMLFormElement>(null);
  const { schema, ...methods } = form;
  const submit = methods.handleSubmit(
    async (values) => {
      try {
        await onValid(values);
      } catch (error) {
        await alertApiError(error);
      }
    },
    // react-hook-form then focuses the first invalid field: once the alert is closed, which returns focus first.
    (errors) => showAlert(invalidMessage(messagesInFormOrder(errors, formRef.current))),
  );
  return (
    <FormProvider {...methods}>
      <FormSettingsContext.Provider value={{ variant, schema }}>
        <form ref={formRef} className={className} noValidate onSubmit={(event) => void submit(event)}>
          {children}
        </form>
      </FormSettingsContext.Provider>
    </FormProvider>
  );
}

/** The messages of the invalid fields in the order the form shows them (fields without a control last). */
function messagesInFormOrder(errors: FieldErrors<FieldValues>, form: HTMLFormElement | null): string[] {
  const names: string[] = [];
  for (const element of Array.from(form?.elements ?? [])) {
    const name = (element as HTMLInputElement).name;
    if (name && name in errors && !names.includes(name)) names.push(name);
  }
  for (const name of Object.keys(errors)) if (!names.includes(name)) names.push(name);
  return names
    .map((name) => errors[name]?.message)
    .filter((m): m is string => typeof m === 'string' && m !== '');
}
