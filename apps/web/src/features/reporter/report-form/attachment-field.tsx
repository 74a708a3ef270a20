import { ATTACHMENT_EXTENSIONS, REPORT_LIMITS, REPORT_MESSAGES } from '@audit/contracts';
import { useRef } from 'react';
import { Field } from '../../../components/form/field.tsx';
import { reportFormText } from '../../../i18n/report-form.ts';
import { formatBytes } from '../../../lib/bytes.ts';

const text = reportFormText.attachment;

// The formats the server accepts (it checks the content too); this only narrows the file picker.
const ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

type Props = { file: File | null; onChange: (file: File | null) => void; disabled?: boolean };

/**
 * The one optional attachment. A file over 10 MB is refused here, before anything is sent (the server
 * refuses it as well); the chosen file's name is shown with a 삭제 button that asks first.
 */
export function AttachmentField({ file, onChange, disabled }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Field label={text.label} hint={text.hint} optional>
      {(control) => (
        <>
          <input
            {...control}
            ref={inputRef}
            type="file"
            className={`${control.className} field-file`}
            accept={ACCEPT}
            disabled={disabled}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (!chosen) return;
              if (chosen.size > REPORT_LIMITS.attachmentBytes) {
                window.alert(REPORT_MESSAGES.fileTooLarge);
                clearInput();
                onChange(null);
                return;
              }
              onChange(chosen);
            }}
          />
          {file && (
            <div className="attachment-chosen">
              <p>
                <span className="attachment-chosen-label">{text.chosen}: </span>
                <span className="attachment-name">{file.name}</span> ({formatBytes(file.size)})
              </p>
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={text.removeLabel(file.name)}
                disabled={disabled}
                onClick={() => {
                  if (!window.confirm(REPORT_MESSAGES.confirmDeleteFile)) return;
                  clearInput();
                  onChange(null);
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
