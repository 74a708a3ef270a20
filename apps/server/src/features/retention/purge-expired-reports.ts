import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { deleteExpiredReport, listExpiredReports } from '../../data/posts.repository.ts';
import { DAY_MS, RETENTION_ACTOR } from './retention-rules.ts';

// Small batches: each report (with its attachments) is deleted in its own transaction, and on the embedded
// database a transaction holds the one connection, so requests wait for one report at a time, not for all.
const BATCH = 50;

type ExpiredReport = Awaited<ReturnType<typeof listExpiredReports>>[number];

/**
 * Deletes the reports completed more than REPORT_RETENTION_DAYS ago, oldest first, with their identity,
 * credentials, attachments, comments and sessions. Each deletion is recorded in the audit trail in its own
 * transaction, by what the report was (case number, company, type, dates), never by what it said or who sent it:
 * no receipt number, title, content or identity. Stops between reports when `signal` aborts. Answers how many went.
 */
export async function purgeExpiredReports(deps: AppDeps, signal: AbortSignal): Promise<number> {
  const retentionDays = deps.config.reportRetentionDays;
  const completedBefore = new Date(deps.now().getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  while (!signal.aborted) {
    const batch = await listExpiredReports(deps.db, completedBefore, BATCH);
    let deletedNow = 0;
    for (const report of batch) {
      if (signal.aborted) break;
      if (await purgeReport(deps, report, completedBefore, retentionDays)) deletedNow++;
    }
    deleted += deletedNow;
    // A batch in which nothing could be deleted (all reopened meanwhile) would be listed again: stop there.
    if (batch.length < BATCH || deletedNow === 0) break;
  }
  return deleted;
}

async function purgeReport(
  deps: AppDeps,
  report: ExpiredReport,
  completedBefore: Date,
  retentionDays: number,
): Promise<boolean> {
  return auditedChange(deps, RETENTION_ACTOR, async ({ trx, audit }) => {
    const gone = await deleteExpiredReport(trx, report.id, completedBefore);
    if (!gone) return false;
    await audit(
      'PURGE_REPORT',
      'post',
      report.id,
      {
        // The name people knew it by, so the trail still tells which case went once the report is gone.
        caseNumber: report.case_number,
        companyTypeId: report.company_type_id,
        companyCode: report.company_code,
        reportTypeId: report.report_type_id,
        postType: report.post_type,
        createdAt: report.created_at.toISOString(),
        completedAt: gone.completed_at?.toISOString() ?? null,
        retentionDays,
      },
      null,
    );
    return true;
  });
}
