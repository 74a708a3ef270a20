import { loadConfig } from '../config.ts';
import { connectDatabase, targetFromConfig } from '../db/connect.ts';
import { makeDataDirPrivate } from '../db/data-dir.ts';
import { verifyEvidence } from '../features/evidence/verify-evidence.ts';
import { learnRotationKeys } from '../features/key-rotation/rotation-keys.ts';
import { createCipher } from '../security/crypto.ts';
import { loadMasterKey } from '../security/master-key-file.ts';
import { runCommand, usingDatabase } from './run-command.ts';

// `npm run verify-evidence`: walks the chains of the audit trail, the login log and the personal-data access log
// and reports the first broken row of each. Exit code 0 when every chain holds, 1 when one is broken, 2 when the
// check could not run. It only reads. On the embedded database, stop the server first (one process at a time).
runCommand(
  'Evidence check failed to run',
  async () => {
    const config = loadConfig();
    makeDataDirPrivate(config.dataDir);
    const cipher = createCipher(loadMasterKey(config.masterKey, config.dataDir));
    const database = await connectDatabase(targetFromConfig(config));
    return usingDatabase(database, async ({ db }) => {
      // During a key rotation rows are sealed under either key; the rotation's keys come from the database.
      await learnRotationKeys(db, cipher);
      const reports = await verifyEvidence(db, cipher.evidenceSeals());
      for (const r of reports) {
        console.log(
          r.broken
            ? `${r.table}: BROKEN at id ${r.broken.id} (${r.broken.reason}); ${r.rows - 1} rows before it hold`
            : `${r.table}: ${r.rows} rows, chain intact`,
        );
      }
      return reports.some((r) => r.broken) ? 1 : 0;
    });
  },
  2,
);
