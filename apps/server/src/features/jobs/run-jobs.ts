import type { AppDeps } from '../../app-deps.ts';
import { claimJobLease, finishJob, releaseLease, renewLease } from '../../data/scheduled-jobs.repository.ts';

/** What a job answers: counts for its log line (never content or personal data). */
export type JobCounts = Record<string, number>;

export type ScheduledJob = {
  /** The job's row in scheduled_jobs (at most 40 characters). */
  name: string;
  /** How long after a finished run the next one is due. */
  everyMs: number;
  /** One run. A long run checks `signal` between batches and returns early when it aborts (shutdown, lease lost). */
  run(deps: AppDeps, signal: AbortSignal): Promise<JobCounts>;
};

/** The part of a pino (Fastify) logger the jobs write to. */
export type JobLog = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** A holder that dies mid-run keeps the lease this long; then another instance takes the run over. */
export const JOB_LEASE_MS = 60 * 60_000;
/** A running job renews its lease this often, so that a run longer than the lease is not taken over. */
const RENEW_EVERY_MS = JOB_LEASE_MS / 4;
/** A failed run is tried again after this long (or after everyMs, if shorter), not only when next due. */
export const JOB_RETRY_MS = 60 * 60_000;
/** How often the scheduler looks for due jobs. */
const CHECK_EVERY_MS = 60_000;

export type JobRunResult =
  | { ran: false }
  | { ran: true; outcome: 'ok' | 'failed' | 'stopped'; counts: JobCounts };

/**
 * Runs `job` once if it is due and this caller wins its lease; otherwise does nothing (another instance runs it,
 * or it ran recently). The run is recorded in scheduled_jobs and written as one structured log line. A failure of
 * the job is recorded and logged, not thrown; a failure to claim (database away) is thrown.
 */
export async function runJobNow(
  deps: AppDeps,
  job: ScheduledJob,
  log: JobLog,
  stop?: AbortSignal,
): Promise<JobRunResult> {
  const startedAt = deps.now();
  const claimed = await claimJobLease(deps.db, job.name, {
    now: startedAt,
    leaseUntil: new Date(startedAt.getTime() + JOB_LEASE_MS),
    dueBefore: new Date(startedAt.getTime() - job.everyMs),
    retryBefore: new Date(startedAt.getTime() - Math.min(job.everyMs, JOB_RETRY_MS)),
  });
  if (!claimed) return { ran: false };

  const leaseLost = new AbortController();
  const signal = stop ? AbortSignal.any([stop, leaseLost.signal]) : leaseLost.signal;
  const renewal = setInterval(() => {
    renewLease(deps.db, job.name, startedAt, new Date(deps.now().getTime() + JOB_LEASE_MS))
      .then((held) => {
        if (!held) leaseLost.abort();
      })
      // A database hiccup while renewing is not a lost lease; the next renewal tries again.
      .catch(() => {});
  }, RENEW_EVERY_MS);
  renewal.unref();

  const began = performance.now();
  const line = () => ({ event: 'job-run', job: job.name, durationMs: Math.round(performance.now() - began) });
  try {
    const counts = await job.run(deps, signal);
    if (signal.aborted) {
      // Stopped between batches: what was done stays done and audited, and the rest is due again at once.
      await releaseLease(deps.db, job.name, startedAt);
      log.info({ ...line(), outcome: 'stopped', ...counts }, 'job stopped before its end');
      return { ran: true, outcome: 'stopped', counts };
    }
    await finishJob(deps.db, job.name, { startedAt, now: deps.now(), outcome: 'OK', error: null });
    log.info({ ...line(), outcome: 'ok', ...counts }, 'job finished');
    return { ran: true, outcome: 'ok', counts };
  } catch (err) {
    const error = errorSummary(err);
    await finishJob(deps.db, job.name, {
      startedAt,
      now: deps.now(),
      outcome: 'FAILED',
      error: `${error.type}: ${error.message}`,
    }).catch(() => {});
    log.error({ ...line(), outcome: 'failed', err: error }, 'job failed');
    return { ran: true, outcome: 'failed', counts: {} };
  } finally {
    clearInterval(renewal);
  }
}

/**
 * Every `intervalMs` (a minute by default), runs each due job whose lease this instance wins, one job at a time.
 * The timer does not keep the process alive. The answer stops the scheduler: it asks a running job to stop at its
 * next batch and resolves when it has.
 */
export function startScheduledJobs(
  deps: AppDeps,
  jobs: readonly ScheduledJob[],
  log: JobLog,
  options: { intervalMs?: number } = {},
): () => Promise<void> {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const check = async () => {
    for (const job of jobs) {
      if (stopping.signal.aborted) return;
      try {
        await runJobNow(deps, job, log, stopping.signal);
      } catch (err) {
        log.error({ event: 'job-check', job: job.name, err: errorSummary(err) }, 'job could not be started');
      }
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = check().finally(() => {
      running = null;
    });
  }, options.intervalMs ?? CHECK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}

/**
 * What is logged and stored of an error: its type, message and stack, never its other properties (a database
 * error's detail may quote row values).
 */
function errorSummary(err: unknown): { type: string; message: string; stack?: string } {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err).slice(0, 1000) };
  return { type: err.name, message: err.message.slice(0, 1000), ...(err.stack ? { stack: err.stack } : {}) };
}

/** A due date every job has reached: for leases that only the lease decides. */
const ALWAYS = new Date('9999-12-31T00:00:00Z');

/**
 * Runs `fn` while this process holds the lease `name` (so that across every instance one runs it at a time), renewed
 * every quarter of `leaseMs` and released at the end; a holder that dies leaves it for `leaseMs`. Answers
 * `{ held: false }` at once when another process holds it.
 */
export async function withLease<T>(
  db: AppDeps['db'],
  name: string,
  leaseMs: number,
  fn: () => Promise<T>,
): Promise<{ held: false } | { held: true; value: T }> {
  const startedAt = new Date();
  const claimed = await claimJobLease(db, name, {
    now: startedAt,
    leaseUntil: new Date(startedAt.getTime() + leaseMs),
    // Always due: only the lease decides.
    dueBefore: ALWAYS,
    retryBefore: ALWAYS,
  });
  if (!claimed) return { held: false };
  const renewal = setInterval(() => {
    renewLease(db, name, startedAt, new Date(Date.now() + leaseMs)).catch(() => {});
  }, leaseMs / 4);
  renewal.unref();
  try {
    return { held: true, value: await fn() };
  } finally {
    clearInterval(renewal);
    await releaseLease(db, name, startedAt).catch(() => {});
  }
}
