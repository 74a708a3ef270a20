import { NO_ATTACHMENT_TEXT } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { AdminAuth, ReporterAuth } from '../../http/route.ts';
import type { FileDownload } from '../../http/send-file.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { recordAccess } from '../audit/access-logs.repository.ts';
import { findReportState, scopedPostIds } from '../reports/posts.repository.ts';
import { reportNotFound } from '../reports/report-scope.ts';
import { isClosedForReporter, reportClosed } from '../reports/reporter-window.ts';
import { findAttachmentIn } from './attachments.repository.ts';

/**
 * The attachment of a report of the caller's scope, decrypted. A reporter gets the file of its own report (as
 * long as the report is open to it); an admin names the attachment, and the download is written to the
 * personal-data access log before the bytes are sent.
 */
export async function downloadAttachment(
  deps: AppDeps,
  caller: ReporterAuth | AdminAuth,
  attachmentId?: number,
): Promise<FileDownload> {
  const { db, cipher } = deps;
  const now = deps.now();
  if (caller.scope.kind === 'reporter') {
    const post = await findReportState(db, caller.scope, caller.scope.postId);
    if (!post) throw reportNotFound();
    if (isClosedForReporter(post.status_code, post.completed_at, now)) throw reportClosed();
  }
  const file = await findAttachmentIn(db, scopedPostIds(db, caller.scope), attachmentId);
  if (!file)
    throw caller.scope.kind === 'reporter' ? new AppError('NOT_FOUND', NO_ATTACHMENT_TEXT) : reportNotFound();
  if ('adminUserId' in caller) {
    const post = await findReportState(db, caller.scope, file.post_id);
    await recordAccess(db, cipher, {
      adminUserId: caller.adminUserId,
      loginId: caller.loginId,
      ip: caller.ip,
      action: 'DOWNLOAD_ATTACHMENT',
      postId: file.post_id,
      ...(post ? { receiptNumber: post.receipt_number } : {}),
      detail: `attachment ${file.id}`,
      now,
    });
  }
  return {
    filename: cipher.decryptText(file.filename_enc, BIND.filename(file.post_id, file.id)),
    contentType: file.content_type,
    data: cipher.decrypt(file.data_enc, BIND.fileData(file.post_id, file.id)),
  };
}
