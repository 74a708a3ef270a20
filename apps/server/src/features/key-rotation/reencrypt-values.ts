import { setSearchTerms } from '../../data/posts.repository.ts';
import { titleSearchTerms } from '../../data/title-search.ts';
import { ciphertextKeyIds, countRows, rowByKey, rowsNotUnderKey, updateByKey } from '../../db/table-rows.ts';
import type { Db } from '../../db/types.ts';
import { ENCRYPTED_TABLES } from '../../security/cipher-bindings.ts';
import type { Cipher } from '../../security/crypto.ts';
import type { RotationEvent, RotationProgress } from './rotation-progress.ts';

// The key rotation's passes over the encrypted values (rotate-key.ts runs them): every value, then those written
// under the old key meanwhile.

const BATCH = 200;
const LARGE_BATCH = 2;

type Table = (typeof ENCRYPTED_TABLES)[number];

/** Re-encrypts the named columns of one row under the current key, reading the values whole only now. */
async function reencryptRow(
  trx: Db,
  cipher: Cipher,
  t: Table,
  ids: Record<string, number>,
  columns: string[],
) {
  const key = Number(ids[t.key]);
  const row = await rowByKey(trx, t.table, t.key, key, columns);
  if (!row) return 0;
  const values: Record<string, Buffer> = {};
  for (const c of columns) {
    const blob = row[c];
    const bind = t.columns[c];
    if (!(blob instanceof Buffer) || !bind) continue;
    const binding = bind(ids);
    const plain = cipher.decrypt(blob, binding);
    values[c] = cipher.encrypt(plain, binding);
    // The title's keyword index is keyed too: it moves to the new key with the title.
    if (t.table === 'posts' && c === 'title_enc')
      await setSearchTerms(trx, key, titleSearchTerms(cipher, plain.toString('utf8')));
  }
  if (Object.keys(values).length > 0) await updateByKey(trx, t.table, t.key, key, values);
  return Object.keys(values).length;
}

export async function reencryptValues(
  db: Db,
  cipher: Cipher,
  progress: RotationProgress,
  save: (trx: Db) => Promise<void>,
  emit: (e: RotationEvent) => void,
  stop: () => void,
): Promise<void> {
  for (const t of ENCRYPTED_TABLES) {
    const total = await countRows(db, t.table);
    let done = 0;
    const columns = Object.keys(t.columns);
    for (;;) {
      stop();
      const after = progress.values[t.table] ?? null;
      const count = await db.transaction().execute(async (trx) => {
        const rows = await ciphertextKeyIds(
          trx,
          t.table,
          t.key,
          t.ids,
          columns,
          after,
          t.large ? LARGE_BATCH : BATCH,
        );
        for (const r of rows) {
          const stale = columns.filter((c) => r[c] !== null && r[c] !== cipher.keyId);
          const ids = Object.fromEntries(t.ids.map((c) => [c, Number(r[c])]));
          // A large table's values (an attachment and its cleaned copy) one at a time: one file's worth of memory.
          for (const columns of t.large ? stale.map((c) => [c]) : stale.length > 0 ? [stale] : [])
            progress.reencrypted += await reencryptRow(trx, cipher, t, ids, columns);
          progress.values[t.table] = Number(r[t.key]);
        }
        if (rows.length > 0) await save(trx);
        return rows.length;
      });
      if (count === 0) break;
      done += count;
      emit({ phase: 'values', table: t.table, done: Math.min(done, total), total });
    }
  }
}

/**
 * Values written under the old key after their rows were passed (an upload that began before the switch, an instance
 * whose clock was behind). Run after writes under the old key were closed, so it is the last such pass.
 */
export async function reencryptStragglers(
  db: Db,
  cipher: Cipher,
  progress: RotationProgress,
  save: (trx: Db) => Promise<void>,
  emit: (e: RotationEvent) => void,
): Promise<void> {
  let count = 0;
  for (const t of ENCRYPTED_TABLES) {
    for (const column of Object.keys(t.columns)) {
      for (const ids of await rowsNotUnderKey(db, t.table, t.ids, column, cipher.keyId)) {
        await db.transaction().execute(async (trx) => {
          progress.reencrypted += await reencryptRow(trx, cipher, t, ids, [column]);
          await save(trx);
        });
        count++;
      }
    }
  }
  emit({ phase: 'stragglers', count });
}
