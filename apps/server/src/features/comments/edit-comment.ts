import { COMMENT_MESSAGES, type CommentView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../../data/audit-trail.repository.ts';
import { findCommentIn, updateCommentContent } from '../../data/comments.repository.ts';
import { scopedPostIds } from '../../data/posts.repository.ts';
import { reportNotFound } from '../../data/report-scope.ts';
import { AppError } from '../../http/app-error.ts';
import type { AdminAuth } from '../../http/route.ts';
import { textToHtml } from '../../lib/html.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { sealedTextChange } from '../audit/sealed-text-change.ts';
import { commentView } from './comment-view.ts';

/**
 * An admin edits one of its own comments on a report of its scope. The audit trail keeps the text before and
 * after, encrypted as the comment itself is, for the comment's row (the trail is read by system admins, who need
 * not see reports; the text is read back, when it must be, with the comment's binding).
 */
export async function editComment(
  deps: AppDeps,
  auth: AdminAuth,
  commentId: number,
  content: string,
): Promise<CommentView> {
  const html = textToHtml(content);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const comment = await findCommentIn(trx, commentId, scopedPostIds(trx, auth.scope));
    if (!comment) throw reportNotFound();
    if (comment.author_role !== 'ROLE_ADMIN' || comment.admin_user_id !== auth.adminUserId) {
      throw new AppError('FORBIDDEN', COMMENT_MESSAGES.notOwn);
    }
    const contentEnc = deps.cipher.encrypt(html, BIND.comment(comment.post_id, commentId));
    const row = await updateCommentContent(trx, commentId, contentEnc, now);
    await writeAudit(trx, deps.cipher, auth, {
      action: 'UPDATE_COMMENT',
      entity: 'comment',
      entityId: commentId,
      ...sealedTextChange(comment.post_id, comment.content_enc, contentEnc),
      now,
    });
    return commentView(
      { ...row, author_role: 'ROLE_ADMIN', admin_user_id: auth.adminUserId, admin_name: auth.name },
      html,
      auth.scope,
    );
  });
}
