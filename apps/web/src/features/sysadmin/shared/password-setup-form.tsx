import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { alertApiError } from '../../../api/alert-api-error.ts';
import { ApiError } from '../../../api/client.ts';
import { maxLengthOf } from '../../../components/form/field-rules.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { type FormSchema, useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { showAlert } from '../../../components/page-dialogs.tsx';
import { encodeUserId } from '../../../lib/user-id-param.ts';

/** The words of the password fields and the button, as the page's i18n object holds them. */
type Words = Record<
  'password' | 'passwordConfirm' | 'rule' | 'confirmHint' | 'submit' | 'submitting',
  string
>;

type Props<S extends FormSchema> = {
  /** The contract's schema of the body (with `password` and `passwordConfirm`) and the values it opens with. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  lead: string;
  words: Words;
  /** The fields before the password: whose account it is (the login id, and the name when it is chosen here). */
  children: ReactNode;
  /** The API call; answers what to tell the admin and the login id the login page then opens with. */
  submit: (values: z.output<S>) => Promise<{ message: string; loginId: string }>;
  /** The link stopped working while the form was open (410): the page says so instead of the form. */
  onSpent: (message: string) => void;
};

/**
 * The form of a page opened from a one-time link that sets an admin's password (the first admin's sign-up, a new
 * admin's set-password page): the account's fields, the password twice, then the login with the id filled in.
 */
export function PasswordSetupForm<S extends FormSchema>({
  schema,
  defaultValues,
  lead,
  words,
  children,
  submit,
  onSpent,
}: Props<S>) {
  const navigate = useNavigate();
  const form = useSchemaForm(schema, { defaultValues });
  const send = async (values: z.output<S>) => {
    try {
      const { message, loginId } = await submit(values);
      await showAlert(message);
      await navigate(`/adminlogin?${new URLSearchParams({ userId: encodeUserId(loginId) })}`, {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) onSpent(error.message);
      else await alertApiError(error);
    }
  };
  return (
    <SchemaForm form={form} onValid={send} variant="admin">
      <p className="admin-card-lead">{lead}</p>
      {children}
      <TextField
        name="password"
        label={words.password}
        type="password"
        autoComplete="new-password"
        hint={words.rule}
      />
      <TextField
        name="passwordConfirm"
        label={words.passwordConfirm}
        type="password"
        autoComplete="new-password"
        hint={words.confirmHint}
        // The confirmation repeats the password: the same limit.
        maxLength={maxLengthOf(schema, 'password')}
      />
      <SubmitButton label={words.submit} announce={words.submitting} className="button admin-card-submit" />
    </SchemaForm>
  );
}
