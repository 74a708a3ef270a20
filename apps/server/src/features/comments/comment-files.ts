import type { AdminAttachFileView, CommentView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { insertAttachment, listCommentFileMeta } from '../../data/attachments.repository.ts';
import type { Db } from '../../db/types.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { type AcceptedFile, acceptAttachment } from '../attachments/attachment-types.ts';
import { isCleanable } from '../attachments/cleaning/cleanable-types.ts';
import { cleaningView } from '../attachments/cleaning-view.ts';
import type { CommentFile, CommentFiles } from './comment-upload.ts';

type CommentFileView = CommentView['files'][number];

/** A comment's file that may be kept: clean name and content type by its format, and its upload. */
export type AcceptedCommentFile = AcceptedFile & { file: CommentFile };

/**
 * Checks each file's type by name and content like the report's attachment (415 with the report form's message for
 * the first refused one); writes nothing.
 */
export function acceptCommentFiles(upload: CommentFiles | null): AcceptedCommentFile[] {
  return (upload?.files ?? []).map((file) => ({ ...acceptAttachment(file), file }));
}

/**
 * Writes a comment's files inside the comment's transaction (after its row: the files refer to it), each as it was
 * encrypted on arrival, to be cleaned by the background cleaner after the commit like the report's file.
 */
export async function insertCommentFiles(
  deps: AppDeps,
  trx: Db,
  c: { postId: number; commentId: number; files: AcceptedCommentFile[]; now: Date },
): Promise<CommentFileView[]> {
  const views: CommentFileView[] = [];
  for (const [i, { file, filename, contentType }] of c.files.entries()) {
    const id = file.stored.attachmentId;
    await insertAttachment(trx, {
      id,
      postId: c.postId,
      commentId: c.commentId,
      filenameEnc: deps.cipher.encrypt(filename, BIND.filename(c.postId, id, c.commentId)),
      contentType,
      size: file.size,
      dataEnc: file.stored.slices,
      cleaning: isCleanable(contentType) ? 'PENDING' : 'UNSUPPORTED',
      // Each a millisecond after the one before: files list by time (ids are random), in the order they came.
      now: new Date(c.now.getTime() + i),
    });
    views.push({ id, clientFilename: filename, size: file.size });
  }
  return views;
}

/** The files of a report's comments by comment id, names decrypted, with their cleaning (the admin's view). */
export async function commentFilesOfReport(
  deps: AppDeps,
  postId: number,
): Promise<Map<number, AdminAttachFileView[]>> {
  const byComment = new Map<number, AdminAttachFileView[]>();
  for (const f of await listCommentFileMeta(deps.db, postId)) {
    const view = {
      id: f.id,
      clientFilename: deps.cipher.decryptText(f.filename_enc, BIND.filename(postId, f.id, f.comment_id)),
      size: f.size_bytes,
      ...cleaningView(f),
    };
    byComment.set(f.comment_id, [...(byComment.get(f.comment_id) ?? []), view]);
  }
  return byComment;
}

/** A comment's file as the reporter sees it: name and size (how the office's copy was cleaned is the office's). */
export const reporterFileView = ({ id, clientFilename, size }: CommentFileView): CommentFileView => ({
  id,
  clientFilename,
  size,
});
