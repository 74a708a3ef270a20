import { type Kysely, sql } from 'kysely';

// Issue 31: reply kinds, and legal clocks that a courtesy reply cannot meet. Frozen in time.
// - comments gain `kind` (PLAIN, ACKNOWLEDGEMENT 접수 확인, FEEDBACK 처리 결과 회신; only the audit office's replies may
//   be other than PLAIN) and `kind_at`: when the reply was given its clock kind (its writing, or the edit that gave
//   it one; null for PLAIN). A reply marked later meets its clock when it was marked, never back-dated to when a
//   courtesy line was written.
// - posts gain `feedback_at`: when the feedback clock was met (the first FEEDBACK reply, including the result message
//   of a completion), null while open. acknowledged_at keeps its meaning (the status first left WAITING, or the first
//   ACKNOWLEDGEMENT or FEEDBACK reply). Both are now recomputed from those events (data/post-clocks.ts),
//   so a reply whose kind is taken back no longer meets its clock.
//
// What happens to the rows written before. The old rules counted every reply of the audit office: the first one as
// the acknowledgement, a later one as the feedback. Those replies stay PLAIN (nobody said what they were, and no reply
// is relabelled after the fact). Then:
// - Acknowledgement: what was recorded stands. Where acknowledged_at came from a reply (it is earlier than any status
//   change past WAITING), it is kept in `acknowledged_by_earlier_rule_at`, so the recomputation keeps it, and the
//   detail says it was met under the earlier rule.
// - Feedback of a completed report: its completion was recorded as the feedback, and a completed report takes no
//   reply any more (spec), so nothing could be added now. It is kept in `feedback_by_earlier_rule_at` (the completion's
//   moment) and shown as met under the earlier rule.
// - Feedback of an open report met only by a reply: no longer met. From now on such a report's feedback clock is open
//   (due three months, or the configured months, after its acknowledgement), and is overdue if that date has passed:
//   exactly what a courtesy reply hid. The reply itself, its date and the audit trail are untouched; a handler who
//   did give the feedback in it marks a new reply 처리 결과 회신.
// - due_at is recomputed under the new rule with the saved settings (or 7 days, 3 months), in Korea time; the
//   overdue counters (post_due_days, post_due_months) follow by their trigger in the same statement.
// Down drops the new columns and recomputes due_at under the earlier rule.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

const ACK_DAYS = 'coalesce((select acknowledgement_days from settings), 7)';
const FEEDBACK_MONTHS = 'coalesce((select feedback_months from settings), 3)';

const up = [
  `alter table comments add column kind varchar(20) not null default 'PLAIN'`,
  'alter table comments add column kind_at timestamptz',
  `alter table comments add constraint comments_kind_check check (
    kind in ('PLAIN', 'ACKNOWLEDGEMENT', 'FEEDBACK')
    and (kind = 'PLAIN' or author_role = 'ROLE_ADMIN')
    and ((kind = 'PLAIN') = (kind_at is null))
  )`,
  'alter table posts add column feedback_at timestamptz',
  'alter table posts add column acknowledged_by_earlier_rule_at timestamptz',
  'alter table posts add column feedback_by_earlier_rule_at timestamptz',
  `update posts p set acknowledged_by_earlier_rule_at = p.acknowledged_at
    where p.acknowledged_at is not null
      and p.acknowledged_at < coalesce((select min(c.changed_at) from post_status_changes c
        where c.post_id = p.id and c.status_code <> 'WAITING'), 'infinity')`,
  `update posts set feedback_by_earlier_rule_at = coalesce(completed_at, status_changed_at, updated_at),
      feedback_at = coalesce(completed_at, status_changed_at, updated_at)
    where status_code = 'COMPLETED'`,
  `update posts set due_at = case
      when acknowledged_at is null then created_at + make_interval(days => ${ACK_DAYS})
      when feedback_at is not null then null
      else ((acknowledged_at at time zone 'Asia/Seoul') + make_interval(months => ${FEEDBACK_MONTHS}))
        at time zone 'Asia/Seoul'
    end
    where due_at is distinct from case
      when acknowledged_at is null then created_at + make_interval(days => ${ACK_DAYS})
      when feedback_at is not null then null
      else ((acknowledged_at at time zone 'Asia/Seoul') + make_interval(months => ${FEEDBACK_MONTHS}))
        at time zone 'Asia/Seoul'
    end`,
];

const down = [
  `update posts set due_at = case
      when acknowledged_at is null then created_at + make_interval(days => ${ACK_DAYS})
      when status_code = 'COMPLETED' or replied_at > greatest(status_changed_at, acknowledged_at) then null
      else ((acknowledged_at at time zone 'Asia/Seoul') + make_interval(months => ${FEEDBACK_MONTHS}))
        at time zone 'Asia/Seoul'
    end`,
  'alter table posts drop column feedback_by_earlier_rule_at',
  'alter table posts drop column acknowledged_by_earlier_rule_at',
  'alter table posts drop column feedback_at',
  'alter table comments drop constraint comments_kind_check',
  'alter table comments drop column kind_at',
  'alter table comments drop column kind',
];

export async function upReplyKinds(db: AnyDb): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downReplyKinds(db: AnyDb): Promise<void> {
  for (const statement of down) await sql.raw(statement).execute(db);
}
