import { type Kysely, sql } from 'kysely';

// Failed sign-ins of accounts that do not exist (a mistyped or guessed receipt number or admin id) were counted in
// each process's memory: a second instance did not see them. They are counted here, shared by every instance,
// under a keyed hash of what was typed (never the typed value). Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upSigninFailures(db: AnyDb): Promise<void> {
  await sql`create table signin_failures (
    key_hash bytea primary key,
    failed_count integer not null default 0,
    locked_until timestamptz,
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create index signin_failures_updated_idx on signin_failures (updated_at)`.execute(db);
}

export async function downSigninFailures(db: AnyDb): Promise<void> {
  await sql`drop table signin_failures`.execute(db);
}
