import { sql } from 'kysely';
import { replacePostAdmins } from './post-admin-set.ts';
import type { Db, IdQuery } from '../db/types.ts';
import { adminsWithGroup } from './admin-users.repository.ts';

// Owner of the `report_assignees` table: the handlers (담당자) of a report, admins of a group mapped to its
// company. Notifications read `assigneeIds` to choose a report's mail recipients.

/** A report's handlers with their names and groups, in the order they were assigned. */
export function listAssignees(db: Db, postId: number) {
  return db
    .selectFrom('report_assignees as r')
    .innerJoin(adminsWithGroup(db).as('a'), 'a.id', 'r.admin_user_id')
    .select(['r.admin_user_id', 'a.name', 'a.group_name', 'r.assigned_at'])
    .where('r.post_id', '=', postId)
    .orderBy('r.assigned_at')
    .orderBy('r.admin_user_id')
    .execute();
}

/** Ids of a report's handlers (to filter by, or to choose whom to tell). */
export function assigneeIds(db: Db, postId: number) {
  return db.selectFrom('report_assignees').select('admin_user_id').where('post_id', '=', postId);
}

/** Ids of the reports an admin handles: the list's `assignee=me`. */
export function assignedPostIds(db: Db, adminUserId: number): IdQuery {
  return db.selectFrom('report_assignees').select('post_id').where('admin_user_id', '=', adminUserId);
}

export async function isAssignee(db: Db, postId: number, adminUserId: number): Promise<boolean> {
  const row = await assigneeIds(db, postId).where('admin_user_id', '=', adminUserId).executeTakeFirst();
  return row !== undefined;
}

/** Makes `adminUserIds` the report's handlers (those kept keep their assignment time). */
export function replaceAssignees(db: Db, postId: number, adminUserIds: number[], now: Date) {
  const rows = adminUserIds.map((id) => ({ admin_user_id: id, assigned_at: now }));
  return replacePostAdmins(db, 'report_assignees', postId, rows);
}

/** The number of handlers of the report `p` of the outer query (a correlated subquery). */
export const assigneeCount = () =>
  sql<number>`(select count(*) from report_assignees r where r.post_id = p.id)`;
