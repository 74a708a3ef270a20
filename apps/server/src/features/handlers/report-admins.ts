import type { ReportAdminView } from '@audit/contracts';
import { listEnabledAdminsIn } from '../../data/admin-users.repository.ts';
import { groupIdsOfCompany } from '../../data/companies.repository.ts';
import { findOverseen } from '../../data/overseen-reports.ts';
import { groupOversees, oversightGroupIdsOf } from '../../data/oversight-scope.ts';
import { isAssignee, listAssignees } from '../../data/report-assignees.repository.ts';
import { listExclusions } from '../../data/report-exclusions.repository.ts';
import { findReportState } from '../../data/report-reads.ts';
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

/** A report as the handler and exclusion rules read it: its id and company. */
type ReportRef = { id: number; company_type_id: number };

/**
 * The admins of a report: who of its company's teams may see it (usable admins of usable groups mapped to its
 * company, `seeing`, excluded ones among them), its handlers, its exclusions in force and asked for, and the admins
 * of its oversight (who can never be excluded).
 */
async function adminsOf<P extends ReportRef>(db: Db, post: P) {
  const [seeing, assignees, rows, oversight] = await Promise.all([
    listEnabledAdminsIn(db, groupIdsOfCompany(db, post.company_type_id)),
    listAssignees(db, post.id),
    listExclusions(db, post.id),
    // Usable ones: a disabled account acts on nothing (and the oversight's screen ignores exclusions anyway).
    listEnabledAdminsIn(db, oversightGroupIdsOf(db, post.company_type_id)),
  ]);
  const exclusions = rows.filter((x) => x.decided_at !== null);
  const excludedIds = new Set(exclusions.map((x) => x.admin_user_id));
  const oversightIds = new Set(oversight.map((a) => a.id));
  return {
    post,
    seeing: seeing.map(view),
    assignees: assignees.map(view),
    exclusions,
    requests: rows.filter((x) => x.decided_at === null),
    excludedIds,
    oversightIds,
    /** Who may be made a handler: those who may see it and are not excluded from it. */
    handlerCandidates: seeing.filter((a) => !excludedIds.has(a.id)).map(view),
  };
}

/** A report of the caller's scope (404 otherwise, as for one that does not exist) with its admins (adminsOf). */
export async function reportAdmins(db: Db, auth: AdminAuth, postId: number) {
  const post = await findReportState(db, auth.scope, postId);
  if (!post) throw reportNotFound();
  return adminsOf(db, { ...post, id: Number(post.id) });
}
/** A report's admins (adminsOf), found through either scope. */
export type ReportAdmins = Awaited<ReturnType<typeof adminsOf<ReportRef>>>;

/**
 * A report the caller's group oversees (404 otherwise), whatever its handlers and exclusions, with its admins
 * (adminsOf) and the oversight's own columns.
 */
export async function overseenAdmins(db: Db, auth: AdminAuth, postId: number) {
  const post = await findOverseen(db, auth.groupId, postId);
  if (!post) throw reportNotFound();
  return adminsOf(db, { ...post, id: Number(post.id) });
}
export type OverseenAdmins = Awaited<ReturnType<typeof overseenAdmins>>;

/** What the caller holds toward a report, as the report policies read it. */
export async function reportRole(db: Db, auth: AdminAuth, post: ReportRef): Promise<ReportRole> {
  return {
    adminUserId: auth.adminUserId,
    isHandler: await isAssignee(db, post.id, auth.adminUserId),
    oversees: await groupOversees(db, auth.groupId, post.company_type_id),
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
export function reportTargets(r: Omit<ReportAdmins, 'post'>, adminUserIds: number[]): ReportTarget[] {
  const seeing = new Set(r.seeing.map((a) => a.adminUserId));
  const handlers = new Set(r.assignees.map((a) => a.adminUserId));
  return adminUserIds.map((id) => ({
    adminUserId: id,
    sees: seeing.has(id),
    handler: handlers.has(id),
    excluded: r.excludedIds.has(id),
    oversight: r.oversightIds.has(id),
  }));
}

/** A report's exclusions in force and its pending requests, as the views show them. */
export function exclusionLists(r: Pick<ReportAdmins, 'exclusions' | 'requests'>) {
  return {
    exclusions: r.exclusions.map((x) => ({
      adminUserId: x.admin_user_id,
      name: x.name,
      groupName: x.group_name,
      excludedBy: { name: x.decided_by_name ?? x.excluded_by_name ?? '' },
      createdDate: (x.decided_at ?? x.created_at).toISOString(),
    })),
    requests: r.requests.map((x) => ({
      adminUserId: x.admin_user_id,
      name: x.name,
      groupName: x.group_name,
      requestedBy: { name: x.excluded_by_name ?? '' },
      createdDate: x.created_at.toISOString(),
    })),
  };
}
