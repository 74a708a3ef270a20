import type { Config } from './config.ts';
import { sealUnsealedGrants } from './data/access-grants.ts';
import { indexUnindexedTitles } from './data/title-search.ts';
import { connectDatabase, type DatabaseHandle, targetFromConfig } from './db/connect.ts';
import { makeDataDirPrivate } from './db/data-dir.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { checkKeyFitsData } from './features/key-rotation/rotation-keys.ts';
import { type Cipher, createCipher } from './security/crypto.ts';
import { loadMasterKey } from './security/master-key-file.ts';

export type Booted = {
  database: DatabaseHandle;
  cipher: Cipher;
  migrations: string[];
  seeded: { referenceSeeded: boolean; demoSeeded: boolean };
};

/**
 * Makes DATA_DIR private, opens the configured database, migrates it to the latest schema, checks that the master
 * key reads the stored data (learning the keys of a rotation in progress), indexes titles not yet in the keyword
 * index and seeds a new database. Shared by the server
 * and the CLI.
 */
export async function bootDatabase(config: Config, options: { seed: boolean }): Promise<Booted> {
  makeDataDirPrivate(config.dataDir);
  const masterKey = loadMasterKey(config.masterKey, config.dataDir);
  const cipher = createCipher(masterKey);
  const database = await connectDatabase(targetFromConfig(config));
  try {
    const migrations = await migrateToLatest(database.db, { masterKey });
    await checkKeyFitsData(database.db, cipher);
    await indexUnindexedTitles(database.db, cipher);
    const seeded = options.seed
      ? await seedDatabase(database.db, { demo: config.seedDemoData })
      : { referenceSeeded: false, demoSeeded: false };
    // Migrations and the seed write without the key: the rows they wrote (and, at the upgrade that brought MACs, every
    // grant row and receipt number of the site) are sealed now, once; later starts seal nothing (data/access-grants.ts).
    if (migrations.length > 0 || seeded.referenceSeeded || seeded.demoSeeded)
      await sealUnsealedGrants(database.db, cipher);
    return { database, cipher, migrations, seeded };
  } catch (err) {
    await database.close();
    throw err;
  }
}
