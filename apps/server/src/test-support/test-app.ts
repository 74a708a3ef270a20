import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppDeps, RendererModule } from '../app-deps.ts';
import { type Config, loadConfig } from '../config.ts';
import { sealUnsealedGrants } from '../data/access-grants.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { createCipher } from '../security/crypto.ts';
import { createTestDatabase } from './test-database.ts';
import { testCipherOf, useTestCipher } from './test-keys.ts';

/**
 * The public pages' renderer from the web app's source (Vitest compiles it as the build would): the server's tests
 * render the real pages without a build. Loaded on the first page a test asks for.
 */
const WEB_RENDERER = path.resolve(import.meta.dirname, '../../../web/src/server-render.tsx');
export const loadSourceRenderer = async () =>
  (await import(/* @vite-ignore */ WEB_RENDERER)) as RendererModule;

/** A clock the test moves by hand (for idle timeouts, lockouts, the one-month window). */
export class TestClock {
  #offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.#offsetMs);
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  deps: AppDeps;
  clock: TestClock;
  close(): Promise<void>;
};

/** The whole application on a fresh test database, for `app.inject` tests. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: {
    demo?: boolean;
    /** An existing database (a restored one) instead of a fresh one; closed with the app. */
    database?: DatabaseHandle;
    /** The master key (random by default). */
    masterKey?: Buffer;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase({ demo: options.demo ?? false }));
  const dataDir = path.join(os.tmpdir(), `audit-test-${randomBytes(4).toString('hex')}`);
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    evidenceAnchorFile: path.join(overrides.dataDir ?? dataDir, 'evidence-anchors.jsonl'),
    webDistDir: path.join(os.tmpdir(), 'audit-test-no-web-build'),
    // Generous limits so that tests of other rules are not cut off; rate-limit tests set their own.
    rateLimits: { signinsPerMinute: 1000, reportsPerHour: 1000, commentsPerHour: 1000 },
    ...overrides,
  };
  // As at boot: the folder exists (uploads are spooled there). One made here goes with the app.
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const clock = new TestClock();
  const cipher = options.masterKey ? createCipher(options.masterKey) : testCipherOf(database.db);
  useTestCipher(database.db, cipher);
  // As at a first start: the rows the seed wrote without the key are sealed (boot.ts).
  await sealUnsealedGrants(database.db, cipher);
  const deps: AppDeps = {
    config,
    db: database.db,
    cipher,
    now: clock.now,
    loadPageRenderer: loadSourceRenderer,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    database,
    config,
    deps,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      if (!overrides.dataDir) fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
