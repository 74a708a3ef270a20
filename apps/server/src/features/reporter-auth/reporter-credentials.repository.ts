import type { Db } from '../../db/types.ts';
import type { LockState } from '../../security/signin-lockout.ts';
import { postStates } from '../reports/posts.repository.ts';

// Owner of the `reporter_credentials` table: a report's password hash, sign-in lock and visit counter.

export async function insertCredentials(db: Db, postId: number, passwordHash: string): Promise<void> {
  await db
    .insertInto('reporter_credentials')
    .values({ post_id: postId, password_hash: passwordHash })
    .execute();
}

/** The credentials of a receipt number, with the report's state. */
export function findCredentialsByReceipt(db: Db, receiptNumber: string) {
  return db
    .selectFrom('reporter_credentials as r')
    .innerJoin(postStates(db).as('p'), 'p.id', 'r.post_id')
    .select([
      'r.post_id',
      'p.status_code',
      'p.completed_at',
      'r.password_hash',
      'r.failed_count',
      'r.locked_until',
    ])
    .where('p.receipt_number', '=', receiptNumber)
    .executeTakeFirst();
}

export async function saveReporterLockState(db: Db, postId: number, state: LockState): Promise<void> {
  await db
    .updateTable('reporter_credentials')
    .set({ failed_count: state.failedCount, locked_until: state.lockedUntil })
    .where('post_id', '=', postId)
    .execute();
}

/** A successful sign-in: the lock is lifted and the visit counted (the admin sees when and how often). */
export async function recordSigninSuccess(db: Db, postId: number, now: Date): Promise<void> {
  await db
    .updateTable('reporter_credentials')
    .set((eb) => ({
      failed_count: 0,
      locked_until: null,
      last_login_at: now,
      login_success_count: eb('login_success_count', '+', 1),
    }))
    .where('post_id', '=', postId)
    .execute();
}

/** When and how often the reporter looked the report up. */
export function findVisits(db: Db, postId: number) {
  return db
    .selectFrom('reporter_credentials')
    .select(['last_login_at', 'login_success_count'])
    .where('post_id', '=', postId)
    .executeTakeFirst();
}
