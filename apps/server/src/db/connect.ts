import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir.ts';
import { PgliteDialect } from './pglite-driver.ts';
import {
  MAX_PREPARED_PER_CONNECTION,
  preparable,
  STALE_PLAN_SQLSTATE,
  statementName,
} from './prepared-statements.ts';
import { makeTreePrivate, PrivateNodeFS } from './private-node-fs.ts';
import { sharedParsers } from './type-parsers.ts';
import type { Database } from './types.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** Connections of the pool: open, idle, and requests waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PostgreSQL's connection pool right now (for /metrics); absent for the embedded database. */
  poolStats?: () => PoolStats;
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory (tests); `copyOf`: a copy of a database dumped with PGlite's dumpDataDir instead of an empty one. */
  | { kind: 'pglite-memory'; copyOf?: Blob };

/**
 * How an in-memory (test) database starts: with 16 MB of shared buffers rather than PostgreSQL's 128 MB, which
 * PGlite zeroes in WebAssembly at every start: 1.1 s of the 2 s of CPU a new test database took, for databases that
 * hold a few megabytes (a full test run opens a few hundred). The persisted database keeps PostgreSQL's default.
 */
export const MEMORY_DATABASE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** DATABASE_URL selects PostgreSQL; otherwise PGlite persisted under DATA_DIR. */
export function targetFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      // While the database is away, a request waits at most this long for a connection, then answers 503.
      connectionTimeoutMillis: 5_000,
      // Sessions in UTC, as PGlite's: interval arithmetic on timestamptz (the legal clocks' days in SQL) counts in the
      // session's zone, and a zone with daylight saving would shift a due date by an hour from the server's own.
      options: '-c TimeZone=UTC',
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          sharedParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // A connection lost while idle (PostgreSQL restarted, a backend terminated) emits 'error' on its client and on
    // the pool; an 'error' event without a listener ends the process. The pool drops the broken client and the next
    // query opens a new connection (or reports the outage as a 503), so the events need nothing more than a listener.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      prepareStatements(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  const release = target.kind === 'pglite' ? lockDataDir(target.dataDir) : () => {};
  try {
    const pglite = await PGlite.create({
      fs: target.kind === 'pglite' ? privateFiles(path.join(target.dataDir, 'pglite')) : undefined,
      parsers: sharedParsers,
      loadDataDir: target.kind === 'pglite-memory' ? target.copyOf : undefined,
      startParams: target.kind === 'pglite-memory' ? MEMORY_DATABASE_START_PARAMS : undefined,
    });
    const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy();
        // Kysely destroys only a driver that ran a query: a database opened and closed unused is closed here.
        if (!pglite.closed) await pglite.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * The embedded database's folder, private to the server's user: what an earlier version left readable (0666 files)
 * is closed before the database opens, and every file PGlite writes from now on is 0600 and every folder 0700.
 */
function privateFiles(dir: string): PrivateNodeFS {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  makeTreePrivate(dir);
  return new PrivateNodeFS(dir);
}

/** Each connection prepares its queries as named statements (prepared-statements.ts). */
function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = new Set<string>();
  const stale = new Set<string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    text: unknown,
    values?: unknown,
    ...rest
  ) => {
    if (typeof text === 'string' && Array.isArray(values) && preparable(text, values)) {
      const name = statementName(text);
      if (!stale.has(name) && (prepared.has(name) || prepared.size < MAX_PREPARED_PER_CONNECTION)) {
        prepared.add(name);
        if (rest.length > 0) return query({ name, text, values }, ...rest);
        // A table changed under a prepared statement (a migration by a newer instance during a rolling update):
        // PostgreSQL refuses the cached plan; the query goes again unprepared, and stays so on this connection.
        return (query({ name, text, values }) as Promise<unknown>).catch((err: { code?: string }) => {
          if (err?.code !== STALE_PLAN_SQLSTATE) throw err;
          stale.add(name);
          return query(text, values);
        });
      }
    }
    return query(text, values, ...rest);
  };
}

/** Throws unless the database answers (the readiness probe). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

// SQLSTATE classes and codes that mean "the database is not there right now" rather than "this query is wrong".
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Connection refused/i;

/** True when an error says the database cannot be reached (answered 503, the client may retry), not a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code)))
    return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}
