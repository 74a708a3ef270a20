import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { connectDatabase, targetFromConfig } from '../db/connect.ts';
import { makeDataDirPrivate } from '../db/data-dir.ts';
import {
  BACKUP_HEADER_BYTES,
  BackupFileError,
  type BackupKeySource,
  readBackupHeader,
} from '../features/backup/backup-file.ts';
import { restoreBackup } from '../features/backup/restore-backup.ts';
import { RestoreError } from '../features/backup/restore-database.ts';
import { describeChain } from '../features/evidence/verify-evidence.ts';
import { createCipher } from '../security/crypto.ts';
import { KEY_FILE_NAME, loadMasterKey } from '../security/master-key-file.ts';
import { runCommand, usingDatabase } from './run-command.ts';

const USAGE = `Usage: npm run restore -- [--accept-broken-evidence] FILE
Restores a backup made by npm run backup into an empty database: the embedded one in DATA_DIR, or the PostgreSQL
database of DATABASE_URL. A backup made with BACKUP_PASSPHRASE needs the same BACKUP_PASSPHRASE; one made with the
master key needs that key (APP_MASTER_KEY, or its master.key in DATA_DIR). The file is checked whole before
anything is written; a changed or cut-off backup restores nothing, nor does one whose evidence chains (audit trail,
login log, access log) were cut or changed. --accept-broken-evidence restores a backup whose evidence was already
broken on the site it was made of (the break is recorded in the audit trail).`;

function readStart(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(BACKUP_HEADER_BYTES);
    return buffer.subarray(0, fs.readSync(fd, buffer, 0, buffer.length, 0));
  } finally {
    fs.closeSync(fd);
  }
}

runCommand('restore failed', async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'accept-broken-evidence': { type: 'boolean' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`${file} does not exist.`);
    return 2;
  }
  const config = loadConfig();
  try {
    const header = readBackupHeader(readStart(file));
    let key: BackupKeySource;
    if (config.backupPassphrase) {
      key = { kind: 'passphrase', passphrase: config.backupPassphrase };
    } else if (header.key.kind === 'passphrase') {
      console.error('This backup is encrypted with a passphrase: set BACKUP_PASSPHRASE to restore it.');
      return 1;
    } else if (!config.masterKey && !fs.existsSync(path.join(config.dataDir, KEY_FILE_NAME))) {
      console.error(
        `This backup is encrypted with the master key of key id ${header.key.keyId}. Set APP_MASTER_KEY to that key, or put its master.key into ${config.dataDir}.`,
      );
      return 1;
    } else {
      key = { kind: 'master', key: loadMasterKey(config.masterKey, config.dataDir) };
    }
    makeDataDirPrivate(config.dataDir);
    // The restored site's own key: the master key it will run with (created in DATA_DIR when there is none).
    const cipher = createCipher(loadMasterKey(config.masterKey, config.dataDir));
    const database = await connectDatabase(targetFromConfig(config));
    return await usingDatabase(database, async ({ db, kind }) => {
      console.log(`Checking ${file} (made ${header.createdAt}) ...`);
      const summary = await restoreBackup(db, cipher, () => fs.createReadStream(file), key, new Date(), {
        acceptBrokenEvidence: values['accept-broken-evidence'] === true,
      });
      const c = summary.counts;
      console.log(
        `Restored into ${kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}: ${c.posts ?? 0} reports, ${c.attachments ?? 0} attachments, ${c.comments ?? 0} comments, ${c.admin_users ?? 0} admins.`,
      );
      for (const chain of summary.chains)
        if (chain.broken)
          console.log(
            `WARNING: when the backup was made, ${describeChain(chain)} (recorded in the audit trail).`,
          );
      console.log(
        'Start the site with this configuration (npm start); admins and reporters sign in as before.',
      );
      return 0;
    });
  } catch (err) {
    if (err instanceof BackupFileError || err instanceof RestoreError) {
      console.error(`Not restored: ${err.message}`);
      return 1;
    }
    throw err;
  }
});
