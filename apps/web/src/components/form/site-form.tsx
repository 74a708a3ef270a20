import { CSRF_FIELD, type FieldErrors } from '@audit/contracts';
import { type ReactNode, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod/mini';
import { formText } from '../../i18n/form.ts';
import { showAlert } from '../page-dialogs.tsx';
import { fieldId } from './field.tsx';
import { FormSettingsContext } from './form-settings.ts';
import type { FormSchema, SchemaFormApi } from './use-schema-form.ts';

type Props<S extends FormSchema> = {
  form: SchemaFormApi<S>;
  /** Where the form posts: a page's own address (plain HTML, post-redirect-get). */
  action: string;
  /** A form with a file field. */
  multipart?: boolean;
  /** The page's CSRF token (issue 28), sent with the form. */
  csrf: string;
  /**
   * With JavaScript, once every field is valid: the page's own step (a question in its dialog, a send with progress),
   * given the form element; `submitNatively(form)` then sends it as a plain post.
   */
  onValid: (values: z.output<S>, form: HTMLFormElement) => Promise<void> | void;
  /** The alert of an invalid submit (with JavaScript); the fields then show their messages. */
  invalidMessage: string;
  /** The messages of the form as the server refused it, listed at the top with a link to each field. */
  serverErrors?: FieldErrors;
  /** Each field's label, for that list. */
  labels?: Readonly<Record<string, string>>;
  className?: string;
  children: ReactNode;
};

/** Sends a form as the browser would without JavaScript (no submit event: the page's own handler is not run again). */
export function submitNatively(form: HTMLFormElement): void {
  HTMLFormElement.prototype.submit.call(form);
}

/**
 * The form of a reporter page. It is a plain HTML form first (method post to `action`, its CSRF token, every field
 * named as the server reads it), so it works without JavaScript: the server checks it with the same contract schema
 * and sends the page back with each message beside its field and a list of them at the top. With JavaScript the
 * same form is checked as it is filled in (react-hook-form with the contract's schema), and a valid submit runs the
 * page's own step.
 */
export function SiteForm<S extends FormSchema>({
  form,
  action,
  multipart,
  csrf,
  onValid,
  invalidMessage,
  serverErrors,
  labels,
  className,
  children,
}: Props<S>) {
  const formRef = useRef<HTMLFormElement>(null);
  const { schema, ...methods } = form;
  const submit = methods.handleSubmit(
    async (values) => {
      if (formRef.current) await onValid(values, formRef.current);
    },
    // Once the alert is closed, the first invalid field gets the focus. Not react-hook-form's own focus: it comes while
    // the dialog already holds the page inert, so the dialog gave the focus back to the submit button instead. After
    // the dialog's own return of the focus (a task later).
    () =>
      void showAlert(invalidMessage).then(() =>
        setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
      ),
  );
  const listed = Object.entries(serverErrors ?? {}).filter((entry): entry is [string, string] => !!entry[1]);
  return (
    <FormProvider {...methods}>
      <FormSettingsContext.Provider value={{ variant: 'site', schema }}>
        <form
          ref={formRef}
          method="post"
          action={action}
          encType={multipart ? 'multipart/form-data' : undefined}
          className={className}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          {listed.length > 0 && (
            <div className="notice-box notice-error form-error-summary" role="alert">
              <p className="form-error-summary-title">{formText.errorSummary}</p>
              <ul>
                {listed.map(([name, message]) => (
                  <li key={name}>
                    <a href={`#${fieldId(name)}`}>
                      {labels?.[name] ? `${labels[name]}: ` : ''}
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          {children}
        </form>
      </FormSettingsContext.Provider>
    </FormProvider>
  );
}
