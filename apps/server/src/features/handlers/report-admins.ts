import type { ReportAdminView } from '@audit/contracts';
import { listEnabledAdminsIn } from '../../data/admin-users.repository.ts';
import { groupIdsOfCompany } from '../../data/company-type-maps.repository.ts';
import { groupHoldsMenu } from '../../data/group-menus.repository.ts';
import { enabledMenuIdsByKey } from '../../data/menus.repository.ts';
import { findReportState } from '../../data/posts.repository.ts';
import { isAssignee, listAssignees } from '../../data/report-assignees.repository.ts';
import { listExclusions } from '../../data/report-exclusions.repository.ts';
import { reportNotFound } from '../../data/report-scope.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';

// What the handler and exclusion rules read about a report: who may see it, who handles it, who is excluded.

const view = (r: { admin_user_id?: number; id?: number; name: string; group_name: string }) => ({
  adminUserId: Number(r.admin_user_id ?? r.id),
  name: r.name,
  groupName: r.group_name,
});

/**
 * A report of the caller's scope (404 otherwise, as for one that does not exist) with the admins who may see it:
 * usable admins of usable groups mapped to its company (`seeing`, excluded ones among them), its handlers and its
 * exclusions.
 */
export async function reportAdmins(db: Db, auth: AdminAuth, postId: number) {
  const post = await findReportState(db, auth.scope, postId);
  if (!post) throw reportNotFound();
  const [seeing, assignees, exclusions] = await Promise.all([
    listEnabledAdminsIn(db, groupIdsOfCompany(db, post.company_type_id)),
    listAssignees(db, postId),
    listExclusions(db, postId),
  ]);
  const excludedIds = new Set(exclusions.map((x) => x.admin_user_id));
  return {
    post,
    seeing: seeing.map(view),
    assignees: assignees.map(view),
    exclusions,
    excludedIds,
    /** Who may be made a handler: those who may see it and are not excluded from it. */
    handlerCandidates: seeing.filter((a) => !excludedIds.has(a.id)).map(view),
  };
}
export type ReportAdmins = Awaited<ReturnType<typeof reportAdmins>>;

/** The menu whose holders, beside a report's handlers, may set its exclusions: admin accounts. */
const EXCLUSION_MENU = 'ADMIN_ACCOUNTS';

/** Whether the caller may set a report's exclusions: one of its handlers, or a holder of the admin-account menu. */
export async function maySetExclusions(db: Db, auth: AdminAuth, postId: number): Promise<boolean> {
  return (
    (await isAssignee(db, postId, auth.adminUserId)) ||
    (await groupHoldsMenu(db, auth.groupId, enabledMenuIdsByKey(db, EXCLUSION_MENU)))
  );
}

/**
 * How an audit row records a set of admins: names with their group for the person reading the trail, ids for
 * precision (a name may change or repeat).
 */
export function auditedAdmins(admins: ReportAdminView[]) {
  return {
    names: admins.map((a) => `${a.name} (${a.groupName})`).join(', '),
    adminUserIds: admins.map((a) => a.adminUserId),
  };
}

/** The ids of `wanted` not among `kept` (already set) nor `allowed`: what may not be added. */
export function notAllowed(wanted: number[], kept: number[], allowed: ReportAdminView[]): number[] {
  const ok = new Set([...kept, ...allowed.map((a) => a.adminUserId)]);
  return wanted.filter((id) => !ok.has(id));
}
