import { bootDatabase } from '../boot.ts';
import { loadConfig } from '../config.ts';
import { runCommand } from './run-command.ts';

// `npm run migrate`: brings the configured database to the latest schema; exits non-zero on any failure.
runCommand('Migration failed', async () => {
  const config = loadConfig();
  const { database, migrations } = await bootDatabase(config, { seed: false });
  await database.close();
  console.log(migrations.length ? `Applied: ${migrations.join(', ')}` : 'The database is up to date.');
  return 0;
});
