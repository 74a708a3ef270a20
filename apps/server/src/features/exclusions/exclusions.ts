import type { ExclusionsView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { replaceExclusions } from '../../data/report-exclusions.repository.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';
import { authorize, authorizeEach } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import {
  auditedAdmins,
  type ReportAdmins,
  reportAdmins,
  reportRole,
  reportTargets,
} from '../handlers/report-admins.ts';

/**
 * The report (of the caller's scope: 404 otherwise) and its admins, for a caller who may set its exclusions (403
 * otherwise: the report's handlers and holders of the admin-account menu).
 */
async function allowedReport(db: Db, auth: AdminAuth, postId: number): Promise<ReportAdmins> {
  const r = await reportAdmins(db, auth, postId);
  authorize(reportPolicies.setExclusions, await reportRole(db, auth, postId), r.post);
  return r;
}

function exclusionsView(auth: AdminAuth, r: ReportAdmins): ExclusionsView {
  const handlers = new Set(r.assignees.map((a) => a.adminUserId));
  return {
    exclusions: r.exclusions.map((x) => ({
      adminUserId: x.admin_user_id,
      name: x.name,
      groupName: x.group_name,
      excludedBy: { name: x.excluded_by_name ?? '' },
      createdDate: x.created_at.toISOString(),
    })),
    candidates: r.seeing.filter((a) => a.adminUserId !== auth.adminUserId && !handlers.has(a.adminUserId)),
  };
}

/** A report's exclusions and who may be excluded (for those who may set them). */
export async function viewExclusions(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
): Promise<ExclusionsView> {
  return exclusionsView(auth, await allowedReport(deps.db, auth, postId));
}

/**
 * Makes `adminUserIds` the admins excluded from the report (conflict of interest): from then on the report does not
 * exist for them (the scope's base query leaves it out). The caller cannot exclude itself (nor, being excluded,
 * undo it: it no longer finds the report), nor a handler (to be released first). The exclusion and who set it go
 * to the audit trail in the same transaction.
 */
export async function setExclusions(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  adminUserIds: number[],
): Promise<ExclusionsView> {
  return auditedChange(deps, auth, async ({ trx, now, audit }) => {
    const before = await allowedReport(trx, auth, postId);
    const targets = reportTargets(before, adminUserIds);
    for (const rule of [
      reportPolicies.excludeNotSelf,
      reportPolicies.excludeNotHandler,
      reportPolicies.excludeCandidate,
    ])
      authorizeEach(rule, auth, targets);
    const change = await replaceExclusions(trx, postId, adminUserIds, auth.adminUserId, now);
    const after = await reportAdmins(trx, auth, postId);
    const view = exclusionsView(auth, after);
    if (change.added.length > 0 || change.removed.length > 0)
      await audit('SET_EXCLUSIONS', 'post', postId, auditedAdmins(exclusionsView(auth, before).exclusions), {
        ...auditedAdmins(view.exclusions),
        added: change.added,
        removed: change.removed,
      });
    return view;
  });
}
