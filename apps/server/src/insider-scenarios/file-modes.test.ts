import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { bootDatabase } from '../boot.ts';
import { loadConfig } from '../config.ts';

/**
 * Insider: another local user of the server's machine (an operator's account, a compromised service) reading the
 * embedded database's files: the WAL and the relations hold receipt-number hashes, password hashes and ciphertexts.
 * PGlite's Emscripten file system chmods every file it creates to the mode the WASM side asked for (0666 by default),
 * past the process's umask, so the umask alone did not keep them private.
 */

/** Every file and folder under `root` whose mode lets anyone but the owner in, with its mode. */
function openEntries(root: string): string[] {
  const open: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const mode = fs.lstatSync(full).mode & 0o777;
      const expected = entry.isDirectory() ? 0o700 : 0o600;
      // The control socket is made 0600 by its own code; every other kind must be exactly private.
      if (!entry.isSocket() && mode !== expected)
        open.push(`${path.relative(root, full)} ${mode.toString(8)}`);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return open;
}

// The embedded database only: the PostgreSQL pass of the suite (TEST_DATABASE_URL) keeps no files of its own here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded-database file modes', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-modes-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  const umask = process.umask();
  afterAll(() => {
    process.umask(umask);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every file 0600 and every folder 0700, also the files written after the start', async () => {
    const { database } = await bootDatabase(config, { seed: true });
    try {
      expect(openEntries(dataDir)).toEqual([]);
      const atStart = new Set(fs.readdirSync(dataDir, { recursive: true }) as string[]);
      // New relations, their free-space maps, a new WAL segment and a checkpoint: files made while the site runs.
      await sql`create table flood_probe (id serial primary key, body text)`.execute(database.db);
      await sql`insert into flood_probe (body) select repeat(md5(g::text), 40) from generate_series(1, 5000) g`.execute(
        database.db,
      );
      await sql`create index flood_probe_body on flood_probe (body)`.execute(database.db);
      await sql`vacuum flood_probe`.execute(database.db);
      await sql`select pg_switch_wal()`.execute(database.db);
      await sql`checkpoint`.execute(database.db);
      // Files made since the start (new relations, WAL segments): the count alone may not grow, as PostgreSQL
      // recycles old WAL segments and drops others at a checkpoint.
      const made = (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter((f) => !atStart.has(f));
      expect(made.length).toBeGreaterThan(0);
      expect(openEntries(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('makes the files an older version left readable private at the next start', async () => {
    for (const name of fs.readdirSync(path.join(dataDir, 'pglite'), { recursive: true }) as string[]) {
      const full = path.join(dataDir, 'pglite', name);
      fs.chmodSync(full, fs.statSync(full).isDirectory() ? 0o777 : 0o666);
    }
    expect(openEntries(dataDir).length).toBeGreaterThan(100);
    const { database } = await bootDatabase(config, { seed: true });
    try {
      expect(openEntries(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
