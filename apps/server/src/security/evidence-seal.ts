import { createHmac, hkdfSync } from 'node:crypto';

/**
 * The keyed hash that chains evidence rows (audit trail, login log, personal-data access log): each row's hash
 * covers the previous row's hash and every value of the row, under a key derived from the master key. Someone who
 * can disable the tables' triggers can still rewrite a row, but not its hash: `npm run verify-evidence` finds the
 * first row whose hash no longer matches.
 */
export type EvidenceSeal = {
  sealEvidence(prev: Buffer | null, table: string, row: Record<string, unknown>): Buffer;
  /**
   * Seals where a chain starts after a retention purge (its first row's index and the hash it follows), so that
   * deleting a chain's oldest rows cannot pass for a purge: only the key holder can say where a chain starts.
   */
  sealChainStart(table: string, firstSeq: number, prevHash: Buffer): Buffer;
};

const NO_PREVIOUS = Buffer.alloc(32);

/** The chain key: HKDF-SHA256 of the master key, for this purpose only. */
export function evidenceKeyOf(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'audit-evidence-chain', 32));
}

/**
 * A row as one string that does not depend on how it was read: keys sorted, empty values left out (so a column
 * added later, empty in old rows, changes no old hash), dates as ISO text, bytes as base64, JSON with sorted keys
 * (jsonb hands its keys back in its own order).
 */
export function canonicalRow(table: string, row: Record<string, unknown>): string {
  const canon = (v: unknown): unknown => {
    if (v instanceof Date) return v.toISOString();
    if (v instanceof Uint8Array) return { bytes: Buffer.from(v).toString('base64') };
    if (Array.isArray(v)) return v.map(canon);
    if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(o)
          .sort()
          .filter((k) => o[k] !== undefined)
          .map((k) => [k, canon(o[k])]),
      );
    }
    return v;
  };
  const entries = Object.keys(row)
    .sort()
    .filter((k) => row[k] !== null && row[k] !== undefined)
    .map((k) => [k, canon(row[k])]);
  return JSON.stringify([table, entries]);
}

export function createEvidenceSeal(masterKey: Buffer): EvidenceSeal {
  const key = evidenceKeyOf(masterKey);
  return {
    sealEvidence: (prev, table, row) =>
      createHmac('sha256', key)
        .update(prev ?? NO_PREVIOUS)
        .update(canonicalRow(table, row))
        .digest(),
    // As migration 20261208T0400 seals the starts it finds.
    sealChainStart: (table, firstSeq, prevHash) =>
      createHmac('sha256', key)
        .update(JSON.stringify(['evidence-chain-start', table, firstSeq]))
        .update(prevHash)
        .digest(),
  };
}
