import type { ReplyKind } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { insertComment, reserveCommentId } from '../../data/comments.repository.ts';
import { recordReply } from '../../data/post-clocks.ts';
import { countNewComment } from '../../data/posts.repository.ts';
import type { Trx } from '../../db/types.ts';
import { BIND } from '../../security/cipher-bindings.ts';

/**
 * Writes a comment (its HTML encrypted for its row) and keeps the report's counters, and for the audit office's reply
 * its last-reply time, in step, in `trx`: a comment of the thread, or the result message a completion sends. The
 * caller moves the legal clocks when the kind meets one (post-clocks.ts, refreshClocks).
 */
export async function writeComment(
  deps: Pick<AppDeps, 'cipher'>,
  trx: Trx,
  c: { id?: number; postId: number; adminUserId: number | null; kind: ReplyKind; html: string; now: Date },
) {
  // A comment whose files were encrypted first comes with the id they were bound to.
  const id = c.id ?? (await reserveCommentId(trx));
  const row = await insertComment(trx, {
    id,
    postId: c.postId,
    role: c.adminUserId === null ? 'ROLE_USER' : 'ROLE_ADMIN',
    adminUserId: c.adminUserId,
    contentEnc: deps.cipher.encrypt(c.html, BIND.comment(c.postId, id)),
    kind: c.adminUserId === null ? 'PLAIN' : c.kind,
    now: c.now,
  });
  await countNewComment(trx, c.postId, c.now);
  if (c.adminUserId !== null) await recordReply(trx, c.postId, c.now);
  return row;
}
