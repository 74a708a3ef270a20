import { type Kysely, sql } from 'kysely';

// Issue 31: evidence after the first report. A reporter may attach files to a comment and the audit office to a reply;
// they are rows of `attachments` (so encryption, cleaning, key rotation, backup, retention and the access log cover
// them as they cover the report's own file) with the comment they came with. A null `comment_id` is the report's one
// file of the submission, as before. The foreign key over (comment_id, post_id) keeps a comment's file on the
// comment's own report; it goes with its comment (and both with their report). Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upCommentFiles(db: AnyDb): Promise<void> {
  await sql`alter table comments add constraint comments_id_post_key unique (id, post_id)`.execute(db);
  await sql`alter table attachments add column comment_id bigint`.execute(db);
  await sql`alter table attachments add constraint attachments_comment_fkey
    foreign key (comment_id, post_id) references comments (id, post_id) on delete cascade`.execute(db);
  await sql`create index attachments_comment_idx on attachments (comment_id) where comment_id is not null`.execute(
    db,
  );
}

export async function downCommentFiles(db: AnyDb): Promise<void> {
  await sql`delete from attachments where comment_id is not null`.execute(db);
  await sql`alter table attachments drop column comment_id`.execute(db);
  await sql`alter table comments drop constraint comments_id_post_key`.execute(db);
}
