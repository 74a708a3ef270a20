import type { AppDeps } from '../../app-deps.ts';
import { auditedChange } from '../../data/audited-change.ts';
import { type EvidenceTable, purgeChainHead } from '../../data/evidence-chain.ts';
import { EVIDENCE_KEPT_YEARS, RETENTION_ACTOR } from './retention-rules.ts';

// A day's worth of evidence fits in one batch, so a daily run normally leaves one audit row per table.
const BATCH = 5_000;

const TABLES: readonly EvidenceTable[] = ['login_logs', 'personal_data_access_logs', 'audit_trail'];

export type EvidencePurged = Record<EvidenceTable, number>;

/**
 * Deletes evidence rows past their retention (EVIDENCE_KEPT_YEARS), oldest first, in batches. Each batch is one
 * transaction with its audit-trail row (`PURGE_EVIDENCE`: how many rows, up to which index of the chain, created before when), so
 * the purge is itself evidence. Stops between batches when `signal` aborts. Answers the rows deleted per table.
 */
export async function purgeOldEvidence(deps: AppDeps, signal: AbortSignal): Promise<EvidencePurged> {
  const purged: EvidencePurged = { login_logs: 0, personal_data_access_logs: 0, audit_trail: 0 };
  for (const table of TABLES) {
    const years = EVIDENCE_KEPT_YEARS[table];
    const createdBefore = yearsBefore(cutoffClock(deps), years);
    while (!signal.aborted) {
      const batch = await auditedChange(deps, RETENTION_ACTOR, async ({ trx, audit }) => {
        const result = await purgeChainHead(trx, deps.cipher, table, createdBefore, `${years} years`, BATCH);
        if (result.rows > 0) {
          await audit(
            'PURGE_EVIDENCE',
            table,
            result.upToSeq ?? 0,
            { rows: result.rows, upToSeq: result.upToSeq, createdBefore: createdBefore.toISOString() },
            null,
          );
        }
        return result;
      });
      purged[table] += batch.rows;
      if (batch.rows < BATCH) break;
    }
  }
  return purged;
}

/**
 * The instant the retention periods are counted back from. The tables' triggers refuse to delete a row younger
 * than its period by the database's clock, and a refused deletion would fail the job: so never count from later
 * than the wall clock, even when deps.now() runs ahead (tests move it), and the repositories bound the cutoff by
 * the database's own now() as well (its clock may differ from this process's).
 */
function cutoffClock(deps: AppDeps): Date {
  return new Date(Math.min(deps.now().getTime(), Date.now()));
}

/** Calendar years back, as PostgreSQL's `interval 'n years'` counts them (a 29 February becomes 1 March, later). */
function yearsBefore(at: Date, years: number): Date {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
}
