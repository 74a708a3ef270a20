import { type Kysely, sql } from 'kysely';
import { addBuiltInMenu, removeBuiltInMenu } from './built-in-menu.ts';

// Issue 30: a report's oversight (제보 감독), which no admin of the company's team can remove. Frozen in time.
// - company_type_maps.is_oversight: the map names the company's 감사 책임 그룹 (at most one per company); where none
//   is named, the groups holding the new built-in menu OVERSIGHT (granted here to the system admins) oversee it.
// - report_exclusions.decided_by/decided_at: an exclusion is in force only once its oversight decided it; a row
//   without them is a handler's request. Exclusions made before this migration were in force: they stay so.
// - posts.held_at: a report whose reporter named who must not see it waits for its oversight (no team sees it) until
//   released; the partial index keeps the teams' lists and counts from reading more than the few held reports.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upOversight(db: AnyDb): Promise<void> {
  await sql`alter table company_type_maps add column is_oversight boolean not null default false`.execute(db);
  await sql`create unique index company_type_maps_oversight_idx on company_type_maps (company_type_id)
    where is_oversight`.execute(db);
  await sql`alter table report_exclusions add column decided_by integer references admin_users(id)`.execute(
    db,
  );
  await sql`alter table report_exclusions add column decided_at timestamptz`.execute(db);
  await sql`update report_exclusions set decided_by = excluded_by, decided_at = created_at`.execute(db);
  await sql`create index report_exclusions_requests_idx on report_exclusions (post_id) where decided_at is null`.execute(
    db,
  );
  await sql`alter table posts add column held_at timestamptz`.execute(db);
  await sql`create index posts_held_idx on posts (company_type_id, id) where held_at is not null`.execute(db);
  await addBuiltInMenu(
    db,
    {
      key: 'OVERSIGHT',
      url: '/adminoversight',
      name: '제보 감독',
      description: '감사 책임 그룹의 제보 감독: 담당자와 열람 제외 확인, 제외 요청 결정, 보류된 제보 전달',
    },
    'GROUP_PERMISSIONS',
  );
}

export async function downOversight(db: AnyDb): Promise<void> {
  await removeBuiltInMenu(db, 'OVERSIGHT');
  await sql`drop index posts_held_idx`.execute(db);
  await sql`alter table posts drop column held_at`.execute(db);
  await sql`delete from report_exclusions where decided_at is null`.execute(db);
  await sql`drop index report_exclusions_requests_idx`.execute(db);
  await sql`alter table report_exclusions drop column decided_at`.execute(db);
  await sql`alter table report_exclusions drop column decided_by`.execute(db);
  await sql`drop index company_type_maps_oversight_idx`.execute(db);
  await sql`alter table company_type_maps drop column is_oversight`.execute(db);
}
