import type { AppDeps } from '../../app-deps.ts';
import { deleteEndedSessions } from '../../data/sessions.repository.ts';
import type { ScheduledJob } from '../jobs/run-jobs.ts';
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
 * How long a session's row is kept after its lifetime: meanwhile its token still answers 410, which the web app
 * answers with the session-expired page (a tab left open overnight); after it, 401 like an unknown token.
 */
export const ENDED_SESSION_KEPT_MS = 7 * DAY_MS;

/**
 * One retention run: ends reporter sessions of reports closed to the reporter, deletes the sessions whose lifetime
 * ended a week ago (reporters' and admins'; a sign-in no longer does it, one statement less for each), deletes reports
 * completed more than REPORT_RETENTION_DAYS ago, and purges evidence past its legal retention. Counts only: what it
 * deleted is recorded in the audit trail, without content.
 */
export async function runRetention(
  deps: AppDeps,
  signal: AbortSignal = new AbortController().signal,
): Promise<RetentionCounts> {
  const sessionsEnded = await endClosedReporterSessions(deps);
  const sessionsDeleted = await deleteEndedSessions(
    deps.db,
    new Date(deps.now().getTime() - ENDED_SESSION_KEPT_MS),
  );
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
