import { chainBatch, type EvidenceTable } from '../../db/evidence-chain.ts';
import type { Db } from '../../db/types.ts';
import type { EvidenceSeal } from '../../security/evidence-seal.ts';

export const EVIDENCE_TABLES: readonly EvidenceTable[] = [
  'audit_trail',
  'login_logs',
  'personal_data_access_logs',
];

export type ChainReport = {
  table: EvidenceTable;
  rows: number;
  /** The first row that does not fit the chain, and why; null when the whole chain holds. */
  broken: { id: number; reason: 'changed' | 'row missing before it' } | null;
};

/**
 * Walks one table's chain in id order. A row is `changed` when its hash no longer matches its values and the hash
 * before it; `row missing before it` when it does not follow the row before (a row was deleted from the middle,
 * or rows were reordered). The first row may follow a purged one: rows past their retention are deleted legally,
 * oldest first. Deleting the newest rows leaves no trace in the chain itself: compare the count and last hash
 * printed by the command with an earlier run to see that.
 */
export async function verifyChain(db: Db, seal: EvidenceSeal, table: EvidenceTable): Promise<ChainReport> {
  let rows = 0;
  let after = 0;
  let previous: Buffer | null | undefined;
  for (;;) {
    const batch = await chainBatch(db, table, after, 1000);
    if (batch.length === 0) return { table, rows, broken: null };
    for (const { row, prevHash, chainHash } of batch) {
      rows++;
      if (previous !== undefined && !sameBytes(prevHash, previous)) {
        return { table, rows, broken: { id: row.id, reason: 'row missing before it' } };
      }
      const expected = seal.sealEvidence(prevHash, table, row);
      if (!chainHash || !expected.equals(chainHash))
        return { table, rows, broken: { id: row.id, reason: 'changed' } };
      previous = chainHash;
      after = row.id;
    }
  }
}

const sameBytes = (a: Buffer | null, b: Buffer | null) => (a === null || b === null ? a === b : a.equals(b));

/** Every evidence chain. */
export async function verifyEvidence(db: Db, seal: EvidenceSeal): Promise<ChainReport[]> {
  const reports: ChainReport[] = [];
  for (const table of EVIDENCE_TABLES) reports.push(await verifyChain(db, seal, table));
  return reports;
}
