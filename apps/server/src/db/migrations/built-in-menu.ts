import { type Kysely, sql } from 'kysely';

// A migration step that adds a built-in menu to a site already running, for every migration that brings a new
// built-in area (issue 12: /adminsettings, then /adminstats and /adminoutbox). Frozen in time like the migrations
// calling it: each writes its menu out (key, URL, name, description) rather than importing the contracts, and this
// step never changes, so an old migration does what it did when it shipped.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export type BuiltInMenu = { key: string; url: string; name: string; description: string };

/**
 * On a database the seed has filled (its built-in menus have keys), adds `menu` after the last menu and grants it
 * to every group holding the built-in menu `grantWith` (GROUP_PERMISSIONS for a system menu: the groups that run
 * the site; REPORTS for an admin menu). A menu added earlier by hand at the same URL moves aside (its id is
 * appended), as in 20261123T0100-menu-keys. On an empty database nothing happens: the seed creates the menu with
 * the others. Running it twice adds nothing.
 */
export async function addBuiltInMenu(db: AnyDb, menu: BuiltInMenu, grantWith: string): Promise<void> {
  const keyed = await sql<{ key: string }>`select key from menus where key is not null`.execute(db);
  const keys = keyed.rows.map((r) => r.key);
  if (keys.length === 0 || keys.includes(menu.key)) return;
  await sql`update menus set url = url || '-' || id where url = ${menu.url}`.execute(db);
  const inserted = await sql<{ id: number }>`insert into menus (key, name, url, description, order_seq)
    values (${menu.key}, ${menu.name}, ${menu.url}, ${menu.description},
      (select coalesce(max(order_seq), 0) + 1 from menus))
    returning id`.execute(db);
  const menuId = inserted.rows[0]?.id;
  await sql`insert into group_menus (group_id, menu_id)
    select distinct gm.group_id, ${menuId}::integer from group_menus gm join menus m on m.id = gm.menu_id
    where m.key = ${grantWith}`.execute(db);
}

/** Undoes addBuiltInMenu: the menu and its grants (group_menus cascade). */
export async function removeBuiltInMenu(db: AnyDb, key: string): Promise<void> {
  await sql`delete from menus where key = ${key}`.execute(db);
}
