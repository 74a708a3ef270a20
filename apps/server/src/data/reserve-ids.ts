import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Database, Db } from '../db/types.ts';

/**
 * Tables whose rows need their own id before they are written: ciphertexts bound to the row. (Evidence rows, whose
 * chained hash covers the id, draw theirs with the chain's lock: data/evidence-chain.ts.)
 */
export type RowBoundTable = Extract<
  keyof Database,
  'posts' | 'attachments' | 'comments' | 'report_notes' | 'mail_outbox' | 'pending_reports'
>;

/** The largest id: paths bound ids to 32 bits (the contracts' `positiveId`), so ids stay positive 31-bit values. */
export const MAX_ROW_ID = 2_147_483_647;

/** How many rounds of drawing may meet only taken ids before giving up (each round a miss has odds of n / 2^31). */
const MAX_ROUNDS = 8;

/** One id drawn uniformly from 1..MAX_ROW_ID by the system's cryptographic generator. */
export const randomRowId = (): number => randomInt(1, MAX_ROW_ID + 1);

/**
 * Draws `count` ids for rows about to be inserted, so a value can be encrypted for its row before the row is
 * written with that id. The ids are random, not a sequence's next values: an admin shown the ids of the rows it
 * may see (reports, comments, notes, mails, attachments) must learn nothing of the rows it may not (a report it is
 * excluded from), neither a gap nor a count (issue 30). Ids already taken are drawn again; two writers drawing the
 * same free id at once (odds of about 1 in 2^31 for each pair) would have the second insert refused.
 * `draw` is the generator (tests give their own).
 */
export async function reserveIds(
  db: Db,
  table: RowBoundTable,
  count = 1,
  draw: () => number = randomRowId,
): Promise<number[]> {
  const ids = new Set<number>();
  for (let round = 0; ids.size < count; round++) {
    if (round === MAX_ROUNDS) throw new Error(`no free ids found in ${table} after ${MAX_ROUNDS} rounds`);
    const candidates = new Set<number>();
    for (let n = count - ids.size; n > 0; n--) {
      const id = draw();
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) throw new Error(`id out of range: ${id}`);
      if (!ids.has(id)) candidates.add(id);
    }
    const taken = await takenIds(db, table, [...candidates]);
    for (const id of candidates) if (!taken.has(id)) ids.add(id);
  }
  return [...ids];
}

/** Which of `ids` the table holds: one array parameter, so the statement's text (and its prepared plan) is one. */
async function takenIds(db: Db, table: RowBoundTable, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where(sql<boolean>`id = any(${ids}::bigint[])`)
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/** One reserved id. */
export async function reserveId(db: Db, table: RowBoundTable): Promise<number> {
  const [id] = await reserveIds(db, table, 1);
  if (id === undefined) throw new Error(`no id drawn for ${table}`);
  return id;
}
