import { ATTACHMENT_CLEANING_PENDING, COMMENT_FILE_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findCommentFileIn } from '../../data/attachments.repository.ts';
import { commentAuthorRole } from '../../data/comments.repository.ts';
import { scopedPostIds } from '../../data/posts.repository.ts';
import type { AdminAuth, ReporterAuth } from '../../http/route.ts';
import type { FileDownload } from '../../http/send-file.ts';
import { AppError, reportNotFound } from '../../lib/app-error.ts';
import { type AdminFileChoice, checkReporterMayOpen, sendStoredFile } from './download-attachment.ts';

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
  const admin = 'adminUserId' in caller;
  if (!admin) await checkReporterMayOpen(deps, caller);
  const found = await findCommentFileIn(deps.db, scopedPostIds(deps.db, caller.scope), id);
  if (!found) throw admin ? reportNotFound() : new AppError('NOT_FOUND', COMMENT_FILE_MESSAGES.notFound);
  const byOffice = (await commentAuthorRole(deps.db, found.comment_id)) === 'ROLE_ADMIN';
  return sendStoredFile(deps, caller, found, {
    cleanedWanted: admin ? choice === 'default' : byOffice,
    choice,
    pending: admin ? ATTACHMENT_CLEANING_PENDING : COMMENT_FILE_MESSAGES.cleaningPending,
    what: `comment ${found.comment_id} file ${found.id}`,
  });
}
