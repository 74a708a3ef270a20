import type { Db } from '../db/types.ts';

/** Tables holding a set of admins per report, keyed by (post_id, admin_user_id): handlers and exclusions. */
type PostAdminTable = 'report_assignees' | 'report_exclusions';

/**
 * Makes `rows` (one per admin) the report's set in `table`, for its owning repository: the others are removed,
 * the new ones added (those kept keep their values: when, and by whom). Answers the admin ids removed and added.
 */
export async function replacePostAdmins(
  db: Db,
  table: PostAdminTable,
  postId: number,
  rows: { admin_user_id: number; [column: string]: unknown }[],
) {
  // Both tables share these columns; Kysely's builder types one table at a time.
  const t = table as 'report_assignees';
  const ids = rows.map((r) => r.admin_user_id);
  let del = db.deleteFrom(t).where('post_id', '=', postId);
  if (ids.length > 0) del = del.where('admin_user_id', 'not in', ids);
  const removed = await del.returning('admin_user_id').execute();
  const added =
    rows.length === 0
      ? []
      : await db
          .insertInto(t)
          .values(rows.map((r) => ({ ...r, post_id: postId }) as { post_id: number; admin_user_id: number }))
          .onConflict((oc) => oc.columns(['post_id', 'admin_user_id']).doNothing())
          .returning('admin_user_id')
          .execute();
  return { removed: removed.map((r) => r.admin_user_id), added: added.map((r) => r.admin_user_id) };
}
