import { useEffect } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod/mini';
import { formatDateTime } from '../../lib/dates.ts';
import { SchemaForm } from './schema-form.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';
import type { FormSchema, SchemaFormApi } from './use-schema-form.ts';

/** The words of an editable text's controls, as the screen's i18n object holds them. */
export type EditorWords = { edit: string; editLabel: string; save: string; cancel: string };

type Props<S extends FormSchema> = {
  form: SchemaFormApi<S>;
  /** The text field being edited (its label is for screen readers: the text stands where it was shown). */
  name: FieldPath<z.input<S>>;
  words: EditorWords;
  onSave: (values: z.output<S>) => Promise<void>;
  onCancel: () => void;
  className: string;
};

/**
 * An admin's text (a comment, a note) edited in place: its text box, focused on opening, with 저장 and 취소 (off
 * while saving). Saving validates with the form's contract schema like every form.
 */
export function InlineTextEditor<S extends FormSchema>({ form, name, words, ...props }: Props<S>) {
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;
  // The admin just pressed 수정: the text is where they continue.
  useEffect(() => setFocus(name), [setFocus, name]);
  return (
    <SchemaForm form={form} onValid={props.onSave} variant="admin" className={props.className}>
      <TextField name={name} label={words.editLabel} labelHidden multiline />
      <div className="button-row">
        <SubmitButton label={words.save} className="button button-secondary button-small" />
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={busy}
          onClick={props.onCancel}
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
