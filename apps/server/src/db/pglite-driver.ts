import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import {
  MAX_PREPARED_PER_CONNECTION,
  preparable,
  STALE_PLAN_SQLSTATE,
  statementName,
} from './prepared-statements.ts';

const { serialize } = protocol;

/** Protocol messages as one buffer, so that the database handles them in one call. */
function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A Kysely dialect over one PGlite instance. PGlite is a single Postgres session, so the driver hands the one
 * connection out under a mutex held from acquire to release (the pattern of Kysely's SQLite driver): a
 * transaction owns the database until it ends, and a query from another request waits instead of landing
 * inside someone else's transaction (the flaw of kysely-pglite).
 */
export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class Mutex {
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;
  async lock(): Promise<void> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
  }
  unlock(): void {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
}

class PgliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: PgliteConnection;
  constructor(private readonly pglite: PGlite) {
    this.#connection = new PgliteConnection(pglite);
  }
  async init(): Promise<void> {
    await this.pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // The level and access mode asked for, as Kysely's PostgreSQL driver sends them (the evidence chains ask for read
    // committed whatever the session's default).
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const mode = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${level}${mode}`));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }
  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PgliteConnection implements DatabaseConnection {
  /** Named statements prepared on the session, with their parameters' types; and texts that must go unprepared. */
  readonly #prepared = new Map<string, number[]>();
  readonly #stale = new Set<string>();
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#run<R>(compiled.sql, compiled.parameters);
    const affected = result.affectedRows;
    const isWrite = result.command === 'INSERT' || result.command === 'UPDATE' || result.command === 'DELETE';
    return {
      rows: result.rows,
      ...(isWrite && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  /**
   * A query as a named statement (prepared-statements.ts), run with one call into the database: bind, describe,
   * execute and sync together. PGlite's `query` parses, plans and describes the text each time, six calls in all:
   * the reporter's own report took 832 µs that way and 171 µs prepared (bench/README.md, finding 36).
   */
  async #run<R>(text: string, values: readonly unknown[]): Promise<Results<R>> {
    const name = statementName(text);
    const types = this.#prepared.get(name) ?? (await this.#prepare(name, text, values));
    if (!types) return this.pglite.query<R>(text, [...values], { rowMode: 'object' });
    // Values become text as PGlite's own `query` makes them, by the type the database expects for each parameter.
    const params = values.map((value, i) => {
      if (value == null) return null;
      const serialize = this.pglite.serializers[types[i] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    try {
      const { messages } = await this.pglite.execProtocol(
        joined([
          serialize.bind({ statement: name, values: params as string[] }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return (parse.parseResults(messages, this.pglite.parsers, { rowMode: 'object' })[0] ?? {
        rows: [],
        fields: [],
      }) as Results<R>;
    } catch (error) {
      // A table changed under the statement (a migration): the text goes unprepared from now on, as on PostgreSQL.
      if ((error as { code?: string }).code !== STALE_PLAN_SQLSTATE) throw error;
      this.#stale.add(name);
      return this.pglite.query<R>(text, [...values], { rowMode: 'object' });
    }
  }

  /** Prepares the text once, answering its parameters' types, or undefined when it is to go unprepared. */
  async #prepare(name: string, text: string, values: readonly unknown[]): Promise<number[] | undefined> {
    if (
      this.#stale.has(name) ||
      !preparable(text, values) ||
      this.#prepared.size >= MAX_PREPARED_PER_CONNECTION
    )
      return undefined;
    const { messages } = await this.pglite.execProtocol(
      joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const types = parse.parseDescribeStatementResults(messages);
    this.#prepared.set(name, types);
    return types;
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered on PGlite; the error says so.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported on PGlite');
  }
}
