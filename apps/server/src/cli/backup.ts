import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { askServer } from '../control/control-client.ts';
import { backupKeySource, describeBackup } from '../features/backup/backup-key.ts';
import { writeBackup } from '../features/backup/backup-streams.ts';
import { openSite } from './open-site.ts';
import { runCommand, usingDatabase } from './run-command.ts';

const USAGE = `Usage: npm run backup -- FILE
Writes a backup of the whole site (reports, identities, attachments, comments, evidence logs, configuration) to FILE,
a new file, while the site runs. It is compressed and encrypted: with BACKUP_PASSPHRASE when that is set (then it
can be restored where the master key is not), otherwise with the master key. Restore it with npm run restore.`;

runCommand('backup failed', async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  if (fs.existsSync(file)) {
    console.error(`${file} exists already: choose a new file name (a backup never overwrites another).`);
    return 2;
  }
  const config = loadConfig();
  // Written under another name and renamed when whole: FILE is never a half-written backup.
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'wx', 0o600);
  try {
    const out = fs.createWriteStream('', { fd, autoClose: false });
    let line: string;
    const site = await openSite(config);
    if (site === 'server') {
      const answer = await askServer(config.dataDir, '/backup', { passphrase: config.backupPassphrase });
      await pipeline(answer, out);
      const summary = answer.trailers['x-summary'];
      if (!summary) throw new Error('the server stopped before the backup was whole');
      line = decodeURIComponent(summary);
    } else {
      line = await usingDatabase(site.database, async ({ db, kind }) => {
        const key = backupKeySource(config, site.cipher);
        return describeBackup(await writeBackup(out, db, site.cipher, kind, key, new Date()), key);
      });
    }
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
    const mb = (fs.statSync(file).size / 1_048_576).toFixed(1);
    console.log(`Backup written to ${file} (${mb} MB): ${line}`);
    return 0;
  } catch (err) {
    try {
      fs.closeSync(fd);
    } catch {
      // already closed
    }
    fs.rmSync(partial, { force: true });
    throw err;
  }
});
