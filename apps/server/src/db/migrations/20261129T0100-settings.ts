import { type Kysely, sql } from 'kysely';
import { addBuiltInMenu, removeBuiltInMenu } from './built-in-menu.ts';

// Issue 12's legal clocks: their durations, set by system admins on the new built-in menu /adminsettings (key
// SETTINGS), granted to the groups that run the site. Frozen in time.
// - settings: at most one row (`singleton`); while there is none, the defaults apply (7 days, 3 months), so a new
//   or restored database starts empty like every other table a backup holds.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upSettings(db: AnyDb): Promise<void> {
  await sql`create table settings (
    singleton boolean primary key default true check (singleton),
    acknowledgement_days integer not null check (acknowledgement_days > 0),
    feedback_months integer not null check (feedback_months > 0),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await addBuiltInMenu(
    db,
    {
      key: 'SETTINGS',
      url: '/adminsettings',
      name: '처리기한 설정',
      description: '접수 확인 기한과 처리 결과 회신 기한 설정',
    },
    'GROUP_PERMISSIONS',
  );
}

export async function downSettings(db: AnyDb): Promise<void> {
  await removeBuiltInMenu(db, 'SETTINGS');
  await sql`drop table settings`.execute(db);
}
