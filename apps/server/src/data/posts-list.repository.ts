import type { AdminSort, PostStatusCode } from '@audit/contracts';
import { sql } from 'kysely';
import { compiledOnce, compiledQuery } from './compiled-query.ts';
import type { Db } from '../db/types.ts';
import { companyIdsByCode } from './companies.repository.ts';
import { assignedPostIds } from './report-assignees.repository.ts';
import {
  type KeywordMatch,
  type ListFilter,
  type ListScope,
  type ListShape,
  type ListValues,
  listShape,
  listValues,
  shapeKey,
} from './list-shape.ts';
import { pickedPosts, scopedPosts } from './posts.repository.ts';
import { withNames } from './report-reads.ts';
import type { ReportScope } from './report-scope.ts';

// The admin list's queries over the reports (posts.repository.ts owns the table; these compose with its scope's
// base query and its named rows): the filters, the orders, the page, the export's ids (the counts: list-counts).

export type ListRow = Awaited<ReturnType<typeof listPage>>[number];

/**
 * The posts of the scope, optionally of one company (by code), only those the admin handles (`mine`), and matching
 * a keyword (its values as given).
 */
function filtered(
  db: Db,
  scope: Extract<ReportScope, { kind: 'admin' }>,
  companyCode: string | null,
  match: KeywordMatch | null,
  mine = false,
) {
  let q = scopedPosts(db, scope);
  if (companyCode !== null) q = q.where('p.company_type_id', 'in', companyIdsByCode(db, companyCode));
  if (mine) q = q.where('p.id', 'in', assignedPostIds(db, scope.adminUserId));
  if (!match) return q;
  const { termSets, receiptHashes, caseNumber } = match;
  // A keyword's terms as a sub-select, which PostgreSQL plans without reading it: with the terms in sight it planned the
  // statement anew for every keyword (0.6 ms at a million reports, finding 26); the blind index is the plan for any
  // terms. A receipt number is matched whole, by its keyed hashes, and a case number as stored (unique indexes).
  return q.where((eb) =>
    eb.or([
      ...termSets.map((t) => sql<boolean>`p.search_terms @> (select ${sql.val(t)}::integer[])`),
      ...(receiptHashes !== null ? [eb('p.receipt_hash', 'in', receiptHashes)] : []),
      ...(caseNumber !== null ? [eb('p.case_number', '=', caseNumber)] : []),
      sql<boolean>`false`,
    ]),
  );
}

export function order(sort: AdminSort) {
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

/** The status filter (posts_status_created_idx): the rows of one status. */
function byStatus(q: PostsQuery, s: ListShape, p: ListValues): PostsQuery {
  return s.status ? q.where('p.status_code', '=', p.status as PostStatusCode) : q;
}

/**
 * The filtered posts of a list query, from its shape and its values' stand-ins: its rows, of the status filter's
 * status. The counts leave that filter out (`{ ...s, status: false }`), so that every count card keeps its number.
 */
export function filteredByShape(db: Db, s: ListShape, p: ListValues) {
  const match: KeywordMatch | null = s.keyword
    ? {
        termSets: Array.from({ length: s.sets }, (_, i) => p[`terms${i}`] as number[]),
        receiptHashes: s.receipt > 0 ? Array.from({ length: s.receipt }, (_, i) => p[`receipt${i}`] as Buffer) : null,
        caseNumber: s.caseNumber ? p.caseNumber : null,
      }
    : null;
  const q = filtered(db, adminScope(p), s.company ? p.companyCode : null, match, s.mine);
  return byStatus(byDue(q, s, p), s, p);
}

const adminScope = ({ groupId, adminUserId }: ListScope) => ({
  kind: 'admin' as const,
  groupId,
  adminUserId,
});

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
  return withNames(db, pickedPosts(db, ids)).orderBy(order(s.sort));
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

const rowsByIdsQuery = compiledOnce((db, p: ListScope & { ids: number[] }) =>
  withNames(db, scopedPosts(db, adminScope(p))).where(sql<boolean>`p.id = any(${p.ids}::bigint[])`),
);

/** List rows of the scope for the given ids (in no particular order): one statement, however many ids. */
export function listRowsByIds(db: Db, scope: ListScope, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return rowsByIdsQuery(db, { groupId: scope.groupId, adminUserId: scope.adminUserId, ids });
}
