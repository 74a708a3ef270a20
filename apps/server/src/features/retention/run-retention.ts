import type { AppDeps } from '../../app-deps.ts';
import type { ScheduledJob } from '../jobs/run-jobs.ts';
import { deleteExpiredSessions } from '../sessions/sessions.repository.ts';
import { oneAtATime } from './deletion-pause.ts';
import { endClosedReporterSessions } from './end-closed-reporter-sessions.ts';
import { purgeExpiredReports } from './purge-expired-reports.ts';
import { purgeOldEvidence } from './purge-old-evidence.ts';
import { DAY_MS } from './retention-rules.ts';

export type RetentionCounts = {
  reportsDeleted: number;
  sessionsEnded: number;
  sessionsDeleted: number;
  loginLogsPurged: number;
  accessLogsPurged: number;
  auditRowsPurged: number;
};

/**
 * One retention run: ends reporter sessions of reports closed to the reporter, deletes the sessions past their
 * lifetime (reporters' and admins'; a sign-in no longer does it, one statement less for each), deletes reports
 * completed more than REPORT_RETENTION_DAYS ago, and purges evidence past its legal retention. Counts only: what it
 * deleted is recorded in the audit trail, without content.
 */
export async function runRetention(
  deps: AppDeps,
  signal: AbortSignal = new AbortController().signal,
): Promise<RetentionCounts> {
  const sessionsEnded = await endClosedReporterSessions(deps);
  const sessionsDeleted = await deleteExpiredSessions(deps.db, deps.now());
  const reportsDeleted = await purgeExpiredReports(deps, signal);
  const evidence = await purgeOldEvidence(deps, signal);
  return {
    reportsDeleted,
    sessionsEnded,
    sessionsDeleted,
    loginLogsPurged: evidence.login_logs,
    accessLogsPurged: evidence.personal_data_access_logs,
    auditRowsPurged: evidence.audit_trail,
  };
}

/** The retention job for startScheduledJobs: daily, on one instance at a time. */
export const retentionJob: ScheduledJob = {
  name: 'retention',
  everyMs: DAY_MS,
  run: (deps, signal) => oneAtATime(() => runRetention(deps, signal)),
};
