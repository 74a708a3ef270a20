import type { Db } from '../db/types.ts';

// Owner of `evidence_chain_starts`: where each evidence chain starts once a retention purge has deleted its oldest
// rows (the first kept row's index and the hash it follows), sealed under the chain key. A chain without a start
// begins at its genesis (index 1, no previous hash); one whose first row fits neither lost its oldest rows.

export type ChainStart = { firstSeq: number; prevHash: Buffer; seal: Buffer };

const toBuffer = (v: unknown) => Buffer.from(v as Uint8Array);

/** The chain's sealed start, or null when it starts at its genesis. */
export async function readChainStart(db: Db, chain: string): Promise<ChainStart | null> {
  const row = await db
    .selectFrom('evidence_chain_starts')
    .select(['first_seq', 'prev_hash', 'seal'])
    .where('chain', '=', chain)
    .executeTakeFirst();
  return row
    ? { firstSeq: Number(row.first_seq), prevHash: toBuffer(row.prev_hash), seal: toBuffer(row.seal) }
    : null;
}

/** Moves the chain's start (a purge), or re-seals it under a new key (a key rotation, a restore). */
export async function saveChainStart(db: Db, chain: string, start: ChainStart): Promise<void> {
  const values = { first_seq: start.firstSeq, prev_hash: start.prevHash, seal: start.seal };
  await db
    .insertInto('evidence_chain_starts')
    .values({ chain, ...values })
    .onConflict((oc) => oc.column('chain').doUpdateSet(values))
    .execute();
}
