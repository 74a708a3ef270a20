import { type ReactNode, useEffect } from 'react';
import type { DefaultValues, FieldPath } from 'react-hook-form';
import type { z } from 'zod/mini';
import { formatDateTime } from '../../lib/dates.ts';
import { askConfirm, showAlert } from '../page-dialogs.tsx';
import { SchemaForm } from './schema-form.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';
import { type FormSchema, useSchemaForm } from './use-schema-form.ts';

/** The words of an editable text's controls, as the screen's i18n object holds them. */
export type EditorWords = { edit: string; editLabel: string; save: string; cancel: string };

type Props<S extends FormSchema> = {
  /** The contract's schema of the edit and the values it opens with (the text as it stands). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The text field being edited (its label is for screen readers: the text stands where it was shown). */
  name: FieldPath<z.input<S>>;
  words: EditorWords & { confirmEdit: string };
  /** The API call that saves the text, once the admin confirmed; a failed call is alerted and the editor stays. */
  save: (values: z.output<S>) => Promise<unknown>;
  /** Said once saved (the contract's message). */
  savedMessage: string;
  /** The editor is done: saved (`true`, so the list is reloaded) or cancelled. */
  onDone: (changed: boolean) => Promise<void>;
  className: string;
  /** More fields of the edit, under the text (a reply's kind). */
  children?: ReactNode;
};

/**
 * An admin's text (a comment, a note) edited in place: its text box, focused on opening, with 저장 and 취소 (off
 * while saving). Saving validates with the contract schema like every form, asks for a confirmation, then saves and
 * says so.
 */
export function InlineTextEditor<S extends FormSchema>({
  schema,
  defaultValues,
  name,
  words,
  ...props
}: Props<S>) {
  const form = useSchemaForm(schema, { defaultValues });
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;
  // The admin just pressed 수정: the text is where they continue.
  useEffect(() => setFocus(name), [setFocus, name]);
  const save = async (values: z.output<S>) => {
    if (!(await askConfirm(words.confirmEdit))) return;
    await props.save(values);
    await showAlert(props.savedMessage);
    await props.onDone(true);
  };
  return (
    <SchemaForm form={form} onValid={save} variant="admin" className={props.className}>
      <TextField name={name} label={words.editLabel} labelHidden multiline />
      {props.children}
      <div className="button-row">
        <SubmitButton label={words.save} className="button button-secondary button-small" />
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={busy}
          onClick={() => void props.onDone(false)}
        >
          {words.cancel}
        </button>
      </div>
    </SchemaForm>
  );
}

/** The 수정 button that opens an InlineTextEditor, named for screen readers by the text's date (`createdDate`). */
export function EditButton({
  words,
  createdDate,
  onClick,
}: {
  words: EditorWords;
  createdDate: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      aria-label={`${words.editLabel}: ${formatDateTime(createdDate)}`}
      onClick={onClick}
    >
      {words.edit}
    </button>
  );
}
