import { OUTBOX_MESSAGES, type OutboxMail } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { findMailForUpdate, requeueFailedMail } from '../../data/mail-outbox.repository.ts';
import { excludedPostIds } from '../../data/report-exclusions.repository.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError, recordNotFound } from '../../lib/app-error.ts';
import { outboxMailView } from './outbox-view.ts';

/**
 * Puts a mail that failed for good back in the queue (due at once), with its audit row in the same transaction.
 * Only a failed mail: a pending one is already queued and a sent one must not arrive twice.
 */
export function retryMail(deps: AppDeps, auth: AdminAuth, id: number): Promise<OutboxMail> {
  return auditedChange(deps, auth, async ({ trx, now, audit }) => {
    // A mail about a report the admin is excluded from is not there for it, like the report.
    const hidden = excludedPostIds(trx, auth.adminUserId);
    const mail = await findMailForUpdate(trx, id, hidden);
    if (!mail) throw recordNotFound();
    if (mail.status !== 'FAILED') throw new AppError('CONFLICT', OUTBOX_MESSAGES.notFailed);
    await requeueFailedMail(trx, id, now);
    const after = await findMailForUpdate(trx, id, hidden);
    if (!after) throw recordNotFound();
    // The recipient and subject say which mail it was; the body is never copied anywhere.
    const summary = (m: typeof mail) => ({
      to: m.to_address,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
    });
    await audit('RETRY', 'mail_outbox', id, summary(mail), summary(after));
    return outboxMailView(after);
  });
}
