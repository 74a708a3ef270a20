import { type CommentView, ERROR_CODES, INFORMANT_MESSAGES, type MyPostView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { CIPHER_CONTEXT } from '../reports/cipher-contexts.ts';
import { textToHtml } from '../reports/report-content.ts';
import { reportView } from '../reports/report-view.ts';
import { isClosedForReporter } from '../reports/reporter-window.ts';
import { findAttachment, findReport, findReportState, insertComment } from '../reports/repository.ts';

const closed = () => new AppError(ERROR_CODES.forbidden, 403, INFORMANT_MESSAGES.closed);

/** The reporter's own report, comments and attachment list; the reporter's identity is never sent back. */
export async function viewMyReport(deps: AppDeps, postId: number): Promise<MyPostView> {
  const { db, cipher } = deps;
  const report = await findReport(db, postId);
  if (!report) throw notFound();
  if (isClosedForReporter(report.status_code, report.completed_at, deps.now())) throw closed();
  return reportView(db, cipher, report, { kind: 'reporter' });
}

export type AttachmentDownload = { filename: string; contentType: string; data: Buffer };

export async function downloadMyAttachment(deps: AppDeps, postId: number): Promise<AttachmentDownload> {
  const state = await findReportState(deps.db, postId);
  if (!state) throw notFound();
  if (isClosedForReporter(state.status_code, state.completed_at, deps.now())) throw closed();
  const file = await findAttachment(deps.db, postId);
  if (!file) throw notFound(INFORMANT_MESSAGES.noAttachment);
  return {
    filename: deps.cipher.decryptText(file.filename_enc, CIPHER_CONTEXT.filename),
    contentType: file.content_type,
    data: deps.cipher.decrypt(file.data_enc, CIPHER_CONTEXT.fileData),
  };
}

/** A reporter's comment on their own report; refused once the report is completed. */
export async function addReporterComment(
  deps: AppDeps,
  sessionPostId: number,
  requestedPostId: number,
  content: string,
): Promise<CommentView> {
  // Someone else's report looks exactly like a report that does not exist.
  if (requestedPostId !== sessionPostId) throw notFound();
  const state = await findReportState(deps.db, sessionPostId);
  if (!state) throw notFound();
  if (state.status_code === 'COMPLETED') {
    throw new AppError(ERROR_CODES.conflict, 409, INFORMANT_MESSAGES.commentCompleted);
  }
  const now = deps.now();
  const html = textToHtml(content);
  const row = await deps.db.transaction().execute((trx) =>
    insertComment(trx, {
      postId: sessionPostId,
      role: 'ROLE_USER',
      adminUserId: null,
      contentEnc: deps.cipher.encrypt(html, CIPHER_CONTEXT.comment),
      now,
    }),
  );
  return {
    id: row.id,
    content: html,
    createdDate: row.created_at.toISOString(),
    canUpdateComment: false,
    user: { name: '제보자', role: 'ROLE_USER' },
  };
}
