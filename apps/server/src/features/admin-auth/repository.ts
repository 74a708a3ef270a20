import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database>;

export function findAdminForSignin(db: Db, loginId: string) {
  return db
    .selectFrom('admin_users as a')
    .innerJoin('user_groups as g', 'g.id', 'a.group_id')
    .select([
      'a.id',
      'a.login_id',
      'a.password_hash',
      'a.status',
      'a.failed_login_count',
      'a.locked_until',
      'g.status as group_status',
    ])
    .where('a.login_id', '=', loginId)
    .executeTakeFirst();
}

export async function recordAdminFailure(
  db: Db,
  id: number,
  failedCount: number,
  lockedUntil: Date | null,
): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ failed_login_count: failedCount, locked_until: lockedUntil })
    .where('id', '=', id)
    .execute();
}

export async function recordAdminSuccess(db: Db, id: number): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ failed_login_count: 0, locked_until: null })
    .where('id', '=', id)
    .execute();
}

export async function insertLoginLog(
  db: Db,
  row: {
    adminUserId: number | null;
    loginId: string;
    ip: string;
    success: boolean;
    reason: string | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('login_logs')
    .values({
      admin_user_id: row.adminUserId,
      login_id: row.loginId.slice(0, 100),
      ip: row.ip.slice(0, 64),
      success: row.success,
      reason: row.reason,
      created_at: row.now,
    })
    .execute();
}

/** The signed-in admin with group, for every admin request. */
export function findAdminContext(db: Db, adminUserId: number) {
  return db
    .selectFrom('admin_users as a')
    .innerJoin('user_groups as g', 'g.id', 'a.group_id')
    .select([
      'a.id',
      'a.login_id',
      'a.name',
      'a.status',
      'a.group_id',
      'g.name as group_name',
      'g.status as group_status',
    ])
    .where('a.id', '=', adminUserId)
    .executeTakeFirst();
}

/** The usable menus of a group, in menu order: the admin's side menu and the API areas it may use. */
export function listGroupMenus(db: Db, groupId: number) {
  return db
    .selectFrom('group_menus as gm')
    .innerJoin('menus as m', 'm.id', 'gm.menu_id')
    .select(['m.name', 'm.url'])
    .where('gm.group_id', '=', groupId)
    .where('m.status', '=', 'ENABLED')
    .orderBy('m.order_seq')
    .orderBy('m.id')
    .execute();
}
