import type { Db, Trx } from '../db/types.ts';

// Owner of the `due_notices` table: which due-date notices were queued (report, stage, due date), so that each
// goes out once however often the job runs.

export type DueStage = 'SOON' | 'PASSED';

/** The (report, due date) pairs already noticed at `stage`: the job leaves them out. */
export function noticedDueDates(db: Db, stage: DueStage) {
  return db
    .selectFrom('due_notices')
    .select(['post_id', 'due_at'])
    .where('stage', '=', stage)
    .$asTuple('post_id', 'due_at');
}
export type NoticedDueDates = ReturnType<typeof noticedDueDates>;

/** Records a notice in the transaction that queues it; false when it was recorded already. */
export async function recordDueNotice(
  trx: Trx,
  n: { postId: number; stage: DueStage; dueAt: Date; now: Date },
): Promise<boolean> {
  const row = await trx
    .insertInto('due_notices')
    .values({ post_id: n.postId, stage: n.stage, due_at: n.dueAt, created_at: n.now })
    .onConflict((oc) => oc.columns(['post_id', 'stage', 'due_at']).doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return row !== undefined;
}
