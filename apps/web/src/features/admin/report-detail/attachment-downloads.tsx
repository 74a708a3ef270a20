import { type AdminAttachFileView, adminApi } from '@audit/contracts';
import { apiDownload } from '../../../api/client.ts';
import { AttachmentDownload } from '../../../components/attachment-download.tsx';
import { reportDetailText, attachmentCleaningText as text } from '../../../i18n/admin-reports.ts';
import './attachment-downloads.css';

/**
 * The report's attachment for the admin (issue 13): the copy without hidden metadata by default, the original as a
 * second download that the server logs as such. While the copy is being made the download waits for it (the server
 * answers once it is made, or says to try again); a file that is not cleaned is said to be so, and its download is
 * the original.
 */
export function AttachmentDownloads({ file }: { file: AdminAttachFileView }) {
  const note =
    file.cleaning === 'CLEANED' ? (
      text.cleaned
    ) : file.cleaning === 'PENDING' ? (
      text.pending
    ) : (
      <>
        <strong>{text.notCleaned}</strong>: {text.notCleanedReasons[file.notCleanedReason ?? 'UNREADABLE']}
      </>
    );
  return (
    <div className="attachment-downloads">
      <p>
        <AttachmentDownload
          file={{ clientFilename: file.clientFilename, size: file.cleanedSize ?? file.size }}
          label={reportDetailText.downloadLabel(file.clientFilename)}
          fetchFile={() => apiDownload(adminApi.attachment, { params: { id: file.id } })}
        />
      </p>
      <p className="attachment-downloads-note">{note}</p>
      {file.cleaning !== 'NOT_CLEANED' && (
        <p className="attachment-downloads-original">
          <AttachmentDownload
            file={file}
            text={text.original}
            className="button button-secondary"
            label={text.originalLabel(file.clientFilename)}
            fetchFile={() => apiDownload(adminApi.originalAttachment, { params: { id: file.id } })}
          />
          <span className="attachment-downloads-note">{text.originalHint}</span>
        </p>
      )}
    </div>
  );
}
