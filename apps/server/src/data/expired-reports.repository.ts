import type { Db, Trx } from '../db/types.ts';
import { companyNames } from './companies.repository.ts';

// The retention job's reads and deletes of `posts` (features/retention): reports whose viewing month has passed.

/** Reports completed before `completedBefore`, oldest completion first: what the retention job deletes next. */
export function listExpiredReports(db: Db, completedBefore: Date, limit: number) {
  return db
    .selectFrom('posts as p')
    .innerJoin(companyNames(db).as('c'), 'c.id', 'p.company_type_id')
    .select([
      'p.id',
      'p.company_type_id',
      'c.code as company_code',
      'p.report_type_id',
      'p.post_type',
      'p.created_at',
    ])
    .where('p.status_code', '=', 'COMPLETED')
    .where('p.completed_at', '<', completedBefore)
    .orderBy('p.completed_at')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/**
 * Deletes a report with everything that hangs off it (credentials, identity, attachments, comments, sessions: the
 * foreign keys cascade), if it is still completed before `completedBefore`: an admin may have reopened it since it
 * was listed. Answers its completion time when it was deleted.
 */
export function deleteExpiredReport(trx: Trx, postId: number, completedBefore: Date) {
  return trx
    .deleteFrom('posts')
    .where('id', '=', postId)
    .where('status_code', '=', 'COMPLETED')
    .where('completed_at', '<', completedBefore)
    .returning(['id', 'completed_at'])
    .executeTakeFirst();
}
