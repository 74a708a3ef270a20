import type { AppDeps } from '../../app-deps.ts';
import type { JobLog, ScheduledJob } from '../jobs/run-jobs.ts';
import { appendAnchorFile, takeAnchors } from './chain-anchors.ts';

/** How often the chains' heads are anchored: the most evidence that can be erased from a chain's end unnoticed. */
const EVERY_MS = 10 * 60_000;

/**
 * Anchors each evidence chain's head outside the database, twice: a log line (`evidence-anchor`, with the chain, its
 * length and last hash), which the log stream carries off the machine, and a line in the anchor file
 * (EVIDENCE_ANCHOR_FILE), which `npm run verify-evidence` compares the chains with. Someone who can write to the
 * database, but not to these, cannot delete the newest rows of a chain, or all of them, without the next check
 * noticing.
 */
export function anchorEvidenceJob(log: JobLog): ScheduledJob {
  return {
    name: 'anchor-evidence',
    everyMs: EVERY_MS,
    async run(deps: AppDeps) {
      const anchors = await takeAnchors(deps.db, deps.cipher.keyId, deps.now());
      for (const a of anchors)
        log.info(
          { event: 'evidence-anchor', chain: a.chain, count: a.count, head: a.head, keyId: a.keyId },
          'evidence chain anchored',
        );
      const written = appendAnchorFile(deps.config.evidenceAnchorFile, anchors);
      return { chains: anchors.length, written };
    },
  };
}
