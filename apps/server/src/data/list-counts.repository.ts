import type { PostStatusCode } from '@audit/contracts';
import { type RawBuilder, sql } from 'kysely';
import { compiledQuery } from './compiled-query.ts';
import type { Db } from '../db/types.ts';
import { companyInScope } from './companies.repository.ts';
import {
  type ListFilter,
  type ListScope,
  type ListValues,
  listShape,
  listValues,
  shapeKey,
} from './list-shape.ts';
import { overdueBeforeToday } from './post-due-days.repository.ts';
import { counterRows } from './post-status-counts.repository.ts';
import { excludedInScope } from './posts.repository.ts';
import { filteredByShape, order } from './posts-list.repository.ts';

// The admin list's counts (posts-list.repository.ts has its filters and page): every count in one statement, and for
// a match that must be counted row by row (a keyword, handled-by-me) the counts and the page's ids in one statement.

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
    // Today's bounds are given as sub-selects, which PostgreSQL plans without reading their values. Compared as
    // values, they made it plan the whole statement anew on every request (1.1 to 1.4 ms of planning for 0.6 ms of
    // running at a million reports): a range between two values it does not know is estimated a thousand times
    // larger than today's, so the plan kept for any values looked dearer than planning each time (finding 26).
    const dueToday = filteredByShape(db, s, p)
      .where('p.due_at', '>=', sql<Date>`(select ${p.dayStart}::timestamptz)`)
      .where('p.due_at', '<', sql<Date>`(select ${p.now}::timestamptz)`);
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
 * company is one of the admin group's. The status filter is left out: each status keeps its count while one is shown. */
export async function listCounts(db: Db, scope: ListScope, filter: ListFilter) {
  const all = { ...filter, status: null };
  return tally((await countsQuery(db, listShape(all), listValues(scope, all))) as CountRow[]);
}

function tally(rows: CountRow[]) {
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

/** A match counted row by row (a keyword or handled-by-me) without a due filter: listMatch reads it once. */
export const readsMatchOnce = (filter: ListFilter) =>
  (filter.match !== null || filter.mine) && filter.due === null;

/**
 * The counts of a keyword's or handled-by-me's match and the ids of one page of it, in list order, in one statement:
 * the match is read once (the blind index's lists intersected once, its rows visited once) into a materialized CTE,
 * counted by status, and the page's ids taken from it. As two statements, the count and the page each read the match
 * and PostgreSQL planned the page's joins for every request (bench/README.md, finding 23). The rows are read by
 * their ids next (listRowsByIds). Columns as countsQuery's, with each page row's `id` and `position`.
 */
const matchQuery = compiledQuery(shapeKey, (db, s, p: ListValues) => {
  // The whole match, whatever the status filter: the counts are of all its statuses, the page of the filter's one.
  const match = filteredByShape(db, { ...s, status: false }, p).select([
    'p.id',
    'p.status_code',
    'p.due_at',
    'p.created_at',
    'p.last_comment_at',
  ]);
  const q = db.with(
    (cte) => cte('m').materialized(),
    () => match,
  );
  const noStatus = sql<PostStatusCode>`null`.as('status_code');
  const noId = sql<number | null>`null`;
  const counts = q
    .selectFrom('m as p')
    .select((eb) => [
      'p.status_code',
      eb.fn.countAll<number>().as('n'),
      eb.fn.countAll<number>().filterWhere('p.due_at', '<', p.now).as('overdue'),
      sql.lit(0).as('company_found'),
      noId.as('id'),
      noId.as('position'),
    ])
    .groupBy('p.status_code')
    .unionAll((eb) =>
      // The page in a subquery of its own (an order and a limit at the end of a union's part apply to the union),
      // its rows' positions numbered after the limit (over the whole match it would sort all of it).
      eb
        .selectFrom(
          eb
            .selectFrom('m as p')
            .$if(s.status, (q) => q.where('p.status_code', '=', p.status as PostStatusCode))
            .select(['p.id', 'p.created_at', 'p.last_comment_at', 'p.due_at'])
            .orderBy(order(s.sort))
            .limit(sql.lit(s.limit))
            .offset(sql.lit(s.offset))
            .as('p'),
        )
        .select([
          noStatus,
          sql.lit(0).as('n'),
          sql.lit(0).as('overdue'),
          sql.lit(0).as('company_found'),
          sql<number | null>`p.id`.as('id'),
          sql<number | null>`row_number() over (order by ${order(s.sort)})`.as('position'),
        ]),
    );
  if (!s.company) return counts;
  // The company filter's own check rides along, as in countsQuery.
  return counts.unionAll(
    companyInScope(db, p).select([
      noStatus,
      sql.lit(0).as('n'),
      sql.lit(0).as('overdue'),
      sql.lit(1).as('company_found'),
      noId.as('id'),
      noId.as('position'),
    ]),
  );
});

/** See matchQuery: the counts (as listCounts's) and the page's ids in list order. */
export async function listMatch(
  db: Db,
  scope: ListScope,
  filter: ListFilter,
  page: { limit: number; offset: number },
) {
  const rows = (await matchQuery(
    db,
    listShape(filter, page),
    listValues(scope, filter),
  ));
  const ids = rows
    .filter((r) => r.id !== null)
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((r) => Number(r.id));
  return { counts: tally(rows), ids };
}
