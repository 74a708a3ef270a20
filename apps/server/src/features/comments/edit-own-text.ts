import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { scopedPostIds } from '../../data/posts.repository.ts';
import { sealedTextChange } from '../../data/sealed-text-change.ts';
import type { Db, IdQuery } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';
import { reportNotFound } from '../../lib/app-error.ts';
import type { Binding } from '../../security/cipher-bindings.ts';

/** A text an admin wrote on a report, as its table's repository finds it. */
type OwnText = { post_id: number; content_enc: Buffer };

/** What differs between the texts an admin edits (a comment, an internal note): their table, rule and view. */
export type TextKind<Row extends OwnText, Updated, View> = {
  entity: 'comment' | 'note';
  action: 'UPDATE_COMMENT' | 'UPDATE_NOTE';
  find(db: Db, id: number, postIds: IdQuery): Promise<Row | undefined>;
  /** Asks the policy whether `auth` may edit `row` (it throws when not). */
  authorize(auth: AdminAuth, row: Row): void;
  /** The text as stored (a comment keeps its HTML, rendered from the text here). */
  stored(content: string): string;
  binding(postId: number, id: number): Binding;
  /** Writes the new text (`row`: the text as it was, found in the scope). */
  update(db: Db, id: number, contentEnc: Buffer, now: Date, row: Row): Promise<Updated>;
  /** What else of the text the trail keeps before and after (a reply's kind); nothing when absent. */
  audited?(row: Row | Updated): Record<string, unknown>;
  view(updated: Updated, stored: string, auth: AdminAuth): View;
};

/**
 * The one path by which an admin edits its own text on a report of its scope (another admin's: the policy's 403; a
 * text outside the scope: the 404 of a missing report). The audit trail keeps the text before and after, encrypted as
 * the text itself is, for its row (the trail is read by system admins, who need not see reports).
 */
export function editOwnText<Row extends OwnText, Updated, View>(
  deps: AppDeps,
  auth: AdminAuth,
  kind: TextKind<Row, Updated, View>,
  id: number,
  content: string,
): Promise<View> {
  const stored = kind.stored(content);
  return auditedChange(deps, auth, async ({ trx, now, audit }) => {
    const row = await kind.find(trx, id, scopedPostIds(trx, auth.scope));
    if (!row) throw reportNotFound();
    kind.authorize(auth, row);
    const contentEnc = deps.cipher.encrypt(stored, kind.binding(row.post_id, id));
    const updated = await kind.update(trx, id, contentEnc, now, row);
    const [before, after] = sealedTextChange(row.post_id, row.content_enc, contentEnc);
    await audit(
      kind.action,
      kind.entity,
      id,
      { ...before, ...kind.audited?.(row) },
      {
        ...after,
        ...kind.audited?.(updated),
      },
    );
    return kind.view(updated, stored, auth);
  });
}
