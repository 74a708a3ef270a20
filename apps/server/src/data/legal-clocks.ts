import type {
  AdminPostDetail,
  ClockMetByView,
  LegalClock,
  PostStatusCode,
  ReplyKind,
  SettingsView,
} from '@audit/contracts';

// The legal clocks of a report (issue 12, made strict by issue 31), from its moments and the current settings:
// - acknowledgement: due `acknowledgementDays` after submission; met when the status first left WAITING, or by the
//   first reply marked 접수 확인 or 처리 결과 회신 (acknowledged_at). A plain reply meets no clock.
// - feedback: due `feedbackMonths` after the acknowledgement (after the acknowledgement's due date while there is
//   none, as the EU directive reads); met only by the first reply marked 처리 결과 회신, which a completion's result
//   message is (feedback_at). A completion without one leaves it open, and so does any status change.
// A reply marked later (by an edit) counts from when it was marked (comments.kind_at), and a reply whose mark is
// taken back meets nothing: the moments are recomputed from these events (clockMoments here, and its SQL twin in
// post-clocks.ts; tests hold the two together). Moments recorded under the earlier rules are kept as they
// were (migration 20261209T0100-reply-kinds).

export type ClockSettings = Pick<SettingsView, 'acknowledgementDays' | 'feedbackMonths'>;

/** What the clocks are computed from (the columns of posts). */
export type ClockMoments = {
  created_at: Date;
  acknowledged_at: Date | null;
  feedback_at: Date | null;
};

/** The events the moments come from: a report's status changes, its marked replies, the earlier rule's moments. */
export type ClockEvents = {
  statusChanges: readonly { status_code: PostStatusCode; changed_at: Date }[];
  /** `updated_at`: the reply's last edit, when known (the detail says a text edited after it met a clock). */
  replies: readonly { id: number; kind: ReplyKind; kind_at: Date | null; updated_at?: Date }[];
  acknowledged_by_earlier_rule_at: Date | null;
  feedback_by_earlier_rule_at: Date | null;
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

type Met = { at: Date; by: ClockMetByView };

/** The earliest of the candidates; on the same moment, the first listed. */
const earliest = (candidates: (Met | null)[]): Met | null =>
  candidates.reduce<Met | null>((a, b) => (b !== null && (a === null || b.at < a.at) ? b : a), null);

/**
 * What met each clock and when, by the rules above. A 처리 결과 회신 written with a completion (the same moment as
 * a change to COMPLETED) is the completion's result message.
 */
export function clocksMetBy(e: ClockEvents): { acknowledgement: Met | null; feedback: Met | null } {
  const completions = new Set(
    e.statusChanges.filter((c) => c.status_code === 'COMPLETED').map((c) => c.changed_at.getTime()),
  );
  const firstChange = e.statusChanges
    .filter((c) => c.status_code !== 'WAITING')
    .reduce<(typeof e.statusChanges)[number] | null>(
      (a, b) => (a === null || b.changed_at < a.changed_at ? b : a),
      null,
    );
  const replies = (kinds: ReplyKind[]) =>
    e.replies
      .filter((r) => kinds.includes(r.kind) && r.kind_at !== null)
      .map((r): Met => {
        const at = r.kind_at as Date;
        const by = r.kind === 'FEEDBACK' && completions.has(at.getTime()) ? 'COMPLETION' : 'REPLY';
        const edited = r.updated_at && r.updated_at > at ? { editedDate: r.updated_at.toISOString() } : {};
        return { at, by: { by, commentId: r.id, statusCode: null, ...edited } };
      });
  const earlier = (at: Date | null): Met | null =>
    at && { at, by: { by: 'EARLIER_RULE', commentId: null, statusCode: null } };
  return {
    acknowledgement: earliest([
      firstChange && {
        at: firstChange.changed_at,
        by: { by: 'STATUS_CHANGE', commentId: null, statusCode: firstChange.status_code },
      },
      ...replies(['ACKNOWLEDGEMENT', 'FEEDBACK']),
      earlier(e.acknowledged_by_earlier_rule_at),
    ]),
    feedback: earliest([...replies(['FEEDBACK']), earlier(e.feedback_by_earlier_rule_at)]),
  };
}

/** The moments the events give (what the SQL twin stores in posts). */
export function clockMoments(e: ClockEvents): Pick<ClockMoments, 'acknowledged_at' | 'feedback_at'> {
  const met = clocksMetBy(e);
  return { acknowledged_at: met.acknowledgement?.at ?? null, feedback_at: met.feedback?.at ?? null };
}

const clock = (due: Date, met: Date | null, metBy: ClockMetByView | null, now: Date): LegalClock => ({
  dueDate: due.toISOString(),
  metDate: met?.toISOString() ?? null,
  metBy: met === null ? null : metBy,
  overdue: met === null && due < now,
});

/**
 * Both clocks of a report as the admin's detail shows them: the dates from the stored moments (what the list and
 * its counts read), and what met each from the events.
 */
export function legalClocks(
  m: ClockMoments,
  s: ClockSettings,
  now: Date,
  metBy: { acknowledgement: ClockMetByView | null; feedback: ClockMetByView | null } = {
    acknowledgement: null,
    feedback: null,
  },
): AdminPostDetail['clocks'] {
  const ackDue = acknowledgementDue(m.created_at, s);
  return {
    acknowledgement: clock(ackDue, m.acknowledged_at, metBy.acknowledgement, now),
    feedback: clock(
      addMonthsKst(m.acknowledged_at ?? ackDue, s.feedbackMonths),
      m.feedback_at,
      metBy.feedback,
      now,
    ),
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
