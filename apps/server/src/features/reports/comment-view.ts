import type { CommentView } from '@audit/contracts';
import type { Cipher } from '../../security/crypto.ts';
import { CIPHER_CONTEXT } from './cipher-contexts.ts';
import type { listComments } from './repository.ts';

type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

/** Labels shown to a reporter: the audit office speaks as one, staff names are not shown to reporters. */
export const REPORTER_VIEW_NAMES = { admin: '감사실', reporter: '제보자' } as const;

export type CommentViewer = { kind: 'reporter' } | { kind: 'admin'; adminUserId: number };

export function toCommentView(cipher: Cipher, row: CommentRow, viewer: CommentViewer): CommentView {
  const isAdmin = row.author_role === 'ROLE_ADMIN';
  const name =
    viewer.kind === 'reporter'
      ? isAdmin
        ? REPORTER_VIEW_NAMES.admin
        : REPORTER_VIEW_NAMES.reporter
      : isAdmin
        ? (row.admin_name ?? REPORTER_VIEW_NAMES.admin)
        : REPORTER_VIEW_NAMES.reporter;
  return {
    id: row.id,
    content: cipher.decryptText(row.content_enc, CIPHER_CONTEXT.comment),
    createdDate: row.created_at.toISOString(),
    canUpdateComment: viewer.kind === 'admin' && isAdmin && row.admin_user_id === viewer.adminUserId,
    user: { name, role: row.author_role },
  };
}
