import type { AppDeps } from '../../app-deps.ts';
import { listLiveReporterSessionsOfCompleted, revokeSessions } from '../../data/sessions.repository.ts';
import { isClosedForReporter } from '../../policies/report-policies.ts';

/**
 * Ends the reporter sessions still open on reports whose one-month window has closed. Sign-in already refuses
 * such reports; a session opened just before the window closed would otherwise live on to its absolute expiry.
 * The same rule as sign-in decides (isClosedForReporter). Answers how many sessions were ended.
 */
export async function endClosedReporterSessions(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const sessions = await listLiveReporterSessionsOfCompleted(deps.db, now);
  const closed = sessions.filter((s) => isClosedForReporter(s.status_code, s.completed_at, now));
  return revokeSessions(
    deps.db,
    closed.map((s) => s.id),
    now,
  );
}
