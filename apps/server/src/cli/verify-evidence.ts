import { loadConfig } from '../config.ts';
import { connectDatabase, targetFromConfig } from '../db/connect.ts';
import { makeDataDirPrivate } from '../db/data-dir.ts';
import { readAnchorFile } from '../features/evidence/chain-anchors.ts';
import { describeChain, verifyEvidence } from '../features/evidence/verify-evidence.ts';
import { learnRotationKeys } from '../features/key-rotation/rotation-keys.ts';
import { createCipher } from '../security/crypto.ts';
import { loadMasterKey } from '../security/master-key-file.ts';
import { runCommand, usingDatabase } from './run-command.ts';

// `npm run verify-evidence`: walks the chains of the audit trail, the login log and the personal-data access log
// and reports the first break of each: a changed row, a row deleted from the middle, the oldest rows deleted (a
// chain must start at its genesis or at the start a retention purge sealed), and, compared with the anchor file
// (EVIDENCE_ANCHOR_FILE), the newest rows or all rows deleted. Exit code 0 when every chain holds, 1 when one is
// broken, 2 when the check could not run. It only reads. On the embedded database, stop the server first.
runCommand(
  'Evidence check failed to run',
  async () => {
    const config = loadConfig();
    makeDataDirPrivate(config.dataDir);
    const cipher = createCipher(loadMasterKey(config.masterKey, config.dataDir));
    const anchors = readAnchorFile(config.evidenceAnchorFile);
    const database = await connectDatabase(targetFromConfig(config));
    return usingDatabase(database, async ({ db }) => {
      // During a key rotation rows are sealed under either key; the rotation's keys come from the database.
      await learnRotationKeys(db, cipher);
      const reports = await verifyEvidence(db, cipher.evidenceSeals(), { anchors, keyId: cipher.keyId });
      if (anchors.size === 0)
        console.log(
          `No anchors in ${config.evidenceAnchorFile} yet: the chains' ends are not compared (the server writes anchors every ten minutes).`,
        );
      for (const r of reports) console.log(describeChain(r));
      return reports.some((r) => r.broken) ? 1 : 0;
    });
  },
  2,
);
