import { parseArgs } from 'node:util';
import { bootDatabase } from '../boot.ts';
import { loadConfig } from '../config.ts';
import { createOrUpdateAdmin } from '../features/admins/create-admin.ts';
import { runCommand, usingDatabase } from './run-command.ts';

const USAGE = `Usage: ADMIN_PASSWORD=... npm run create-admin -- --login ID --name NAME (--sysadmin | --group GROUP_NAME) [--email E]
The password is read from ADMIN_PASSWORD or, when that is not set, from standard input (never from the command line).`;

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (process.stdin.isTTY)
    process.stderr.write('Password (input is shown; prefer ADMIN_PASSWORD or a pipe): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (process.stdin.isTTY && String(chunk).includes('\n')) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

runCommand('create-admin failed', async () => {
  let values: {
    login?: string;
    name?: string;
    sysadmin?: boolean;
    group?: string;
    email?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      options: {
        login: { type: 'string' },
        name: { type: 'string' },
        sysadmin: { type: 'boolean' },
        group: { type: 'string' },
        email: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const { login, name } = values;
  if (!login || !name || values.sysadmin === Boolean(values.group)) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword();
  const config = loadConfig();
  const { database, cipher } = await bootDatabase(config, { seed: true });
  return usingDatabase(database, async ({ db }) => {
    const result = await createOrUpdateAdmin(
      db,
      {
        loginId: login,
        name,
        email: values.email ?? null,
        group: values.sysadmin ? { sysadmin: true } : { name: values.group ?? '' },
        password,
      },
      cipher,
    );
    console.log(`${result.created ? 'Created' : 'Updated'} admin '${login}' in group '${result.groupName}'.`);
    return 0;
  });
});
