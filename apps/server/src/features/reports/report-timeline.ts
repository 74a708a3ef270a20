import {
  POST_STATUS_TITLES,
  type PostStatusCode,
  type ReportTimeline,
  SUBMITTED_STEP_TITLE,
  TIMELINE_STEPS,
} from '@audit/contracts';
import type { StatusChangeRow } from '../../data/post-status-changes.repository.ts';

type Step = (typeof TIMELINE_STEPS)[number];

/** How far along the steps a status is (WAITING: submitted only). */
const reach = (status: PostStatusCode): number => Math.max(0, TIMELINE_STEPS.indexOf(status as Step));

/**
 * The reporter's view of progress. The steps up to the current status are reached (an admin may set any status,
 * also back: a step left behind again is not reached). A reached step is dated by the last time the report entered
 * it; a step passed over (WAITING straight to COMPLETED) by the step after it that was entered.
 */
export function reportTimeline(
  report: { created_at: Date; status_code: PostStatusCode; replied_at: Date | null },
  changes: StatusChangeRow[],
): ReportTimeline {
  const last = new Map<string, Date>();
  for (const c of changes) last.set(c.status_code, c.changed_at);
  const upTo = reach(report.status_code);
  const dates: (Date | null)[] = TIMELINE_STEPS.map((step, i) =>
    i === 0 ? report.created_at : i <= upTo ? (last.get(step) ?? null) : null,
  );
  for (let i = upTo - 1; i > 0; i--) dates[i] ??= dates[i + 1] ?? null;
  return {
    steps: TIMELINE_STEPS.map((step, i) => ({
      step,
      title: step === 'SUBMITTED' ? SUBMITTED_STEP_TITLE : POST_STATUS_TITLES[step],
      reachedDate: dates[i]?.toISOString() ?? null,
    })),
    lastReplyDate: report.replied_at?.toISOString() ?? null,
  };
}
