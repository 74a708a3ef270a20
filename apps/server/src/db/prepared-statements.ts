import { createHash } from 'node:crypto';

/**
 * Which queries a connection prepares once as a named statement instead of parsing and planning anew each time, on
 * PostgreSQL (connect.ts) and on the embedded database (pglite-driver.ts) alike: Kysely sends unnamed statements, and
 * planning cost several times more than running the admin list on PostgreSQL and the reporter's own report on PGlite
 * (bench/README.md). Queries with many parameters (long IN lists, multi-row inserts) vary in shape and stay unnamed,
 * and so does any text beyond the first few hundred a connection has prepared (a deep page of the list is a text of
 * its own): a connection's statements stay few.
 */
export const MAX_PREPARED_PER_CONNECTION = 300;

export const preparable = (text: string, values: readonly unknown[]): boolean =>
  values.length <= 64 && text.length < 20_000;

/** PostgreSQL's answer when a table changed under a prepared statement (a migration): the query goes unprepared. */
export const STALE_PLAN_SQLSTATE = '0A000';

const names = new Map<string, string>();

/**
 * A query text's statement name, remembered for the texts seen last: a query compiled once (data/compiled-query.ts)
 * sends the same string each time, so the hash of a kilobyte of SQL is not computed again on every request.
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_PREPARED_PER_CONNECTION * 4) names.clear();
    names.set(text, name);
  }
  return name;
}
