import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle, MEMORY_DATABASE_START_PARAMS } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { PgliteDialect } from '../db/pglite-driver.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { sharedParsers } from '../db/type-parsers.ts';
import type { Database, Db } from '../db/types.ts';
import { postgresTemplateName } from './global-setup.ts';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again on close), so both engines run the same tests.
 * Reference data only (statuses, report types, menus, the system-admin group) unless `demo` is asked for:
 * tests make their own companies, groups and admins with test-support/factories.ts.
 */
export async function createTestDatabase(
  options: { seed?: boolean; demo?: boolean } = {},
): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return connectDatabase({ kind: 'pglite-memory', copyOf: await migratedTemplate(options) });
  return openPostgresDatabase(url, { template: await postgresTemplate(url, options) });
}

/** What makes an empty database a fresh test database: the schema, and the reference data unless told otherwise. */
const migrateAndSeed =
  (options: { seed?: boolean; demo?: boolean }) =>
  async (db: Db): Promise<void> => {
    await migrateToLatest(db);
    if (options.seed ?? true) await seedDatabase(db, { demo: options.demo ?? false });
  };

const templateKey = (options: { seed?: boolean; demo?: boolean }) =>
  `migrated seed=${options.seed ?? true} demo=${options.demo ?? false}`;

/** The worker's dump of a fresh test database made with `options` (PGlite). */
const migratedTemplate = (options: { seed?: boolean; demo?: boolean }) =>
  pgliteTemplate(templateKey(options), migrateAndSeed(options));

// A new PGlite runs initdb (3 s of CPU here, several times that on a loaded machine) and is then migrated; a copy of a
// database dumped once (PGlite's dumpDataDir) loads in a sixth of that. The test databases of a process are copies of
// templates made the same way a fresh one is, kept for the worker's life (globalThis outlives a test file's modules).
// Only the empty template runs initdb; the others (migrated, seeded or not) start from a copy of it.
const shared = globalThis as {
  auditTestTemplates?: Map<string, Promise<Blob>>;
  auditPostgresTemplates?: Map<string, Promise<string>>;
};
shared.auditTestTemplates ??= new Map();
const templates = shared.auditTestTemplates;

function pgliteTemplate(key: string, fill: (db: Db) => Promise<void>): Promise<Blob> {
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const empty = key === 'empty' ? undefined : await pgliteTemplate('empty', async () => {});
      const pglite = await PGlite.create({
        parsers: sharedParsers,
        loadDataDir: empty,
        startParams: MEMORY_DATABASE_START_PARAMS,
      });
      const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
      try {
        await fill(db);
        return await dumpInMemory(pglite);
      } finally {
        await db.destroy();
      }
    })();
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

/**
 * A PGlite database's dump (dumpDataDir, uncompressed: 40 MB, most of it the empty WAL segment), whose bytes each
 * copy takes at once. PGlite reads the dump it loads with Blob.arrayBuffer(), which Node reads out of its Blob store
 * in small chunks and joins again: half a second of CPU a copy, where copying the bytes takes milliseconds.
 */
async function dumpInMemory(pglite: PGlite): Promise<Blob> {
  return new DumpBytes(new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
}

/** A Blob of `bytes` (the dump) whose arrayBuffer() is a copy of a buffer held here instead of a read of Node's. */
class DumpBytes extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy: a loaded database never shares memory with the template the next test loads.
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

/** A database filled once, of which each test that changes it takes its own copy (filledDatabase). */
export type FilledDatabase<T> = {
  /** What `fill` answered (the ids, receipt numbers and accounts it made). */
  value: T;
  /** A new database holding what the filled one held when `fill` ended; closing it drops it. */
  copy(): Promise<DatabaseHandle>;
  /** Drops the filled database (the copies are closed on their own). */
  close(): Promise<void>;
};

/**
 * A fresh test database (as createTestDatabase makes it) filled once by `fill`, then copied for each test instead of
 * filled again: a copy costs what opening a test database costs, while filling one (reports through the API, with
 * attachments, sign-ins and comments) costs seconds. `fill` must leave nothing running on the database (close the
 * app it used). PGlite: the database's dump, loaded into a new instance per copy; PostgreSQL: a new database made
 * with the filled one as its template.
 */
export async function filledDatabase<T>(
  fill: (database: DatabaseHandle) => Promise<T>,
): Promise<FilledDatabase<T>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = await migratedTemplate({});
    // Opened here rather than by connectDatabase, whose handle does not give the PGlite instance to dump.
    const pglite = await PGlite.create({
      parsers: sharedParsers,
      loadDataDir: template,
      startParams: MEMORY_DATABASE_START_PARAMS,
    });
    const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
    let value: T;
    let dump: Blob;
    try {
      value = await fill({ db, kind: 'pglite', close: async () => {} });
      dump = await dumpInMemory(pglite);
    } finally {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    }
    return {
      value,
      copy: () => connectDatabase({ kind: 'pglite-memory', copyOf: dump }),
      close: async () => {},
    };
  }

  const source = await createScratchDatabase(url, { template: await postgresTemplate(url, {}) });
  try {
    const handle = await connectDatabase({ kind: 'postgres', url: source.url, maxConnections: 5 });
    let value: T;
    try {
      value = await fill({ ...handle, close: async () => {} });
    } finally {
      // A template database must have no session open while it is copied.
      await handle.close();
    }
    return {
      value,
      copy: () => openPostgresDatabase(url, { template: source.name }),
      close: source.drop,
    };
  } catch (err) {
    await source.drop();
    throw err;
  }
}

/**
 * An empty database for one test file (see createTestDatabase). `connections`: the PostgreSQL pool's size (one, for a
 * test whose session setting must hold for every statement; PGlite is always one session).
 */
export async function openEmptyTestDatabase(options: { connections?: number } = {}): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    return connectDatabase({ kind: 'pglite-memory', copyOf: await pgliteTemplate('empty', async () => {}) });

  return openPostgresDatabase(url, { connections: options.connections });
}

/** A new database on the PostgreSQL server of `url` (empty, or a copy of `template`), dropped when it is closed. */
async function openPostgresDatabase(
  url: string,
  options: { template?: string; connections?: number },
): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(url, { template: options.template });
  try {
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
  } catch (err) {
    await scratch.drop();
    throw err;
  }
}

/**
 * The worker's PostgreSQL database that the fresh test databases made with `options` are copies of (`create database
 * ... template`): migrated and seeded once per worker instead of once per test database, where running the
 * migrations took 3 s of the server's time a test (a copy: under one). Dropped when the run ends (global-setup.ts).
 */
function postgresTemplate(url: string, options: { seed?: boolean; demo?: boolean }): Promise<string> {
  const key = `${url} ${templateKey(options)}`;
  shared.auditPostgresTemplates ??= new Map();
  const made = shared.auditPostgresTemplates;
  let template = made.get(key);
  if (!template) {
    template = (async () => {
      const scratch = await createScratchDatabase(url, { name: postgresTemplateName(inject('testRun')) });
      try {
        const handle = await connectDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 1 });
        try {
          await migrateAndSeed(options)(handle.db);
        } finally {
          // Copied only while no session is open on it.
          await handle.close();
        }
        return scratch.name;
      } catch (err) {
        await scratch.drop();
        throw err;
      }
    })();
    made.set(key, template);
    template.catch(() => made.delete(key));
  }
  return template;
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (or a copy of the database `template`, which no
 * session may be connected to): its name, its URL, and how to drop it again.
 */
export async function createScratchDatabase(
  serverUrl: string,
  options: { template?: string; name?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = options.name ?? `audit_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = options.template ? ` template ${options.template}` : '';
  await withAdminClient(serverUrl, (c) => c.query(`create database ${name}${template}`));
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    name,
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
