import { sql } from 'kysely';
import type { Db } from '../db/types.ts';
import { overseenCompanyIds } from './oversight-scope.ts';
import { postsOfCompanies } from './posts.repository.ts';
import { assigneeCount } from './report-assignees.repository.ts';
import { exclusionCount, requestedPostIds } from './report-exclusions.repository.ts';
import { withNames } from './report-reads.ts';

// The reports as their oversight reads them (issue 30): every report of the companies the group oversees, whatever
// its handlers and exclusions (the teams' scope, scopedPosts, is not asked). Never the title, content or identity:
// the rows carry names, dates, status and how many handlers, exclusions and requests the report has.

/** Posts of the companies a group oversees (alias `p`). */
const overseenPosts = (db: Db, groupId: number) => postsOfCompanies(db, overseenCompanyIds(db, groupId));

function rows(db: Db, posts: ReturnType<typeof overseenPosts>) {
  return withNames(db, posts).select([
    'p.held_at',
    assigneeCount().as('handler_count'),
    exclusionCount('decided').as('exclusion_count'),
    exclusionCount('requested').as('request_count'),
  ]);
}
export type OverseenRow = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

/** The reports waiting for the oversight (held, or with requests), newest first, at most `limit`. */
export function listNeedingDecision(db: Db, groupId: number, limit: number) {
  const waiting = overseenPosts(db, groupId).where((eb) =>
    eb.or([eb('p.held_at', 'is not', null), eb('p.id', 'in', requestedPostIds(db))]),
  );
  return rows(db, waiting).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
}

/** One page of every report the group oversees, newest first (posts_created_idx). */
export function listOverseen(db: Db, groupId: number, page: { limit: number; offset: number }) {
  return rows(db, overseenPosts(db, groupId))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many reports the group oversees, from the status counters (nothing grows with the number of reports). */
export async function countOverseen(db: Db, groupId: number): Promise<number> {
  const row = await db
    .selectFrom('post_status_counts')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('company_type_id', 'in', overseenCompanyIds(db, groupId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One report the group oversees, with the reporter's note of who must not see it; undefined when not overseen. */
export function findOverseen(db: Db, groupId: number, postId: number) {
  return rows(db, overseenPosts(db, groupId).where('p.id', '=', postId))
    .select(['p.excluded_persons_enc', 'p.company_type_id'])
    .executeTakeFirst();
}
