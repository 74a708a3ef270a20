import { randomBytes } from 'node:crypto';
import { resealAllGrants } from '../../data/access-grants.ts';
import { auditedChange } from '../../data/audited-change.ts';
import {
  closeOldKeyWrites,
  findRunningRotation,
  finishRotation,
  insertRotation,
  type RotationRow,
  saveRotationProgress,
  setWrappedKeys,
} from '../../data/key-rotations.repository.ts';
import type { Db } from '../../db/types.ts';
import { KEY_WRAP } from '../../security/cipher-bindings.ts';
import { type Cipher, createCipher, masterKeyId } from '../../security/crypto.ts';
import { reencryptStragglers, reencryptValues } from './reencrypt-values.ts';
import { resealChains } from './reseal-chains.ts';
import { KEY_WATCH_INTERVAL_MS, learnRotationKeys } from './rotation-keys.ts';
import type { RotationEvent, RotationProgress, RotationSummary } from './rotation-progress.ts';

/** A rotation cannot start or go on; the message says what to do. */
export class RotationError extends Error {}

export type RotateOptions = {
  /**
   * The key to rotate to, or 'generate' for a new random one; absent to resume the rotation in progress (a rotation
   * in progress is resumed in any case; a key given must then be its new key).
   */
  newKey?: Buffer | 'generate';
  now: () => Date;
  /**
   * How long every running instance needs to learn the new key before all of them write under it (by default two
   * key-watch intervals and a margin); nothing is re-encrypted before.
   */
  settleMs?: number;
  onProgress?: (e: RotationEvent) => void;
  /** Called once every value is under the new key, before the wrapped keys are erased (key file: write it). */
  persistNewKey?: (keys: { oldKey: Buffer; newKey: Buffer }) => void | Promise<void>;
  /** Stops between batches (an interrupted rotation resumes where it stopped). */
  signal?: AbortSignal;
};

const SYSTEM_ACTOR = { adminUserId: null, loginId: 'system:rotate-key', ip: null } as const;

/**
 * Re-encrypts every encrypted value under a new master key while the site runs. The rotation is recorded first
 * (each key wrapped under the other, and the instant of the switch): every instance learns the new key within one
 * key-watch interval and reads under both, and all of them start writing under it at that instant, so no instance
 * ever meets a value it cannot read. Values are then re-encrypted in short transactions, table by table, the
 * position saved with each batch. Then writes under the old key are closed: the database refuses them from then
 * on, after the transactions that wrote before have ended (key-rotations.repository.ts, closeOldKeyWrites); so a
 * last pass finds every value still under the old key (written meanwhile: an upload begun before the switch, a
 * clock far off) by its key id and re-encrypts it, and none can appear after it. Then the evidence chains are checked under the old keys and
 * re-sealed under the new one. Last, the new key is persisted (`persistNewKey`), the wrapped keys are erased and
 * the rotation is recorded in the audit trail. Interrupted anywhere, it resumes from its saved position.
 */
export async function rotateMasterKey(
  db: Db,
  cipher: Cipher,
  options: RotateOptions,
): Promise<RotationSummary> {
  const emit = options.onProgress ?? (() => {});
  let rotation = await findRunningRotation(db);
  let keys: { oldKey: Buffer; newKey: Buffer };
  if (rotation) {
    await learnRotationKeys(db, cipher);
    keys = { oldKey: ringKey(cipher, rotation.old_key_id), newKey: ringKey(cipher, rotation.new_key_id) };
    if (options.newKey instanceof Buffer && !options.newKey.equals(keys.newKey))
      throw new RotationError(
        `a rotation to key id ${rotation.new_key_id} is in progress; finish it first (run rotate-key again without a new key)`,
      );
    emit({ phase: 'resumed', oldKeyId: rotation.old_key_id, newKeyId: rotation.new_key_id });
  } else {
    if (!options.newKey) throw new RotationError('no key rotation is in progress, and no new key was given');
    const oldKey = ringKey(cipher, cipher.keyId);
    const newKey = options.newKey === 'generate' ? randomBytes(32) : options.newKey;
    if (newKey.equals(oldKey)) throw new RotationError('the new key is the current key');
    keys = { oldKey, newKey };
    const settleMs = options.settleMs ?? 2 * KEY_WATCH_INTERVAL_MS + 2_000;
    rotation = await startRotation(db, keys, options.now(), settleMs);
    emit({ phase: 'started', oldKeyId: rotation.old_key_id, newKeyId: rotation.new_key_id });
  }
  const progress = readRotationProgress(rotation.progress);
  const switchAt = new Date(progress.switchAt);
  cipher.addReadKey(keys.oldKey);
  cipher.rotateTo(keys.newKey, switchAt);
  const save = (trx: Db) => saveRotationProgress(trx, (rotation as RotationRow).id, progress);
  const stop = () => {
    if (options.signal?.aborted)
      throw new RotationError('key rotation interrupted; run rotate-key again to resume');
  };

  // Until the switch every instance learns the new key (for reading); from it on, all of them write under it.
  const wait = switchAt.getTime() - Date.now();
  if (wait > 0) {
    emit({ phase: 'waiting', ms: wait });
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  stop();
  await reencryptValues(db, cipher, progress, save, emit, stop);
  // Writers encrypt before they write (an upload's file as it arrives): from here on no value under the old key can
  // be written, and the last pass finds every one written before. Only then may the old key be retired.
  const id = rotation.id;
  await db.transaction().execute((trx) => closeOldKeyWrites(trx, id, options.now()));
  await reencryptStragglers(db, cipher, progress, save, emit);
  await resealChains(db, keys, progress, save, emit, stop);
  // The MACs of the rows that grant access and the receipt numbers' hashes are keyed too: recomputed under the new key
  // (a row whose MAC did not hold keeps failing: a rotation blesses nothing).
  await resealAllGrants(db, cipher);

  await options.persistNewKey?.(keys);
  const summary: RotationSummary = {
    oldKeyId: rotation.old_key_id,
    newKeyId: rotation.new_key_id,
    values: progress.reencrypted,
    evidenceRows: progress.resealed,
    brokenChains: progress.broken,
  };
  await auditedChange({ db, cipher, now: options.now }, SYSTEM_ACTOR, async ({ trx, now, audit }) => {
    await finishRotation(trx, id, progress, now);
    await audit('ROTATE_KEY', 'master_key', summary.newKeyId, { keyId: summary.oldKeyId }, summary);
  });
  cipher.retireOldKeys();
  emit({ phase: 'finished', summary });
  return summary;
}

async function startRotation(
  db: Db,
  keys: { oldKey: Buffer; newKey: Buffer },
  now: Date,
  settleMs: number,
): Promise<RotationRow> {
  const oldKeyId = masterKeyId(keys.oldKey);
  const newKeyId = masterKeyId(keys.newKey);
  // Real time, not the injected clock: every instance's cipher switches by its own system clock.
  const progress = { switchAt: new Date(Date.now() + settleMs).toISOString() };
  try {
    await db.transaction().execute(async (trx) => {
      const id = await insertRotation(trx, { oldKeyId, newKeyId, now, progress });
      await setWrappedKeys(
        trx,
        id,
        createCipher(keys.oldKey).encrypt(keys.newKey, KEY_WRAP.newUnderOld(id)),
        createCipher(keys.newKey).encrypt(keys.oldKey, KEY_WRAP.oldUnderNew(id)),
      );
    });
  } catch (err) {
    // Two rotations started at once: the unique index lets one through.
    if (await findRunningRotation(db)) throw new RotationError('another key rotation has just started');
    throw err;
  }
  const row = await findRunningRotation(db);
  if (!row) throw new RotationError('the key rotation could not be recorded');
  return row;
}

function ringKey(cipher: Cipher, keyId: string): Buffer {
  const key = cipher.exportKey(keyId);
  if (!key) throw new RotationError(`key id ${keyId} is not known to this process`);
  return key;
}

function readRotationProgress(raw: unknown): RotationProgress {
  const p = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as Partial<RotationProgress>;
  return {
    switchAt: p.switchAt ?? new Date(0).toISOString(),
    values: p.values ?? {},
    reencrypted: p.reencrypted ?? 0,
    evidence: p.evidence ?? {},
    resealed: p.resealed ?? 0,
    broken: p.broken ?? [],
  };
}
