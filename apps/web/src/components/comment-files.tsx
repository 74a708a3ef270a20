import { COMMENT_FILE_LIMITS, COMMENT_FILE_MESSAGES, type CommentView } from '@audit/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { commentFilesText as text } from '../i18n/comment-files.ts';
import { ACCEPTED_FILES, fileRefusal } from '../lib/attachment-types.ts';
import { formatBytes } from '../lib/bytes.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Field, fieldId } from './form/field.tsx';
import { useFormSettings } from './form/form-settings.ts';
import { showAlert } from './page-dialogs.tsx';

// Issue 31: files with a comment or a reply, on both sides. The field is the browser's own file input, named as the
// server reads it, so the reporter's plain form posts it without JavaScript; with it, a file the server would refuse
// (type, size, one too many) is refused when picked, and the files chosen are listed.

/** The name of the files' field, as the server reads it. */
export const COMMENT_FILES_FIELD = 'files';

export type CommentFile = CommentView['files'][number];

type FieldProps = {
  /** The server's message about the files of a refused form (the reporter's page without JavaScript). */
  error?: string;
  /** The files chosen (the admin's form keeps them); an empty list empties the input (after a comment is sent). */
  files?: readonly File[];
  onChange?: (files: File[]) => void;
  disabled?: boolean;
};

/** The files of a new comment: up to COMMENT_FILE_LIMITS.perComment, each checked as it is picked. */
export function CommentFilesField({ error, files, onChange, disabled }: FieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const enhanced = useHydrated();
  const { variant } = useFormSettings();
  // The reporter's plain form keeps its files in the input alone; the list below follows it.
  const [picked, setPicked] = useState<File[]>([]);
  const chosen = files ?? picked;
  const choose = (next: File[]) => {
    setPicked(next);
    onChange?.(next);
  };
  const empty = chosen.length === 0;
  useEffect(() => {
    if (empty && inputRef.current) inputRef.current.value = '';
  }, [empty]);
  return (
    <Field
      id={fieldId(COMMENT_FILES_FIELD)}
      label={text.label}
      hint={`${text.hint} ${text.cleaning[variant]}`}
      optional
      error={error}
      messageLines={2}
    >
      {(control) => (
        <>
          <input
            {...control}
            ref={inputRef}
            type="file"
            name={COMMENT_FILES_FIELD}
            multiple
            accept={ACCEPTED_FILES}
            disabled={disabled}
            onChange={(event) => {
              const next = [...(event.currentTarget.files ?? [])];
              const refusal =
                next.length > COMMENT_FILE_LIMITS.perComment
                  ? COMMENT_FILE_MESSAGES.tooMany
                  : next.map(fileRefusal).find(Boolean);
              if (refusal) {
                event.currentTarget.value = '';
                choose([]);
                void showAlert(refusal);
                return;
              }
              choose(next);
            }}
          />
          {enhanced && chosen.length > 0 && (
            <div className="comment-files-chosen">
              <p className="comment-files-chosen-label">{text.chosen}</p>
              <CommentFileList
                files={chosen.map((f, id) => ({ id, clientFilename: f.name, size: f.size }))}
              />
            </div>
          )}
        </>
      )}
    </Field>
  );
}

/** A comment's files, each as `renderFile` shows it (a link, a download button), by default its name and size. */
export function CommentFileList({
  files,
  renderFile,
}: {
  files: readonly CommentFile[];
  renderFile?: (file: CommentFile) => ReactNode;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="comment-files" aria-label={text.listLabel}>
      {files.map((file) => (
        <li key={file.id}>
          {renderFile ? (
            renderFile(file)
          ) : (
            <>
              <span className="attachment-name">{file.clientFilename}</span>{' '}
              <span className="attachment-size">({formatBytes(file.size)})</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
