import { type Kysely, sql } from 'kysely';

// The admin list's 기한 경과 count without counting the overdue reports (bench/README.md, finding 19). It visited the
// row of every open report past its due date: 3.5 ms of the database's time per list request at 10,000 reports, a
// third of a second at a million (143,059 overdue). Frozen in time.
// - post_due_days: open reports per company and due day (UTC), kept by a trigger on posts in the same transaction as
//   every insert, due-date change (status change, reply, settings change), move or delete, like post_status_counts.
//   The reports overdue now are those of the days before today, read from it (a row per company and day, however
//   many reports), and those due earlier today, counted from the index below.
// - posts_company_due_idx: the company, the due date, the status and the id (the exclusions' key), so that what is
//   still counted (today's, a due filter's, an admin's excluded share) is read from the index alone.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

const up = [
  `create index posts_company_due_idx on posts (company_type_id, due_at) include (status_code, id)
    where due_at is not null`,
  `create table post_due_days (
    company_type_id integer not null references company_types(id),
    due_day date not null,
    n bigint not null default 0,
    primary key (company_type_id, due_day)
  )`,
  `insert into post_due_days (company_type_id, due_day, n)
    select company_type_id, (due_at at time zone 'UTC')::date, count(*) from posts where due_at is not null
    group by 1, 2`,
  `create function count_post_due_days() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and old.due_at is not null then
      update post_due_days set n = n - 1
        where company_type_id = old.company_type_id and due_day = (old.due_at at time zone 'UTC')::date;
    end if;
    if tg_op in ('UPDATE', 'INSERT') and new.due_at is not null then
      insert into post_due_days (company_type_id, due_day, n)
        values (new.company_type_id, (new.due_at at time zone 'UTC')::date, 1)
        on conflict (company_type_id, due_day) do update set n = post_due_days.n + 1;
    end if;
    return null;
  end $$`,
  `create trigger posts_count_due_days after insert or delete on posts
    for each row execute function count_post_due_days()`,
  `create trigger posts_count_due_day_changes after update of due_at, company_type_id on posts
    for each row when (old.due_at is distinct from new.due_at
      or old.company_type_id is distinct from new.company_type_id)
    execute function count_post_due_days()`,
];

const down = [
  'drop trigger posts_count_due_day_changes on posts',
  'drop trigger posts_count_due_days on posts',
  'drop function count_post_due_days()',
  'drop table post_due_days',
  'drop index posts_company_due_idx',
];

export async function upOverdueCounts(db: AnyDb): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downOverdueCounts(db: AnyDb): Promise<void> {
  for (const statement of down) await sql.raw(statement).execute(db);
}
