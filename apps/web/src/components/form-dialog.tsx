import { SYSADMIN_MESSAGES } from '@audit/contracts';
import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { sysadminText } from '../i18n/sysadmin.ts';
import { Dialog } from './dialog.tsx';
import { type InvalidMessage, SchemaForm } from './form/schema-form.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { type FormSchema, useSchemaForm } from './form/use-schema-form.ts';
import { showAlert } from './page-dialogs.tsx';

/**
 * Spec section 5: a missing required value is answered with "Please enter required values"; otherwise the first
 * invalid field's own message (그룹을 선택해주세요., a format rule).
 */
const requiredFirst: InvalidMessage = (messages) =>
  messages.includes(SYSADMIN_MESSAGES.required)
    ? SYSADMIN_MESSAGES.required
    : (messages[0] ?? SYSADMIN_MESSAGES.required);

type Props<S extends FormSchema, T> = {
  title: string;
  /** The contract's schema the form is resolved by, and the values its fields open with. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The API call of a valid submit; a failed call is alerted (spec section 8) and the modal stays open. */
  submit: (values: z.output<S>) => Promise<T>;
  /**
   * Once the call succeeded: the modal first says "Saved" (spec section 8), then this runs with the call's answer
   * (close, refresh the lists). Without it the call itself goes on (a confirmation that opens the next step).
   */
  onSaved?: (answer: T) => void;
  onClose: () => void;
  /** The submit button's label; 저장 unless given. */
  submitLabel?: string;
  /** The form's fields, under the note on required fields. */
  children: ReactNode;
};

/**
 * The modal form of the system-admin screens (a record's create or update, a confirmation): the fields, then 저장
 * and 취소. Each screen gives only its fields, its contract schema and its API call.
 */
export function FormDialog<S extends FormSchema, T>({
  title,
  schema,
  defaultValues,
  submit,
  onSaved,
  onClose,
  submitLabel,
  children,
}: Props<S, T>) {
  const text = sysadminText.form;
  const form = useSchemaForm(schema, { defaultValues });
  const send = async (values: z.output<S>) => {
    const answer = await submit(values);
    if (!onSaved) return;
    await showAlert(SYSADMIN_MESSAGES.saved);
    onSaved(answer);
  };
  return (
    <Dialog open title={title} onClose={onClose} className="sysadmin-dialog">
      <SchemaForm
        form={form}
        onValid={send}
        invalidMessage={requiredFirst}
        variant="admin"
        className="sysadmin-form"
      >
        <p className="admin-hint">{text.requiredNote}</p>
        {children}
        <div className="button-row sysadmin-dialog-actions">
          <SubmitButton label={submitLabel ?? text.save} announce={text.saving} />
          <button type="button" className="button button-secondary" onClick={onClose}>
            {text.cancel}
          </button>
        </div>
      </SchemaForm>
    </Dialog>
  );
}
