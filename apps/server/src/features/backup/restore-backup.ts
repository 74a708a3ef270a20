import type { Readable } from 'node:stream';
import type { Db } from '../../db/types.ts';
import type { Cipher } from '../../security/crypto.ts';
import { BackupFileError, type BackupKeySource } from './backup-file.ts';
import { readBackupRecords } from './backup-streams.ts';
import type { BackupRecord } from './dump-database.ts';
import {
  assertEmptyTarget,
  checkManifest,
  type RestoreSummary,
  restoreDatabase,
} from './restore-database.ts';

/**
 * Reads a whole backup once without writing anything: every chunk authenticates, the file is whole, the records
 * are ours and this version can restore them. Returns the number of rows it holds.
 */
export async function checkBackup(open: () => Readable, key: BackupKeySource): Promise<number> {
  let rows = 0;
  let manifestSeen = false;
  let end: Extract<BackupRecord, { t: 'end' }> | null = null;
  for await (const record of readBackupRecords(open(), key)) {
    if (!manifestSeen) {
      checkManifest(record);
      manifestSeen = true;
    } else if (record.t === 'row') rows++;
    else if (record.t === 'end') end = record;
  }
  if (!end) throw new BackupFileError('The backup file is incomplete: it has no end record.');
  return rows;
}

/**
 * Restores a backup file into an empty database. The file is checked whole first, so a changed or cut-off file is
 * refused before anything (not even the schema) is written; the restore itself then runs in one transaction.
 */
export async function restoreBackup(
  db: Db,
  cipher: Cipher,
  open: () => Readable,
  key: BackupKeySource,
  now: Date,
): Promise<RestoreSummary> {
  await assertEmptyTarget(db);
  await checkBackup(open, key);
  const records = readBackupRecords(open(), key);
  try {
    return await restoreDatabase(db, cipher, records, now);
  } finally {
    await records.return(undefined);
  }
}
