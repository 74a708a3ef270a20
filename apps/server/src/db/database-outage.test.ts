import { randomBytes } from 'node:crypto';
import { healthApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createCipher } from '../security/crypto.ts';
import { call } from '../test-support/api.ts';
import { signin } from '../test-support/reports.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test-support/throwaway-postgres.ts';
import { connectDatabase, type DatabaseHandle } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/seed.ts';

// The server on PostgreSQL survives losing its database: connections killed under it, the server stopped and
// started again. Meanwhile it answers 503 with Retry-After, and it recovers by itself, without a restart. The
// cluster is the test's own (initdb on a free port).
describe('database outage', () => {
  let cluster: ThrowawayPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  /** The app's warn and error log lines (JSON), to see that an outage is logged once, start and end. */
  const logLines: string[] = [];

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    database = await connectDatabase({ kind: 'postgres', url: cluster.url, maxConnections: 5 });
    await migrateToLatest(database.db);
    await seedDatabase(database.db, { demo: true });
    const config = {
      ...loadConfig({}),
      webDistDir: '/nonexistent',
      rateLimits: { signinsPerMinute: 100_000, reportsPerHour: 100_000, commentsPerHour: 100_000 },
    };
    app = await buildApp(
      { config, db: database.db, cipher: createCipher(randomBytes(32)), now: () => new Date() },
      { logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } },
    );
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    cluster?.destroy();
  });

  // A call that always reaches the database (the public lists are cached, so they may not): a sign-in with a receipt
  // number nobody has, answered 401 while the database is there.
  const reachDatabase = () =>
    signin(app, String(1e15 + Math.floor(Math.random() * 8e15)), 'not-the-password1!');
  const UP = 401;
  const until = async (ok: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await ok()) return true;
      await new Promise((r) => setTimeout(r, 200));
    }
    return false;
  };
  const terminateBackends = async () => {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = $1',
      ['client backend'],
    );
    await admin.end();
  };

  it('keeps serving when its connections are terminated, idle or under load', async () => {
    // Fill the pool with idle connections, then kill them: without a listener their 'error' events end the process.
    await Promise.all(Array.from({ length: 5 }, () => reachDatabase()));
    await terminateBackends();
    await new Promise((r) => setTimeout(r, 200));
    expect((await reachDatabase()).statusCode).toBe(UP);

    const load = Array.from({ length: 20 }, () => reachDatabase());
    await terminateBackends();
    const statuses = (await Promise.all(load)).map((res) => res.statusCode);
    expect(statuses.every((s) => s === UP || s === 503)).toBe(true);
    expect(await until(async () => (await reachDatabase()).statusCode === UP)).toBe(true);
  });

  it('answers 503 with Retry-After while the database is stopped, and recovers when it is back', async () => {
    cluster.stop('immediate');
    const down = await reachDatabase();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(down.headers['retry-after']).toBe('5');
    const ready = await call(app, healthApi.ready);
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect((await call(app, healthApi.health)).statusCode).toBe(200);

    cluster.start();
    expect(await until(async () => (await call(app, healthApi.ready)).statusCode === 200)).toBe(true);
    expect((await reachDatabase()).statusCode).toBe(UP);
    // One line when it went away and one when it was back, however many requests were answered 503 meanwhile.
    const events = () => logLines.map((l) => JSON.parse(l).event).filter(Boolean);
    expect(await until(async () => events().includes('database-outage-end'))).toBe(true);
    const starts = events().filter((e) => e === 'database-outage-start').length;
    expect(starts).toBeGreaterThanOrEqual(1);
    expect(events().filter((e) => e === 'database-outage-end').length).toBe(starts);
    expect(events().at(-1)).toBe('database-outage-end');
  });
});
