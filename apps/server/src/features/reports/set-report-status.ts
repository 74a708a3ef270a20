import { COMMENT_MESSAGES, type PostStatusCode, REPLY_KIND_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { refreshClocks, updateStatus } from '../../data/post-clocks.ts';
import { insertStatusChange } from '../../data/post-status-changes.repository.ts';
import { findReportState } from '../../data/report-reads.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError, reportNotFound } from '../../lib/app-error.ts';
import { textToHtml } from '../../lib/html.ts';
import { writeComment } from '../comments/write-comment.ts';
import { currentSettings } from '../settings/settings.ts';

/**
 * Sets any status (spec section 4); completion starts the reporter's one-month window. The change is recorded for
 * the reporter's timeline and moves the legal clocks; audited in the same transaction. A completion may carry the
 * result message (처리 결과 회신), written as such a reply in the same transaction, before the report closes to
 * comments: it meets the feedback clock, which a completion alone does not.
 */
export async function setReportStatus(
  deps: AppDeps,
  auth: AdminAuth,
  postId: number,
  status: PostStatusCode,
  resultMessage = '',
): Promise<{ postStatus: PostStatusCode }> {
  if (resultMessage !== '' && status !== 'COMPLETED')
    throw new AppError('VALIDATION_FAILED', REPLY_KIND_MESSAGES.resultOnlyWithCompletion);
  const clock = await currentSettings(deps);
  await auditedChange(deps, auth, async ({ trx, now, audit }) => {
    const current = await findReportState(trx, auth.scope, postId);
    if (!current) throw reportNotFound();
    if (current.status_code === status) {
      // Completed already: it takes no reply any more (spec), the result message included.
      if (resultMessage !== '') throw new AppError('CONFLICT', COMMENT_MESSAGES.completed);
      return;
    }
    await updateStatus(trx, postId, status, status === 'COMPLETED' ? now : null, now);
    await insertStatusChange(trx, { postId, status, now });
    const result =
      resultMessage === ''
        ? null
        : await writeComment(deps, trx, {
            postId,
            adminUserId: auth.adminUserId,
            kind: 'FEEDBACK',
            html: textToHtml(resultMessage),
            now,
          });
    await refreshClocks(trx, postId, clock);
    await audit(
      'UPDATE_STATUS',
      'post',
      postId,
      { status: current.status_code },
      result ? { status, resultCommentId: result.id } : { status },
    );
  });
  return { postStatus: status };
}
