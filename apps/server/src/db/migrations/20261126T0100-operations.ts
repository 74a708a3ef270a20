import { type Kysely, sql } from 'kysely';

// Operations of a running site. Frozen in time.
// - scheduled_jobs: one row per periodic job (retention); an instance runs a job only after claiming its lease, so
//   with several instances each run happens once, and the row keeps when it last ran and how it ended.
// - key_rotations: a master-key rotation in progress or done. While it runs, the new key is kept wrapped under the
//   old one and the old under the new, so every instance (started with either key) learns both; when it finishes,
//   both wrapped keys are erased and only the key ids remain (a start with a retired key is refused).
// - Evidence rows may now have their seal rewritten (prev_hash, chain_hash: a key rotation re-seals the chains
//   under the new key), never their values; deletion stays limited to rows past their retention.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upOperations(db: AnyDb): Promise<void> {
  await sql`create table scheduled_jobs (
    name varchar(40) primary key,
    lease_until timestamptz,
    last_started_at timestamptz,
    last_finished_at timestamptz,
    last_outcome varchar(10) check (last_outcome in ('OK', 'FAILED')),
    last_error varchar(1000),
    runs integer not null default 0,
    failures integer not null default 0
  )`.execute(db);
  await sql`create table key_rotations (
    id integer generated always as identity primary key,
    old_key_id varchar(8) not null,
    new_key_id varchar(8) not null,
    new_key_under_old bytea,
    old_key_under_new bytea,
    state varchar(10) not null check (state in ('RUNNING', 'FINISHED')),
    progress jsonb not null default '{}',
    started_at timestamptz not null,
    finished_at timestamptz
  )`.execute(db);
  // At most one rotation runs at a time.
  await sql`create unique index key_rotations_running_idx on key_rotations (state) where state = 'RUNNING'`.execute(
    db,
  );
  await sql`create or replace function forbid_evidence_change() returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' then
      if (to_jsonb(new) - 'prev_hash' - 'chain_hash') is distinct from (to_jsonb(old) - 'prev_hash' - 'chain_hash') then
        raise exception '% rows cannot be changed', tg_table_name;
      end if;
      return new;
    end if;
    if old.created_at > now() - (tg_argv[0])::interval then
      raise exception '% rows are kept for %', tg_table_name, tg_argv[0];
    end if;
    return old;
  end $$`.execute(db);
}

export async function downOperations(db: AnyDb): Promise<void> {
  await sql`create or replace function forbid_evidence_change() returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' then
      raise exception '% rows cannot be changed', tg_table_name;
    end if;
    if old.created_at > now() - (tg_argv[0])::interval then
      raise exception '% rows are kept for %', tg_table_name, tg_argv[0];
    end if;
    return old;
  end $$`.execute(db);
  await sql`drop table key_rotations`.execute(db);
  await sql`drop table scheduled_jobs`.execute(db);
}
