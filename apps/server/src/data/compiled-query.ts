import type { Compilable, CompiledQuery, DialectAdapter } from 'kysely';
import type { Db } from '../db/types.ts';

/** Where a parameter's value goes in a query built once: replaced by the value given when the query runs. */
class Slot {
  constructor(readonly name: string) {}
}

/** Stand-ins for every parameter, by name: `p.tokenHash` is the slot the value of `tokenHash` fills. */
const SLOTS = new Proxy({} as Record<string, Slot>, { get: (_, name) => new Slot(String(name)) });

/** Query shapes kept per database: the admin list has a shape per filter and page (see listPage); a bound. */
const MAX_SHAPES = 500;

type Rows<Q> = Q extends Compilable<infer R> ? R[] : never;

function fill(compiled: CompiledQuery, params: Record<string, unknown>): CompiledQuery {
  const parameters = compiled.parameters.map((v) => {
    if (!(v instanceof Slot)) return v;
    if (!(v.name in params)) throw new Error(`no value for query parameter ${v.name}`);
    return params[v.name];
  });
  return { ...compiled, parameters };
}

/**
 * A query whose SQL is built and compiled once per shape and then run with each call's values: Kysely's builder and
 * compiler cost more CPU per request than anything else on the admin list (bench/README.md, finding 15). `build`
 * gets the database, the shape (what changes the SQL's text: which filters, the sort, a page's literals; `key` names
 * it) and stand-ins for the values (`p.name`), which must be passed to Kysely as they are (as a value, `sql.val`,
 * never inside a string or an array it expands). The SQL is what `build` gives; only its parameters change.
 */
export function compiledQuery<S, P extends Record<string, unknown>, Q extends Compilable<unknown>>(
  key: (shape: S) => string,
  build: (db: Db, shape: S, p: P) => Q,
) {
  // Per Kysely instance, found through its adapter (a transaction shares its database's adapter, so its queries use
  // the same compiled text).
  const compiledByDb = new WeakMap<DialectAdapter, Map<string, CompiledQuery>>();
  return async (db: Db, shape: S, params: P): Promise<Rows<Q>> => {
    const adapter = db.getExecutor().adapter;
    let cache = compiledByDb.get(adapter);
    if (!cache) {
      cache = new Map();
      compiledByDb.set(adapter, cache);
    }
    const k = key(shape);
    let compiled = cache.get(k);
    if (!compiled) {
      compiled = build(db, shape, SLOTS as P).compile();
      if (cache.size < MAX_SHAPES) cache.set(k, compiled);
    }
    const result = await db.executeQuery(fill(compiled, params));
    return result.rows as Rows<Q>;
  };
}

/** A query of one shape (see compiledQuery): built and compiled once, run with each call's values. */
export function compiledOnce<P extends Record<string, unknown>, Q extends Compilable<unknown>>(
  build: (db: Db, p: P) => Q,
) {
  const run = compiledQuery<null, P, Q>(
    () => '',
    (db, _shape, p) => build(db, p),
  );
  return (db: Db, params: P): Promise<Rows<Q>> => run(db, null, params);
}
