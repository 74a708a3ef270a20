import type { ReportAdminView } from '@audit/contracts';
import { listEnabledAdminsIn } from '../../data/admin-users.repository.ts';
import { groupIdsOfCompany } from '../../data/companies.repository.ts';
import { groupHoldsMenu } from '../../data/group-menus.repository.ts';
import { enabledMenuIdsByKey } from '../../data/menus.repository.ts';
import { findReportState } from '../../data/posts.repository.ts';
import { isAssignee, listAssignees } from '../../data/report-assignees.repository.ts';
import { listExclusions } from '../../data/report-exclusions.repository.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';
import { reportNotFound } from '../../lib/app-error.ts';
import type { ReportRole, ReportTarget } from '../../policies/report-policies.ts';

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

/** What the caller holds toward a report, as the report policies read it. */
export async function reportRole(db: Db, auth: AdminAuth, postId: number): Promise<ReportRole> {
  return {
    adminUserId: auth.adminUserId,
    isHandler: await isAssignee(db, postId, auth.adminUserId),
    holdsAdminAccounts: await groupHoldsMenu(db, auth.groupId, enabledMenuIdsByKey(db, EXCLUSION_MENU)),
  };
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

/** The admins a change names, as the report stands before it (what the handler and exclusion rules read). */
export function reportTargets(r: ReportAdmins, adminUserIds: number[]): ReportTarget[] {
  const seeing = new Set(r.seeing.map((a) => a.adminUserId));
  const handlers = new Set(r.assignees.map((a) => a.adminUserId));
  return adminUserIds.map((id) => ({
    adminUserId: id,
    sees: seeing.has(id),
    handler: handlers.has(id),
    excluded: r.excludedIds.has(id),
  }));
}
