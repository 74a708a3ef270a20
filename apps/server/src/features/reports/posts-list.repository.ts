import type { AdminSort, PostStatusCode } from '@audit/contracts';
import { type RawBuilder, sql } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.ts';
import type { Db } from '../../db/types.ts';
import { companyIdsByCode, companyInScope } from '../company-maps/company-types.repository.ts';
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
import { overdueBeforeToday } from './post-due-days.repository.ts';
import { counterRows } from './post-status-counts.repository.ts';
import { excludedInScope, pickedPosts, scopedPosts, withNames } from './posts.repository.ts';
import type { ReportScope } from './report-scope.ts';

// The admin list's queries over the reports (posts.repository.ts owns the table; these compose with its scope's
// base query and its named rows): the filters, the orders, the page, the counts of a match, the export's ids.

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

/**
 * Rows of (status_code, n, overdue, company_found): the n of a status's rows add up to its count; the overdue of all
 * rows add up; with a company filter, a row with company_found 1 says the company is one of the admin group's.
 */
type CountRow = {
  status_code: PostStatusCode | null;
  n: number | string;
  overdue: number | string;
  company_found: number | string;
};

/**
 * Every count the list shows, in one statement (one round trip): the status counts of the match, and the number of
 * open reports past a due date among what the status counts cover whatever the due filter.
 * - No keyword, handled-by-me or due filter: the status counts from their counters less the admin's excluded
 *   reports; the overdue count from the due months' and days' counters before today (post-due-days.repository.ts),
 *   less the admin's excluded share, and today's from the index. Nothing grows with the number of reports.
 * - A keyword or handled-by-me: both counted in one pass over the match (the blind index finds a keyword's).
 * - A due filter: the partial index of due dates gives the match; the overdue count is a part of its own.
 */
const countsQuery = compiledQuery(shapeKey, (db, s, p: ListValues) => {
  // A union's columns pair by position: (status_code, n, overdue, company_found) in every part. An overdue part has
  // no status: it is typed as one only so that the parts agree (CountRow reads it as null).
  const noStatus = sql<PostStatusCode>`null`.as('status_code');
  const notFound = sql.lit(0).as('company_found');
  const onlyOverdue = (count: RawBuilder<number>) => [
    noStatus,
    sql.lit(0).as('n'),
    count.as('overdue'),
    notFound,
  ];
  const none = [sql.lit(0).as('overdue'), notFound];
  const dueCounts = () =>
    filteredByShape(db, s, p)
      .select((eb) => ['p.status_code', eb.fn.countAll<number>().as('n'), ...none])
      .groupBy('p.status_code')
      .unionAll(filteredByShape(db, { ...s, due: 'overdue' }, p).select(onlyOverdue(sql`count(*)`)));
  const matchCounts = () =>
    filteredByShape(db, s, p)
      .select((eb) => [
        'p.status_code',
        eb.fn.countAll<number>().as('n'),
        eb.fn.countAll<number>().filterWhere('p.due_at', '<', p.now).as('overdue'),
        notFound,
      ])
      .groupBy('p.status_code');
  const plainCounts = () => {
    const dueToday = filteredByShape(db, s, p)
      .where('p.due_at', '>=', p.dayStart)
      .where('p.due_at', '<', p.now);
    // The status and due days' counters count per company, not per admin: the admin's excluded reports are taken off.
    const excluded = excludedInScope(db, s.company, p);
    const before = overdueBeforeToday(db, s.company, p);
    return counterRows(db, s.company, p)
      .select(none)
      .unionAll(
        excluded.select(['p.status_code', sql<number>`-count(*)`.as('n'), ...none]).groupBy('p.status_code'),
      )
      .unionAll(before.months.select(onlyOverdue(sql`coalesce(sum(d.n), 0)`)))
      .unionAll(before.days.select(onlyOverdue(sql`coalesce(sum(d.n), 0)`)))
      .unionAll(excluded.where('p.due_at', '<', p.dayStart).select(onlyOverdue(sql`-count(*)`)))
      .unionAll(dueToday.select(onlyOverdue(sql`count(*)`)));
  };
  const counts = s.due ? dueCounts() : s.keyword || s.mine ? matchCounts() : plainCounts();
  if (!s.company) return counts;
  // The company filter's own check (a company outside the scope is not found) rides along: no round trip of its own.
  const found = [noStatus, sql.lit(0).as('n'), sql.lit(0).as('overdue'), sql.lit(1).as('company_found')];
  return companyInScope(db, p).select(found).unionAll(counts);
});

/** The list's counts (see countsQuery): by status, the reports open past a due date, and whether a company filter's
 * company is one of the admin group's. */
export async function listCounts(db: Db, scope: ListScope, filter: ListFilter) {
  const rows = (await countsQuery(db, listShape(filter), listValues(scope, filter))) as CountRow[];
  const byStatus = new Map<PostStatusCode, number>();
  let overdue = 0;
  let companyFound = false;
  for (const r of rows) {
    overdue += Number(r.overdue);
    if (Number(r.company_found) === 1) companyFound = true;
    if (r.status_code) byStatus.set(r.status_code, (byStatus.get(r.status_code) ?? 0) + Number(r.n));
  }
  return { byStatus, overdue, companyFound };
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

/** List rows of the scope for the given ids (in no particular order). */
export function listRowsByIds(db: Db, scope: ReportScope, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return withNames(db, scopedPosts(db, scope)).where('p.id', 'in', ids).execute();
}
