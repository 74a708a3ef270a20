import {
  ADMIN_PAGE_SIZE,
  type AdminPostRow,
  type AdminPostsResponse,
  ALL_STATUSES_TITLE,
  POST_STATUS_CODES,
  POST_STATUS_TITLES,
  type PostStatusCode,
  type ReportFilter,
} from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findCompanyIdInScope } from '../../data/companies.repository.ts';
import { dueState } from '../../data/legal-clocks.ts';
import { listCounts, listMatch, readsMatchOnce } from '../../data/list-counts.repository.ts';
import type { ListFilter } from '../../data/list-shape.ts';
import { type ListRow, listIds, listPage, listRowsByIds } from '../../data/posts-list.repository.ts';
import type { ReportScope } from '../../data/report-scope.ts';
import { keywordMatch } from '../../data/title-search.ts';
import { reportNotFound } from '../../lib/app-error.ts';
import { reportSummary } from './report-summary.ts';

type AdminScope = Extract<ReportScope, { kind: 'admin' }>;

/** A company filter outside the group's scope is answered as not found, like its reports. */
async function checkCompanyInScope(deps: AppDeps, scope: AdminScope, code: string): Promise<void> {
  if (!code) return;
  if ((await findCompanyIdInScope(deps.db, code, scope.groupId)) === undefined) throw reportNotFound();
}

function countMap(counts: Map<PostStatusCode, number>): Record<string, number> {
  const map: Record<string, number> = { [ALL_STATUSES_TITLE]: 0 };
  for (const code of POST_STATUS_CODES) {
    const n = counts.get(code) ?? 0;
    map[POST_STATUS_TITLES[code]] = n;
    map[ALL_STATUSES_TITLE] = (map[ALL_STATUSES_TITLE] ?? 0) + n;
  }
  return map;
}

/** The filter as the database takes it: the company's code (or none), and the keyword's match. */
function listFilter(deps: AppDeps, filter: ReportFilter): ListFilter {
  return {
    companyCode: filter.companyType || null,
    match: filter.keyword ? keywordMatch(deps.cipher, filter.keyword) : null,
    sort: filter.sort,
    mine: filter.assignee === 'me',
    due: filter.due || null,
    status: filter.postStatus || null,
    now: deps.now(),
  };
}

/** A list row (page or export): the report's header fields, its last comment and its next due date. */
function toListRow(deps: AppDeps, row: ListRow, now: Date): AdminPostRow {
  return {
    ...reportSummary(deps.cipher, row),
    lastCommentDate: row.last_comment_at?.toISOString() ?? null,
    ...dueState(row.due_at, now),
  };
}

/**
 * The counts and one page of rows, in list order: two statements at once (the counts; the page's ids and their
 * rows), or, for a match counted row by row, the counts with the page's ids and then their rows (list-counts).
 */
async function countsAndPage(
  deps: AppDeps,
  scope: AdminScope,
  f: ListFilter,
  page: { limit: number; offset: number },
) {
  if (!readsMatchOnce(f))
    return Promise.all([listCounts(deps.db, scope, f), listPage(deps.db, scope, f, page)]);
  const { counts, ids } = await listMatch(deps.db, scope, f, page);
  const byId = new Map((await listRowsByIds(deps.db, scope, ids)).map((r) => [r.id, r]));
  // A report deleted in between (retention) is left out.
  return [counts, ids.flatMap((id) => byId.get(id) ?? [])] as const;
}

/**
 * One page (10 rows) of the admin's reports with the status counts of the current filters (but the status filter:
 * each card keeps its count while the list shows one status).
 */
export async function listReports(
  deps: AppDeps,
  scope: AdminScope,
  filter: ReportFilter,
  page: number,
): Promise<AdminPostsResponse> {
  const f = listFilter(deps, filter);
  const [counts, rows] = await countsAndPage(deps, scope, f, {
    limit: ADMIN_PAGE_SIZE,
    offset: page * ADMIN_PAGE_SIZE,
  });
  // A company filter outside the group's scope is answered as not found, like its reports (checked by the counts'
  // statement, so that it costs no round trip of its own).
  if (f.companyCode !== null && !counts.companyFound) throw reportNotFound();
  const content = rows.map((row) => toListRow(deps, row, f.now));
  const statusCountMap = countMap(counts.byStatus);
  // The counts are of every status; the rows (and so the pages) of the status filter's one.
  const total = statusCountMap[f.status ? POST_STATUS_TITLES[f.status] : ALL_STATUSES_TITLE] ?? 0;
  return {
    board: {
      content,
      totalElements: total,
      totalPages: Math.ceil(total / ADMIN_PAGE_SIZE),
      number: page,
      size: ADMIN_PAGE_SIZE,
    },
    statusCountMap,
    overdueCount: counts.overdue,
  };
}

/**
 * Every row matching the filter, in list order, a batch at a time (the Excel export streams them): the ids of the
 * whole match first, in order, in one query (a hundred thousand ids are under a megabyte), then the rows of `size`
 * ids at a time by their keys, so that the export's cost grows with its rows, not with their square (paging by offset
 * walked the index from the start for every batch). `total` is the number of rows; `next()` answers an empty batch
 * at the end.
 */
export async function reportBatches(deps: AppDeps, scope: AdminScope, filter: ReportFilter, size = 1000) {
  await checkCompanyInScope(deps, scope, filter.companyType);
  const f = listFilter(deps, filter);
  const ids = (await listIds(deps.db, scope, f)).map((r) => r.id);
  let at = 0;
  return {
    total: ids.length,
    async next(): Promise<AdminPostRow[]> {
      const batch = ids.slice(at, at + size);
      at += size;
      if (batch.length === 0) return [];
      const byId = new Map((await listRowsByIds(deps.db, scope, batch)).map((r) => [r.id, r]));
      return batch.flatMap((id) => {
        const row = byId.get(id);
        // A report deleted since (retention) is left out.
        return row ? [toListRow(deps, row, f.now)] : [];
      });
    },
  };
}
