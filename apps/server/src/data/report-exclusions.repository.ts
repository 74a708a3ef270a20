import { type ExpressionBuilder, sql } from 'kysely';
import { replacePostAdmins } from './post-admin-set.ts';
import type { Database, Db, PostsTable } from '../db/types.ts';
import { adminNames, adminsWithGroup } from './admin-users.repository.ts';

// Owner of the `report_exclusions` table: admins kept away from a report for a conflict of interest. The admin
// scope's base query (scopedPosts, reports/posts.repository.ts) leaves out every post excluded for its admin, so
// the report does not exist for that admin anywhere.

/**
 * The condition "post `p` is not excluded for this admin", for the scope's base query (`p` is its alias): an anti
 * join on the primary key (post_id, admin_user_id), cheap at any number of reports.
 */
export function notExcludedFor(adminUserId: number) {
  return (eb: ExpressionBuilder<Database & { p: PostsTable }, 'p'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('report_exclusions as x')
          .select(sql.lit(1).as('one'))
          .whereRef('x.post_id', '=', 'p.id')
          .where('x.admin_user_id', '=', adminUserId),
      ),
    );
}

/** Ids of the posts excluded for an admin (few): the status counters' share to take off. */
export function excludedPostIds(db: Db, adminUserId: number) {
  return db.selectFrom('report_exclusions').select('post_id').where('admin_user_id', '=', adminUserId);
}

/** Ids of the admins excluded from a report (notifications leave them out). */
export function excludedAdminIds(db: Db, postId: number) {
  return db.selectFrom('report_exclusions').select('admin_user_id').where('post_id', '=', postId);
}

/** A report's exclusions with the excluded admin's name and group, and the name of the admin who set it. */
export function listExclusions(db: Db, postId: number) {
  return db
    .selectFrom('report_exclusions as x')
    .innerJoin(adminsWithGroup(db).as('a'), 'a.id', 'x.admin_user_id')
    .leftJoin(adminNames(db).as('b'), 'b.id', 'x.excluded_by')
    .select([
      'x.admin_user_id',
      'a.name',
      'a.group_name',
      'x.excluded_by',
      'b.name as excluded_by_name',
      'x.created_at',
    ])
    .where('x.post_id', '=', postId)
    .orderBy('x.created_at')
    .orderBy('x.admin_user_id')
    .execute();
}

/** Makes `adminUserIds` the report's excluded admins, new ones set by `excludedBy` (those kept keep theirs). */
export function replaceExclusions(
  db: Db,
  postId: number,
  adminUserIds: number[],
  excludedBy: number,
  now: Date,
) {
  const rows = adminUserIds.map((id) => ({ admin_user_id: id, excluded_by: excludedBy, created_at: now }));
  return replacePostAdmins(db, 'report_exclusions', postId, rows);
}
