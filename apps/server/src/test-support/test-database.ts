import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import type { Database, Db } from '../db/types.ts';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again on close), so both engines run the same tests.
 * Reference data only (statuses, report types, menus, the system-admin group) unless `demo` is asked for:
 * tests make their own companies, groups and admins with test-support/factories.ts.
 */
export async function createTestDatabase(
  options: { seed?: boolean; demo?: boolean } = {},
): Promise<DatabaseHandle> {
  const handle = await openEmptyTestDatabase();
  await migrateToLatest(handle.db);
  if (options.seed ?? true) await seedDatabase(handle.db, { demo: options.demo ?? false });
  return handle;
}

/**
 * An empty database for one test file (see createTestDatabase). `connections`: the PostgreSQL pool's size (one, for a
 * test whose session setting must hold for every statement; PGlite is always one session).
 */
export async function openEmptyTestDatabase(options: { connections?: number } = {}): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return connectDatabase({ kind: 'pglite-memory' });

  const scratch = await createScratchDatabase(url);
  const handle = await connectDatabase({
    kind: 'postgres',
    url: scratch.url,
    maxConnections: options.connections ?? 5,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it again. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `audit_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`));
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () =>
      withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}

async function withAdminClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** How many rows a table holds (tests that check what was written, or that nothing was). */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A database function's own settings (`set ...` in its definition), e.g. `['enable_seqscan=off']`. */
export async function functionSettings(db: Db, name: string): Promise<string[]> {
  const { rows } = await sql<{ config: string[] | null }>`
    select proconfig as config from pg_proc where proname = ${name}`.execute(db);
  return rows.flatMap((r) => r.config ?? []);
}
