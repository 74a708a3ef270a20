import { ATTACHMENT_CLEANING_PENDING, NO_ATTACHMENT_TEXT } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { recordAccess } from '../../data/access-logs.repository.ts';
import {
  findAttachmentIn,
  findCleaningState,
  readAttachmentBytes,
} from '../../data/attachments.repository.ts';
import { scopedPostIds } from '../../data/posts.repository.ts';
import { findReportState } from '../../data/report-reads.ts';
import type { AdminAuth, ReporterAuth } from '../../http/route.ts';
import type { FileDownload } from '../../http/send-file.ts';
import { AppError, reportNotFound } from '../../lib/app-error.ts';
import { authorize } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { openReceipt } from '../../security/access-grant.ts';
import { BIND } from '../../security/cipher-bindings.ts';

/** How long an admin's download waits for a file being cleaned by this instance's cleaner (a few seconds, usually). */
const WAIT_FOR_CLEANING_MS = 10_000;

/**
 * The state of an attachment being cleaned once this instance's cleaner is done with it, or PENDING after
 * WAIT_FOR_CLEANING_MS (or at once where no cleaner runs: tests, commands).
 */
export async function afterCleaning(deps: AppDeps, id: number) {
  const wake = deps.wakeAttachmentCleaner;
  if (!wake) return undefined;
  wake();
  for (const until = Date.now() + WAIT_FOR_CLEANING_MS; Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const state = await findCleaningState(deps.db, id);
    if (state?.cleaning !== 'PENDING') return state;
  }
  return undefined;
}

/**
 * Which file an admin asks for: `default`, the copy without hidden metadata when there is one (the original when
 * the file is not cleaned; refused while it is being cleaned); `original`, the file as the reporter sent it.
 */
export type AdminFileChoice = 'default' | 'original';

/** A stored file as a download finds it (without its bytes): the report's attachment, or a comment's file. */
type StoredFile = NonNullable<Awaited<ReturnType<typeof findAttachmentIn>>>;

/** A reporter downloads only while its report is open to it (one month after completion: 403). */
export async function checkReporterMayOpen(deps: AppDeps, caller: ReporterAuth): Promise<void> {
  const post = await findReportState(deps.db, caller.scope, caller.scope.postId);
  if (!post) throw reportNotFound();
  authorize(reportPolicies.openAsReporter, null, {
    status: post.status_code,
    completedAt: post.completed_at,
    now: deps.now(),
  });
}

/**
 * A stored file of the caller's scope, decrypted: its cleaned copy when `cleanedWanted` (waited for while it is
 * being cleaned, then refused with `pending`; the original when the file is not cleaned), else the original. An
 * admin's download is written to the personal-data access log first, naming the file (`what`) and which of them was
 * sent.
 */
export async function sendStoredFile(
  deps: AppDeps,
  caller: ReporterAuth | AdminAuth,
  found: StoredFile,
  o: { cleanedWanted: boolean; choice: AdminFileChoice; pending: string; what: string },
): Promise<FileDownload> {
  const { db, cipher } = deps;
  let file = found;
  if (o.cleanedWanted && file.cleaning === 'PENDING') {
    const state = await afterCleaning(deps, file.id);
    if (!state) throw new AppError('CONFLICT', o.pending);
    file = { ...file, ...state };
  }
  const cleaned = o.cleanedWanted && file.cleaning === 'CLEANED' && file.has_cleaned_copy;
  if ('adminUserId' in caller) {
    const sent =
      o.choice === 'original'
        ? 'original'
        : file.cleaning === 'CLEANED'
          ? 'cleaned copy'
          : 'original, not cleaned';
    const post = await findReportState(db, caller.scope, file.post_id);
    await recordAccess(db, cipher, {
      adminUserId: caller.adminUserId,
      loginId: caller.loginId,
      ip: caller.ip,
      action: o.choice === 'original' ? 'DOWNLOAD_ORIGINAL_ATTACHMENT' : 'DOWNLOAD_ATTACHMENT',
      postId: file.post_id,
      ...(post ? { receiptNumber: openReceipt(cipher, post.id, post.receipt_enc) } : {}),
      detail: `${o.what} (${sent})`,
      now: deps.now(),
    });
  }
  const data = await readAttachmentBytes(db, file.id, cleaned ? 'cleaned' : 'original');
  if (!data) throw reportNotFound();
  const ids = [file.post_id, file.id, file.comment_id] as const;
  return {
    filename: cipher.decryptText(file.filename_enc, BIND.filename(...ids)),
    contentType: file.content_type,
    data: cipher.decrypt(data, (cleaned ? BIND.cleanFileData : BIND.fileData)(...ids)),
  };
}

/**
 * The attachment of a report of the caller's scope, decrypted. A reporter gets the file of its own report as it was
 * sent (as long as the report is open to it). An admin names the attachment and gets its cleaned copy, or the
 * original when asked for it or when the file is not cleaned; the download is written to the personal-data access
 * log, saying which of them was sent, before the bytes are.
 */
export async function downloadAttachment(
  deps: AppDeps,
  caller: ReporterAuth | AdminAuth,
  attachmentId?: number,
  choice: AdminFileChoice = 'default',
): Promise<FileDownload> {
  if (!('adminUserId' in caller)) await checkReporterMayOpen(deps, caller);
  const found = await findAttachmentIn(deps.db, scopedPostIds(deps.db, caller.scope), attachmentId);
  if (!found)
    throw caller.scope.kind === 'reporter' ? new AppError('NOT_FOUND', NO_ATTACHMENT_TEXT) : reportNotFound();
  return sendStoredFile(deps, caller, found, {
    cleanedWanted: 'adminUserId' in caller && choice === 'default',
    choice,
    pending: ATTACHMENT_CLEANING_PENDING,
    what: `attachment ${found.id}`,
  });
}
