import { type Kysely, sql } from 'kysely';

// Permissions rest on a fixed key per built-in area, not on a menu's URL, which a screen could edit. Frozen in
// time: the keys and the seeded URLs, in the seed's order, are written out here, not imported.

const BUILT_IN = [
  ['REPORTS', '/adminreport'],
  ['LOGIN_LOG', '/admininquiry'],
  ['GROUPS', '/admingroup'],
  ['ADMIN_ACCOUNTS', '/adminmanager'],
  ['MENUS', '/adminmenu'],
  ['GROUP_PERMISSIONS', '/admingroupauth'],
  ['COMPANY_MAPS', '/admincompanyauth'],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

/**
 * The seed creates the seven built-in menus first, in this order, on an empty database, and menus are never
 * deleted: the seven lowest ids are the built-in menus whatever their URLs and names say now (both were editable,
 * and editing them was the escalation). Each gets its key and its seeded URL back; a menu added later that holds
 * one of those URLs moves aside (its id is appended).
 */
export async function upMenuKeys(db: AnyDb): Promise<void> {
  await sql`alter table menus add column key varchar(40) unique`.execute(db);
  const seeded = await sql<{ id: number }>`select id from menus order by id limit ${BUILT_IN.length}`.execute(
    db,
  );
  if (seeded.rows.length < BUILT_IN.length) return; // a database the seed has not filled yet: the seed sets keys
  const ids = seeded.rows.map((r) => r.id);
  const urls = BUILT_IN.map(([, url]) => url);
  await sql`update menus set url = url || '-' || id
    where id not in (${sql.join(ids)}) and url in (${sql.join(urls)})`.execute(db);
  for (const [i, [key]] of BUILT_IN.entries()) {
    await sql`update menus set key = ${key}, url = ${`/__built-in-${key}`} where id = ${ids[i]}`.execute(db);
  }
  for (const [key, url] of BUILT_IN) await sql`update menus set url = ${url} where key = ${key}`.execute(db);
}

export async function downMenuKeys(db: AnyDb): Promise<void> {
  await sql`alter table menus drop column key`.execute(db);
}
