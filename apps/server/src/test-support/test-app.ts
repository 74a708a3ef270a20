import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { createCipher } from '../security/crypto.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

/** The whole application on a fresh test database, for `app.inject` tests. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({}),
    dataDir: path.join(os.tmpdir(), `audit-test-${randomBytes(4).toString('hex')}`),
    webDistDir: path.join(os.tmpdir(), 'audit-test-no-web-build'),
    ...overrides,
  };
  const app = await buildApp({ config, db: database.db, cipher: createCipher(randomBytes(32)) });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
