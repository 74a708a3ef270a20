import type { PostStatusCode } from '@audit/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/types.ts';
import { firstReplyOfKindsAt } from './comments.repository.ts';
import type { ClockSettings } from './legal-clocks.ts';
import { firstAcknowledgingChangeAt } from './post-status-changes.repository.ts';

// The legal clocks' columns of `posts` (a part of the posts repository): the moments they are met, recomputed from
// their events in the transaction of each event, and the next open due date (posts.due_at) they give. The SQL twin
// of legal-clocks.ts's rules; tests hold the two together.

/**
 * The next open due date of a report from its stored moments under `clock`: the acknowledgement's while open, else
 * the feedback's while open, else none; months in Korea's calendar, as in legal-clocks.ts.
 */
function dueAtSql(clock: ClockSettings) {
  return sql<Date | null>`case
    when acknowledged_at is null then created_at + make_interval(days => ${clock.acknowledgementDays})
    when feedback_at is not null then null
    else ((acknowledged_at at time zone 'Asia/Seoul') + make_interval(months => ${clock.feedbackMonths}))
      at time zone 'Asia/Seoul'
  end`;
}

/**
 * Stores the next due date (in the transaction of the change, after the moments, so it sees them): of one report, or,
 * under new settings, of every open one (partial index: settings move due dates but open or close no clock).
 */
export async function refreshDueDates(trx: Db, clock: ClockSettings, postId?: number): Promise<void> {
  const q = trx.updateTable('posts').set({ due_at: dueAtSql(clock) });
  await (postId === undefined ? q.where('due_at', 'is not', null) : q.where('id', '=', postId)).execute();
}

/**
 * Recomputes a report's clock moments from its events, then its due date: after every event that may move them (a
 * status change, a reply of a clock's kind, an edit of a reply's kind), written first in the same transaction.
 * The acknowledgement: the first status past WAITING, the first 접수 확인 or 처리 결과 회신 reply, or the moment the
 * earlier rule recorded; the feedback: the first 처리 결과 회신 reply, or the earlier rule's (legal-clocks.ts).
 */
export async function refreshClocks(trx: Db, postId: number, clock: ClockSettings): Promise<void> {
  const post = sql.ref('posts.id');
  await trx
    .updateTable('posts')
    .set({
      acknowledged_at: sql<Date | null>`least(acknowledged_by_earlier_rule_at,
        ${firstAcknowledgingChangeAt(post)}, ${firstReplyOfKindsAt(post, ['ACKNOWLEDGEMENT', 'FEEDBACK'])})`,
      feedback_at: sql<Date | null>`least(feedback_by_earlier_rule_at, ${firstReplyOfKindsAt(post, ['FEEDBACK'])})`,
    })
    .where('id', '=', postId)
    .execute();
  await refreshDueDates(trx, clock, postId);
}

/** A status change (the clocks follow with refreshClocks, once the change is recorded). */
export async function updateStatus(
  trx: Db,
  postId: number,
  status: PostStatusCode,
  completedAt: Date | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('posts')
    .set({ status_code: status, completed_at: completedAt, status_changed_at: now, updated_at: now })
    .where('id', '=', postId)
    .execute();
}

/** A reply of the audit office: the reporter's timeline shows the last one (any kind). */
export async function recordReply(trx: Db, postId: number, now: Date): Promise<void> {
  await trx.updateTable('posts').set({ replied_at: now }).where('id', '=', postId).execute();
}
