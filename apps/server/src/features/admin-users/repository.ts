import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database>;

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findGroupByName(db: Db, name: string) {
  return db.selectFrom('user_groups').select(['id', 'name']).where('name', '=', name).executeTakeFirst();
}

/** The system-admin group: the oldest group that holds the permission-management menu. */
export function findSysadminGroup(db: Db) {
  return db
    .selectFrom('user_groups as g')
    .innerJoin('group_menus as gm', 'gm.group_id', 'g.id')
    .innerJoin('menus as m', 'm.id', 'gm.menu_id')
    .select(['g.id', 'g.name'])
    .where('m.url', '=', '/admingroupauth')
    .orderBy('g.id')
    .executeTakeFirst();
}

export function findAdminByLoginId(db: Db, loginId: string) {
  return db
    .selectFrom('admin_users')
    .select(['id', 'login_id'])
    .where('login_id', '=', loginId)
    .executeTakeFirst();
}

export type AdminUpsert = {
  loginId: string;
  name: string;
  email: string | null;
  groupId: number;
  passwordHash: string;
};

/** Creates the admin, or updates name, e-mail, group and password of an existing one; unlocks and enables it. */
export async function upsertAdmin(db: Db, a: AdminUpsert): Promise<{ id: number; created: boolean }> {
  const existing = await findAdminByLoginId(db, a.loginId);
  const now = new Date();
  if (existing) {
    await db
      .updateTable('admin_users')
      .set({
        name: a.name,
        email: a.email,
        group_id: a.groupId,
        password_hash: a.passwordHash,
        password_changed_at: now,
        status: 'ENABLED',
        failed_login_count: 0,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, created: false };
  }
  const row = await db
    .insertInto('admin_users')
    .values({
      login_id: a.loginId,
      name: a.name,
      email: a.email,
      group_id: a.groupId,
      password_hash: a.passwordHash,
      password_changed_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}
