import { sql } from 'kysely';
import { BIND } from '../security/cipher-bindings.ts';
import type { Db } from '../db/types.ts';
import {
  GRANT_ROWS,
  type GrantRow,
  type GrantTable,
  grantMac,
  grantMacValid,
  grantLog,
  logRefusedGrant,
  receiptHash,
} from '../security/access-grant.ts';
import type { Cipher } from '../security/crypto.ts';

// The one way a row that grants access gets its MAC (security/access-grant.ts): the repositories that write such a
// row call sealGrants with the ids they wrote, so no service has to remember it. The MAC is computed from the row as
// stored (read back in the writer's transaction), so it covers exactly what the readers check.

const rowsOf = (db: Db, table: GrantTable, ids: readonly number[]) => {
  const { key, columns } = GRANT_ROWS[table];
  return sql<GrantRow>`select ${sql.join([key, ...columns, 'access_mac'].map((c) => sql.ref(c)))}
    from ${sql.table(table)} where ${sql.ref(key)} in (${sql.join(ids.map((id) => sql`${id}`))})`.execute(db);
};

async function writeMac(db: Db, table: GrantTable, row: GrantRow, mac: Buffer): Promise<void> {
  const { key } = GRANT_ROWS[table];
  await sql`update ${sql.table(table)} set access_mac = ${mac} where ${sql.ref(key)} = ${row[key]}`.execute(db);
}

/** Seals rows the caller has just inserted (their MAC under the current key). */
export async function sealGrants(db: Db, cipher: Cipher, table: GrantTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  for (const row of (await rowsOf(db, table, ids)).rows) await writeMac(db, table, row, grantMac(cipher, table, row));
}

/**
 * Runs `write` (an update of a grant row) and seals the row again, but only if it held before: an update by the site
 * must not bless what a database writer changed in the row's other columns. A row that did not hold stays refused
 * (and is logged); a system admin removes it or makes it anew.
 */
export async function resealAfter<T>(
  db: Db,
  cipher: Cipher,
  table: GrantTable,
  id: number,
  write: () => Promise<T>,
): Promise<T> {
  const [before] = (await rowsOf(db, table, [id])).rows;
  const held = before !== undefined && grantMacValid(cipher, table, before);
  const answer = await write();
  if (held) await sealGrants(db, cipher, table, [id]);
  else if (before) logRefusedGrant(table, id);
  return answer;
}

const BATCH = 500;

/**
 * Seals the rows that have no MAC yet, and hashes and encrypts the receipt numbers still in plain text. Run by the start
 * (boot.ts) only when migrations or the seed ran in it: the rows they wrote have no MAC (they run without the key), and
 * so do the rows of a site that ran before MACs existed. Every row sealed here is logged by table and id, so a row a
 * database writer slipped in just before an upgrade shows up in the log. Answers how many rows were sealed.
 */
export async function sealUnsealedGrants(db: Db, cipher: Cipher): Promise<number> {
  let sealed = 0;
  for (const table of Object.keys(GRANT_ROWS) as GrantTable[]) {
    const { key } = GRANT_ROWS[table];
    for (;;) {
      const ids = await sql<{ id: number }>`select ${sql.ref(key)} as id from ${sql.table(table)}
        where access_mac is null order by ${sql.ref(key)} limit ${BATCH}`.execute(db);
      if (ids.rows.length === 0) break;
      const list = ids.rows.map((r) => Number(r.id));
      await sealGrants(db, cipher, table, list);
      logSealed(table, list);
      sealed += list.length;
    }
  }
  for (;;) {
    const posts = await db
      .selectFrom('posts')
      .select(['id', 'receipt_number'])
      .where('receipt_number', 'is not', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (posts.length === 0) break;
    for (const p of posts) {
      const receipt = p.receipt_number as string;
      await db
        .updateTable('posts')
        .set({
          receipt_hash: receiptHash(cipher, receipt),
          receipt_enc: cipher.encrypt(receipt, BIND.receipt(p.id)),
          receipt_number: null,
        })
        .where('id', '=', p.id)
        .execute();
    }
    sealed += posts.length;
  }
  return sealed;
}

/** One info line per batch: the table and the ids of the rows sealed, never a value. */
function logSealed(table: GrantTable, rowIds: number[]): void {
  const line = { level: 30, time: Date.now(), msg: 'access grants sealed at start', table, rowIds };
  grantLog.write(JSON.stringify(line));
}

/**
 * A key rotation's step (features/key-rotation): every grant row whose MAC holds under the ring is sealed again under
 * the current key, and every receipt hash recomputed from the receipt number decrypted from `receipt_enc`. A row
 * whose MAC does not hold keeps it, so a rotation never blesses a change made without the key.
 */
export async function resealAllGrants(db: Db, cipher: Cipher): Promise<void> {
  for (const table of Object.keys(GRANT_ROWS) as GrantTable[]) {
    const { key } = GRANT_ROWS[table];
    let after = -1;
    for (;;) {
      const ids = await sql<{ id: number }>`select ${sql.ref(key)} as id from ${sql.table(table)}
        where ${sql.ref(key)} > ${after} order by ${sql.ref(key)} limit ${BATCH}`.execute(db);
      if (ids.rows.length === 0) break;
      after = Number(ids.rows[ids.rows.length - 1]?.id);
      for (const row of (await rowsOf(db, table, ids.rows.map((r) => Number(r.id)))).rows) {
        if (grantMacValid(cipher, table, row)) await writeMac(db, table, row, grantMac(cipher, table, row));
      }
    }
  }
  let after = -1;
  for (;;) {
    const posts = await db
      .selectFrom('posts')
      .select(['id', 'receipt_enc'])
      .where('id', '>', after)
      .where('receipt_enc', 'is not', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (posts.length === 0) break;
    after = posts[posts.length - 1]?.id ?? after;
    for (const p of posts) {
      const receipt = cipher.decryptText(p.receipt_enc as Buffer, BIND.receipt(p.id));
      await db.updateTable('posts').set({ receipt_hash: receiptHash(cipher, receipt) }).where('id', '=', p.id).execute();
    }
  }
}
