import { ATTACHMENT_EXTENSIONS, REPORT_LIMITS, REPORT_MESSAGES } from '@audit/contracts';
import { useEffect, useRef } from 'react';
import { Field } from '../../../components/form/field.tsx';
import { reportFormText } from '../../../i18n/report-form.ts';
import { formatBytes } from '../../../lib/bytes.ts';

const text = reportFormText.attachment;

// The formats the server accepts (it checks the content too); this only narrows the file picker.
const ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

type Props = { file: File | null; onChange: (file: File | null) => void; disabled?: boolean };

/**
 * The one optional attachment. The browser's file input stays the control (a keyboard opens it, a screen reader
 * names it by the field's label) but is invisible over a button that says 파일 선택 in Korean, so none of the
 * browser's own words ("Choose File", "선택된 파일 없음") show, and the chosen file's name is shown once, with its
 * size and a 삭제 button that asks first. A file over 10 MB is refused here, before anything is sent (the server
 * refuses it as well).
 */
export function AttachmentField({ file, onChange, disabled }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);

  // A file taken away by the form (새로 작성) leaves the input empty too.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  };

  return (
    <Field label={text.label} hint={`${text.hint} ${text.cleaning}`} optional>
      {(control) => (
        <>
          <div className="file-picker">
            <input
              {...control}
              ref={inputRef}
              type="file"
              className="file-picker-input"
              accept={ACCEPT}
              disabled={disabled}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                if (!chosen) return;
                if (chosen.size > REPORT_LIMITS.attachmentBytes) {
                  window.alert(REPORT_MESSAGES.fileTooLarge);
                  clear();
                  return;
                }
                onChange(chosen);
              }}
            />
            <span className="button button-secondary file-picker-button" aria-hidden="true">
              {file ? text.change : text.choose}
            </span>
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
                onClick={() => {
                  if (window.confirm(REPORT_MESSAGES.confirmDeleteFile)) clear();
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
