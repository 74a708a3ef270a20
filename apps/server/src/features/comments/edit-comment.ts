import type { CommentView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findCommentIn, updateCommentContent } from '../../data/comments.repository.ts';
import { scopedPostIds } from '../../data/posts.repository.ts';
import { reportNotFound } from '../../http/app-error.ts';
import type { AdminAuth } from '../../http/route.ts';
import { textToHtml } from '../../lib/html.ts';
import { authorize } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { auditedChange } from '../audit/audited-change.ts';
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
  return auditedChange(deps, auth, async ({ trx, audit }) => {
    const comment = await findCommentIn(trx, commentId, scopedPostIds(trx, auth.scope));
    if (!comment) throw reportNotFound();
    authorize(reportPolicies.editComment, auth, {
      authorRole: comment.author_role,
      adminUserId: comment.admin_user_id,
    });
    const contentEnc = deps.cipher.encrypt(html, BIND.comment(comment.post_id, commentId));
    const row = await updateCommentContent(trx, commentId, contentEnc, now);
    await audit(
      'UPDATE_COMMENT',
      'comment',
      commentId,
      ...sealedTextChange(comment.post_id, comment.content_enc, contentEnc),
    );
    return commentView(
      { ...row, author_role: 'ROLE_ADMIN', admin_user_id: auth.adminUserId, admin_name: auth.name },
      html,
      auth.scope,
    );
  });
}
