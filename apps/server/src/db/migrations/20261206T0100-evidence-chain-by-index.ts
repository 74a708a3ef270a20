import { type Kysely, sql } from 'kysely';

// evidence_chain_next (20261205T0100) finds a chain's last row with `order by id desc limit 1`. PL/pgSQL plans that
// query once per connection and keeps the plan until the table's statistics change. Planned while the table was
// empty (a new site, a restore, a `vacuum analyze` before the first row), the plan was a sequential scan and sort,
// which each append then ran over the whole log under the chain's lock, for as long as the connection lived if
// nothing analyzed the table again (autovacuum off): a report view read every access-log row (bench/README.md,
// finding 34). With sequential scans off inside the function, the last row is read from the primary key's index at
// any size and under any statistics. A later `create or replace` of the function resets its settings: it must say
// `set enable_seqscan = off` itself (migrate.test.ts checks the setting after the latest migration). Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upEvidenceChainByIndex(db: AnyDb): Promise<void> {
  await sql`alter function evidence_chain_next(text, integer, integer) set enable_seqscan = off`.execute(db);
}

export async function downEvidenceChainByIndex(db: AnyDb): Promise<void> {
  await sql`alter function evidence_chain_next(text, integer, integer) reset enable_seqscan`.execute(db);
}
