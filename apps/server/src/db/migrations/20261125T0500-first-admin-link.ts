import { type Kysely, sql } from 'kysely';

// While no admin exists, the server issues a one-time link on which the first system admin signs up on the site
// (no stopping the server to run the CLI). One link at a time, only its token's hash. Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upFirstAdminLink(db: AnyDb): Promise<void> {
  await sql`create table first_admin_links (
    id smallint primary key default 1 check (id = 1),
    token_hash bytea not null,
    expires_at timestamptz not null,
    created_at timestamptz not null
  )`.execute(db);
}

export async function downFirstAdminLink(db: AnyDb): Promise<void> {
  await sql`drop table first_admin_links`.execute(db);
}
