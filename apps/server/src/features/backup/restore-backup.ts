import type { Readable } from 'node:stream';
import type { Db } from '../../db/types.ts';
import type { Cipher } from '../../security/crypto.ts';
import { describeChain } from '../evidence/verify-evidence.ts';
import { BackupFileError, type BackupHeader, type BackupKeySource } from './backup-file.ts';
import { readBackupRecords } from './backup-streams.ts';
import { backupChainCheck } from './check-backup-chains.ts';
import type { BackupRecord } from './dump-database.ts';
import {
  assertEmptyTarget,
  checkManifest,
  RestoreError,
  type RestoreSummary,
  restoreDatabase,
} from './restore-database.ts';

export type RestoreOptions = {
  /**
   * Restore even when an evidence chain of the backup is broken (the site's own chain was damaged before the
   * backup was made, and this backup is the best there is): the break is recorded in the RESTORE row.
   */
  acceptBrokenEvidence?: boolean;
};

/**
 * Reads a whole backup once without writing anything: every chunk authenticates, the file is whole, the records
 * are ours and this version can restore them, and its evidence chains hold (check-backup-chains.ts). Returns the
 * number of rows it holds and the chains' reports.
 */
export async function checkBackup(
  open: () => Readable,
  key: BackupKeySource,
  cipher: Cipher,
): Promise<{ rows: number; chains: ReturnType<ReturnType<typeof backupChainCheck>['finish']> }> {
  let rows = 0;
  let header: BackupHeader | null = null;
  let chains: ReturnType<typeof backupChainCheck> | null = null;
  let end: Extract<BackupRecord, { t: 'end' }> | null = null;
  for await (const record of readBackupRecords(open(), key, (h) => {
    header = h;
  })) {
    if (!chains) {
      const manifest = checkManifest(record);
      chains = backupChainCheck(cipher, manifest.migrations, (header as BackupHeader | null)?.anchors);
    } else if (record.t === 'table') chains.table(record.name, record.columns);
    else if (record.t === 'row') {
      rows++;
      chains.row(record.v);
    } else if (record.t === 'end') end = record;
  }
  if (!end || !chains) throw new BackupFileError('The backup file is incomplete: it has no end record.');
  return { rows, chains: chains.finish() };
}

/**
 * Restores a backup file into an empty database. The file is checked whole first, so a changed or cut-off file, or
 * one whose evidence chains were cut or changed, is refused before anything (not even the schema) is written; the
 * restore itself then runs in one transaction.
 */
export async function restoreBackup(
  db: Db,
  cipher: Cipher,
  open: () => Readable,
  key: BackupKeySource,
  now: Date,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  await assertEmptyTarget(db);
  const { chains } = await checkBackup(open, key, cipher);
  const broken = chains.filter((c) => c.broken);
  if (broken.length > 0 && !options.acceptBrokenEvidence)
    throw new RestoreError(
      `The evidence in this backup does not hold, so it was not restored: ${broken.map(describeChain).join('; ')}. A backup whose evidence was cut or changed is refused; if the site's own evidence was already broken when this backup was made, restore it with --accept-broken-evidence (the break is recorded in the audit trail).`,
    );
  const records = readBackupRecords(open(), key);
  try {
    return await restoreDatabase(db, cipher, records, now, chains);
  } finally {
    await records.return(undefined);
  }
}
