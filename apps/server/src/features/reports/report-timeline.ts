import { type PostStatusCode, REPORTER_STEPS, type ReportTimeline, type StepState } from '@audit/contracts';
import type { StatusChangeRow } from '../../data/post-status-changes.repository.ts';

const stepOf = (status: PostStatusCode): number => REPORTER_STEPS.findIndex((s) => s.status === status);

/**
 * The reporter's view of progress: one step per status (REPORTER_STEPS), from the recorded status changes. The
 * changes are walked in order: entering a status reaches its step (dated by that entry) and puts every step after it
 * ahead again, since an admin may set any status, also back. A step before the current one that the report did not
 * pass through on its way (WAITING set straight to COMPLETED) is skipped, never done; the first step is reached when
 * the report is filed.
 */
export function reportTimeline(
  report: { created_at: Date; status_code: PostStatusCode; replied_at: Date | null },
  changes: StatusChangeRow[],
): ReportTimeline {
  const reached: (Date | null)[] = REPORTER_STEPS.map((_, i) => (i === 0 ? report.created_at : null));
  for (const c of changes) {
    const i = stepOf(c.status_code);
    if (i < 0) continue;
    reached[i] = c.changed_at;
    reached.fill(null, i + 1);
  }
  const current = stepOf(report.status_code);
  return {
    steps: REPORTER_STEPS.map((s, i) => {
      const state: StepState =
        i === current ? 'current' : i > current ? 'upcoming' : reached[i] ? 'done' : 'skipped';
      const date = state === 'current' || state === 'done' ? reached[i] : null;
      return { step: s.status, title: s.title, state, reachedDate: date?.toISOString() ?? null };
    }),
    lastReplyDate: report.replied_at?.toISOString() ?? null,
  };
}
