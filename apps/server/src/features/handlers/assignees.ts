import type { AssigneesView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { replaceAssignees } from '../../data/report-assignees.repository.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';
import { authorizeEach } from '../../policies/policy.ts';
import { reportPolicies } from '../../policies/report-policies.ts';
import { queueOversightNotice } from '../mail/outbox.ts';
import {
  auditedAdmins,
  type ReportAdmins,
  reportAdmins,
  reportRole,
  reportTargets,
} from './report-admins.ts';

async function assigneesView(db: Db, auth: AdminAuth, r: ReportAdmins): Promise<AssigneesView> {
  return {
    assignees: r.assignees,
    candidates: r.handlerCandidates,
    canRequestExclusions: reportPolicies.requestExclusions.allows(await reportRole(db, auth, r.post), null),
  };
}

/** A report's handlers and who may be chosen (any admin of the report's scope may see and set them). */
export async function viewAssignees(deps: AppDeps, auth: AdminAuth, postId: number): Promise<AssigneesView> {
  return assigneesView(deps.db, auth, await reportAdmins(deps.db, auth, postId));
}

/** How a change of handlers finds its report and its admins: the team's scope, or the oversight's. */
export type FindReportAdmins = (db: Db, auth: AdminAuth, postId: number) => Promise<ReportAdmins>;

/**
 * Makes `adminUserIds` the report's handlers. A new one must be able to see the report (a usable admin of a group
 * mapped to its company) and not be excluded from it; one already set may stay (an account disabled since). The
 * audit row (who set which handlers, before and after) and the notice to the report's oversight, which nobody can
 * silence (issue 30), are written in the same transaction. Answers the report's admins after the change.
 */
export function changeAssignees(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  adminUserIds: number[],
  find: FindReportAdmins,
): Promise<ReportAdmins> {
  return auditedChange(deps, auth, async ({ trx, now, audit }) => {
    const before = await find(trx, auth, postId);
    const targets = reportTargets(before, adminUserIds);
    for (const rule of [reportPolicies.handlerNotExcluded, reportPolicies.handlerCandidate])
      authorizeEach(rule, auth, targets);
    const change = await replaceAssignees(trx, postId, adminUserIds, now);
    const after = await find(trx, auth, postId);
    if (change.added.length > 0 || change.removed.length > 0) {
      await audit(
        'SET_ASSIGNEES',
        'post',
        postId,
        auditedAdmins(before.assignees),
        auditedAdmins(after.assignees),
      );
      await queueOversightNotice(deps, trx, {
        postId,
        companyTypeId: before.post.company_type_id,
        change: 'assignees',
        actor: auth.name,
        now,
      });
    }
    return after;
  });
}

/** Sets the handlers of a report of the caller's scope (changeAssignees). */
export async function setAssignees(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  adminUserIds: number[],
): Promise<AssigneesView> {
  const after = await changeAssignees(deps, auth, postId, adminUserIds, reportAdmins);
  return assigneesView(deps.db, auth, after);
}
