import { commentFileHref } from '@audit/contracts';
import type { CommentFile } from '../../../components/comment-files.tsx';
import { commentFilesText as text } from '../../../i18n/comment-files.ts';
import { formatBytes } from '../../../lib/bytes.ts';

/**
 * A file of a comment on the reporter's page (issue 31): a plain link the server answers with the file, for the
 * session of the page's cookie (the reporter's own files as sent, the audit office's cleaned).
 */
export function CommentFileLink({ file }: { file: CommentFile }) {
  return (
    <>
      <a
        href={commentFileHref(file.id)}
        className="attachment-link"
        download
        aria-label={text.downloadLabel(file.clientFilename)}
      >
        <span className="icon icon-paperclip" aria-hidden="true" />
        <span className="attachment-link-name">{file.clientFilename}</span>
      </a>{' '}
      <span className="attachment-size">({formatBytes(file.size)})</span>
    </>
  );
}
