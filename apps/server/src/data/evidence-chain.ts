import { sql } from 'kysely';
import type { EvidenceSeal } from '../security/evidence-seal.ts';
import { compiledQuery } from './compiled-query.ts';
import { upEvidenceChainNext } from '../db/migrations/20261205T0100-evidence-chain-next.ts';
import type { Db } from '../db/types.ts';

export type EvidenceTable = 'login_logs' | 'personal_data_access_logs' | 'audit_trail';

/** Transaction-level advisory lock keys: one chain per table, appended to by one transaction at a time. */
const LOCK_SPACE = 7_300;
const LOCK_OF: Record<EvidenceTable, number> = {
  login_logs: 1,
  personal_data_access_logs: 2,
  audit_trail: 3,
};

const toBuffer = (v: unknown) => (v instanceof Uint8Array ? Buffer.from(v) : null);

/** The migration that gave the chains their turn in one statement (evidence_chain_next), which appendChained calls. */
const CHAIN_TURN_MIGRATION = '20261205T0100-evidence-chain-next';

/**
 * A restore writes its backup into the schema of the backup's version, then appends its RESTORE row to the audit
 * trail with this version's code, before the schema is brought to the latest. A backup made before the chain's turn
 * was a function gets the function first (the migration's own statement; the migration finds it in place later).
 */
export async function prepareChainTurn(db: Db, schemaVersion: string): Promise<void> {
  if (schemaVersion < CHAIN_TURN_MIGRATION) await upEvidenceChainNext(db);
}

/** Takes a chain's lock until the end of the transaction: appending to it, or re-sealing it, one at a time. */
export async function lockChain(trx: Db, table: EvidenceTable): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${LOCK_OF[table]})`.execute(trx);
}

/** Rewrites one row's seal (a key rotation re-seals the chain under the new key); its values cannot change. */
export async function resealRow(
  trx: Db,
  table: EvidenceTable,
  id: number,
  prevHash: Buffer | null,
  chainHash: Buffer,
): Promise<void> {
  await sql`update ${sql.table(table)} set prev_hash = ${prevHash}, chain_hash = ${chainHash}
    where id = ${id}`.execute(trx);
}

// The three tables differ in columns; each owner repository builds `values` for its own table. Compiled once per
// table and set of columns (a column left undefined is left out, as Kysely leaves it out: its default applies).
const insertEvidenceQuery = compiledQuery(
  (s: { table: EvidenceTable; columns: string[] }) => `${s.table}|${s.columns.join(',')}`,
  (db, s, p: Record<string, unknown>) =>
    db
      .insertInto(s.table as 'audit_trail')
      .values(Object.fromEntries(s.columns.map((c) => [c, p[c]])) as never),
);

function insertEvidence(trx: Db, table: EvidenceTable, values: Record<string, unknown>) {
  const columns = Object.keys(values).filter((c) => values[c] !== undefined);
  return insertEvidenceQuery(trx, { table, columns }, values);
}

/**
 * Appends one evidence row to its table's chain. Under the table's lock (held to the end of the transaction, so
 * concurrent writers, also of other instances, take turns and ids follow the chain's order), it reads the last
 * row's hash and draws the new id, in one statement, and seals the row with both. Outside a transaction it opens
 * one; a caller's transaction must read committed (the default). `jsonColumns` are written as JSON text but sealed
 * as the values they hold, as they read back.
 */
export async function appendChained(
  db: Db,
  seal: EvidenceSeal,
  table: EvidenceTable,
  values: Record<string, unknown>,
  jsonColumns: readonly string[] = [],
): Promise<void> {
  const append = async (trx: Db) => {
    // The lock, the last row's hash and the new id in one round trip (migration 20261205T0100): the fewer round
    // trips the lock is held across, the less concurrent appenders, a report view each, wait (finding 32).
    const turn = await sql<{ prev: unknown; next_id: number | string }>`
      select prev, next_id from evidence_chain_next(${table}, ${LOCK_SPACE}, ${LOCK_OF[table]})`.execute(trx);
    const drawn = turn.rows[0];
    if (!drawn) throw new Error(`no turn in the ${table} chain`);
    const prev = toBuffer(drawn.prev);
    const row = { id: Number(drawn.next_id), ...values };
    const written = { ...row };
    for (const c of jsonColumns) {
      const v = row[c as keyof typeof row];
      if (v !== null && v !== undefined) {
        (row as Record<string, unknown>)[c] = JSON.parse(JSON.stringify(v));
        (written as Record<string, unknown>)[c] = JSON.stringify(v);
      }
    }
    const chain_hash = seal.sealEvidence(prev, table, row);
    await insertEvidence(trx, table, { ...written, prev_hash: prev, chain_hash });
  };
  if (db.isTransaction) await append(db);
  // Read committed whatever the database's default: evidence_chain_next refuses any other level.
  else await db.transaction().setIsolationLevel('read committed').execute(append);
}

/** Evidence rows after `afterId`, oldest first, every column, for verification. */
export async function chainBatch(db: Db, table: EvidenceTable, afterId: number, limit: number) {
  const { rows } = await sql<
    Record<string, unknown> & { id: number; prev_hash: unknown; chain_hash: unknown }
  >`
    select * from ${sql.table(table)} where id > ${afterId} order by id limit ${limit}`.execute(db);
  return rows.map(({ prev_hash, chain_hash, ...row }) => ({
    row: { ...row, id: Number(row.id) },
    prevHash: toBuffer(prev_hash),
    chainHash: toBuffer(chain_hash),
  }));
}

/**
 * Evidence rows past their retention (the retention job): deletes the oldest rows created before `createdBefore`, up to
 * `limit`, and only as the head of the chain (it stops at the first younger row), so that the rows left still verify.
 * The database's own clock bounds the cutoff too (`keptFor`, as the table's trigger counts it): a clock running ahead
 * cannot ask for a deletion that the trigger refuses. Answers how many rows went and the last id.
 */
export async function purgeChainHead(
  trx: Db,
  table: EvidenceTable,
  createdBefore: Date,
  keptFor: string,
  limit: number,
): Promise<{ rows: number; upToId: number | null }> {
  const { rows } = await sql<{ id: number }>`
    with head as (select id, created_at from ${sql.table(table)} order by id limit ${limit}),
    first_kept as (select min(id) as id from head
      where created_at >= least(${createdBefore}::timestamptz, now() - ${keptFor}::interval))
    delete from ${sql.table(table)} where id in (
      select id from head where (select id from first_kept) is null or id < (select id from first_kept))
    returning id`.execute(trx);
  const ids = rows.map((r) => Number(r.id));
  return { rows: ids.length, upToId: ids.length ? Math.max(...ids) : null };
}
