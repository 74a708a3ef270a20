import { type Kysely, sql } from 'kysely';

// A mail about a report names that report (mail_outbox.post_id), so the outbox screen can leave out, for an admin
// excluded from a report (conflict of interest), the mails about it: their subjects carry the report's number and
// their addresses its handlers. Mails queued before this have none and are shown to everyone, as they were. The
// column empties when its report is deleted (retention). Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upOutboxReport(db: AnyDb): Promise<void> {
  await sql`alter table mail_outbox add column post_id bigint references posts(id) on delete set null`.execute(
    db,
  );
  await sql`create index mail_outbox_post_id on mail_outbox (post_id) where post_id is not null`.execute(db);
}

export async function downOutboxReport(db: AnyDb): Promise<void> {
  await sql`alter table mail_outbox drop column post_id`.execute(db);
}
