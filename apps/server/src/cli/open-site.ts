import { type Booted, bootDatabase } from '../boot.ts';
import type { Config } from '../config.ts';
import { controlSocketExists } from '../control/control-client.ts';
import { DataDirLockedError } from '../db/data-dir.ts';

/**
 * Opens the site's database for a command that may run while the site runs: PostgreSQL always (many processes
 * share it), the embedded database when no server holds it. When a server holds the embedded database, answers
 * 'server': the command then asks that server to do the work (control/control-socket.ts).
 */
export async function openSite(config: Config): Promise<Booted | 'server'> {
  try {
    return await bootDatabase(config, { seed: false });
  } catch (err) {
    if (err instanceof DataDirLockedError && controlSocketExists(config.dataDir)) return 'server';
    throw err;
  }
}
