import type { AssigneesView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { replaceAssignees } from '../../data/report-assignees.repository.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';
import { authorizeEach } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import {
  auditedAdmins,
  type ReportAdmins,
  reportAdmins,
  reportRole,
  reportTargets,
} from './report-admins.ts';

async function assigneesView(
  db: Db,
  auth: AdminAuth,
  postId: number,
  r: ReportAdmins,
): Promise<AssigneesView> {
  return {
    assignees: r.assignees,
    candidates: r.handlerCandidates,
    canSetExclusions: reportPolicies.setExclusions.allows(await reportRole(db, auth, postId), null),
  };
}

/** A report's handlers and who may be chosen (any admin of the report's scope may see and set them). */
export async function viewAssignees(deps: AppDeps, auth: AdminAuth, postId: number): Promise<AssigneesView> {
  return assigneesView(deps.db, auth, postId, await reportAdmins(deps.db, auth, postId));
}

/**
 * Makes `adminUserIds` the report's handlers. A new one must be able to see the report (a usable admin of a group
 * mapped to its company) and not be excluded from it; one already set may stay (an account disabled since). The
 * audit row (who set which handlers, before and after) is written in the same transaction.
 */
export async function setAssignees(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  adminUserIds: number[],
): Promise<AssigneesView> {
  return auditedChange(deps, auth, async ({ trx, now, audit }) => {
    const before = await reportAdmins(trx, auth, postId);
    const targets = reportTargets(before, adminUserIds);
    for (const rule of [reportPolicies.handlerNotExcluded, reportPolicies.handlerCandidate])
      authorizeEach(rule, auth, targets);
    const change = await replaceAssignees(trx, postId, adminUserIds, now);
    const after = await reportAdmins(trx, auth, postId);
    if (change.added.length > 0 || change.removed.length > 0)
      await audit(
        'SET_ASSIGNEES',
        'post',
        postId,
        auditedAdmins(before.assignees),
        auditedAdmins(after.assignees),
      );
    return assigneesView(trx, auth, postId, after);
  });
}
