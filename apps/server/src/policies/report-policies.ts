import {
  COMMENT_MESSAGES,
  HANDLER_MESSAGES,
  NOTE_MESSAGES,
  OVERSIGHT_MESSAGES,
  REPORTER_MESSAGES,
} from '@audit/contracts';
import { policy } from './policy.ts';

// The rules on a report and what hangs off it, side by side. Who reaches the report at all is its scope (a base
// query: data/report-scope.ts) and the route's menu; these rules decide what an actor who reaches it may do.

/** An admin as the rules see it. */
export type AdminActor = { adminUserId: number };

/**
 * An admin named by a change of a report's handlers or exclusions, as the report stands before the change: whether
 * its team may see the report, handles it, is excluded (in force) from it, and belongs to the report's oversight.
 */
export type ReportTarget = {
  adminUserId: number;
  sees: boolean;
  handler: boolean;
  excluded: boolean;
  oversight: boolean;
};

/** What an admin holds toward one report: whether it handles it, whether its group is the report's oversight. */
export type ReportRole = AdminActor & { isHandler: boolean; oversees: boolean };

/**
 * A reporter may open a report until one month after it was completed (spec section 9); after that the content and
 * the result are no longer available to the reporter.
 */
export function isClosedForReporter(status: string, completedAt: Date | null, now: Date): boolean {
  if (status !== 'COMPLETED' || !completedAt) return false;
  const until = new Date(completedAt);
  until.setMonth(until.getMonth() + 1);
  return now.getTime() >= until.getTime();
}

export const reportPolicies = {
  /** Only its author edits an admin comment; a reporter's comment is never edited. */
  editComment: policy(
    COMMENT_MESSAGES.notOwn,
    (actor: AdminActor, comment: { authorRole: string; adminUserId: number | null }) =>
      comment.authorRole === 'ROLE_ADMIN' && comment.adminUserId === actor.adminUserId,
  ),
  /** Only its author edits an internal note. */
  editNote: policy(
    NOTE_MESSAGES.notOwn,
    (actor: AdminActor, note: { adminUserId: number }) => note.adminUserId === actor.adminUserId,
  ),
  /**
   * A handler may ask for an exclusion, never decide one (issue 30): an accused handler could otherwise exclude
   * everyone else and bury the report.
   */
  requestExclusions: policy(
    HANDLER_MESSAGES.exclusionForbidden,
    (actor: ReportRole, _report: unknown) => actor.isHandler,
  ),
  /** Exclusions are decided, and lifted, by the report's oversight only. */
  decideExclusions: policy(
    OVERSIGHT_MESSAGES.notOversight,
    (actor: ReportRole, _report: unknown) => actor.oversees,
  ),
  /** A held report is released to its company's teams by its oversight only. */
  releaseReport: policy(
    OVERSIGHT_MESSAGES.notOversight,
    (actor: ReportRole, _report: unknown) => actor.oversees,
  ),
  /** Nobody excludes the oversight: it is what keeps a report from being buried. */
  excludeNotOversight: policy(
    OVERSIGHT_MESSAGES.oversightExcluded,
    (_actor: AdminActor, target: ReportTarget) => !target.oversight,
    'VALIDATION_FAILED',
  ),
  /** A handler is someone who may see the report, not excluded from it (one already set may stay). */
  handlerNotExcluded: policy(
    HANDLER_MESSAGES.excludedHandler,
    (_actor: AdminActor, target: ReportTarget) => !target.excluded,
    'VALIDATION_FAILED',
  ),
  handlerCandidate: policy(
    HANDLER_MESSAGES.notCandidate,
    (_actor: AdminActor, target: ReportTarget) => (target.sees && !target.excluded) || target.handler,
    'VALIDATION_FAILED',
  ),
  /** Nobody excludes itself (it could not undo it), nor a handler (to be released first). */
  excludeNotSelf: policy(
    HANDLER_MESSAGES.selfExcluded,
    (actor: AdminActor, target: ReportTarget) => target.adminUserId !== actor.adminUserId,
    'VALIDATION_FAILED',
  ),
  excludeNotHandler: policy(
    HANDLER_MESSAGES.handlerExcluded,
    (_actor: AdminActor, target: ReportTarget) => !target.handler,
    'VALIDATION_FAILED',
  ),
  excludeCandidate: policy(
    HANDLER_MESSAGES.notCandidate,
    (_actor: AdminActor, target: ReportTarget) => target.sees || target.excluded,
    'VALIDATION_FAILED',
  ),
  /** The reporter's window: its report, until a month after completion. */
  openAsReporter: policy(
    REPORTER_MESSAGES.closed,
    (_reporter: unknown, report: { status: string; completedAt: Date | null; now: Date }) =>
      !isClosedForReporter(report.status, report.completedAt, report.now),
  ),
};

/** Who may be excluded from a report, whoever asks or decides: the rules checked on each admin named, in order. */
export const EXCLUSION_TARGET_RULES = [
  reportPolicies.excludeNotSelf,
  reportPolicies.excludeNotHandler,
  reportPolicies.excludeNotOversight,
  reportPolicies.excludeCandidate,
];
