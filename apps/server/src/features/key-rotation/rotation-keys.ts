import { sampleKeyId } from '../../db/table-rows.ts';
import type { Db } from '../../db/types.ts';
import { ENCRYPTED_TABLES, KEY_WRAP } from '../../security/cipher-bindings.ts';
import { type Cipher, createCipher, masterKeyId } from '../../security/crypto.ts';
import { findLatestRotation, findRunningRotation, type RotationRow } from './key-rotations.repository.ts';

/** The configured master key does not fit the stored data: the server does not start (the message says why). */
export class KeyMismatchError extends Error {}

/** How often each running instance looks for a rotation that has started or finished. */
export const KEY_WATCH_INTERVAL_MS = 5_000;

/**
 * The two keys of a running rotation, from the one this process was configured with: the old key unwraps the new
 * one, the new key unwraps the old one. So an instance started with either key during the rotation reads both.
 */
export function rotationKeys(
  rotation: RotationRow,
  configuredKey: Buffer,
): { oldKey: Buffer; newKey: Buffer } {
  const id = masterKeyId(configuredKey);
  const unwrap = (blob: Buffer | null, binding: ReturnType<typeof KEY_WRAP.newUnderOld>) => {
    if (!blob) throw new KeyMismatchError(`key rotation ${rotation.id} has no wrapped key`);
    return createCipher(configuredKey).decrypt(blob, binding);
  };
  if (id === rotation.old_key_id)
    return {
      oldKey: configuredKey,
      newKey: unwrap(rotation.new_key_under_old, KEY_WRAP.newUnderOld(rotation.id)),
    };
  if (id === rotation.new_key_id)
    return {
      oldKey: unwrap(rotation.old_key_under_new, KEY_WRAP.oldUnderNew(rotation.id)),
      newKey: configuredKey,
    };
  throw new KeyMismatchError(
    `the master key (key id ${id}) is neither the old key (${rotation.old_key_id}) nor the new key (${rotation.new_key_id}) of the key rotation in progress`,
  );
}

/**
 * Brings the cipher in line with the database: during a rotation the new key encrypts and both keys decrypt; after
 * it, the old key is forgotten. Runs at start and every few seconds (`startKeyWatch`).
 */
export async function learnRotationKeys(db: Db, cipher: Cipher, configuredKey: Buffer): Promise<void> {
  const running = await findRunningRotation(db);
  if (running) {
    if (cipher.hasKey(running.new_key_id) && cipher.hasKey(running.old_key_id)) return;
    const { oldKey, newKey } = rotationKeys(running, configuredKey);
    const switchAt = (running.progress as { switchAt?: string } | null)?.switchAt;
    cipher.addReadKey(oldKey);
    cipher.rotateTo(newKey, switchAt ? new Date(switchAt) : undefined);
    return;
  }
  const latest = await findLatestRotation(db);
  if (latest && cipher.keyId === latest.new_key_id) cipher.retireOldKeys();
}

/**
 * Refuses to start with a key that cannot read the stored data: a key retired by a finished rotation, or a key
 * that is simply not the one the data was written under (a new master.key created by mistake, a wrong variable).
 */
export async function checkKeyFitsData(db: Db, cipher: Cipher, configuredKey: Buffer): Promise<void> {
  await learnRotationKeys(db, cipher, configuredKey);
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
  configuredKey: Buffer,
  intervalMs: number,
  onError: (err: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    learnRotationKeys(db, cipher, configuredKey)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
