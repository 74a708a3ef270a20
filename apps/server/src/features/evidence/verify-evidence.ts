import { chainBatch, type EvidenceTable } from '../../data/evidence-chain.ts';
import { type ChainStart, readChainStart } from '../../data/evidence-chain-starts.repository.ts';
import type { Db } from '../../db/types.ts';
import type { EvidenceSeal } from '../../security/evidence-seal.ts';
import type { ChainAnchor } from './chain-anchors.ts';

export const EVIDENCE_TABLES: readonly EvidenceTable[] = [
  'audit_trail',
  'login_logs',
  'personal_data_access_logs',
];

export type ChainBreak =
  | 'changed'
  | 'row missing before it'
  | 'oldest rows missing'
  | 'shorter than its anchor'
  | 'differs from its anchor';

export type ChainReport = {
  table: EvidenceTable;
  rows: number;
  /** The chain's length (its last index, purged rows counted) and last hash (base64), as found. */
  head?: { count: number; hash: string | null };
  /** The first place that does not fit the chain, and why; null when the whole chain holds. */
  broken: { id: number | null; seq?: number; reason: ChainBreak } | null;
};

const b64 = (b: Buffer | null) => (b ? b.toString('base64') : null);

export type CheckOptions = {
  /** Keep the hash at this index (an anchor's), for compareWithAnchor. */
  watch?: number | undefined;
  /** Take the first row's place as it is (a backup made before chains were anchored has no sealed start). */
  trustFirst?: boolean;
};

/**
 * Checks rows of one chain as they come, in chain order. The first row must be the genesis (index 1, no hash
 * before it) or follow the chain's start as a retention purge sealed it (`start`), else the oldest rows were
 * deleted: `oldest rows missing`. Each later row must have the next index and follow the row before (`row missing
 * before it`), and its hash must match its values and the hash before it under one of the given seals (`changed`;
 * during a key rotation rows may be sealed under either key; without seals, only the links are checked: a backup
 * restored where its key is not). Counting stops at the first break.
 */
export function chainChecker(
  seals: EvidenceSeal[] | null,
  table: EvidenceTable,
  start: ChainStart | null,
  options: CheckOptions = {},
) {
  let rows = 0;
  let previous: Buffer | null = start ? start.prevHash : null;
  let lastSeq = start ? start.firstSeq - 1 : 0;
  let watched: Buffer | null | undefined;
  let broken: ChainReport['broken'] = null;
  const startHolds =
    !start ||
    !seals ||
    seals.some((s) => s.sealChainStart(table, start.firstSeq, start.prevHash).equals(start.seal));
  if (!startHolds) broken = { id: null, seq: start?.firstSeq, reason: 'oldest rows missing' };
  return {
    check(
      seq: number,
      row: Record<string, unknown> & { id: number },
      prevHash: Buffer | null,
      chainHash: Buffer | null,
    ) {
      if (broken) return;
      rows++;
      if (rows === 1 && options.trustFirst) {
        previous = prevHash;
        lastSeq = seq - 1;
      }
      if (seq !== lastSeq + 1 || !sameBytes(prevHash, previous)) {
        broken = { id: row.id, seq, reason: rows === 1 ? 'oldest rows missing' : 'row missing before it' };
      } else if (
        seals &&
        (!chainHash || !seals.some((s) => s.sealEvidence(prevHash, table, row).equals(chainHash)))
      ) {
        broken = { id: row.id, seq, reason: 'changed' };
      }
      previous = chainHash;
      lastSeq = seq;
      if (seq === options.watch) watched = chainHash;
    },
    get broken() {
      return broken;
    },
    /** The hash at the watched index, when the walk reached it. */
    get watched() {
      return watched;
    },
    report: (): ChainReport => ({ table, rows, head: { count: lastSeq, hash: b64(previous) }, broken }),
  };
}

/**
 * Compares a verified chain with an anchor kept outside the database: the chain must be at least as long as the
 * anchor (`shorter than its anchor`: its newest rows, or all of them, were deleted), and the row at the anchor's
 * index must have the anchor's hash (`differs from its anchor`), unless that row was purged since or the anchor was
 * sealed under a key that was rotated away since (then only the length is compared).
 */
export function compareWithAnchor(
  report: ChainReport,
  anchor: ChainAnchor,
  hashAtAnchor: Buffer | null | undefined,
  keyId: string,
): ChainReport {
  if (report.broken || !report.head) return report;
  if (report.head.count < anchor.count)
    return { ...report, broken: { id: null, seq: anchor.count, reason: 'shorter than its anchor' } };
  if (anchor.keyId === keyId && hashAtAnchor !== undefined && b64(hashAtAnchor) !== anchor.head)
    return { ...report, broken: { id: null, seq: anchor.count, reason: 'differs from its anchor' } };
  return report;
}

export type AnchorCheck = { anchors: ReadonlyMap<string, ChainAnchor>; keyId: string };

/** Walks one table's chain in order and reports its first break, then compares it with its anchor, if any. */
export async function verifyChain(
  db: Db,
  seals: EvidenceSeal[],
  table: EvidenceTable,
  against?: AnchorCheck,
): Promise<ChainReport> {
  const anchor = against?.anchors.get(table);
  const checker = chainChecker(seals, table, await readChainStart(db, table), { watch: anchor?.count });
  let after = 0;
  for (;;) {
    const batch = await chainBatch(db, table, after, 1000);
    if (batch.length === 0 || checker.broken) break;
    for (const { seq, row, prevHash, chainHash } of batch) {
      checker.check(seq, row, prevHash, chainHash);
      if (checker.broken) break;
      after = seq;
    }
  }
  const report = checker.report();
  return anchor && against ? compareWithAnchor(report, anchor, checker.watched, against.keyId) : report;
}

/** Every evidence chain, compared with its anchor when `against` holds one. */
export async function verifyEvidence(
  db: Db,
  seals: EvidenceSeal | EvidenceSeal[],
  against?: AnchorCheck,
): Promise<ChainReport[]> {
  const reports: ChainReport[] = [];
  const list = Array.isArray(seals) ? seals : [seals];
  for (const table of EVIDENCE_TABLES) reports.push(await verifyChain(db, list, table, against));
  return reports;
}

/** One line for a person reading the command's output. */
export function describeChain(r: ChainReport): string {
  if (!r.broken) return `${r.table}: ${r.rows} rows (length ${r.head?.count ?? r.rows}), chain intact`;
  const where = r.broken.id === null ? `index ${r.broken.seq}` : `index ${r.broken.seq} (id ${r.broken.id})`;
  const why: Record<ChainBreak, string> = {
    changed: 'a row was changed',
    'row missing before it': 'a row before it was deleted or rows were reordered',
    'oldest rows missing':
      'the oldest rows were deleted (the chain does not start at its genesis or sealed start)',
    'shorter than its anchor': 'the newest rows were deleted (the chain is shorter than its anchor)',
    'differs from its anchor': 'the row does not have the hash its anchor recorded',
  };
  return `${r.table}: BROKEN at ${where}: ${why[r.broken.reason]}`;
}

const sameBytes = (a: Buffer | null, b: Buffer | null) => (a === null || b === null ? a === b : a.equals(b));
