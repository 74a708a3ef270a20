import { type RawBuilder, sql } from 'kysely';
import type { Db, IdQuery } from '../db/types.ts';
import { groupMenusOf, groupMenusOfGroups, menuIdsOfGroupSql } from './group-menus.repository.ts';

// Owner of the `menus` table: the admin screens, each the key of an API area.

const columns = ['id', 'key', 'name', 'order_seq', 'url', 'description', 'status'] as const;

/** Every menu's name, to join for names. */
export function menuNames(db: Db) {
  return db.selectFrom('menus').select(['id', 'name']);
}

export function listMenus(db: Db) {
  return db.selectFrom('menus').select(columns).orderBy('order_seq').orderBy('id').execute();
}
export type MenuRow = Awaited<ReturnType<typeof listMenus>>[number];

export function findMenu(db: Db, id: number) {
  return db.selectFrom('menus').select(columns).where('id', '=', id).executeTakeFirst();
}

export function findMenuIdByUrl(db: Db, url: string) {
  return db.selectFrom('menus').select('id').where('url', '=', url).executeTakeFirst();
}

/** Ids of the menus with the fixed key `key` (to filter by). */
export function menuIdsByKey(db: Db, key: string) {
  return db.selectFrom('menus').select('id').where('key', '=', key);
}

/** Ids of the usable menus with the fixed key `key` (to filter by). */
export function enabledMenuIdsByKey(db: Db, key: string) {
  return menuIdsByKey(db, key).where('status', '=', 'ENABLED');
}

/** Every menu with the group's mapping row, if any (the permission screen's checkboxes). */
export function listMenusForGroup(db: Db, groupId: number) {
  return db
    .selectFrom('menus as m')
    .leftJoin(groupMenusOf(db, groupId).as('gm'), 'gm.menu_id', 'm.id')
    .select(['m.id as menu_id', 'gm.id as group_menu_id', 'm.name', 'm.url'])
    .orderBy('m.order_seq')
    .orderBy('m.id')
    .execute();
}

/**
 * The fixed keys of the built-in menus each of `groupIds` holds: a group's permissions (a menu added on the menu
 * screen has no key and opens no API area, so it grants nothing to compare).
 */
export async function menuKeysOfGroups(db: Db, groupIds: readonly number[]): Promise<Map<number, string[]>> {
  const keys = new Map(groupIds.map((id) => [id, [] as string[]]));
  if (groupIds.length === 0) return keys;
  const rows = await db
    .selectFrom('menus as m')
    .innerJoin(groupMenusOfGroups(db, groupIds).as('gm'), 'gm.menu_id', 'm.id')
    .select(['gm.group_id', 'm.key'])
    .where('m.key', 'is not', null)
    .execute();
  for (const row of rows) if (row.key) keys.get(row.group_id)?.push(row.key);
  return keys;
}

type MenuValues = { name: string; url: string; orderSeq: number; description: string; now: Date };

export function insertMenu(db: Db, m: MenuValues) {
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
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export function updateMenu(db: Db, id: number, m: MenuValues & { status: 'ENABLED' | 'DISABLED' }) {
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
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export type GroupMenu = { id: number; name: string; url: string; key: string | null };

/**
 * The usable menus of the group `groupId` (a column of the outer query) as one JSON array in menu order: a correlated
 * subquery, so that an admin's session, account and menus come back in one query (admin-auth/resolve-admin.ts).
 */
export function enabledMenusOfGroupJson(groupId: RawBuilder<unknown>) {
  return sql<
    GroupMenu[] | null
  >`(select json_agg(json_build_object('id', m.id, 'name', m.name, 'url', m.url, 'key', m.key)
    order by m.order_seq, m.id) from menus m where m.status = 'ENABLED' and m.id in (${menuIdsOfGroupSql(groupId)}))`;
}
