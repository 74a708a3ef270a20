import { sql } from 'kysely';
import type { Db } from '../db/types.ts';

// Owner of the `scheduled_jobs` table: one row per periodic job, holding its lease (so that with several
// instances on one database each run happens once) and the record of its runs. `runs` counts every finished run,
// `failures` those of them that failed.

/**
 * Claims a job's lease when it is free (never taken, released, or expired because its holder died) and the job is
 * due: never finished, last finished at or before `dueBefore`, or last failed at or before `retryBefore`. One
 * statement (an upsert whose update is conditional), so two instances claiming at once cannot both win: the
 * second waits on the first's row and then finds the lease taken. Answers whether this caller holds the lease;
 * its `now` (written as last_started_at) identifies the holder in renewLease and finishJob.
 */
export async function claimJobLease(
  db: Db,
  name: string,
  t: { now: Date; leaseUntil: Date; dueBefore: Date; retryBefore: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('scheduled_jobs')
    .values({ name, lease_until: t.leaseUntil, last_started_at: t.now })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ lease_until: t.leaseUntil, last_started_at: t.now })
        .where((eb) =>
          eb.and([
            eb.or([
              eb('scheduled_jobs.lease_until', 'is', null),
              eb('scheduled_jobs.lease_until', '<', t.now),
            ]),
            eb.or([
              eb('scheduled_jobs.last_finished_at', 'is', null),
              eb('scheduled_jobs.last_finished_at', '<=', t.dueBefore),
              eb.and([
                eb('scheduled_jobs.last_outcome', '=', 'FAILED'),
                eb('scheduled_jobs.last_finished_at', '<=', t.retryBefore),
              ]),
            ]),
          ]),
        ),
    )
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Pushes the lease out while a long run goes on; false when the lease is no longer this holder's. */
export async function renewLease(db: Db, name: string, startedAt: Date, leaseUntil: Date): Promise<boolean> {
  const row = await db
    .updateTable('scheduled_jobs')
    .set({ lease_until: leaseUntil })
    .where('name', '=', name)
    .where('last_started_at', '=', startedAt)
    .where('lease_until', 'is not', null)
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a finished run and releases the lease. A holder whose lease was taken over (it ran past the lease)
 * still counts its run but leaves the new holder's lease alone.
 */
export async function finishJob(
  db: Db,
  name: string,
  r: { startedAt: Date; now: Date; outcome: 'OK' | 'FAILED'; error: string | null },
): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({
      last_finished_at: r.now,
      last_outcome: r.outcome,
      last_error: r.error?.slice(0, 1000) ?? null,
      runs: sql`runs + 1`,
      failures: r.outcome === 'FAILED' ? sql`failures + 1` : sql`failures`,
      lease_until: sql`case when last_started_at = ${r.startedAt}::timestamptz then null else lease_until end`,
    })
    .where('name', '=', name)
    .execute();
}

/** Releases the lease of a run stopped before its end (shutdown), without recording a run: it is due again. */
export async function releaseLease(db: Db, name: string, startedAt: Date): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({ lease_until: null })
    .where('name', '=', name)
    .where('last_started_at', '=', startedAt)
    .execute();
}

/** Every job's record, for /metrics and tests. */
export function listJobs(db: Db) {
  return db
    .selectFrom('scheduled_jobs')
    .select([
      'name',
      'runs',
      'failures',
      'last_started_at',
      'last_finished_at',
      'last_outcome',
      'last_error',
      'lease_until',
    ])
    .orderBy('name')
    .execute();
}
