import { type ExpressionBuilder, sql } from 'kysely';
import { replacePostAdmins } from './post-admin-set.ts';
import type { Database, Db, PostsTable } from '../db/types.ts';
import { adminNames, adminsWithGroup } from './admin-users.repository.ts';

// Owner of the `report_exclusions` table: admins kept away from a report for a conflict of interest. The admin
// scope's base query (scopedPosts, reports/posts.repository.ts) leaves out every post excluded for its admin, so
// the report does not exist for that admin anywhere. Only an exclusion its oversight decided is in force (issue 30):
// a row without a decision is a handler's request, which changes nothing until then.

/** The rows in force: decided by the report's oversight. */
const inForce = (db: Db) => db.selectFrom('report_exclusions').where('decided_at', 'is not', null);

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
          .where('x.admin_user_id', '=', adminUserId)
          .where('x.decided_at', 'is not', null),
      ),
    );
}

/** Ids of the posts excluded for an admin (few): the status counters' share to take off. */
export function excludedPostIds(db: Db, adminUserId: number) {
  return inForce(db).select('post_id').where('admin_user_id', '=', adminUserId);
}

/** Ids of the admins excluded from a report (notifications leave them out). */
export function excludedAdminIds(db: Db, postId: number) {
  return inForce(db).select('admin_user_id').where('post_id', '=', postId);
}

/**
 * A report's exclusions, in force or asked for (`decided_at` null), with the excluded admin's name and group and the
 * names of the admin who asked and of the one who decided.
 */
export function listExclusions(db: Db, postId: number) {
  return db
    .selectFrom('report_exclusions as x')
    .innerJoin(adminsWithGroup(db).as('a'), 'a.id', 'x.admin_user_id')
    .leftJoin(adminNames(db).as('b'), 'b.id', 'x.excluded_by')
    .leftJoin(adminNames(db).as('d'), 'd.id', 'x.decided_by')
    .select([
      'x.admin_user_id',
      'a.name',
      'a.group_name',
      'x.excluded_by',
      'b.name as excluded_by_name',
      'x.created_at',
      'd.name as decided_by_name',
      'x.decided_at',
    ])
    .where('x.post_id', '=', postId)
    .orderBy('x.created_at')
    .orderBy('x.admin_user_id')
    .execute();
}

/**
 * The oversight's decision: `adminUserIds` become the report's exclusions in force, decided by `decidedBy`. A request
 * among them is granted (who asked stays recorded); every other row, request or exclusion, is removed. Answers the
 * admin ids removed and added (a granted request counts as added).
 */
export async function decideExclusions(
  db: Db,
  postId: number,
  adminUserIds: number[],
  decidedBy: number,
  now: Date,
) {
  const granted =
    adminUserIds.length === 0
      ? []
      : await db
          .updateTable('report_exclusions')
          .set({ decided_by: decidedBy, decided_at: now })
          .where('post_id', '=', postId)
          .where('admin_user_id', 'in', adminUserIds)
          .where('decided_at', 'is', null)
          .returning('admin_user_id')
          .execute();
  const rows = adminUserIds.map((id) => ({
    admin_user_id: id,
    excluded_by: decidedBy,
    created_at: now,
    decided_by: decidedBy,
    decided_at: now,
  }));
  const change = await replacePostAdmins(db, 'report_exclusions', postId, rows);
  return { removed: change.removed, added: [...granted.map((r) => r.admin_user_id), ...change.added] };
}

/**
 * A handler's requests: `adminUserIds` become the report's pending requests (asked by `requestedBy`); those already
 * in force are left as they are (only the oversight lifts them). Answers the requests removed and added.
 */
export async function replaceExclusionRequests(
  db: Db,
  postId: number,
  adminUserIds: number[],
  requestedBy: number,
  now: Date,
) {
  let del = db.deleteFrom('report_exclusions').where('post_id', '=', postId).where('decided_at', 'is', null);
  if (adminUserIds.length > 0) del = del.where('admin_user_id', 'not in', adminUserIds);
  const removed = await del.returning('admin_user_id').execute();
  const added =
    adminUserIds.length === 0
      ? []
      : await db
          .insertInto('report_exclusions')
          .values(
            adminUserIds.map((id) => ({ post_id: postId, admin_user_id: id, excluded_by: requestedBy, created_at: now })),
          )
          .onConflict((oc) => oc.columns(['post_id', 'admin_user_id']).doNothing())
          .returning('admin_user_id')
          .execute();
  return { removed: removed.map((r) => r.admin_user_id), added: added.map((r) => r.admin_user_id) };
}

/** Ids of the reports with exclusion requests waiting for a decision (report_exclusions_requests_idx). */
export function requestedPostIds(db: Db) {
  return db.selectFrom('report_exclusions').select('post_id').where('decided_at', 'is', null);
}

/** The number of exclusions in force, or of requests, of the report `p` of the outer query (a correlated subquery). */
export const exclusionCount = (which: 'decided' | 'requested') =>
  which === 'decided'
    ? sql<number>`(select count(*) from report_exclusions x where x.post_id = p.id and x.decided_at is not null)`
    : sql<number>`(select count(*) from report_exclusions x where x.post_id = p.id and x.decided_at is null)`;
