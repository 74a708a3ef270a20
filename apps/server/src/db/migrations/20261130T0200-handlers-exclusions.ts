import { type Kysely, sql } from 'kysely';

// The handlers (담당자) of a report, the admins excluded from it for a conflict of interest (열람 제외), and the
// reporter's free-text note of who must not see it (encrypted and bound to the report's row like its body). Both
// tables go with their report (on delete cascade: the retention job's deletion of a report takes them). Every
// admin read of reports asks "is there an exclusion row for (post, me)?": the primary key (post_id, admin_user_id)
// answers it from the index, and exclusions are rare. `assignee=me` reads by admin first: its own index. The `id`
// is only the order a backup pages the rows in (one key column, like every other table).
// Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upHandlersExclusions(db: AnyDb): Promise<void> {
  await sql`create table report_assignees (
    id bigint generated always as identity unique,
    post_id bigint not null references posts(id) on delete cascade,
    admin_user_id integer not null references admin_users(id),
    assigned_at timestamptz not null default now(),
    primary key (post_id, admin_user_id)
  )`.execute(db);
  await sql`create index report_assignees_admin_idx on report_assignees (admin_user_id, post_id)`.execute(db);
  await sql`create table report_exclusions (
    id bigint generated always as identity unique,
    post_id bigint not null references posts(id) on delete cascade,
    admin_user_id integer not null references admin_users(id),
    excluded_by integer not null references admin_users(id),
    created_at timestamptz not null default now(),
    primary key (post_id, admin_user_id)
  )`.execute(db);
  // The status counts subtract an admin's excluded reports from the counters: read by admin first.
  await sql`create index report_exclusions_admin_idx on report_exclusions (admin_user_id, post_id)`.execute(
    db,
  );
  await sql`alter table posts add column excluded_persons_enc bytea`.execute(db);
}

export async function downHandlersExclusions(db: AnyDb): Promise<void> {
  await sql`alter table posts drop column excluded_persons_enc`.execute(db);
  await sql`drop table report_exclusions`.execute(db);
  await sql`drop table report_assignees`.execute(db);
}
