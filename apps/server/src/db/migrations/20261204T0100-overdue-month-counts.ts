import { type Kysely, sql } from 'kysely';

// The overdue count's due days' counters, rolled up by month (bench/README.md, finding 20). post_due_days holds a row
// per company and due day, and the days before today were all read: at a million reports over two and a half years,
// 5,621 rows and 2 to 5 ms of every list request, growing with the years the site runs. Frozen in time.
// - post_due_months: open reports per company and due month (UTC, the month's first day), kept by the same trigger
//   in the same transaction. The overdue count reads the months before this one from it and only this month's days
//   before today from post_due_days: a row per company and month, and at most 31 per company.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

const countDays = (months: boolean) => `create or replace function count_post_due_days() returns trigger
  language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and old.due_at is not null then
      update post_due_days set n = n - 1
        where company_type_id = old.company_type_id and due_day = (old.due_at at time zone 'UTC')::date;
      ${
        months
          ? `update post_due_months set n = n - 1
        where company_type_id = old.company_type_id
          and due_month = date_trunc('month', old.due_at at time zone 'UTC')::date;`
          : ''
      }
    end if;
    if tg_op in ('UPDATE', 'INSERT') and new.due_at is not null then
      insert into post_due_days (company_type_id, due_day, n)
        values (new.company_type_id, (new.due_at at time zone 'UTC')::date, 1)
        on conflict (company_type_id, due_day) do update set n = post_due_days.n + 1;
      ${
        months
          ? `insert into post_due_months (company_type_id, due_month, n)
        values (new.company_type_id, date_trunc('month', new.due_at at time zone 'UTC')::date, 1)
        on conflict (company_type_id, due_month) do update set n = post_due_months.n + 1;`
          : ''
      }
    end if;
    return null;
  end $$`;

const up = [
  `create table post_due_months (
    company_type_id integer not null references company_types(id),
    due_month date not null,
    n bigint not null default 0,
    primary key (company_type_id, due_month)
  )`,
  `insert into post_due_months (company_type_id, due_month, n)
    select company_type_id, date_trunc('month', due_at at time zone 'UTC')::date, count(*) from posts
    where due_at is not null group by 1, 2`,
  countDays(true),
];

const down = [countDays(false), 'drop table post_due_months'];

export async function upOverdueMonthCounts(db: AnyDb): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downOverdueMonthCounts(db: AnyDb): Promise<void> {
  for (const statement of down) await sql.raw(statement).execute(db);
}
