import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { BUNDLES_DIR, buildProcessBundle } from './process-bundle.ts';

// Vitest's global setup of the server's tests (vitest.config.ts): once per run, in Vitest's own process.

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's id: the PostgreSQL templates it makes are named after it (postgresTemplateName). */
    testRun: string;
    /** The folder of the server's scripts bundled for the tests' processes (process-bundle.ts). */
    processBundle: string;
  }
}

const TEMPLATE_PREFIX = 'audit_tpl_';

/** The name of a new PostgreSQL template database of this run (test-database.ts), dropped when the run ends. */
export function postgresTemplateName(run: string): string {
  return `${TEMPLATE_PREFIX}${run}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex');
  project.provide('testRun', run);
  const bundle = path.join(BUNDLES_DIR, run);
  await buildProcessBundle(bundle);
  project.provide('processBundle', bundle);
  return async () => {
    fs.rmSync(bundle, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (url) await dropTemplates(url, `${TEMPLATE_PREFIX}${run}_`);
  };
}

/** Drops the template databases whose names start with `prefix` (the test databases copied from them are gone). */
async function dropTemplates(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of rows) await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
