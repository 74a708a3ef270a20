import type { CommentView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findCommentIn, updateCommentContent } from '../../data/comments.repository.ts';
import type { AdminAuth } from '../../http/route.ts';
import { textToHtml } from '../../lib/html.ts';
import { authorize } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { commentView } from './comment-view.ts';
import { editOwnText } from './edit-own-text.ts';

/** An admin edits one of its own comments on a report of its scope (edit-own-text.ts: scope, rule, audit). */
export function editComment(
  deps: AppDeps,
  auth: AdminAuth,
  commentId: number,
  content: string,
): Promise<CommentView> {
  return editOwnText(
    deps,
    auth,
    {
      entity: 'comment',
      action: 'UPDATE_COMMENT',
      find: findCommentIn,
      authorize: (a, c) =>
        authorize(reportPolicies.editComment, a, { authorRole: c.author_role, adminUserId: c.admin_user_id }),
      stored: textToHtml,
      binding: BIND.comment,
      update: updateCommentContent,
      view: (row, html, a) =>
        commentView(
          { ...row, author_role: 'ROLE_ADMIN', admin_user_id: a.adminUserId, admin_name: a.name },
          html,
          a.scope,
        ),
    },
    commentId,
    content,
  );
}
