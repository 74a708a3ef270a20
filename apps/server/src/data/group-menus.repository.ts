import { type RawBuilder, sql } from 'kysely';
import type { Db, IdQuery } from '../db/types.ts';
import type { Cipher } from '../security/crypto.ts';
import { sealGrants } from './access-grants.ts';

// Owner of the `group_menus` table: which group holds which menu, i.e. its permissions.

/** A group's rows (id, menu_id), to join: `.leftJoin(groupMenusOf(db, g).as('gm'), ...)`. */
export function groupMenusOf(db: Db, groupId: number) {
  return db.selectFrom('group_menus').select(['id', 'menu_id']).where('group_id', '=', groupId);
}

/** Ids of the menus a group holds (to filter by). */
export function menuIdsOfGroup(db: Db, groupId: number) {
  return db.selectFrom('group_menus').select('menu_id').where('group_id', '=', groupId);
}

/** The rows (group_id, menu_id) of the groups `groupIds`, to join. */
export function groupMenusOfGroups(db: Db, groupIds: readonly number[]) {
  return db.selectFrom('group_menus').select(['group_id', 'menu_id']).where('group_id', 'in', groupIds);
}

/** Ids of the menus the group `groupId` (a column of the outer query) holds, inside a correlated subquery. */
export function menuIdsOfGroupSql(groupId: RawBuilder<unknown>) {
  return sql`select menu_id from group_menus where group_id = ${groupId}`;
}

/** Whether a group holds one of the menus `menuIds`. */
export async function groupHoldsMenu(db: Db, groupId: number, menuIds: IdQuery): Promise<boolean> {
  const row = await menuIdsOfGroup(db, groupId).where('menu_id', 'in', menuIds).executeTakeFirst();
  return row !== undefined;
}

/** Ids of the groups holding any of the menus `menuIds` (to filter by). */
export function groupIdsHolding(db: Db, menuIds: IdQuery) {
  return db.selectFrom('group_menus').select('group_id').where('menu_id', 'in', menuIds);
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

export async function insertGroupMenu(db: Db, cipher: Cipher, groupId: number, menuId: number, now: Date) {
  const row = await db
    .insertInto('group_menus')
    .values({ group_id: groupId, menu_id: menuId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sealGrants(db, cipher, 'group_menus', [row.id]);
  return row;
}

export async function deleteGroupMenu(db: Db, id: number): Promise<void> {
  await db.deleteFrom('group_menus').where('id', '=', id).execute();
}
