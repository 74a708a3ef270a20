import { type CommentView, kindChangeAllowed, REPLY_KIND_MESSAGES, type ReplyKind } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findCommentIn, updateCommentContent } from '../../data/comments.repository.ts';
import { refreshClocks } from '../../data/post-clocks.ts';
import { findReportState } from '../../data/report-reads.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError, reportNotFound } from '../../lib/app-error.ts';
import { textToHtml } from '../../lib/html.ts';
import { authorize } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { currentSettings } from '../settings/settings.ts';
import { commentView } from './comment-view.ts';
import { editOwnText } from './edit-own-text.ts';

/**
 * A reply's kind changes only where the clocks stay honest: never on a completed report (a relabelled old reply
 * would meet a missed clock), never straight between the two clock kinds (kindChangeAllowed).
 */
async function refuseKindChange(
  db: Db,
  auth: AdminAuth,
  current: { post_id: number; kind: ReplyKind },
  kind: ReplyKind,
) {
  if (!kindChangeAllowed(current.kind, kind))
    throw new AppError('VALIDATION_FAILED', REPLY_KIND_MESSAGES.swapKind);
  const post = await findReportState(db, auth.scope, current.post_id);
  if (!post) throw reportNotFound();
  if (post.status_code === 'COMPLETED') throw new AppError('CONFLICT', REPLY_KIND_MESSAGES.completedKind);
}

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
      update: async (db, id, contentEnc, now, current) => {
        if (kind !== undefined && kind !== current.kind) await refuseKindChange(db, auth, current, kind);
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
