import { ATTACHMENT_EXTENSIONS, REPORT_LIMITS, REPORT_MESSAGES } from '@audit/contracts';
import { useId, useRef } from 'react';
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
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {text.label}
        <span className="field-optional"> {reportFormText.optional}</span>
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {text.hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        className="field-input field-file"
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
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
    </div>
  );
}
