import { compiledQuery } from './compiled-query.ts';
import type { Db } from '../db/types.ts';
import { companyNames } from './companies.repository.ts';
import { postStatusNames } from './post-statuses.repository.ts';
import { scopedPosts } from './posts.repository.ts';
import type { ReportScope } from './report-scope.ts';
import { reportTypeNames } from './report-types.repository.ts';

// Reads of reports with their names, built on the posts repository's base queries: the list's rows, the detail, the
// oversight's rows. They name no table of their own.

/** Posts (of a scope, or picked) with the names of their company, type and status. */
export function withNames(db: Db, posts: ReturnType<typeof scopedPosts>) {
  return posts
    .innerJoin(companyNames(db).as('c'), 'c.id', 'p.company_type_id')
    .innerJoin(reportTypeNames(db).as('t'), 't.id', 'p.report_type_id')
    .innerJoin(postStatusNames(db).as('s'), 's.code', 'p.status_code')
    .select([
      'p.id',
      'p.receipt_enc',
      'p.case_number',
      'p.post_type',
      'p.title_enc',
      'p.status_code',
      's.title as status_title',
      'p.comment_count',
      'p.last_comment_at',
      'p.due_at',
      'p.created_at',
      'c.code as company_code',
      'c.title as company_title',
      't.code as report_type_code',
      't.title as report_type_title',
    ]);
}

const reportQuery = compiledQuery(
  (kind: ReportScope['kind']) => kind,
  (db, kind, p: { postId: number; groupId: number; adminUserId: number }) => {
    const { postId, groupId, adminUserId } = p;
    const scope: ReportScope = kind === 'reporter' ? { kind, postId } : { kind, groupId, adminUserId };
    // The legal clocks' dates only here: a list row shows none of them (bench/README.md, finding 28).
    return withNames(db, scopedPosts(db, scope))
      .select(['p.content_enc', 'p.excluded_persons_enc'])
      .select(['p.completed_at', 'p.acknowledged_at', 'p.feedback_at', 'p.replied_at'])
      .select(['p.acknowledged_by_earlier_rule_at', 'p.feedback_by_earlier_rule_at'])
      .where('p.id', '=', postId);
  },
);

/** One report of the scope with its content; undefined when the scope does not reach it. */
export async function findReport(db: Db, scope: ReportScope, postId: number) {
  const { groupId, adminUserId } = scope.kind === 'admin' ? scope : { groupId: 0, adminUserId: 0 };
  const [row] = await reportQuery(db, scope.kind, { postId, groupId, adminUserId });
  return row;
}
export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** The state of one report of the scope (for changes that check it first). */
export function findReportState(db: Db, scope: ReportScope, postId: number) {
  return scopedPosts(db, scope)
    .select(['p.id', 'p.receipt_enc', 'p.status_code', 'p.completed_at', 'p.company_type_id'])
    .where('p.id', '=', postId)
    .executeTakeFirst();
}

