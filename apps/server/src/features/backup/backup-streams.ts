import { once } from 'node:events';
import { pipeline, type Readable, type Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Db } from '../../db/types.ts';
import type { Cipher } from '../../security/crypto.ts';
import { takeAnchors } from '../evidence/chain-anchors.ts';
import { oneAtATime } from '../retention/deletion-pause.ts';
import {
  BackupFileError,
  type BackupHeader,
  type BackupKeySource,
  createBackupDecryptor,
  createBackupEncryptor,
} from './backup-file.ts';
import { type BackupRecord, type DumpSummary, dumpDatabase } from './dump-database.ts';

/**
 * Writes a whole backup to `out`: records as JSON lines, gzip, then the backup file's encryption. Resolves when
 * every byte has been handed to `out` (the caller closes a file only after that), rejects on any failure.
 */
export async function writeBackup(
  out: Writable,
  db: Db,
  cipher: Cipher,
  engine: DatabaseKind,
  key: BackupKeySource,
  now: Date,
): Promise<DumpSummary> {
  const gzip = createGzip({ level: 6 });
  // The chains' heads before the snapshot: the backup holds at least these rows (a chain only grows at its end).
  const encrypt = await createBackupEncryptor(key, now, await takeAnchors(db, cipher.keyId, now));
  let failure: Error | null = null;
  const done = new Promise<void>((resolve, reject) =>
    pipeline(gzip, encrypt, out, (err) => (err ? reject(err) : resolve())),
  ).catch((err: Error) => {
    failure = err;
    throw err;
  });
  const write = async (record: BackupRecord) => {
    if (failure) throw failure;
    if (!gzip.write(`${JSON.stringify(record)}\n`)) await Promise.race([once(gzip, 'drain'), done]);
  };
  try {
    // Reports are not deleted while the backup reads them (retention/deletion-pause.ts).
    const summary = await oneAtATime(() => dumpDatabase(db, cipher, engine, write, now));
    gzip.end();
    await done;
    return summary;
  } catch (err) {
    gzip.destroy(err as Error);
    await done.catch(() => {});
    throw err;
  }
}

/**
 * Reads the records of a backup, checking it on the way: a changed or cut-off file fails with a BackupFileError
 * (the file layer), a record that is not one of ours too.
 */
export async function* readBackupRecords(
  input: Readable,
  key: BackupKeySource,
  onHeader?: (header: BackupHeader) => void,
): AsyncGenerator<BackupRecord> {
  const decrypt = createBackupDecryptor(key);
  const gunzip = createGunzip();
  pipeline(input, decrypt, gunzip, () => {});
  gunzip.setEncoding('utf8');
  let carry = '';
  let headerSeen = false;
  const parse = (line: string): BackupRecord => {
    try {
      return JSON.parse(line) as BackupRecord;
    } catch {
      throw new BackupFileError('The backup file is damaged (a record cannot be read).');
    }
  };
  try {
    for await (const text of gunzip as AsyncIterable<string>) {
      const header = decrypt.header();
      if (!headerSeen && header) {
        headerSeen = true;
        onHeader?.(header);
      }
      const lines = (carry + text).split('\n');
      carry = lines.pop() ?? '';
      for (const line of lines) if (line) yield parse(line);
    }
    if (carry) yield parse(carry);
  } catch (err) {
    throw asFileError(err);
  } finally {
    // Stopped early (the reader failed): release the file.
    input.destroy();
  }
}

function asFileError(err: unknown): unknown {
  if (err instanceof BackupFileError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code.startsWith('Z_') || code === 'ERR_STREAM_PREMATURE_CLOSE')
    return new BackupFileError('The backup file is damaged or incomplete: it cannot be restored.');
  return err;
}
