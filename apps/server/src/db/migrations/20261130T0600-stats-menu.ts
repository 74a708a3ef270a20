import type { Kysely } from 'kysely';
import { addBuiltInMenu, removeBuiltInMenu } from './built-in-menu.ts';

// Issue 12's statistics: the new built-in admin menu /adminstats (key STATS), granted on a running site to every
// group holding the reports (REPORTS): the teams that handle reports see their figures; a system admin grants or
// withdraws it like any other menu. Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upStatsMenu(db: AnyDb): Promise<void> {
  await addBuiltInMenu(
    db,
    {
      key: 'STATS',
      url: '/adminstats',
      name: '제보 통계',
      description: '회사별, 유형별, 처리상태별, 월별 제보 현황과 처리기한 준수율',
    },
    'REPORTS',
  );
}

export async function downStatsMenu(db: AnyDb): Promise<void> {
  await removeBuiltInMenu(db, 'STATS');
}
