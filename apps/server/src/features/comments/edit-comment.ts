import type { CommentView, ReplyKind } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findCommentIn, updateCommentContent } from '../../data/comments.repository.ts';
import { refreshClocks } from '../../data/post-clocks.ts';
import type { AdminAuth } from '../../http/route.ts';
import { textToHtml } from '../../lib/html.ts';
import { authorize } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { currentSettings } from '../settings/settings.ts';
import { commentView } from './comment-view.ts';
import { editOwnText } from './edit-own-text.ts';

/**
 * An admin edits one of its own comments on a report of its scope (edit-own-text.ts: scope, rule, audit), and its
 * kind when one is sent: the legal clocks are recomputed in the same transaction, and the trail keeps the kinds.
 */
export async function editComment(
  deps: AppDeps,
  auth: AdminAuth,
  commentId: number,
  content: string,
  kind?: ReplyKind,
): Promise<CommentView> {
  const clock = kind === undefined ? null : await currentSettings(deps);
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
      update: async (db, id, contentEnc, now) => {
        const row = await updateCommentContent(db, id, contentEnc, now, kind);
        if (clock) await refreshClocks(db, row.post_id, clock);
        return row;
      },
      audited: (c) => ({ kind: c.kind }),
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
