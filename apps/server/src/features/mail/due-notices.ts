import type { AppDeps } from '../../app-deps.ts';
import { type DueStage, noticedDueDates, recordDueNotice } from '../../data/due-notices.repository.ts';
import { reportsDueBetween } from '../../data/posts.repository.ts';
import type { JobCounts, ScheduledJob } from '../jobs/run-jobs.ts';
import { queueReportEvent } from './outbox.ts';

const HOUR_MS = 60 * 60_000;
/** How long before a due date its "approaching" notice goes out. */
export const DUE_SOON_MS = 48 * HOUR_MS;
const BATCH = 100;

/**
 * Queues the due-date notices now due: "passed" for each open report whose next due date (posts.due_at, kept by
 * the legal clocks) has passed, "approaching" for each whose due date is within DUE_SOON_MS. Each report, stage and
 * due date is noticed once (due_notices, written in the notice's transaction); a new due date is noticed anew.
 * Reports are read in batches, each notice in its own transaction, so a stop keeps what was done.
 */
export async function sendDueNotices(deps: AppDeps, signal: AbortSignal): Promise<JobCounts> {
  const now = deps.now();
  const windows: [DueStage, Date | null, Date][] = [
    ['PASSED', null, now],
    ['SOON', now, new Date(now.getTime() + DUE_SOON_MS)],
  ];
  const counts = { passed: 0, approaching: 0 };
  for (const [stage, after, until] of windows) {
    for (;;) {
      if (signal.aborted) return counts;
      const reports = await reportsDueBetween(deps.db, {
        after,
        until,
        except: noticedDueDates(deps.db, stage),
        limit: BATCH,
      });
      if (reports.length === 0) break;
      for (const r of reports) {
        const queued = await deps.db.transaction().execute(async (trx) => {
          if (!(await recordDueNotice(trx, { postId: r.id, stage, dueAt: r.due_at, now }))) return false;
          await queueReportEvent(deps, trx, {
            event: stage === 'PASSED' ? 'due-passed' : 'due-soon',
            clock: r.acknowledged_at === null ? 'acknowledgement' : 'feedback',
            dueAt: r.due_at,
            postId: r.id,
            companyTypeId: r.company_type_id,
            now,
          });
          return true;
        });
        if (queued) counts[stage === 'PASSED' ? 'passed' : 'approaching']++;
      }
    }
  }
  return counts;
}

/** The due-date notices for startScheduledJobs: hourly, on one instance at a time. */
export const dueNoticesJob: ScheduledJob = { name: 'due-notices', everyMs: HOUR_MS, run: sendDueNotices };
