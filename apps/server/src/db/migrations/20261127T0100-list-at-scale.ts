import { type Kysely, sql } from 'kysely';

// The admin list at a million reports. Frozen in time.
// - post_status_counts: reports per company and status, kept by a trigger on posts in the same transaction as each
//   insert, status change, move or delete, so the list's status counts read a few rows instead of counting the scope.
// - Indexes in the list's two orders, for all companies and for one.
// - posts.search_terms: the blind index of the title (keyed hashes of its pieces, see security/search-terms.ts),
//   filled by the application (it needs the key), with a GIN index; null until filled.
// - cache_versions: a counter per cached kind of reference data (the public lists), raised in the transaction of every
//   administrative change, so each instance's cache sees a change within a second.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

const up = [
  `create table post_status_counts (
    company_type_id integer not null references company_types(id),
    status_code varchar(20) not null references post_statuses(code),
    n bigint not null default 0,
    primary key (company_type_id, status_code)
  )`,
  `insert into post_status_counts (company_type_id, status_code, n)
    select company_type_id, status_code, count(*) from posts group by company_type_id, status_code`,
  `create function count_post_statuses() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      update post_status_counts set n = n - 1
        where company_type_id = old.company_type_id and status_code = old.status_code;
    end if;
    if tg_op in ('UPDATE', 'INSERT') then
      insert into post_status_counts (company_type_id, status_code, n) values (new.company_type_id, new.status_code, 1)
        on conflict (company_type_id, status_code) do update set n = post_status_counts.n + 1;
    end if;
    return null;
  end $$`,
  `create trigger posts_count_statuses after insert or delete on posts
    for each row execute function count_post_statuses()`,
  `create trigger posts_count_status_changes after update of status_code, company_type_id on posts
    for each row when (old.status_code is distinct from new.status_code
      or old.company_type_id is distinct from new.company_type_id)
    execute function count_post_statuses()`,
  'drop index posts_company_created_idx',
  'drop index posts_company_comment_idx',
  'create index posts_created_idx on posts (created_at desc, id desc)',
  'create index posts_company_created_idx on posts (company_type_id, created_at desc, id desc)',
  'create index posts_comment_idx on posts (last_comment_at desc nulls last, created_at desc, id desc)',
  `create index posts_company_comment_idx on posts
    (company_type_id, last_comment_at desc nulls last, created_at desc, id desc)`,
  'create index posts_receipt_prefix_idx on posts (receipt_number text_pattern_ops)',
  'alter table posts add column search_terms integer[]',
  'create index posts_search_terms_idx on posts using gin (search_terms)',
  'create index posts_unindexed_idx on posts (id) where search_terms is null',
  `create table cache_versions (
    name varchar(40) primary key,
    version bigint not null default 0
  )`,
];

const down = [
  'drop table cache_versions',
  'drop index posts_unindexed_idx',
  'drop index posts_search_terms_idx',
  'alter table posts drop column search_terms',
  'drop index posts_receipt_prefix_idx',
  'drop index posts_company_comment_idx',
  'drop index posts_comment_idx',
  'drop index posts_company_created_idx',
  'drop index posts_created_idx',
  'create index posts_company_created_idx on posts (company_type_id, created_at desc)',
  'create index posts_company_comment_idx on posts (company_type_id, last_comment_at desc nulls last)',
  'drop trigger posts_count_status_changes on posts',
  'drop trigger posts_count_statuses on posts',
  'drop function count_post_statuses()',
  'drop table post_status_counts',
];

export async function upListAtScale(db: AnyDb): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}

export async function downListAtScale(db: AnyDb): Promise<void> {
  for (const statement of down) await sql.raw(statement).execute(db);
}
