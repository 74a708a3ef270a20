import { type AdminAttachFileView, type AdminPostDetail, adminApi, type CommentView } from '@audit/contracts';
import type { ReactNode } from 'react';
import { apiDownload } from '../../../api/client.ts';
import { AttachmentDownload } from '../../../components/attachment-download.tsx';
import type { CommentFile } from '../../../components/comment-files.tsx';
import { commentFilesText as text } from '../../../i18n/comment-files.ts';

/**
 * How the admin detail shows a file of a comment (issue 31), for the comment thread's `renderFile`: a download of
 * the copy without hidden metadata (the original when the file is not cleaned; while it is being cleaned the server
 * waits for it or says to try again), a short note of its cleaning, and the original as a second download, logged
 * as such (like the report's attachment, attachment-downloads.tsx).
 */
export function commentFileDownloads(post: AdminPostDetail): (file: CommentFile) => ReactNode {
  const byId = new Map(post.comments.flatMap((c) => c.files).map((f) => [f.id, f]));
  return (file) => {
    const admin = byId.get(file.id);
    return admin ? <CommentFileDownloads file={admin} /> : null;
  };
}

function CommentFileDownloads({ file }: { file: AdminAttachFileView }) {
  const params = { params: { id: file.id } };
  return (
    <span className="comment-file-downloads">
      <AttachmentDownload
        file={{ clientFilename: file.clientFilename, size: file.cleanedSize ?? file.size }}
        label={text.downloadLabel(file.clientFilename)}
        fetchFile={() => apiDownload(adminApi.commentFile, params)}
      />
      <span className="comment-file-state">{text.cleaningState[file.cleaning]}</span>
      {file.cleaning !== 'NOT_CLEANED' && (
        <AttachmentDownload
          file={file}
          text={text.original}
          className="button button-secondary button-small"
          label={text.originalLabel(file.clientFilename)}
          fetchFile={() => apiDownload(adminApi.originalCommentFile, params)}
        />
      )}
    </span>
  );
}

/** A new comment as the admin's API call sends it: JSON without files, multipart/form-data with them. */
export function commentPayload(
  body: Pick<CommentView, 'content'> & { postId?: number; kind?: CommentView['kind'] },
  files: readonly File[],
): typeof body | FormData {
  if (files.length === 0) return body;
  const form = new FormData();
  form.append('content', body.content);
  if (body.postId !== undefined) form.append('postId', String(body.postId));
  if (body.kind !== undefined) form.append('kind', body.kind);
  for (const file of files) form.append('files', file, file.name);
  return form;
}
