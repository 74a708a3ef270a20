import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

// Groups, admin users, menus and group-menu rows: the system admins' directory.
type Db = Kysely<Database> | Transaction<Database>;

export function listGroups(db: Db) {
  return db.selectFrom('user_groups').select(['id', 'name', 'description', 'status']).orderBy('id').execute();
}

export function findGroup(db: Db, id: number) {
  return db
    .selectFrom('user_groups')
    .select(['id', 'name', 'description', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findGroupIdByName(db: Db, name: string) {
  return db.selectFrom('user_groups').select('id').where('name', '=', name).executeTakeFirst();
}

export function insertGroup(db: Db, g: { name: string; description: string; now: Date }) {
  return db
    .insertInto('user_groups')
    .values({ name: g.name, description: g.description, created_at: g.now, updated_at: g.now })
    .returning(['id', 'name', 'description', 'status'])
    .executeTakeFirstOrThrow();
}

export function updateGroup(
  db: Db,
  id: number,
  g: { name: string; description: string; status: 'ENABLED' | 'DISABLED'; now: Date },
) {
  return db
    .updateTable('user_groups')
    .set({ name: g.name, description: g.description, status: g.status, updated_at: g.now })
    .where('id', '=', id)
    .returning(['id', 'name', 'description', 'status'])
    .executeTakeFirstOrThrow();
}

const userColumns = [
  'a.id',
  'a.login_id',
  'a.name',
  'a.email',
  'a.group_id',
  'g.name as group_name',
  'a.status',
  'a.password_hash',
] as const;

export function listAdminUsers(db: Db) {
  return db
    .selectFrom('admin_users as a')
    .innerJoin('user_groups as g', 'g.id', 'a.group_id')
    .select(userColumns)
    .orderBy('a.id')
    .execute();
}

export function findAdminUser(db: Db, id: number) {
  return db
    .selectFrom('admin_users as a')
    .innerJoin('user_groups as g', 'g.id', 'a.group_id')
    .select(userColumns)
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export function findAdminIdByLogin(db: Db, loginId: string) {
  return db.selectFrom('admin_users').select('id').where('login_id', '=', loginId).executeTakeFirst();
}

export async function insertAdminUser(
  db: Db,
  u: { loginId: string; name: string; email: string | null; groupId: number; now: Date },
) {
  const row = await db
    .insertInto('admin_users')
    .values({
      login_id: u.loginId,
      name: u.name,
      email: u.email,
      group_id: u.groupId,
      password_hash: null,
      password_changed_at: null,
      created_at: u.now,
      updated_at: u.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdminUser(
  db: Db,
  id: number,
  u: { name: string; email: string | null; groupId: number; status: 'ENABLED' | 'DISABLED'; now: Date },
): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ name: u.name, email: u.email, group_id: u.groupId, status: u.status, updated_at: u.now })
    .where('id', '=', id)
    .execute();
}

/** Ends every live session of the given admins at once (made unusable, or their group was). */
export async function revokeAdminSessions(
  db: Db,
  where: { adminUserId: number } | { groupId: number },
  now: Date,
): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('kind', '=', 'ADMIN')
    .where('revoked_at', 'is', null);
  q =
    'adminUserId' in where
      ? q.where('admin_user_id', '=', where.adminUserId)
      : q.where(
          'admin_user_id',
          'in',
          db.selectFrom('admin_users').select('id').where('group_id', '=', where.groupId),
        );
  await q.execute();
}

const menuColumns = ['id', 'name', 'order_seq', 'url', 'description', 'status'] as const;

export function listMenus(db: Db) {
  return db.selectFrom('menus').select(menuColumns).orderBy('order_seq').orderBy('id').execute();
}

export function findMenu(db: Db, id: number) {
  return db.selectFrom('menus').select(menuColumns).where('id', '=', id).executeTakeFirst();
}

export function findMenuIdByUrl(db: Db, url: string) {
  return db.selectFrom('menus').select('id').where('url', '=', url).executeTakeFirst();
}

export function insertMenu(
  db: Db,
  m: { name: string; url: string; orderSeq: number; description: string; now: Date },
) {
  return db
    .insertInto('menus')
    .values({
      name: m.name,
      url: m.url,
      order_seq: m.orderSeq,
      description: m.description,
      status: 'ENABLED',
      created_at: m.now,
      updated_at: m.now,
    })
    .returning(menuColumns)
    .executeTakeFirstOrThrow();
}

export function updateMenu(
  db: Db,
  id: number,
  m: {
    name: string;
    url: string;
    orderSeq: number;
    description: string;
    status: 'ENABLED' | 'DISABLED';
    now: Date;
  },
) {
  return db
    .updateTable('menus')
    .set({
      name: m.name,
      url: m.url,
      order_seq: m.orderSeq,
      description: m.description,
      status: m.status,
      updated_at: m.now,
    })
    .where('id', '=', id)
    .returning(menuColumns)
    .executeTakeFirstOrThrow();
}

/** Every menu with the group's mapping row, if any (the permission screen's checkboxes). */
export function listMenusForGroup(db: Db, groupId: number) {
  return db
    .selectFrom('menus as m')
    .leftJoin('group_menus as gm', (join) =>
      join.onRef('gm.menu_id', '=', 'm.id').on('gm.group_id', '=', groupId),
    )
    .select(['m.id as menu_id', 'gm.id as group_menu_id', 'm.name', 'm.url'])
    .orderBy('m.order_seq')
    .orderBy('m.id')
    .execute();
}

export function findGroupMenu(db: Db, id: number) {
  return db
    .selectFrom('group_menus')
    .select(['id', 'group_id', 'menu_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findGroupMenuPair(db: Db, groupId: number, menuId: number) {
  return db
    .selectFrom('group_menus')
    .select('id')
    .where('group_id', '=', groupId)
    .where('menu_id', '=', menuId)
    .executeTakeFirst();
}

export function insertGroupMenu(db: Db, groupId: number, menuId: number, now: Date) {
  return db
    .insertInto('group_menus')
    .values({ group_id: groupId, menu_id: menuId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function deleteGroupMenu(db: Db, id: number): Promise<void> {
  await db.deleteFrom('group_menus').where('id', '=', id).execute();
}

/**
 * What must survive every change: how many usable groups hold the usable permission-management menu, and how
 * many usable admins are in those groups (the usable system admins).
 */
export async function countPermissionHolders(db: Db): Promise<{ groups: number; admins: number }> {
  const holders = db
    .selectFrom('group_menus as gm')
    .innerJoin('menus as m', 'm.id', 'gm.menu_id')
    .innerJoin('user_groups as g', 'g.id', 'gm.group_id')
    .select('g.id')
    .where('m.url', '=', '/admingroupauth')
    .where('m.status', '=', 'ENABLED')
    .where('g.status', '=', 'ENABLED');
  const [groups, admins] = await Promise.all([
    db
      .selectFrom(holders.as('h'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('admin_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'ENABLED')
      .where('group_id', 'in', holders)
      .executeTakeFirstOrThrow(),
  ]);
  return { groups: Number(groups.n), admins: Number(admins.n) };
}
