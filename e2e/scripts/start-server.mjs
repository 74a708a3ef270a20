#!/usr/bin/env node
// Starts the built server for the browser tests on an empty embedded database.
// The data directory is deleted first so every run begins from the same seeded state; it is kept
// after the run so a failure can be inspected, and removed again by the next run.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? 'e2e/.data/server');
const e2eData = path.join(repoRoot, 'e2e', '.data');

// Refuse to delete anything outside e2e/.data: DATA_DIR could have been inherited from a shell.
if (!dataDir.startsWith(e2eData + path.sep)) {
  console.error(`start-server: DATA_DIR must be inside e2e/.data, got ${dataDir}`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });

process.env.DATA_DIR = dataDir;
// The tests always use the embedded database, even when the shell has DATABASE_URL set.
delete process.env.DATABASE_URL;
process.chdir(repoRoot);

// A fresh database has no admin, and the embedded database admits one process at a time: create the system
// admin of the journeys with the built CLI now, before the server opens it. Keep these in step with
// e2e/support/admin-accounts.ts (SYSADMIN), which the tests sign in with.
const SYSADMIN = { loginId: 'e2e.sysadmin', name: 'E2E 시스템관리자', password: 'E2e#Sysadmin2026' };
const cli = spawnSync(
  process.execPath,
  [
    path.join(repoRoot, 'apps', 'server', 'dist', 'cli', 'create-admin.js'),
    '--login',
    SYSADMIN.loginId,
    '--name',
    SYSADMIN.name,
    '--sysadmin',
  ],
  { env: { ...process.env, ADMIN_PASSWORD: SYSADMIN.password }, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (cli.status !== 0) {
  console.error(`start-server: create-admin failed (${cli.error?.message ?? `exit ${cli.status}`})`);
  process.exit(1);
}

const entry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
// The server runs in this process, so Playwright's SIGTERM reaches its shutdown handler directly.
await import(pathToFileURL(entry).href);
