import { chainBatch, type EvidenceTable, lockChain, resealRow } from '../../data/evidence-chain.ts';
import { readChainStart, saveChainStart } from '../../data/evidence-chain-starts.repository.ts';
import { countRows } from '../../db/table-rows.ts';
import type { Db } from '../../db/types.ts';
import { createEvidenceSeal, type EvidenceSeal } from '../../security/evidence-seal.ts';
import { EVIDENCE_TABLES } from '../evidence/verify-evidence.ts';
import type { RotationEvent, RotationProgress } from './rotation-progress.ts';

const BATCH = 200;
const b64 = (b: Buffer | null) => (b ? b.toString('base64') : null);
const unb64 = (s: string | null) => (s === null ? null : Buffer.from(s, 'base64'));

/**
 * Re-seals each evidence chain under the new key, in batches under the chain's lock. Every row is first checked
 * under the keys it may have been sealed with (old, or new if an instance that had switched appended it) and
 * against the row before it; the first row that does not hold is kept on record, so re-sealing never hides it.
 */
export async function resealChains(
  db: Db,
  keys: { oldKey: Buffer; newKey: Buffer },
  progress: RotationProgress,
  save: (trx: Db) => Promise<void>,
  emit: (e: RotationEvent) => void,
  stop: () => void,
): Promise<void> {
  const newSeal = createEvidenceSeal(keys.newKey);
  const seals = [createEvidenceSeal(keys.oldKey), newSeal];
  for (const table of EVIDENCE_TABLES) {
    const total = await countRows(db, table);
    const cursor = progress.evidence[table] ?? {
      after: 0,
      oldPrev: null,
      newPrev: null,
      rows: 0,
    };
    progress.evidence[table] = cursor;
    let brokenHere = progress.broken.some((b) => b.table === table);
    for (;;) {
      stop();
      const count = await db.transaction().execute(async (trx) => {
        await lockChain(trx, table as EvidenceTable);
        // Where a purge left the chain's start, sealed again with its first batch (the hash it follows is kept).
        if (cursor.rows === 0) await resealStart(trx, table, seals, newSeal);
        const batch = await chainBatch(trx, table, cursor.after, BATCH);
        for (const { seq, row, prevHash, chainHash } of batch) {
          const first = cursor.rows === 0;
          const linked =
            first || sameBytes(prevHash, unb64(cursor.oldPrev)) || sameBytes(prevHash, unb64(cursor.newPrev));
          const sealed =
            chainHash !== null && seals.some((s) => s.sealEvidence(prevHash, table, row).equals(chainHash));
          if ((!linked || !sealed) && !brokenHere) {
            progress.broken.push({ table, id: row.id, reason: linked ? 'changed' : 'row missing before it' });
            brokenHere = true;
          }
          // The first row keeps the hash it follows (rows before it were purged after their retention).
          const newPrev = first ? prevHash : unb64(cursor.newPrev);
          const newHash = newSeal.sealEvidence(newPrev, table, row);
          await resealRow(trx, table as EvidenceTable, row.id, newPrev, newHash);
          cursor.after = seq;
          cursor.oldPrev = b64(chainHash);
          cursor.newPrev = b64(newHash);
          cursor.rows++;
          progress.resealed++;
        }
        if (batch.length > 0) await save(trx);
        return batch.length;
      });
      if (count === 0) break;
      emit({ phase: 'evidence', table, done: Math.min(cursor.rows, total), total });
    }
  }
}

/** Re-seals a chain's start under the new key, unless it did not hold under either key (then it stays broken). */
async function resealStart(trx: Db, table: EvidenceTable, seals: EvidenceSeal[], newSeal: EvidenceSeal) {
  const start = await readChainStart(trx, table);
  if (!start) return;
  if (!seals.some((s) => s.sealChainStart(table, start.firstSeq, start.prevHash).equals(start.seal))) return;
  await saveChainStart(trx, table, {
    ...start,
    seal: newSeal.sealChainStart(table, start.firstSeq, start.prevHash),
  });
}

const sameBytes = (a: Buffer | null, b: Buffer | null) => a !== null && b !== null && a.equals(b);
