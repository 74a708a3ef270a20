import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir.ts';
import { PgliteDialect } from './pglite-driver.ts';
import { sharedParsers } from './type-parsers.ts';
import type { Database } from './types.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

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
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          sharedParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // Pool errors on idle clients must not crash the process; the next query reports the problem.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const release = target.kind === 'pglite' ? lockDataDir(target.dataDir) : () => {};
  try {
    const pglite = await PGlite.create(
      target.kind === 'pglite' ? path.join(target.dataDir, 'pglite') : undefined,
      {
        parsers: sharedParsers,
      },
    );
    const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Throws unless the database answers (the readiness probe). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
