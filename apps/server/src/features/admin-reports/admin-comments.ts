import { ADMIN_MESSAGES, type CommentView, ERROR_CODES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import type { AdminAuth } from '../admin-auth/admin-context.ts';
import { CIPHER_CONTEXT } from '../reports/cipher-contexts.ts';
import { textToHtml } from '../reports/report-content.ts';
import { findReportState, insertComment } from '../reports/repository.ts';
import { assertInScope } from './report-detail.ts';
import { findComment, updateCommentContent } from './repository.ts';

function view(auth: AdminAuth, id: number, html: string, createdAt: Date): CommentView {
  return {
    id,
    content: html,
    createdDate: createdAt.toISOString(),
    canUpdateComment: true,
    user: { name: auth.name, role: 'ROLE_ADMIN' },
  };
}

/** The audit office answers on a report of its scope; no new comments once the report is completed. */
export async function addAdminComment(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  content: string,
): Promise<CommentView> {
  await assertInScope(deps, auth, postId);
  const state = await findReportState(deps.db, postId);
  if (state?.status_code === 'COMPLETED')
    throw new AppError(ERROR_CODES.conflict, 409, ADMIN_MESSAGES.commentCompleted);
  const html = textToHtml(content);
  const now = deps.now();
  const row = await deps.db.transaction().execute((trx) =>
    insertComment(trx, {
      postId,
      role: 'ROLE_ADMIN',
      adminUserId: auth.adminUserId,
      contentEnc: deps.cipher.encrypt(html, CIPHER_CONTEXT.comment),
      now,
    }),
  );
  return view(auth, row.id, html, row.created_at);
}

/** An admin edits only their own comments, on reports of their scope. */
export async function editAdminComment(
  deps: AppDeps,
  auth: AdminAuth,
  commentId: number,
  content: string,
): Promise<CommentView> {
  const comment = await findComment(deps.db, commentId);
  if (!comment) throw new AppError(ERROR_CODES.notFound, 404, ADMIN_MESSAGES.notInScope);
  await assertInScope(deps, auth, comment.post_id);
  if (comment.author_role !== 'ROLE_ADMIN' || comment.admin_user_id !== auth.adminUserId) {
    throw new AppError(ERROR_CODES.forbidden, 403, ADMIN_MESSAGES.commentNotOwn);
  }
  const html = textToHtml(content);
  const row = await updateCommentContent(
    deps.db,
    commentId,
    deps.cipher.encrypt(html, CIPHER_CONTEXT.comment),
    deps.now(),
  );
  return view(auth, row.id, html, row.created_at);
}
