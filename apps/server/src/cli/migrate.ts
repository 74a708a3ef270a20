import { bootDatabase } from '../boot.ts';
import { loadConfig } from '../config.ts';

// `npm run migrate`: brings the configured database to the latest schema; exits non-zero on any failure.
try {
  const config = loadConfig();
  const { database, migrations } = await bootDatabase(config, { seed: false });
  await database.close();
  console.log(migrations.length ? `Applied: ${migrations.join(', ')}` : 'The database is up to date.');
} catch (err) {
  console.error(`Migration failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
