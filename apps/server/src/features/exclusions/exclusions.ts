import type { ExclusionsView } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { replaceExclusionRequests } from '../../data/report-exclusions.repository.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';
import { authorize, authorizeEach } from '../../policies/policy.ts';
import { EXCLUSION_TARGET_RULES, reportPolicies } from '../../policies/report-policies.ts';
import {
  auditedAdmins,
  exclusionLists,
  type ReportAdmins,
  reportAdmins,
  reportRole,
  reportTargets,
} from '../handlers/report-admins.ts';
import { queueOversightNotice } from '../mail/outbox.ts';

// A report's exclusions as its team works with them (issue 30): a handler asks, the report's oversight decides
// (features/oversight). A request changes nothing until then, so an accused handler cannot bury the report.

/**
 * The report (of the caller's scope: 404 otherwise) and its admins, for a caller who may ask for exclusions (403
 * otherwise: its handlers).
 */
async function allowedReport(db: Db, auth: AdminAuth, postId: number): Promise<ReportAdmins> {
  const r = await reportAdmins(db, auth, postId);
  authorize(reportPolicies.requestExclusions, await reportRole(db, auth, r.post), r.post);
  return r;
}

function exclusionsView(auth: AdminAuth, r: ReportAdmins): ExclusionsView {
  const handlers = new Set(r.assignees.map((a) => a.adminUserId));
  return {
    ...exclusionLists(r),
    candidates: r.seeing.filter(
      (a) =>
        a.adminUserId !== auth.adminUserId &&
        !handlers.has(a.adminUserId) &&
        !r.oversightIds.has(a.adminUserId),
    ),
  };
}

/** A report's exclusions, the requests waiting, and who may be asked for (for its handlers). */
export async function viewExclusions(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
): Promise<ExclusionsView> {
  return exclusionsView(auth, await allowedReport(deps.db, auth, postId));
}

/**
 * Makes `adminUserIds` the report's pending exclusion requests (those in force stay: only the oversight lifts them).
 * Nobody is asked for who could not be excluded: the caller itself, a handler (to be released first), one who
 * cannot see the report, one of its oversight. The change goes to the audit trail and, as a notice, to the
 * oversight, in the same transaction.
 */
export async function requestExclusions(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  adminUserIds: number[],
): Promise<ExclusionsView> {
  return auditedChange(deps, auth, async ({ trx, now, audit }) => {
    const before = await allowedReport(trx, auth, postId);
    const asked = adminUserIds.filter((id) => !before.excludedIds.has(id));
    const targets = reportTargets(before, asked);
    for (const rule of EXCLUSION_TARGET_RULES) authorizeEach(rule, auth, targets);
    const change = await replaceExclusionRequests(trx, postId, asked, auth.adminUserId, now);
    const after = await reportAdmins(trx, auth, postId);
    const view = exclusionsView(auth, after);
    if (change.added.length > 0 || change.removed.length > 0) {
      await audit(
        'REQUEST_EXCLUSIONS',
        'post',
        postId,
        auditedAdmins(exclusionsView(auth, before).requests),
        {
          ...auditedAdmins(view.requests),
          added: change.added,
          removed: change.removed,
        },
      );
      await queueOversightNotice(deps, trx, {
        postId,
        companyTypeId: before.post.company_type_id,
        change: 'requests',
        actor: auth.name,
        now,
      });
    }
    return view;
  });
}
