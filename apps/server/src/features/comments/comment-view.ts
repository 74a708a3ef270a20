import { COMMENT_AUTHOR_NAMES, type CommentRole, type CommentView, type ReplyKind } from '@audit/contracts';
import type { ReportScope } from '../../data/report-scope.ts';

type CommentMeta = {
  id: number;
  author_role: CommentRole;
  admin_user_id: number | null;
  admin_name: string | null;
  kind: ReplyKind;
  created_at: Date;
};

/**
 * A comment as the viewer sees it, with its kind (reply-kinds.ts). A reporter sees the audit office as one (no staff
 * names) and itself as the reporter; an admin sees who of the office wrote, and may edit its own comments. `files`:
 * those that came with it.
 */
export function commentView(
  row: CommentMeta,
  content: string,
  viewer: ReportScope,
  files: CommentView['files'] = [],
): CommentView {
  const byAdmin = row.author_role === 'ROLE_ADMIN';
  const name = !byAdmin
    ? COMMENT_AUTHOR_NAMES.reporter
    : viewer.kind === 'admin'
      ? (row.admin_name ?? COMMENT_AUTHOR_NAMES.office)
      : COMMENT_AUTHOR_NAMES.office;
  return {
    id: row.id,
    content,
    createdDate: row.created_at.toISOString(),
    canUpdateComment: viewer.kind === 'admin' && byAdmin && row.admin_user_id === viewer.adminUserId,
    user: { name, role: row.author_role },
    // Both sides see what a reply is for (접수 확인, 처리 결과 회신): the reporter is told, the office sees it told.
    kind: row.kind,
    files,
  };
}
