import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps.ts';
import { loadConfig } from '../../config.ts';
import { claimJobLease, finishJob, listJobs, renewLease } from '../../data/scheduled-jobs.repository.ts';
import { connectDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createCipher } from '../../security/crypto.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createScratchDatabase } from '../../test-support/test-database.ts';
import {
  JOB_LEASE_MS,
  JOB_RETRY_MS,
  type JobLog,
  runJobNow,
  type ScheduledJob,
  startScheduledJobs,
} from './run-jobs.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** A logger that keeps its lines. */
function captureLog() {
  const lines: { level: 'info' | 'error'; obj: Record<string, unknown>; msg: string }[] = [];
  const log: JobLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
  };
  return { log, lines };
}

let sequence = 0;
/** A daily job counting its runs; each run lasts `ms`. */
function countingJob(ms = 0) {
  const job = {
    name: `test-job-${++sequence}`,
    everyMs: DAY_MS,
    runs: 0,
    async run() {
      job.runs++;
      if (ms) await sleep(ms);
      return { things: 3 };
    },
  };
  return job;
}

const jobRow = async (t: TestApp, name: string) => (await listJobs(t.deps.db)).find((j) => j.name === name);

describe('scheduled jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('runs a job once when two runs start at once, and records it', async () => {
    const job = countingJob(30);
    const { log, lines } = captureLog();
    const results = await Promise.all([runJobNow(t.deps, job, log), runJobNow(t.deps, job, log)]);
    expect(job.runs).toBe(1);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(lines).toEqual([
      {
        level: 'info',
        obj: expect.objectContaining({ event: 'job-run', job: job.name, outcome: 'ok', things: 3 }),
        msg: 'job finished',
      },
    ]);
    expect(lines[0]?.obj.durationMs).toEqual(expect.any(Number));
    expect(await jobRow(t, job.name)).toMatchObject({
      runs: 1,
      failures: 0,
      last_outcome: 'OK',
      last_error: null,
      lease_until: null,
      last_finished_at: expect.any(Date),
    });
  });

  it('does not run a job again before it is due', async () => {
    const job = countingJob();
    const { log } = captureLog();
    expect((await runJobNow(t.deps, job, log)).ran).toBe(true);
    expect((await runJobNow(t.deps, job, log)).ran).toBe(false);
    t.clock.advance(DAY_MS - 60_000);
    expect((await runJobNow(t.deps, job, log)).ran).toBe(false);
    t.clock.advance(2 * 60_000);
    expect((await runJobNow(t.deps, job, log)).ran).toBe(true);
    expect(job.runs).toBe(2);
    expect((await jobRow(t, job.name))?.runs).toBe(2);
  });

  it('takes over the lease of a holder that died once the lease has expired', async () => {
    const job = countingJob();
    const { log } = captureLog();
    // Another instance claimed the run and never finished it (killed).
    const now = t.deps.now();
    const claim = {
      now,
      leaseUntil: new Date(now.getTime() + JOB_LEASE_MS),
      dueBefore: new Date(now.getTime() - job.everyMs),
      retryBefore: now,
    };
    expect(await claimJobLease(t.deps.db, job.name, claim)).toBe(true);
    expect(await claimJobLease(t.deps.db, job.name, claim)).toBe(false);
    expect((await runJobNow(t.deps, job, log)).ran).toBe(false);
    t.clock.advance(JOB_LEASE_MS - 60_000);
    expect((await runJobNow(t.deps, job, log)).ran).toBe(false);
    t.clock.advance(2 * 60_000);
    expect((await runJobNow(t.deps, job, log)).ran).toBe(true);
    expect(job.runs).toBe(1);
    expect(await jobRow(t, job.name)).toMatchObject({ runs: 1, last_outcome: 'OK', lease_until: null });
  });

  it('lets only the current holder renew the lease, and a late holder does not release the new one', async () => {
    const name = `test-lease-${++sequence}`;
    const at = (ms: number) => new Date(t.deps.now().getTime() + ms);
    const claim = (now: Date, leaseUntil: Date) =>
      claimJobLease(t.deps.db, name, { now, leaseUntil, dueBefore: now, retryBefore: now });
    const first = t.deps.now();
    expect(await claim(first, at(JOB_LEASE_MS))).toBe(true);
    expect(await renewLease(t.deps.db, name, first, at(2 * JOB_LEASE_MS))).toBe(true);
    t.clock.advance(JOB_LEASE_MS + 60_000);
    // Renewed: still held an hour later.
    expect(await claim(t.deps.now(), at(JOB_LEASE_MS))).toBe(false);
    t.clock.advance(JOB_LEASE_MS);
    const second = t.deps.now();
    const secondLease = at(JOB_LEASE_MS);
    expect(await claim(second, secondLease)).toBe(true);
    expect(await renewLease(t.deps.db, name, first, at(JOB_LEASE_MS))).toBe(false);
    await finishJob(t.deps.db, name, { startedAt: first, now: t.deps.now(), outcome: 'OK', error: null });
    expect((await jobRow(t, name))?.lease_until).toEqual(secondLease);
    await finishJob(t.deps.db, name, { startedAt: second, now: t.deps.now(), outcome: 'OK', error: null });
    expect(await jobRow(t, name)).toMatchObject({ runs: 2, lease_until: null });
  });

  it('records a failure with its error, logs it at error level and tries again an hour later', async () => {
    let fail = true;
    const job: ScheduledJob = {
      name: `test-failing-${++sequence}`,
      everyMs: DAY_MS,
      run: async () => {
        if (fail) throw new Error(`disk full ${'x'.repeat(2000)}`);
        return {};
      },
    };
    const { log, lines } = captureLog();
    expect(await runJobNow(t.deps, job, log)).toEqual({ ran: true, outcome: 'failed', counts: {} });
    const row = await jobRow(t, job.name);
    expect(row).toMatchObject({ runs: 1, failures: 1, last_outcome: 'FAILED', lease_until: null });
    expect(row?.last_error).toMatch(/^Error: disk full x+$/);
    expect(row?.last_error).toHaveLength(1000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'job failed',
      obj: { event: 'job-run', job: job.name, outcome: 'failed', err: { type: 'Error' } },
    });

    expect((await runJobNow(t.deps, job, log)).ran).toBe(false);
    t.clock.advance(JOB_RETRY_MS + 60_000);
    fail = false;
    expect(await runJobNow(t.deps, job, log)).toMatchObject({ ran: true, outcome: 'ok' });
    expect(await jobRow(t, job.name)).toMatchObject({
      runs: 2,
      failures: 1,
      last_outcome: 'OK',
      last_error: null,
    });
  });

  it('checks for due jobs on its timer, and stopping waits for the running job', async () => {
    let release = () => {};
    let started = () => {};
    const hasStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const runs: string[] = [];
    const job: ScheduledJob = {
      name: `test-timed-${++sequence}`,
      everyMs: 1,
      run: async (_deps, signal) => {
        runs.push('start');
        started();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        runs.push(signal.aborted ? 'end (asked to stop)' : 'end');
        return {};
      },
    };
    const { log, lines } = captureLog();
    const stop = startScheduledJobs(t.deps, [job], log, { intervalMs: 10 });
    await hasStarted;
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(runs).toEqual(['start', 'end (asked to stop)']);
    // Stopped before its end: not recorded as a run, the lease released, so the job is due again at once.
    expect(lines[0]).toMatchObject({ level: 'info', obj: { outcome: 'stopped' } });
    expect(await jobRow(t, job.name)).toMatchObject({ runs: 0, lease_until: null, last_finished_at: null });
    await sleep(50);
    expect(runs).toHaveLength(2);

    const again = countingJob();
    const stopAgain = startScheduledJobs(t.deps, [again], log, { intervalMs: 10 });
    await expect.poll(() => again.runs, { timeout: 20_000 }).toBe(1);
    await sleep(50);
    expect(again.runs).toBe(1);
    await stopAgain();
  });

  it("accepts Fastify's logger", () => {
    const log: JobLog = t.app.log;
    expect(typeof log.info).toBe('function');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('scheduled jobs on two instances (PostgreSQL)', () => {
  const handles: { deps: AppDeps; close(): Promise<void> }[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
    drop = scratch.drop;
    for (let i = 0; i < 2; i++) {
      const database = await connectDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 3 });
      if (i === 0) await migrateToLatest(database.db);
      const deps: AppDeps = {
        config: loadConfig({}),
        db: database.db,
        cipher: createCipher(randomBytes(32)),
        now: () => new Date(),
      };
      handles.push({ deps, close: database.close });
    }
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
    await drop();
  });

  it('runs each job once when both instances try at the same moment', async () => {
    const { log } = captureLog();
    for (let round = 0; round < 10; round++) {
      const job = countingJob(20);
      const results = await Promise.all(handles.map((h) => runJobNow(h.deps, job, log)));
      expect(job.runs).toBe(1);
      expect(results.filter((r) => r.ran)).toHaveLength(1);
    }
  });
});
