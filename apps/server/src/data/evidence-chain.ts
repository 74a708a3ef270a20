import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { EvidenceSeal } from '../security/evidence-seal.ts';
import { compiledQuery } from './compiled-query.ts';
import type { Db } from '../db/types.ts';
import { saveChainStart } from './evidence-chain-starts.repository.ts';

export type EvidenceTable = 'login_logs' | 'personal_data_access_logs' | 'audit_trail';

/** Transaction-level advisory lock keys: one chain per table, appended to by one transaction at a time. */
const LOCK_SPACE = 7_300;
const LOCK_OF: Record<EvidenceTable, number> = {
  login_logs: 1,
  personal_data_access_logs: 2,
  audit_trail: 3,
};

const toBuffer = (v: unknown) => (v instanceof Uint8Array ? Buffer.from(v) : null);

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
  (db, s, p: Record<string, unknown>) => {
    const insert = db
      .insertInto(s.table as 'audit_trail')
      .values(Object.fromEntries(s.columns.map((c) => [c, p[c]])) as never);
    // A random id that is taken already is drawn again (appendChained), never an error that ends the transaction.
    return (s.table === 'audit_trail' ? insert.onConflict((oc) => oc.column('id').doNothing()) : insert).returning(
      'id',
    );
  },
);

/** Ids admins see drawn from 31 bits (an int4 column), so that they tell nothing of rows hidden from them. */
const VISIBLE_ID_MAX = 2 ** 31;
const ID_DRAWS = 8;

function insertEvidence(trx: Db, table: EvidenceTable, values: Record<string, unknown>) {
  const columns = Object.keys(values).filter((c) => values[c] !== undefined);
  return insertEvidenceQuery(trx, { table, columns }, values);
}

/**
 * Appends one evidence row to its table's chain. Under the table's lock (held to the end of the transaction, so
 * concurrent writers, also of other instances, take turns), it reads the last row's hash and index, in one statement,
 * and seals the row with the hash before it. The chain's order is its dense index `seq`, not the id: the audit
 * trail's ids, which admins see, are random (issue 30, hole 4: an id must not reveal rows hidden from its viewer);
 * the logs' ids stay sequential. Outside a transaction it opens one; a caller's transaction must read committed (the
 * default). `jsonColumns` are written as JSON text but sealed as the values they hold, as they read back.
 */
export async function appendChained(
  db: Db,
  seal: EvidenceSeal,
  table: EvidenceTable,
  values: Record<string, unknown>,
  jsonColumns: readonly string[] = [],
): Promise<void> {
  const append = async (trx: Db) => {
    // The lock, the last row's hash and the next index in one round trip (migrations 20261205T0100, 20261208T0400):
    // the fewer round trips the lock is held across, the less concurrent appenders wait (finding 32).
    const turn = await sql<{ prev: unknown; next_seq: number | string; next_id: number | string | null }>`
      select prev, next_seq, next_id from evidence_chain_turn(${table}, ${LOCK_SPACE}, ${LOCK_OF[table]})`.execute(
      trx,
    );
    const drawn = turn.rows[0];
    if (!drawn) throw new Error(`no turn in the ${table} chain`);
    const prev = toBuffer(drawn.prev);
    const seq = Number(drawn.next_seq);
    for (let draw = 0; draw < ID_DRAWS; draw++) {
      const id = drawn.next_id === null ? randomInt(1, VISIBLE_ID_MAX) : Number(drawn.next_id);
      const row = { id, ...values };
      const written = { ...row };
      for (const c of jsonColumns) {
        const v = row[c as keyof typeof row];
        if (v !== null && v !== undefined) {
          (row as Record<string, unknown>)[c] = JSON.parse(JSON.stringify(v));
          (written as Record<string, unknown>)[c] = JSON.stringify(v);
        }
      }
      const chain_hash = seal.sealEvidence(prev, table, row);
      const inserted = await insertEvidence(trx, table, { ...written, seq, prev_hash: prev, chain_hash });
      if (inserted.length > 0) return;
    }
    throw new Error(`no free id in the ${table} chain after ${ID_DRAWS} draws`);
  };
  if (db.isTransaction) await append(db);
  // Read committed whatever the database's default: evidence_chain_turn refuses any other level.
  else await db.transaction().setIsolationLevel('read committed').execute(append);
}

/** A chain's head: its length (the last row's index, counting purged rows) and the last row's hash. */
export async function readChainHead(db: Db, table: EvidenceTable): Promise<{ count: number; hash: Buffer | null }> {
  const { rows } = await sql<{ seq: number | string; chain_hash: unknown }>`
    select seq, chain_hash from ${sql.table(table)} order by seq desc limit 1`.execute(db);
  const last = rows[0];
  if (last) return { count: Number(last.seq), hash: toBuffer(last.chain_hash) };
  const start = await db
    .selectFrom('evidence_chain_starts')
    .select(['first_seq', 'prev_hash'])
    .where('chain', '=', table)
    .executeTakeFirst();
  return start ? { count: Number(start.first_seq) - 1, hash: toBuffer(start.prev_hash) } : { count: 0, hash: null };
}

/**
 * Evidence rows after index `afterSeq`, in chain order, for verification: the sealed values (every column but the
 * index and the hashes: the index is checked by counting, so rows indexed before it existed keep their seals).
 */
export async function chainBatch(db: Db, table: EvidenceTable, afterSeq: number, limit: number) {
  const { rows } = await sql<
    Record<string, unknown> & { id: number; seq: number; prev_hash: unknown; chain_hash: unknown }
  >`
    select * from ${sql.table(table)} where seq > ${afterSeq} order by seq limit ${limit}`.execute(db);
  return rows.map(({ prev_hash, chain_hash, seq, ...row }) => ({
    seq: Number(seq),
    row: { ...row, id: Number(row.id) },
    prevHash: toBuffer(prev_hash),
    chainHash: toBuffer(chain_hash),
  }));
}

/**
 * Evidence rows past their retention (the retention job): deletes the oldest rows created before `createdBefore`, up to
 * `limit`, and only as the head of the chain (it stops at the first younger row), so that the rows left still verify.
 * The chain's new start (the index after the last row deleted and that row's hash) is sealed and kept, under the
 * chain's lock, so that a purge is told from an erasure. The database's own clock bounds the cutoff too (`keptFor`,
 * as the table's trigger counts it): a clock running ahead cannot ask for a deletion that the trigger refuses.
 * Answers how many rows went and the last index.
 */
export async function purgeChainHead(
  trx: Db,
  seal: EvidenceSeal,
  table: EvidenceTable,
  createdBefore: Date,
  keptFor: string,
  limit: number,
): Promise<{ rows: number; upToSeq: number | null }> {
  await lockChain(trx, table);
  const { rows } = await sql<{ seq: number | string; chain_hash: unknown }>`
    with head as (select seq, created_at from ${sql.table(table)} order by seq limit ${limit}),
    first_kept as (select min(seq) as seq from head
      where created_at >= least(${createdBefore}::timestamptz, now() - ${keptFor}::interval))
    delete from ${sql.table(table)} where seq in (
      select seq from head where (select seq from first_kept) is null or seq < (select seq from first_kept))
    returning seq, chain_hash`.execute(trx);
  if (rows.length === 0) return { rows: 0, upToSeq: null };
  const last = rows.reduce((a, b) => (Number(b.seq) > Number(a.seq) ? b : a));
  const firstSeq = Number(last.seq) + 1;
  const prevHash = toBuffer(last.chain_hash) as Buffer;
  await saveChainStart(trx, table, { firstSeq, prevHash, seal: seal.sealChainStart(table, firstSeq, prevHash) });
  return { rows: rows.length, upToSeq: Number(last.seq) };
}
