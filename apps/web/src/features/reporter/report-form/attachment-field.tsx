import { REPORT_MESSAGES } from '@audit/contracts';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, fieldId, useFieldError } from '../../../components/form/field.tsx';
import { askConfirm, showAlert } from '../../../components/page-dialogs.tsx';
import { reportFormText } from '../../../i18n/report-form.ts';
import { ACCEPTED_FILES, fileRefusal } from '../../../lib/attachment-types.ts';
import { formatBytes } from '../../../lib/bytes.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const text = reportFormText.attachment;

/** The name of the form's file field, as the server reads it. */
export const FILE_FIELD = 'files';

type Props = {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** The server refused the form and did not keep its file: say so, and ask for it again. */
  dropped?: boolean;
};

/**
 * The one optional attachment. Without JavaScript it is the browser's own file input, posted with the form. With it,
 * the input stays the control (a keyboard opens it, a screen reader names it by the field's label) but lies invisible
 * over a button that says 파일 선택 in Korean, the chosen file's name is shown once with its size and a 삭제 button
 * that asks first, and a file over 10 MB or of a type the server refuses is refused when picked (the server refuses
 * both as well). Next to the field: a refused form does not keep its file.
 */
export function AttachmentField({ file, onChange, disabled, dropped }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const enhanced = useHydrated();
  // The server's message about the file (too large, wrong type), from the refused form or its JSON answer, beside
  // the field; then that the refused form's file was not kept, until another is chosen.
  const { clearErrors } = useFormContext();
  const serverError = useFieldError(FILE_FIELD);
  const error = [serverError, dropped && !file ? text.dropped : null].filter(Boolean).join(' ') || undefined;

  // A file taken away by the form (새로 작성) leaves the input empty too.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    clearErrors(FILE_FIELD);
    onChange(null);
  };

  const hint = `${text.hint} ${text.cleaning} ${text.notKept}`;
  return (
    <Field id={fieldId(FILE_FIELD)} label={text.label} hint={hint} optional error={error}>
      {(control) => (
        <>
          <div className={enhanced ? 'file-picker' : 'file-picker-plain'}>
            <input
              {...control}
              ref={inputRef}
              type="file"
              name={FILE_FIELD}
              className={enhanced ? 'file-picker-input' : 'field-input'}
              accept={ACCEPTED_FILES}
              disabled={disabled}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                if (!chosen) return;
                const refusal = fileRefusal(chosen);
                if (refusal) {
                  clear();
                  void showAlert(refusal);
                  return;
                }
                clearErrors(FILE_FIELD);
                onChange(chosen);
              }}
            />
            {enhanced && (
              <span className="button button-secondary file-picker-button" aria-hidden="true">
                {file ? text.change : text.choose}
              </span>
            )}
          </div>
          {file && (
            <div className="attachment-chosen">
              <p>
                <span className="attachment-chosen-label">{text.chosen}: </span>
                <span className="attachment-name">{file.name}</span>{' '}
                <span className="attachment-size">({formatBytes(file.size)})</span>
              </p>
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={text.removeLabel(file.name)}
                disabled={disabled}
                onClick={async () => {
                  if (await askConfirm(REPORT_MESSAGES.confirmDeleteFile)) clear();
                }}
              >
                {text.remove}
              </button>
            </div>
          )}
        </>
      )}
    </Field>
  );
}
