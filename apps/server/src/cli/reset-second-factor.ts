import { parseArgs } from 'node:util';
import { bootDatabase } from '../boot.ts';
import { loadConfig } from '../config.ts';
import { resetSecondFactor } from '../features/admins/reset-second-factor.ts';
import { runCommand, usingDatabase } from './run-command.ts';

const USAGE = `Usage: npm run reset-second-factor -- --login ID
Forgets the admin's authenticator app and recovery codes and ends its sessions (recorded in the audit trail).
If its group requires a second factor, the admin registers a new app at the next sign-in.`;

runCommand('reset-second-factor failed', async () => {
  let login: string | undefined;
  try {
    ({
      values: { login },
    } = parseArgs({ options: { login: { type: 'string' } } }));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  if (!login) {
    console.error(USAGE);
    return 2;
  }
  const { database, cipher } = await bootDatabase(loadConfig(), { seed: false });
  return usingDatabase(database, async ({ db }) => {
    if (!(await resetSecondFactor(db, cipher, login, new Date()))) {
      console.error(`No admin has the login id '${login}'.`);
      return 1;
    }
    console.log(`The second factor of '${login}' was reset; its sessions have ended.`);
    return 0;
  });
});
