import type { PostStatusCode } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { insertStatusChange } from '../../data/post-status-changes.repository.ts';
import { updateStatus } from '../../data/posts.repository.ts';
import { findReportState } from '../../data/report-reads.ts';
import type { AdminAuth } from '../../http/route.ts';
import { reportNotFound } from '../../lib/app-error.ts';
import { currentSettings } from '../settings/settings.ts';

/**
 * Sets any status (spec section 4); completion starts the reporter's one-month window. The change is recorded for
 * the reporter's timeline and moves the legal clocks; audited in the same transaction.
 */
export async function setReportStatus(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  status: PostStatusCode,
): Promise<{ postStatus: PostStatusCode }> {
  const clock = await currentSettings(deps);
  await auditedChange(deps, auth, async ({ trx, now, audit }) => {
    const current = await findReportState(trx, auth.scope, postId);
    if (!current) throw reportNotFound();
    if (current.status_code === status) return;
    await updateStatus(trx, postId, status, status === 'COMPLETED' ? now : null, now, clock);
    await insertStatusChange(trx, { postId, status, now });
    await audit('UPDATE_STATUS', 'post', postId, { status: current.status_code }, { status });
  });
  return { postStatus: status };
}
