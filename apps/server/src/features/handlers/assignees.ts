import { type AssigneesView, HANDLER_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../../data/audit-trail.repository.ts';
import { replaceAssignees } from '../../data/report-assignees.repository.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/app-error.ts';
import type { AdminAuth } from '../../http/route.ts';
import {
  auditedAdmins,
  maySetExclusions,
  notAllowed,
  type ReportAdmins,
  reportAdmins,
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
    canSetExclusions: await maySetExclusions(db, auth, postId),
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
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const before = await reportAdmins(trx, auth, postId);
    if (adminUserIds.some((id) => before.excludedIds.has(id)))
      throw new AppError('VALIDATION_FAILED', HANDLER_MESSAGES.excludedHandler);
    const kept = before.assignees.map((a) => a.adminUserId);
    if (notAllowed(adminUserIds, kept, before.handlerCandidates).length > 0)
      throw new AppError('VALIDATION_FAILED', HANDLER_MESSAGES.notCandidate);
    const change = await replaceAssignees(trx, postId, adminUserIds, now);
    const after = await reportAdmins(trx, auth, postId);
    if (change.added.length > 0 || change.removed.length > 0)
      await writeAudit(trx, deps.cipher, auth, {
        action: 'SET_ASSIGNEES',
        entity: 'post',
        entityId: postId,
        before: auditedAdmins(before.assignees),
        after: auditedAdmins(after.assignees),
        now,
      });
    return assigneesView(trx, auth, postId, after);
  });
}
