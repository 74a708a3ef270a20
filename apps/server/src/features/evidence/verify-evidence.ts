import { chainBatch, type EvidenceTable } from '../../data/evidence-chain.ts';
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
 * Checks rows of one chain as they come, oldest first. A row is `changed` when its hash no longer matches its values
 * and the hash before it under any of the given seals (during a key rotation rows may be sealed under either key);
 * `row missing before it` when it does not follow the row before (a row was deleted from the middle, or rows were
 * reordered). The first row may follow a purged one: rows past their retention are deleted legally, oldest first.
 * Counting stops at the first break.
 */
export function chainChecker(seals: EvidenceSeal[], table: EvidenceTable) {
  let rows = 0;
  let previous: Buffer | null | undefined;
  let broken: ChainReport['broken'] = null;
  return {
    check(row: Record<string, unknown> & { id: number }, prevHash: Buffer | null, chainHash: Buffer | null) {
      if (broken) return;
      rows++;
      if (previous !== undefined && !sameBytes(prevHash, previous)) {
        broken = { id: row.id, reason: 'row missing before it' };
      } else if (!chainHash || !seals.some((s) => s.sealEvidence(prevHash, table, row).equals(chainHash))) {
        broken = { id: row.id, reason: 'changed' };
      }
      previous = chainHash;
    },
    get broken() {
      return broken;
    },
    report: (): ChainReport => ({ table, rows, broken }),
  };
}

/**
 * Walks one table's chain in id order and reports its first broken row. Deleting the newest rows leaves no trace
 * in the chain itself: compare the count and last hash printed by the command with an earlier run to see that.
 */
export async function verifyChain(db: Db, seals: EvidenceSeal[], table: EvidenceTable): Promise<ChainReport> {
  const checker = chainChecker(seals, table);
  let after = 0;
  for (;;) {
    const batch = await chainBatch(db, table, after, 1000);
    if (batch.length === 0 || checker.broken) return checker.report();
    for (const { row, prevHash, chainHash } of batch) {
      checker.check(row, prevHash, chainHash);
      if (checker.broken) return checker.report();
      after = row.id;
    }
  }
}

/** Every evidence chain. */
export async function verifyEvidence(db: Db, seals: EvidenceSeal | EvidenceSeal[]): Promise<ChainReport[]> {
  const reports: ChainReport[] = [];
  const list = Array.isArray(seals) ? seals : [seals];
  for (const table of EVIDENCE_TABLES) reports.push(await verifyChain(db, list, table));
  return reports;
}

const sameBytes = (a: Buffer | null, b: Buffer | null) => (a === null || b === null ? a === b : a.equals(b));
