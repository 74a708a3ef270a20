import { findLatestRotation, findRunningRotation } from '../../data/key-rotations.repository.ts';
import { sampleKeyId } from '../../db/table-rows.ts';
import type { Db } from '../../db/types.ts';
import { ENCRYPTED_TABLES, KEY_WRAP } from '../../security/cipher-bindings.ts';
import type { Cipher } from '../../security/crypto.ts';

/** The configured master key does not fit the stored data: the server does not start (the message says why). */
export class KeyMismatchError extends Error {}

/** How often each running instance looks for a rotation that has started or finished. */
export const KEY_WATCH_INTERVAL_MS = 5_000;

/**
 * Brings the cipher in line with the database: during a rotation both keys decrypt and, from the rotation's switch
 * instant, the new key encrypts; after it, the old key is forgotten. The key this process holds unwraps the other
 * (the old key unwraps the new one, the new key the old one), so an instance started with either key during the
 * rotation reads both. Runs at start and every few seconds (`startKeyWatch`).
 */
export async function learnRotationKeys(db: Db, cipher: Cipher): Promise<void> {
  const running = await findRunningRotation(db);
  if (running) {
    const { id, old_key_id: oldId, new_key_id: newId } = running;
    if (cipher.hasKey(newId) && cipher.hasKey(oldId)) {
      // Writes under the old key are closed (refused): write under the new one now, even if this clock is behind.
      if (running.writes_closed_at) writeUnder(cipher, newId);
      return;
    }
    if (cipher.hasKey(oldId) && running.new_key_under_old) {
      const switchAt = (running.progress as { switchAt?: string } | null)?.switchAt;
      cipher.rotateTo(
        cipher.decrypt(running.new_key_under_old, KEY_WRAP.newUnderOld(id)),
        switchAt ? new Date(switchAt) : undefined,
      );
    } else if (cipher.hasKey(newId) && running.old_key_under_new) {
      cipher.addReadKey(cipher.decrypt(running.old_key_under_new, KEY_WRAP.oldUnderNew(id)));
    } else {
      throw new KeyMismatchError(
        `the master key (key id ${cipher.keyId}) is neither the old key (${oldId}) nor the new key (${newId}) of the key rotation in progress`,
      );
    }
    return;
  }
  const latest = await findLatestRotation(db);
  // Over: the new key writes (whatever this clock says) and the old one is forgotten.
  if (latest && cipher.hasKey(latest.new_key_id)) {
    writeUnder(cipher, latest.new_key_id);
    cipher.retireOldKeys();
  }
}

/** Makes a key of the ring the one this instance writes under, at once. */
function writeUnder(cipher: Cipher, keyId: string): void {
  const key = cipher.exportKey(keyId);
  if (key && cipher.keyId !== keyId) cipher.rotateTo(key);
}

/**
 * Refuses to start with a key that cannot read the stored data: a key retired by a finished rotation, or a key
 * that is simply not the one the data was written under (a new master.key created by mistake, a wrong variable).
 */
export async function checkKeyFitsData(db: Db, cipher: Cipher): Promise<void> {
  await learnRotationKeys(db, cipher);
  if (await findRunningRotation(db)) return;
  const latest = await findLatestRotation(db);
  if (latest && latest.new_key_id !== cipher.keyId) {
    throw new KeyMismatchError(
      `the master key (key id ${cipher.keyId}) was retired: the data was re-encrypted under key id ${latest.new_key_id} on ${latest.finished_at?.toISOString() ?? '?'}. Set APP_MASTER_KEY (or DATA_DIR/master.key) to the new key.`,
    );
  }
  for (const t of ENCRYPTED_TABLES) {
    for (const column of Object.keys(t.columns)) {
      const found = await sampleKeyId(db, t.table, column);
      if (found && !cipher.hasKey(found)) {
        throw new KeyMismatchError(
          `the master key (key id ${cipher.keyId}) is not the key the stored data is encrypted with (key id ${found}, found in ${t.table}). Check APP_MASTER_KEY or DATA_DIR/master.key.`,
        );
      }
    }
  }
}

/** Looks for rotations every `intervalMs` until stopped, so every instance switches keys within that time. */
export function startKeyWatch(
  db: Db,
  cipher: Cipher,
  intervalMs: number,
  onError: (err: unknown) => void,
): () => void {
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    learnRotationKeys(db, cipher)
      // A look that was under way when the watch stopped (the database closing) is no failure.
      .catch((err: unknown) => {
        if (!stopped) onError(err);
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
