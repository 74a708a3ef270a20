import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/free-port.mjs';

// A PostgreSQL cluster of a test's own (initdb in a temporary directory, on a free port), for tests that stop
// the database or kill its connections. Never the machine's shared server.

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const version = fs.readdirSync(root).sort().at(-1);
  if (!version) throw new Error(`no PostgreSQL binaries under ${root}`);
  return path.join(root, version, 'bin');
}

export type ThrowawayPostgres = {
  url: string;
  /** Stops the server; `immediate` drops every connection without a goodbye, as a crash would. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Removes the cluster (stopping it first if it runs). */
  destroy(): void;
};

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root (CI, this machine), the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
    else execFileSync(command, args, { stdio: 'ignore' });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  let running = false;
  start();
  running = true;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = 'fast') => {
      run('pg_ctl', ['-D', data, '-w', '-m', mode, 'stop']);
      running = false;
    },
    start: () => {
      start();
      running = true;
    },
    destroy: () => {
      if (running) run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
