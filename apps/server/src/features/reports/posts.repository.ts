import type { AdminSort, PostType } from '@audit/contracts';
import { sql } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.ts';
import { reserveId } from '../../db/reserve-ids.ts';
import type { Db, Trx } from '../../db/types.ts';
import { postStatusNames } from '../commons/post-statuses.repository.ts';
import { reportTypeNames } from '../commons/report-types.repository.ts';
import { scopeCompanyIds } from '../company-maps/company-type-maps.repository.ts';
import { companyIdsByCode, companyNames } from '../company-maps/company-types.repository.ts';
import { excludedPostIds, notExcludedFor } from '../exclusions/report-exclusions.repository.ts';
import { assignedPostIds } from '../handlers/report-assignees.repository.ts';
import {
  type ListFilter,
  type ListScope,
  type ListShape,
  type ListValues,
  listShape,
  listValues,
  shapeKey,
} from './list-shape.ts';
import type { ReportScope } from './report-scope.ts';

// Owner of the `posts` table: the reports (title and content encrypted), their status and comment counters.

/**
 * The base query of every report read: the posts the scope reaches (see report-scope.ts). An admin's leaves out
 * the reports it is excluded from (conflict of interest), so they do not exist for it anywhere.
 */
export function scopedPosts(db: Db, scope: ReportScope) {
  const posts = db.selectFrom('posts as p');
  return scope.kind === 'reporter'
    ? posts.where('p.id', '=', scope.postId)
    : posts
        .where('p.company_type_id', 'in', scopeCompanyIds(db, scope.groupId))
        .where(notExcludedFor(scope.adminUserId));
}

/** Ids of the posts the scope reaches, to filter comments and attachments by. */
export function scopedPostIds(db: Db, scope: ReportScope) {
  return scopedPosts(db, scope).select('p.id');
}

/** Each post's state as sign-in needs it, to join: `.innerJoin(postStates(db).as('p'), ...)`. */
export function postStates(db: Db) {
  return db.selectFrom('posts').select(['id', 'receipt_number', 'status_code', 'completed_at']);
}

/** Draws the id of a report about to be written (its values are encrypted for that id first). */
export const reservePostId = (db: Db) => reserveId(db, 'posts');

/** Inserts the report; answers false when the receipt number is already taken (the caller draws another). */
export async function insertReport(
  trx: Db,
  r: {
    id: number;
    receiptNumber: string;
    companyTypeId: number;
    reportTypeId: number;
    postType: PostType;
    titleEnc: Buffer;
    contentEnc: Buffer;
    /** The reporter's "who must not see this report", encrypted (null when left empty). */
    excludedPersonsEnc: Buffer | null;
    /** The title's blind-index terms (security/search-terms.ts). */
    searchTerms: number[];
    /** The acknowledgement's due date (legal-clocks.ts): the report's first open clock. */
    dueAt: Date;
    now: Date;
  },
): Promise<boolean> {
  const row = await trx
    .insertInto('posts')
    .values({
      id: r.id,
      receipt_number: r.receiptNumber,
      company_type_id: r.companyTypeId,
      report_type_id: r.reportTypeId,
      post_type: r.postType,
      title_enc: r.titleEnc,
      content_enc: r.contentEnc,
      excluded_persons_enc: r.excludedPersonsEnc,
      search_terms: r.searchTerms,
      due_at: r.dueAt,
      created_at: r.now,
      updated_at: r.now,
    })
    .onConflict((oc) => oc.column('receipt_number').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Scoped posts with the names of their company, type and status. */
function postsWithNames(db: Db, scope: ReportScope) {
  return scopedPosts(db, scope)
    .innerJoin(companyNames(db).as('c'), 'c.id', 'p.company_type_id')
    .innerJoin(reportTypeNames(db).as('t'), 't.id', 'p.report_type_id')
    .innerJoin(postStatusNames(db).as('s'), 's.code', 'p.status_code')
    .select([
      'p.id',
      'p.receipt_number',
      'p.post_type',
      'p.title_enc',
      'p.status_code',
      's.title as status_title',
      'p.comment_count',
      'p.last_comment_at',
      'p.completed_at',
      'p.acknowledged_at',
      'p.status_changed_at',
      'p.replied_at',
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
  (db, kind, p: { postId: number; groupId: number; adminUserId: number }) =>
    postsWithNames(
      db,
      kind === 'reporter'
        ? { kind, postId: p.postId }
        : { kind, groupId: p.groupId, adminUserId: p.adminUserId },
    )
      .select(['p.content_enc', 'p.excluded_persons_enc'])
      .where('p.id', '=', p.postId),
);

/** One report of the scope with its content; undefined when the scope does not reach it. */
export async function findReport(db: Db, scope: ReportScope, postId: number) {
  const admin = scope.kind === 'admin' ? scope : { groupId: 0, adminUserId: 0 };
  return (
    await reportQuery(db, scope.kind, { postId, groupId: admin.groupId, adminUserId: admin.adminUserId })
  )[0];
}
export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** The state of one report of the scope (for changes that check it first). */
export function findReportState(db: Db, scope: ReportScope, postId: number) {
  return scopedPosts(db, scope)
    .select(['p.id', 'p.receipt_number', 'p.status_code', 'p.completed_at', 'p.company_type_id'])
    .where('p.id', '=', postId)
    .executeTakeFirst();
}

export type ListRow = Awaited<ReturnType<typeof listPage>>[number];

/**
 * The posts of the scope, optionally of one company (by code), only those the admin handles (`mine`), and matching
 * a keyword (its values as given).
 */
function filtered(
  db: Db,
  scope: Extract<ReportScope, { kind: 'admin' }>,
  companyCode: string | null,
  match: { termSets: number[][]; receiptPattern: string | null } | null,
  mine = false,
) {
  let q = scopedPosts(db, scope);
  if (companyCode !== null) q = q.where('p.company_type_id', 'in', companyIdsByCode(db, companyCode));
  if (mine) q = q.where('p.id', 'in', assignedPostIds(db, scope.adminUserId));
  if (!match) return q;
  const { termSets, receiptPattern } = match;
  return q.where((eb) =>
    eb.or([
      ...termSets.map((t) => sql<boolean>`p.search_terms @> ${sql.val(t)}::integer[]`),
      ...(receiptPattern !== null ? [eb('p.receipt_number', 'like', receiptPattern)] : []),
      sql<boolean>`false`,
    ]),
  );
}

function order(sort: AdminSort) {
  if (sort === 'dueDate,asc') return sql`p.due_at asc nulls last, p.created_at desc, p.id desc`;
  return sort === 'commentCreatedDate,desc'
    ? sql`p.last_comment_at desc nulls last, p.created_at desc, p.id desc`
    : sql`p.created_at desc, p.id desc`;
}

type PostsQuery = ReturnType<typeof scopedPosts>;

/** The due filter, read from the partial index of the open reports' due dates (posts_due_idx). */
function byDue(q: PostsQuery, s: ListShape, p: ListValues): PostsQuery {
  if (s.due === 'overdue') return q.where('p.due_at', '<', p.now);
  if (s.due === 'week') return q.where('p.due_at', '>=', p.now).where('p.due_at', '<', p.weekEnd);
  return q;
}

/** The filtered posts of a list query, from its shape and its values' stand-ins. */
function filteredByShape(db: Db, s: ListShape, p: ListValues) {
  const match = s.keyword
    ? {
        termSets: Array.from({ length: s.sets }, (_, i) => p[`terms${i}`] as number[]),
        receiptPattern: s.receipt ? p.receiptPattern : null,
      }
    : null;
  return byDue(filtered(db, adminScope(p), s.company ? p.companyCode : null, match, s.mine), s, p);
}

const adminScope = ({ groupId, adminUserId }: ListScope) => ({
  kind: 'admin' as const,
  groupId,
  adminUserId,
});

const countMatchingQuery = compiledQuery(shapeKey, (db, s, p: ListValues) =>
  filteredByShape(db, s, p)
    .select((eb) => ['p.status_code', eb.fn.countAll<number>().as('n')])
    .groupBy('p.status_code'),
);

/** Status counts of the posts matching a keyword (without one, post-status-counts.repository.ts answers). */
export function countMatching(db: Db, scope: ListScope, filter: ListFilter) {
  return countMatchingQuery(db, listShape(filter), listValues(scope, filter));
}

/**
 * The due-date order over all reports: the open ones by due date from the partial index, then the others (most of
 * them, completed) newest first from the index of that order; each part limited to what the page can reach, so
 * neither sorts the table.
 */
function dueOrderIds(db: Db, s: ListShape, p: ListValues) {
  const reach = sql.lit(s.limit + s.offset);
  const open = filteredByShape(db, s, p)
    .where('p.due_at', 'is not', null)
    .select(['p.id', 'p.due_at', 'p.created_at'])
    .orderBy(sql`p.due_at, p.created_at desc, p.id desc`)
    .limit(reach);
  const others = filteredByShape(db, s, p)
    .where('p.due_at', 'is', null)
    .select(['p.id', 'p.due_at', 'p.created_at'])
    .orderBy(sql`p.created_at desc, p.id desc`)
    .limit(reach);
  const both = db
    .selectFrom(open.as('o'))
    .selectAll()
    .unionAll(db.selectFrom(others.as('c')).selectAll());
  return db
    .selectFrom(both.as('d'))
    .select('d.id')
    .orderBy(sql`d.due_at asc nulls last, d.created_at desc, d.id desc`)
    .limit(sql.lit(s.limit))
    .offset(sql.lit(s.offset));
}

const listPageQuery = compiledQuery(shapeKey, (db, s, p: ListValues) => {
  // Limit and offset as literals: the planner sees how few rows the page needs (with parameters it assumes a tenth
  // of the table), and each page's statement is prepared once per connection (db/connect.ts).
  const ids =
    s.sort === 'dueDate,asc' && s.due === null
      ? dueOrderIds(db, s, p)
      : filteredByShape(db, s, p)
          .select('p.id')
          .orderBy(order(s.sort))
          .limit(sql.lit(s.limit))
          .offset(sql.lit(s.offset));
  return postsWithNames(db, adminScope(p)).where('p.id', 'in', ids).orderBy(order(s.sort));
});

/**
 * One page of an admin group's list, in order, with the names of company, type and status: the page's ids are
 * picked from the index (they are all the sort needs) and only their rows are joined, in one query, built and
 * compiled once per shape.
 */
export function listPage(
  db: Db,
  scope: ListScope,
  filter: ListFilter,
  page: { limit: number; offset: number },
) {
  return listPageQuery(db, listShape(filter, page), listValues(scope, filter));
}

/** The ids of the whole match, in list order (the Excel export reads their rows by them). */
export function listIds(db: Db, scope: ListScope, filter: ListFilter) {
  const s = listShape(filter);
  return filteredByShape(db, s, listValues(scope, filter))
    .select('p.id')
    .orderBy(order(filter.sort))
    .execute();
}

/**
 * Per status, the reports of the group's companies (or the one of that code) excluded for the admin: the share
 * the status counters (post-status-counts.repository.ts, which count per company, not per admin) must lose. Read
 * from the admin's few exclusion rows, not from the scope, since it counts what the scope leaves out.
 */
export function countExcluded(db: Db, scope: ListScope, companyCode: string | null) {
  let q = db
    .selectFrom('posts as p')
    .where('p.id', 'in', excludedPostIds(db, scope.adminUserId))
    .where('p.company_type_id', 'in', scopeCompanyIds(db, scope.groupId));
  if (companyCode !== null) q = q.where('p.company_type_id', 'in', companyIdsByCode(db, companyCode));
  return q
    .select((eb) => ['p.status_code', eb.fn.countAll<number>().as('n')])
    .groupBy('p.status_code')
    .execute();
}

/** List rows of the scope for the given ids (in no particular order). */
export function listRowsByIds(db: Db, scope: ReportScope, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return postsWithNames(db, scope).where('p.id', 'in', ids).execute();
}

/** Posts whose title is not in the blind index yet (written before it existed), `limit` at a time. */
export function postsWithoutSearchTerms(db: Db, limit: number) {
  return db
    .selectFrom('posts')
    .select(['id', 'title_enc'])
    .where('search_terms', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setSearchTerms(db: Db, postId: number, terms: number[]): Promise<void> {
  await db.updateTable('posts').set({ search_terms: terms }).where('id', '=', postId).execute();
}

/** Keeps the comment counter and last-comment time in step with a new comment (same transaction). */
export async function countNewComment(db: Db, postId: number, now: Date): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1), last_comment_at: now, updated_at: now }))
    .where('id', '=', postId)
    .execute();
}

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
