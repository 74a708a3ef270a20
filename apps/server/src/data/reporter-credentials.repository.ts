import { sql } from 'kysely';
import { compiledOnce } from './compiled-query.ts';
import type { Db } from '../db/types.ts';
import type { CountedAttempt } from '../security/signin-lockout.ts';
import { postStates } from './posts.repository.ts';
import type { WithFiledReport } from './posts.repository.ts';

// Owner of the `reporter_credentials` table: a report's password hash, sign-in lock and visit counter.

/** The filed report's password hash: a part of the statement that files it (report-filing.repository.ts). */
export function filedCredentialsInsert(qc: WithFiledReport, passwordHash: string, accessMac: Buffer) {
  return qc
    .insertInto('reporter_credentials')
    .columns(['post_id', 'password_hash', 'access_mac'])
    .expression((eb) =>
      eb
        .selectFrom('filed')
        .select(['filed.id', eb.val(passwordHash).as('password_hash'), eb.val(accessMac).as('access_mac')]),
    );
}

// The statements of every reporter sign-in, built and compiled once (data/compiled-query.ts).
const credentialsQuery = compiledOnce((db, p: { receiptHash: Buffer }) =>
  db
    .selectFrom('reporter_credentials as r')
    .innerJoin(postStates(db).as('p'), 'p.id', 'r.post_id')
    .select([
      'r.post_id',
      'p.status_code',
      'p.completed_at',
      'r.password_hash',
      'r.failed_count',
      'r.locked_until',
      'r.access_mac',
    ])
    .where('p.receipt_hash', '=', p.receiptHash),
);

/**
 * The credentials of a receipt number, found by its keyed hashes (under each key of the ring, during a rotation),
 * with the report's state and the credentials' MAC, which the caller checks (security/access-grant.ts).
 */
export async function findCredentialsByReceipt(db: Db, receiptHashes: Buffer[]) {
  // One hash per key of the ring: one outside a key rotation. A statement compiled once takes one value, not a list.
  for (const receiptHash of receiptHashes) {
    const [row] = await credentialsQuery(db, { receiptHash });
    if (row) return row;
  }
  return undefined;
}

const countAttemptQuery = compiledOnce(
  (db, p: { postId: number; now: Date; failures: number; until: Date }) => {
    const reaches = sql<boolean>`failed_count + 1 >= ${p.failures}`;
    return db
      .updateTable('reporter_credentials')
      .set({
        failed_count: sql`case when ${reaches} then 0 else failed_count + 1 end`,
        locked_until: sql`case when ${reaches} then ${p.until}::timestamptz else locked_until end`,
      })
      .where('post_id', '=', p.postId)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', p.now)]))
      .returning('locked_until');
  },
);

/**
 * Counts one sign-in attempt unless the report is locked at `now`, in one write: the count, and the lock when it
 * reaches `lock.failures` (the count starts again). Null when it was locked; otherwise whether this attempt locked it.
 */
export async function countReporterAttempt(
  db: Db,
  postId: number,
  now: Date,
  lock: { failures: number; until: Date },
): Promise<CountedAttempt | null> {
  const [row] = await countAttemptQuery(db, { postId, now, ...lock });
  return row ? { lockedNow: row.locked_until !== null && row.locked_until > now } : null;
}

const successQuery = compiledOnce((db, p: { postId: number; now: Date }) =>
  db
    .updateTable('reporter_credentials')
    .set((eb) => ({
      failed_count: 0,
      locked_until: null,
      last_login_at: p.now,
      login_success_count: eb('login_success_count', '+', 1),
    }))
    .where('post_id', '=', p.postId),
);

/** A successful sign-in: the lock is lifted and the visit counted (the admin sees when and how often). */
export async function recordSigninSuccess(db: Db, postId: number, now: Date): Promise<void> {
  await successQuery(db, { postId, now });
}

const visitsQuery = compiledOnce((db, p: { postId: number }) =>
  db
    .selectFrom('reporter_credentials')
    .select(['last_login_at', 'login_success_count'])
    .where('post_id', '=', p.postId),
);

/** When and how often the reporter looked the report up. */
export async function findVisits(db: Db, postId: number) {
  return (await visitsQuery(db, { postId }))[0];
}
