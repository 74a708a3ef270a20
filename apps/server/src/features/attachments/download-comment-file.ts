import { ATTACHMENT_CLEANING_PENDING, COMMENT_FILE_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { recordAccess } from '../../data/access-logs.repository.ts';
import { findCommentFileIn, readAttachmentBytes } from '../../data/attachments.repository.ts';
import { scopedPostIds } from '../../data/posts.repository.ts';
import { findReportState } from '../../data/report-reads.ts';
import type { AdminAuth, ReporterAuth } from '../../http/route.ts';
import type { FileDownload } from '../../http/send-file.ts';
import { AppError, reportNotFound } from '../../lib/app-error.ts';
import { authorize } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { openReceipt } from '../../security/access-grant.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { type AdminFileChoice, afterCleaning } from './download-attachment.ts';

/**
 * A file of a comment on a report of the caller's scope (issue 31), decrypted; outside the scope it is not found,
 * the same answer whether it exists or not. A reporter (as long as the report is open to it) gets its own files as
 * it sent them and the audit office's files as cleaned copies (a form made in the office may name who made it). An
 * admin gets the cleaned copy by default, the original when it asks for it or when the file is not cleaned, and the
 * download is written to the personal-data access log first, like the report's attachment (download-attachment.ts).
 */
export async function downloadCommentFile(
  deps: AppDeps,
  caller: ReporterAuth | AdminAuth,
  id: number,
  choice: AdminFileChoice = 'default',
): Promise<FileDownload> {
  const { db, cipher } = deps;
  const now = deps.now();
  const admin = 'adminUserId' in caller;
  if (!admin) {
    const post = await findReportState(db, caller.scope, caller.scope.postId);
    if (!post) throw reportNotFound();
    authorize(reportPolicies.openAsReporter, null, {
      status: post.status_code,
      completedAt: post.completed_at,
      now,
    });
  }
  const found = await findCommentFileIn(db, scopedPostIds(db, caller.scope), id);
  if (!found) throw admin ? reportNotFound() : new AppError('NOT_FOUND', COMMENT_FILE_MESSAGES.notFound);
  const wantsCleaned = admin ? choice === 'default' : found.author_role === 'ROLE_ADMIN';
  let file = found;
  if (wantsCleaned && file.cleaning === 'PENDING') {
    const state = await afterCleaning(deps, file.id);
    if (!state)
      throw new AppError(
        'CONFLICT',
        admin ? ATTACHMENT_CLEANING_PENDING : COMMENT_FILE_MESSAGES.cleaningPending,
      );
    file = { ...file, ...state };
  }
  const cleaned = wantsCleaned && file.cleaning === 'CLEANED' && file.has_cleaned_copy;
  if (admin) {
    const sent =
      choice === 'original'
        ? 'original'
        : file.cleaning === 'CLEANED'
          ? 'cleaned copy'
          : 'original, not cleaned';
    const post = await findReportState(db, caller.scope, file.post_id);
    await recordAccess(db, cipher, {
      adminUserId: caller.adminUserId,
      loginId: caller.loginId,
      ip: caller.ip,
      action: choice === 'original' ? 'DOWNLOAD_ORIGINAL_ATTACHMENT' : 'DOWNLOAD_ATTACHMENT',
      postId: file.post_id,
      ...(post ? { receiptNumber: openReceipt(cipher, post.id, post.receipt_enc) } : {}),
      detail: `comment ${file.comment_id} file ${file.id} (${sent})`,
      now,
    });
  }
  const data = await readAttachmentBytes(db, file.id, cleaned ? 'cleaned' : 'original');
  if (!data) throw admin ? reportNotFound() : new AppError('NOT_FOUND', COMMENT_FILE_MESSAGES.notFound);
  const binding = cleaned ? BIND.cleanFileData : BIND.fileData;
  return {
    filename: cipher.decryptText(file.filename_enc, BIND.filename(file.post_id, file.id, file.comment_id)),
    contentType: file.content_type,
    data: cipher.decrypt(data, binding(file.post_id, file.id, file.comment_id)),
  };
}
