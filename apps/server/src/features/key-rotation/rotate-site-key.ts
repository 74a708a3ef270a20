import type { Config } from '../../config.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Db } from '../../db/types.ts';
import type { Cipher } from '../../security/crypto.ts';
import { replaceKeyFile } from '../../security/master-key-file.ts';
import { withLease } from '../jobs/run-jobs.ts';
import { RotationError, rotateMasterKey } from './rotate-key.ts';
import type { RotationEvent, RotationSummary } from './rotation-progress.ts';

export type SiteKeyDeps = { config: Config; db: Db; cipher: Cipher; kind: DatabaseKind };

/**
 * `npm run rotate-key` for this site's configuration, run by the command itself (PostgreSQL, or the embedded
 * database while no server runs) or by the server on its behalf (embedded database while the server runs).
 * - Key file (no APP_MASTER_KEY): a new key is made, and at the end DATA_DIR/master.key holds it; the old key is
 *   kept beside it as master.key.retired-<key id>, for backups made before.
 * - APP_MASTER_KEY: the new key is NEW_APP_MASTER_KEY (the operator stores it where every instance's next start
 *   will read it as APP_MASTER_KEY).
 * - On the embedded database only this process uses the keys, so the switch needs no wait.
 */
export async function rotateSiteKey(
  deps: SiteKeyDeps,
  options: { newKey?: Buffer; onProgress?: (e: RotationEvent) => void; signal?: AbortSignal },
): Promise<RotationSummary> {
  const keyFile = !deps.config.masterKey;
  const rotate = () =>
    rotateMasterKey(deps.db, deps.cipher, {
      newKey: options.newKey ?? (keyFile ? 'generate' : undefined),
      now: () => new Date(),
      ...(deps.kind === 'pglite' ? { settleMs: 0 } : {}),
      onProgress: options.onProgress,
      signal: options.signal,
      persistNewKey: keyFile
        ? ({ oldKey, newKey }) => {
            replaceKeyFile(deps.config.dataDir, newKey, oldKey);
          }
        : undefined,
    });
  // One rotation runs at a time, in whichever process or instance: a second command is told so instead of
  // re-encrypting beside the first. A rotation whose process died is resumable after ROTATION_LEASE_MS.
  const run = await withLease(deps.db, 'key-rotation', ROTATION_LEASE_MS, rotate);
  if (!run.held)
    throw new RotationError(
      'a key rotation is already running (in this or another process); wait for it to finish',
    );
  return run.value;
}

const ROTATION_LEASE_MS = 2 * 60_000;

/** One line for a person following a rotation (the command's output, the server's log). */
export function describeRotationEvent(e: RotationEvent): string {
  switch (e.phase) {
    case 'started':
      return `Key rotation started: key id ${e.oldKeyId} -> ${e.newKeyId}`;
    case 'resumed':
      return `Resuming the key rotation: key id ${e.oldKeyId} -> ${e.newKeyId}`;
    case 'waiting':
      return `Waiting ${Math.ceil(e.ms / 1000)} s until every server instance writes under the new key`;
    case 'values':
      return `Re-encrypting ${e.table}: ${e.done}/${e.total} rows`;
    case 'stragglers':
      return `Values written under the old key meanwhile, re-encrypted: ${e.count}`;
    case 'evidence':
      return `Re-sealing the ${e.table} chain: ${e.done}/${e.total} rows`;
    case 'finished': {
      const s = e.summary;
      const broken = s.brokenChains.map((b) => `${b.table} (id ${b.id}, ${b.reason})`).join(', ');
      return [
        `Key rotation finished: ${s.values} values re-encrypted and ${s.evidenceRows} evidence rows re-sealed under key id ${s.newKeyId}.`,
        broken
          ? `WARNING: these chains were already broken before the rotation; kept on record in the audit trail: ${broken}`
          : '',
      ]
        .filter(Boolean)
        .join('\n');
    }
  }
}
