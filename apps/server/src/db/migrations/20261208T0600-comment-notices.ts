import { type Kysely, sql } from 'kysely';

// A reporter's comments are told to a report's recipients at most once a window (features/mail/comment-notices.ts):
// a notice records how many comments it covers (`comment_count`, null for every other mail) and when it was meant to
// go (`scheduled_at`: the claim of the worker moves next_attempt_at, so that moment needs its own column). Mails
// queued before this have neither and are left as they are: the first comment after the update starts a window.
// Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upCommentNotices(db: AnyDb): Promise<void> {
  await sql`alter table mail_outbox add column comment_count integer, add column scheduled_at timestamptz`.execute(
    db,
  );
  await sql`create index mail_outbox_comment_notices on mail_outbox (post_id, scheduled_at)
    where comment_count is not null`.execute(db);
}

export async function downCommentNotices(db: AnyDb): Promise<void> {
  await sql`alter table mail_outbox drop column comment_count, drop column scheduled_at`.execute(db);
}
