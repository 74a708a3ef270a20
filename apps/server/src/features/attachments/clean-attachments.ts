import type { AppDeps } from '../../app-deps.ts';
import {
  claimAttachmentToClean,
  finishCleaning,
  readAttachmentBytes,
  releaseCleaning,
} from '../../data/attachments.repository.ts';
import type { AttachmentCleaningState } from '../../db/types.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { type CLEANING_LIMITS, type FileCleaner, fileCleaner } from './cleaning/clean-in-child.ts';
import { isCleanable } from './cleaning/cleanable-types.ts';

// Issue 13: the cleaned copy of each attachment is made in the background, right after its report is committed,
// not inside the submission: the upload keeps its memory budget (about one copy of the file, bench/README.md), and
// whatever happens while cleaning (a hostile file, a library's failure, the process stopping) cannot fail or lose
// the report. The original stays as it was sent; see docs/security.md, "Attachments lose their hidden metadata".

/** How long an instance holds an attachment it is cleaning; a holder that died leaves it to another after this. */
export const CLEANING_LEASE_MS = 5 * 60_000;
/** An attachment whose cleaning was started this often without an end (it stopped its process) is given up. */
export const MAX_CLEANING_ATTEMPTS = 3;
/**
 * Files cleaned at once, each in its own child process (issue 30): a file that holds its cleaner until its deadline
 * never makes the others wait, and two ceilings of CLEANING_LIMITS.memoryMb stay within 300 MB.
 */
export const CLEANERS_AT_ONCE = 2;

/** What the cleaner writes to the log: counts and ids, never a file's name or content. */
export type CleaningLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

type Claimed = NonNullable<Awaited<ReturnType<typeof claimAttachmentToClean>>>;

/** The original, decrypted (its ciphertext is not kept while the file is cleaned). */
async function readOriginal(deps: AppDeps, a: Claimed): Promise<Buffer | undefined> {
  const original = await readAttachmentBytes(deps.db, a.id, 'original');
  return original && deps.cipher.decrypt(original, BIND.fileData(a.post_id, a.id, a.comment_id));
}

async function cleanOne(
  deps: AppDeps,
  a: Claimed,
  cleaner: FileCleaner,
  log: CleaningLog | undefined,
  signal: AbortSignal | undefined,
): Promise<AttachmentCleaningState | null> {
  const { db, cipher } = deps;
  if (!isCleanable(a.content_type)) {
    await finishCleaning(db, a.id, { state: 'UNSUPPORTED' });
    return 'UNSUPPORTED';
  }
  if (a.cleaning_attempts > MAX_CLEANING_ATTEMPTS) {
    // Each start took its server down: past what cleaning may use, whatever bound it was.
    log?.warn(
      { event: 'attachment-not-cleaned', attachmentId: a.id, reason: 'gave up' },
      'attachment not cleaned',
    );
    await finishCleaning(db, a.id, { state: 'OVER_LIMIT' });
    return 'OVER_LIMIT';
  }
  const plain = await readOriginal(deps, a);
  if (!plain) return null;
  const outcome = await cleaner.clean(a.content_type, plain, signal);
  if (!outcome.ok && outcome.stopped) {
    await releaseCleaning(db, a.id);
    return null;
  }
  if (!outcome.ok && outcome.overLimit) {
    // Kept as sent and marked for good: a bomb is never handed to a cleaner again.
    log?.warn(
      {
        event: 'attachment-not-cleaned',
        attachmentId: a.id,
        contentType: a.content_type,
        reason: outcome.reason,
      },
      'attachment over the cleaning bounds, kept as sent',
    );
    await finishCleaning(db, a.id, { state: 'OVER_LIMIT' });
    return 'OVER_LIMIT';
  }
  if (!outcome.ok) {
    log?.warn(
      {
        event: 'attachment-not-cleaned',
        attachmentId: a.id,
        contentType: a.content_type,
        reason: outcome.reason,
      },
      'attachment not cleaned',
    );
    await finishCleaning(db, a.id, { state: 'UNREADABLE' });
    return 'UNREADABLE';
  }
  const { cleaned } = outcome;
  await finishCleaning(db, a.id, {
    state: 'CLEANED',
    cleanEnc: cleaned && cipher.encrypt(cleaned, BIND.cleanFileData(a.post_id, a.id, a.comment_id)),
    cleanSize: cleaned ? cleaned.length : a.size_bytes,
  });
  return 'CLEANED';
}

/**
 * Cleans the attachments waiting for it, CLEANERS_AT_ONCE at a time, until none is left or `signal` aborts.
 * Answers how many ended in each state. A database failure is thrown (once both cleaners have stopped); the
 * attachment in hand stays waiting (its lease runs out).
 */
export async function cleanPendingAttachments(
  deps: AppDeps,
  options: { log?: CleaningLog; signal?: AbortSignal; limits?: typeof CLEANING_LIMITS } = {},
): Promise<Partial<Record<AttachmentCleaningState, number>>> {
  const counts: Partial<Record<AttachmentCleaningState, number>> = {};
  const cleanInTurn = async () => {
    const cleaner = fileCleaner(options.limits);
    try {
      while (!options.signal?.aborted) {
        const now = deps.now();
        const claimed = await claimAttachmentToClean(
          deps.db,
          now,
          new Date(now.getTime() + CLEANING_LEASE_MS),
        );
        if (!claimed) break;
        const state = await cleanOne(deps, claimed, cleaner, options.log, options.signal);
        if (state) counts[state] = (counts[state] ?? 0) + 1;
      }
    } finally {
      await cleaner.close();
    }
  };
  const ended = await Promise.allSettled(Array.from({ length: CLEANERS_AT_ONCE }, cleanInTurn));
  const failed = ended.find((e) => e.status === 'rejected');
  if (failed) throw failed.reason;
  return counts;
}

/**
 * Runs the cleaner now (`wake`, called when a report with a file was committed) and every `intervalMs` (for what
 * another instance left, or a start after a stop), one run at a time on this instance. `stop` ends the run in
 * hand between files (the file being cleaned is given back) and resolves when it has.
 */
export function startAttachmentCleaner(
  deps: AppDeps,
  log: CleaningLog,
  intervalMs = 30_000,
): { wake(): void; stop(): Promise<void> } {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = cleanPendingAttachments(deps, { log, signal: stopping.signal })
      .then((counts) => {
        if (Object.keys(counts).length > 0)
          log.info({ event: 'attachments-cleaned', ...counts }, 'attachments cleaned');
      })
      .catch((err: unknown) => {
        // The message only: a database error's detail may quote row values.
        const message = err instanceof Error ? err.message.slice(0, 500) : String(err);
        log.error({ event: 'attachment-cleaning', err: { message } }, 'attachment cleaning failed');
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    wake: run,
    stop: async () => {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
