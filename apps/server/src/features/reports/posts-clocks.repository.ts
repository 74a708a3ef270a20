import type { PostStatusCode } from '@audit/contracts';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/types.ts';
import type { NoticedDueDates } from '../mail/due-notices.repository.ts';
import type { ClockSettings } from './legal-clocks.ts';

// Part of the owner of the `posts` table (posts.repository.ts), split off by what it holds: the legal clocks'
// columns (acknowledged_at, status_changed_at, replied_at, due_at) and the status changes that move them, written
// in the transaction of each event.

/**
 * The next open due date of a report from its stored moments under `clock` (the SQL of legal-clocks.ts's rules):
 * the acknowledgement's while it is open, else the feedback's while that is open, else none. Months are counted in
 * Korea's calendar, as the application counts them.
 */
function dueAtSql(clock: ClockSettings) {
  return sql<Date | null>`case
    when acknowledged_at is null then created_at + make_interval(days => ${clock.acknowledgementDays})
    when status_code = 'COMPLETED' or replied_at > greatest(status_changed_at, acknowledged_at) then null
    else ((acknowledged_at at time zone 'Asia/Seoul') + make_interval(months => ${clock.feedbackMonths}))
      at time zone 'Asia/Seoul'
  end`;
}

/** Stores the next due date of one report, after its moments changed (same transaction, so it sees them). */
async function refreshDueAt(trx: Trx, postId: number, clock: ClockSettings): Promise<void> {
  await trx
    .updateTable('posts')
    .set({ due_at: dueAtSql(clock) })
    .where('id', '=', postId)
    .execute();
}

/**
 * A status change with the clocks' moments: leaving WAITING acknowledges the report (the first time), and the
 * change opens the feedback again until the next reply; the due date follows.
 */
export async function updateStatus(
  trx: Trx,
  postId: number,
  status: PostStatusCode,
  completedAt: Date | null,
  now: Date,
  clock: ClockSettings,
): Promise<void> {
  await trx
    .updateTable('posts')
    .set((eb) => ({
      status_code: status,
      completed_at: completedAt,
      status_changed_at: now,
      acknowledged_at:
        status === 'WAITING' ? eb.ref('acknowledged_at') : eb.fn.coalesce('acknowledged_at', eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', postId)
    .execute();
  await refreshDueAt(trx, postId, clock);
}

/** A reply of the audit office: the first one acknowledges the report; each may give the feedback. */
export async function recordReply(trx: Trx, postId: number, now: Date, clock: ClockSettings): Promise<void> {
  await trx
    .updateTable('posts')
    .set((eb) => ({ replied_at: now, acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(now)) }))
    .where('id', '=', postId)
    .execute();
  await refreshDueAt(trx, postId, clock);
}

/**
 * The open reports' due dates under new settings (same transaction as the change): only the reports with one
 * (partial index), since the settings move due dates but do not open or close a clock.
 */
export async function refreshOpenDueDates(trx: Trx, clock: ClockSettings): Promise<void> {
  await trx
    .updateTable('posts')
    .set({ due_at: dueAtSql(clock) })
    .where('due_at', 'is not', null)
    .execute();
}

/**
 * Open reports whose next due date is in (after, until], earliest first, less the (report, due date) pairs
 * `except` names: the due-date notices' job (features/mail/due-notices.ts) reads them in batches of `limit`.
 */
export function reportsDueBetween(
  db: Db,
  w: { after: Date | null; until: Date; except: NoticedDueDates; limit: number },
) {
  let q = db
    .selectFrom('posts')
    .select(['id', 'company_type_id', 'due_at', 'acknowledged_at'])
    .where('due_at', '<=', w.until)
    .where((eb) => eb(eb.refTuple('id', 'due_at'), 'not in', w.except))
    .orderBy('due_at')
    .limit(w.limit);
  if (w.after) q = q.where('due_at', '>', w.after);
  return q.$narrowType<{ due_at: Date }>().execute();
}
