import type { PostStatusCode } from '@audit/contracts';
import { type RawBuilder, sql } from 'kysely';
import { compiledOnce } from './compiled-query.ts';
import type { Db, Trx } from '../db/types.ts';

// Owner of the `post_status_changes` table: each status a report was given and when (who is in the audit trail),
// written in the transaction of the change; the reporter's timeline reads it.

export async function insertStatusChange(
  trx: Trx,
  c: { postId: number; status: PostStatusCode; now: Date },
): Promise<void> {
  await trx
    .insertInto('post_status_changes')
    .values({ post_id: c.postId, status_code: c.status, changed_at: c.now })
    .execute();
}

const changesQuery = compiledOnce((db, p: { postId: number }) =>
  db
    .selectFrom('post_status_changes')
    .select(['status_code', 'changed_at'])
    .where('post_id', '=', p.postId)
    .orderBy('changed_at')
    .orderBy('id'),
);

/** A report's status changes, oldest first (every view of a report; compiled once). */
export function listStatusChanges(db: Db, postId: number) {
  return changesQuery(db, { postId });
}
export type StatusChangeRow = Awaited<ReturnType<typeof listStatusChanges>>[number];

/**
 * When the report `postId` (a reference to posts.id of the enclosing statement) first left WAITING: a correlated
 * subquery for post-clocks.ts (the acknowledgement).
 */
export function firstAcknowledgingChangeAt(postId: RawBuilder<unknown>) {
  return sql<Date | null>`(select min(c.changed_at) from post_status_changes c
    where c.post_id = ${postId} and c.status_code <> 'WAITING')`;
}
