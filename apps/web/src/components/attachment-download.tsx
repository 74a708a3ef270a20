import { useState } from 'react';
import { alertApiError } from '../api/alert-api-error.ts';
import { formatBytes } from '../lib/bytes.ts';
import { saveFile } from '../lib/save-file.ts';

type Props = {
  file: { clientFilename: string; size: number };
  /** The button's accessible name. */
  label: string;
  /** Fetches the file with the side's token (a plain link cannot carry it). */
  fetchFile: () => Promise<{ blob: Blob; filename: string | null }>;
  /** What the button says instead of the file name and size (e.g. a second download of the same file). */
  text?: string;
  /** The button's class (a link by default). */
  className?: string;
};

/** A report's attachment: its name as a button that saves the file (under the server's name, else its own). */
export function AttachmentDownload({
  file,
  label,
  fetchFile,
  text,
  className = 'link-button attachment-link',
}: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchFile();
      saveFile(blob, filename ?? file.clientFilename);
    } catch (error) {
      alertApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void download()}
      >
        {text ?? (
          <>
            <span className="icon icon-paperclip" aria-hidden="true" />
            <span className="attachment-link-name">{file.clientFilename}</span>
          </>
        )}
      </button>
      {text === undefined && (
        <>
          {' '}
          <span className="attachment-size">({formatBytes(file.size)})</span>
        </>
      )}
    </>
  );
}
