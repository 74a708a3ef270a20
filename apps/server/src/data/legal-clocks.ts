import type { AdminPostDetail, LegalClock, PostStatusCode, SettingsView } from '@audit/contracts';

// The legal clocks of a report (issue 12), from its moments and the current settings:
// - acknowledgement: due `acknowledgementDays` after submission; met when the status first left WAITING or the
//   audit office first replied (acknowledged_at);
// - feedback: due `feedbackMonths` after the acknowledgement (after the acknowledgement's due date while there is
//   none, as the EU directive reads); met by COMPLETED, or by a reply of the audit office after the last status
//   change and after the acknowledgement itself (the acknowledging reply is not also the feedback). A later status
//   change opens it again: the reporter has not been told of the new state.
// The same rules are written in SQL for the stored next due date (posts.repository.ts, dueAtSql); tests hold the two
// together.

export type ClockSettings = Pick<SettingsView, 'acknowledgementDays' | 'feedbackMonths'>;

/** What the clocks are computed from (the columns of posts). */
export type ClockMoments = {
  created_at: Date;
  status_code: PostStatusCode;
  completed_at: Date | null;
  acknowledged_at: Date | null;
  status_changed_at: Date | null;
  replied_at: Date | null;
};

const DAY_MS = 86_400_000;
/** Korea time has had no daylight saving since 1988: a fixed offset gives its calendar. */
const KST_OFFSET_MS = 9 * 3_600_000;

/**
 * `months` calendar months later in Korea time, the day clamped to the month's last (as PostgreSQL adds an
 * interval: 1월 31일 + 1개월 = 2월 28일).
 */
export function addMonthsKst(at: Date, months: number): Date {
  const kst = new Date(at.getTime() + KST_OFFSET_MS);
  const day = kst.getUTCDate();
  const target = new Date(kst.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return new Date(target.getTime() - KST_OFFSET_MS);
}

export const acknowledgementDue = (createdAt: Date, s: ClockSettings) =>
  new Date(createdAt.getTime() + s.acknowledgementDays * DAY_MS);

const latest = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);

/** When the feedback was given: completion, or a reply after the last status change and the acknowledgement. */
function feedbackMet(m: ClockMoments): Date | null {
  if (m.status_code === 'COMPLETED') return m.completed_at ?? m.status_changed_at;
  const since = latest(m.status_changed_at, m.acknowledged_at);
  return m.replied_at !== null && since !== null && m.replied_at > since ? m.replied_at : null;
}

const clock = (due: Date, met: Date | null, now: Date): LegalClock => ({
  dueDate: due.toISOString(),
  metDate: met?.toISOString() ?? null,
  overdue: met === null && due < now,
});

/** Both clocks of a report as the admin's detail shows them. */
export function legalClocks(m: ClockMoments, s: ClockSettings, now: Date): AdminPostDetail['clocks'] {
  const ackDue = acknowledgementDue(m.created_at, s);
  return {
    acknowledgement: clock(ackDue, m.acknowledged_at, now),
    feedback: clock(addMonthsKst(m.acknowledged_at ?? ackDue, s.feedbackMonths), feedbackMet(m), now),
  };
}

/**
 * The next open due date (the acknowledgement's while open, else the feedback's while open, else none): what
 * posts.due_at holds, for data written around the application (bench/seed.ts).
 */
export function nextDueAt(m: ClockMoments, s: ClockSettings): Date | null {
  const clocks = legalClocks(m, s, new Date(0));
  const open = [clocks.acknowledgement, clocks.feedback].find((c) => c.metDate === null);
  return open ? new Date(open.dueDate) : null;
}

/** The next open due date of a list row (stored as posts.due_at); whether it has passed. */
export function dueState(dueAt: Date | null, now: Date): { dueDate: string | null; overdue: boolean } {
  return { dueDate: dueAt?.toISOString() ?? null, overdue: dueAt !== null && dueAt < now };
}
