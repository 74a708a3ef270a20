#!/usr/bin/env node
// Starts the built server for the browser tests on an empty embedded database.
// The data directory is deleted first so every run begins from the same seeded state; it is kept
// after the run so a failure can be inspected, and removed again by the next run.
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

const entry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
// The server runs in this process, so Playwright's SIGTERM reaches its shutdown handler directly.
await import(pathToFileURL(entry).href);
