import { sql } from 'kysely';
import type { Db, Trx } from '../db/types.ts';

// Owner of the `cache_versions` table: one counter per kind of cached reference data. A change raises it in its own
// transaction; every instance compares it with the version its cache was filled at.

export async function raiseVersion(trx: Trx, name: string): Promise<void> {
  await trx
    .insertInto('cache_versions')
    .values({ name, version: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version: sql`cache_versions.version + 1` }))
    .execute();
}

export async function readVersion(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('cache_versions')
    .select('version')
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
