import { informantApi } from '@audit/contracts';
import { useState } from 'react';
import { ApiError, apiDownload } from '../../../api/client.ts';
import { commonText } from '../../../i18n/common.ts';
import { inquiryText as text } from '../../../i18n/inquiry.ts';
import { formatBytes } from '../../../lib/bytes.ts';

type Props = { file: { clientFilename: string; size: number } };

/**
 * The attachment: fetched with the reporter's token (a plain link cannot carry it), then saved through a
 * temporary blob URL under its original name.
 */
export function AttachmentDownload({ file }: Props) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const blob = await apiDownload(informantApi.attachment);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.clientFilename;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the URL goes away.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      window.alert(error instanceof ApiError ? error.message : commonText.errors.unknown);
    } finally {
      setBusy(false);
    }
  };

  return (
    <p className="attachment-download">
      <button
        type="button"
        className="link-button"
        aria-label={text.downloadLabel(file.clientFilename)}
        disabled={busy}
        onClick={() => void download()}
      >
        {file.clientFilename}
      </button>{' '}
      <span className="attachment-size">({formatBytes(file.size)})</span>
    </p>
  );
}
