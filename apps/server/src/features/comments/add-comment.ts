import { COMMENT_MESSAGES, type CommentView, type ReplyKind } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { refreshClocks } from '../../data/post-clocks.ts';
import { findReportState } from '../../data/report-reads.ts';
import type { AdminAuth, ReporterAuth } from '../../http/route.ts';
import { AppError, reportNotFound } from '../../lib/app-error.ts';
import { textToHtml } from '../../lib/html.ts';
import { queueCommentNotice } from '../mail/comment-notices.ts';
import { currentSettings } from '../settings/settings.ts';
import { acceptCommentFiles, insertCommentFiles } from './comment-files.ts';
import type { CommentFiles } from './comment-upload.ts';
import { commentView } from './comment-view.ts';
import { writeComment } from './write-comment.ts';

/**
 * A comment by the reporter or the audit office on a report of the caller's scope; refused once the report is
 * completed. The comment and the report's counters are written together, with the files that came with it (issue
 * 31: `upload`, encrypted for the comment id drawn for them; each of an allowed type, or nothing is written). The
 * audit office's reply has a `kind` (a reporter's comment is always PLAIN).
 */
export async function addComment(
  deps: AppDeps,
  author: ReporterAuth | AdminAuth,
  postId: number,
  content: string,
  replyKind: ReplyKind = 'PLAIN',
  upload: CommentFiles | null = null,
): Promise<CommentView> {
  const { scope } = author;
  const post = await findReportState(deps.db, scope, postId);
  if (!post) throw reportNotFound();
  if (post.status_code === 'COMPLETED') throw new AppError('CONFLICT', COMMENT_MESSAGES.completed);
  const accepted = acceptCommentFiles(upload);
  const html = textToHtml(content);
  const now = deps.now();
  const admin = 'adminUserId' in author ? { id: author.adminUserId, name: author.name } : null;
  const kind = admin ? replyKind : 'PLAIN';
  // A reply marked 접수 확인 or 처리 결과 회신 moves the legal clocks; a plain one meets none.
  const clock = kind === 'PLAIN' ? null : await currentSettings(deps);
  let files: CommentView['files'] = [];
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await writeComment(deps, trx, {
      id: upload?.commentId,
      postId,
      adminUserId: admin?.id ?? null,
      kind,
      html,
      now,
    });
    if (upload)
      files = await insertCommentFiles(deps, trx, { postId, commentId: inserted.id, files: accepted, now });
    if (clock) await refreshClocks(trx, postId, clock);
    // The audit office's own replies are no news to it: only the reporter's comments are announced, at most once a
    // window per recipient.
    if (!admin) await queueCommentNotice(deps, trx, { postId, companyTypeId: post.company_type_id, now });
    return inserted;
  });
  // The files wait for the cleaner, like the report's own (features/attachments/clean-attachments.ts).
  if (files.length > 0) deps.wakeAttachmentCleaner?.();
  return commentView(
    {
      ...row,
      author_role: admin ? 'ROLE_ADMIN' : 'ROLE_USER',
      admin_user_id: admin?.id ?? null,
      admin_name: admin?.name ?? null,
      kind,
    },
    html,
    scope,
    files,
  );
}
