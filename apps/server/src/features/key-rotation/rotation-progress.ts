// What a key rotation reports as it goes and keeps so that it can resume (rotate-key.ts and its steps).

export type RotationEvent =
  | { phase: 'started' | 'resumed'; oldKeyId: string; newKeyId: string }
  | { phase: 'values'; table: string; done: number; total: number }
  | { phase: 'waiting'; ms: number }
  | { phase: 'stragglers'; count: number }
  | { phase: 'evidence'; table: string; done: number; total: number }
  | { phase: 'finished'; summary: RotationSummary };

export type RotationSummary = {
  oldKeyId: string;
  newKeyId: string;
  /** Encrypted values re-encrypted under the new key. */
  values: number;
  /** Evidence rows re-sealed under the new key. */
  evidenceRows: number;
  /** Chains that did not hold under the old key before they were re-sealed (kept on record in the audit trail). */
  brokenChains: { table: string; id: number; reason: string }[];
};

/** Where a chain's re-sealing has got to: the last row done, its hash before and after. */
export type ChainCursor = { after: number; oldPrev: string | null; newPrev: string | null; rows: number };
export type RotationProgress = {
  /** When every instance starts writing under the new key (ISO). */
  switchAt: string;
  values: Record<string, number>;
  reencrypted: number;
  evidence: Record<string, ChainCursor>;
  resealed: number;
  broken: RotationSummary['brokenChains'];
};
