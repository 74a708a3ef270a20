import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { askServer } from '../control/control-client.ts';
import { RotationError } from '../features/key-rotation/rotate-key.ts';
import { describeRotationEvent, rotateSiteKey } from '../features/key-rotation/rotate-site-key.ts';
import type { RotationEvent, RotationSummary } from '../features/key-rotation/rotation-progress.ts';
import { masterKeyId } from '../security/crypto.ts';
import { openSite } from './open-site.ts';
import { runCommand, usingDatabase } from './run-command.ts';

const USAGE = `Usage: npm run rotate-key
Re-encrypts every stored value (report texts, reporter identities, attachments, comments, mails, second-factor
secrets) under a new master key and re-seals the evidence chains, while the site runs.
- Key file (no APP_MASTER_KEY): a new key is made; at the end DATA_DIR/master.key holds it, and the old key is kept
  as DATA_DIR/master.key.retired-<key id> for backups made before.
- APP_MASTER_KEY: give the new key as NEW_APP_MASTER_KEY (base64 of 32 random bytes), and make it every instance's
  APP_MASTER_KEY for their next start.
Interrupted (Ctrl-C, a crash), it resumes where it stopped when run again.`;

/** Prints progress, at most a line a second for each table (a million rows are thousands of batches). */
function progressPrinter(): (e: RotationEvent) => void {
  let last = 0;
  return (e) => {
    const partial = (e.phase === 'values' || e.phase === 'evidence') && e.done < e.total;
    if (partial && Date.now() - last < 1000) return;
    last = Date.now();
    console.log(describeRotationEvent(e));
  };
}

function afterwards(keyFile: boolean, summary: RotationSummary): string {
  return keyFile
    ? `DATA_DIR/master.key now holds the new key (id ${summary.newKeyId}). The old key is kept as master.key.retired-${summary.oldKeyId}: move it to where the backups made before today are kept (they need it), then delete it.`
    : `Set APP_MASTER_KEY to the new key (NEW_APP_MASTER_KEY, key id ${summary.newKeyId}) for every instance before its next start: a start with the old key is refused. Backups made before today need the old key.`;
}

runCommand('rotate-key failed', async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean' } },
  });
  if (values.help || positionals.length > 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const keyFile = !config.masterKey;
  const newKey = config.newMasterKey ? Buffer.from(config.newMasterKey, 'base64') : undefined;
  if (newKey) console.log(`New key: key id ${masterKeyId(newKey)}`);
  const print = progressPrinter();
  try {
    const site = await openSite(config);
    let summary: RotationSummary;
    if (site === 'server') {
      console.log('The server holds the embedded database: it rotates the key itself; its progress follows.');
      const answer = await askServer(config.dataDir, '/rotate-key', { newKey: config.newMasterKey });
      answer.setEncoding('utf8');
      let rest = '';
      let result: RotationSummary | null = null;
      for await (const chunk of answer) {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines.filter(Boolean)) {
          const message = JSON.parse(line) as RotationEvent | { result: RotationSummary } | { error: string };
          if ('error' in message) throw new RotationError(message.error);
          if ('result' in message) result = message.result;
          else print(message);
        }
      }
      if (!result)
        throw new RotationError(
          'the server stopped before the rotation finished; run rotate-key again to resume',
        );
      summary = result;
    } else {
      const stop = new AbortController();
      process.once('SIGINT', () => {
        console.log('Stopping after the current batch ...');
        stop.abort();
      });
      summary = await usingDatabase(site.database, ({ db, kind }) =>
        rotateSiteKey(
          { config, db, cipher: site.cipher, kind },
          { newKey, onProgress: print, signal: stop.signal },
        ),
      );
    }
    console.log(afterwards(keyFile, summary));
    return 0;
  } catch (err) {
    if (err instanceof RotationError) {
      const hint =
        !keyFile && !newKey && /no new key/.test(err.message)
          ? ` Set NEW_APP_MASTER_KEY to the new key, e.g. NEW_APP_MASTER_KEY=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64'))").`
          : '';
      console.error(`Key rotation: ${err.message}.${hint}`);
      return 1;
    }
    throw err;
  }
});
