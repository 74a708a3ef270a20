import { OVERSIGHT_MESSAGES, type OverseenReport } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { releaseHeldReport } from '../../data/posts.repository.ts';
import { decideExclusions as writeDecision } from '../../data/report-exclusions.repository.ts';
import type { Db } from '../../db/types.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { authorize, authorizeEach } from '../../policies/policy.ts';
import { EXCLUSION_TARGET_RULES, reportPolicies } from '../../policies/report-policies.ts';
import { changeAssignees } from '../handlers/assignees.ts';
import {
  auditedAdmins,
  type OverseenAdmins,
  overseenAdmins,
  reportRole,
  reportTargets,
} from '../handlers/report-admins.ts';
import { queueOversightNotice, queueReportEvent } from '../mail/outbox.ts';
import { overseenView } from './overseen-reports.ts';

// What only a report's oversight decides (issue 30): its exclusions, and the release of a report held for it. Each
// decision is audited and told to the oversight (its other members see it too) in the same transaction.

/** A report the caller's group oversees (404 otherwise), for a caller the rule lets decide (403 otherwise). */
async function decidable(db: Db, auth: AdminAuth, postId: number): Promise<OverseenAdmins> {
  const r = await overseenAdmins(db, auth, postId);
  authorize(reportPolicies.decideExclusions, await reportRole(db, auth, r.post), r.post);
  return r;
}

/**
 * Makes `adminUserIds` the report's exclusions in force: requests among them are granted, other requests refused,
 * exclusions left out lifted. Nobody is excluded who could not be: the caller, a handler, one who cannot see the
 * report, one of its oversight.
 */
export function decideExclusions(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  adminUserIds: number[],
): Promise<OverseenReport> {
  return auditedChange(deps, auth, async ({ trx, now, audit }) => {
    const before = await decidable(trx, auth, postId);
    const targets = reportTargets(before, adminUserIds).map((t) => ({
      ...t,
      // A request names an admin the oversight may now exclude: it is no exclusion in force yet.
      sees: t.sees || before.requests.some((x) => x.admin_user_id === t.adminUserId),
    }));
    for (const rule of EXCLUSION_TARGET_RULES) authorizeEach(rule, auth, targets);
    const change = await writeDecision(trx, postId, adminUserIds, auth.adminUserId, now);
    const after = await overseenAdmins(trx, auth, postId);
    const view = overseenView(deps, after);
    if (change.added.length > 0 || change.removed.length > 0) {
      await audit('DECIDE_EXCLUSIONS', 'post', postId, auditedAdmins(overseenView(deps, before).exclusions), {
        ...auditedAdmins(view.exclusions),
        added: change.added,
        removed: change.removed,
      });
      await queueOversightNotice(deps, trx, {
        postId,
        companyTypeId: before.post.company_type_id,
        change: 'exclusions',
        actor: auth.name,
        now,
      });
    }
    return view;
  });
}

/** Sets the handlers of a report the caller's group oversees, as a team would (assignees.ts). */
export async function setOverseenAssignees(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  adminUserIds: number[],
): Promise<OverseenReport> {
  await changeAssignees(deps, auth, postId, adminUserIds, decidable);
  return overseenView(deps, await overseenAdmins(deps.db, auth, postId));
}

/**
 * Releases a held report to its company's teams: from now on they see it, and they are told of it as of a new
 * report (the admins excluded from it are not).
 */
export function releaseReport(deps: AppDeps, auth: AdminAuth, postId: number): Promise<OverseenReport> {
  return auditedChange(deps, auth, async ({ trx, now, audit }) => {
    const before = await overseenAdmins(trx, auth, postId);
    authorize(reportPolicies.releaseReport, await reportRole(trx, auth, before.post), before.post);
    if (!(await releaseHeldReport(trx, postId))) throw new AppError('CONFLICT', OVERSIGHT_MESSAGES.notHeld);
    await audit('RELEASE_REPORT', 'post', postId, { held: true }, { held: false });
    const event = { postId, companyTypeId: before.post.company_type_id, now };
    await queueOversightNotice(deps, trx, { ...event, change: 'released', actor: auth.name });
    await queueReportEvent(deps, trx, { ...event, event: 'report-received' });
    return overseenView(deps, await overseenAdmins(trx, auth, postId));
  });
}
