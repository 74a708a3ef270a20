import { type Kysely, sql } from 'kysely';

// Issue 31: the admin list filtered by a status (a count card) reads that status's reports newest first from an
// index of its own, as the whole list reads posts_created_idx, instead of walking every report for a page of a rare
// status. It replaces the index on the status alone (initial schema), whose every use it serves: its first column.
// Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upStatusListIndex(db: AnyDb): Promise<void> {
  await sql`create index posts_status_created_idx on posts (status_code, created_at desc, id desc)`.execute(
    db,
  );
  await sql`drop index posts_status_idx`.execute(db);
}

export async function downStatusListIndex(db: AnyDb): Promise<void> {
  await sql`create index posts_status_idx on posts (status_code)`.execute(db);
  await sql`drop index posts_status_created_idx`.execute(db);
}
