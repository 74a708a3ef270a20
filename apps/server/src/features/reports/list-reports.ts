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
import { scopeCompanyIds } from '../company-maps/company-type-maps.repository.ts';
import { findCompanyIdIn } from '../company-maps/company-types.repository.ts';
import { countsInScope } from './post-status-counts.repository.ts';
import { countMatching, lastPostId, listIds, listRowsByIds } from './posts.repository.ts';
import { type ReportScope, reportNotFound } from './report-scope.ts';
import { reportSummary } from './report-summary.ts';
import { keywordMatch } from './title-search.ts';

type AdminScope = Extract<ReportScope, { kind: 'admin' }>;

/** The company filter's id; a company outside the group's scope is answered as not found, like its reports. */
async function companyFilter(deps: AppDeps, scope: AdminScope, code: string): Promise<number | null> {
  if (!code) return null;
  const id = await findCompanyIdIn(deps.db, code, scopeCompanyIds(deps.db, scope.groupId));
  if (id === undefined) throw reportNotFound();
  return id;
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

/**
 * The ids matching the filter, in order, with the status counts of the whole match. Without a keyword the counts
 * come from the counters (post-status-counts.repository.ts); with one, the blind index finds the titles
 * (title-search.ts) and the matches are counted. Either way the database pages.
 */
async function matchIds(
  deps: AppDeps,
  scope: AdminScope,
  filter: ReportFilter,
  page: { limit: number; offset: number },
) {
  const companyTypeId = await companyFilter(deps, scope, filter.companyType);
  const match = filter.keyword ? keywordMatch(deps.cipher, filter.keyword) : null;
  const [counts, ids] = await Promise.all([
    match
      ? countMatching(deps.db, scope, companyTypeId, match)
      : countsInScope(deps.db, scope.groupId, companyTypeId),
    listIds(deps.db, scope, { companyTypeId, match, sort: filter.sort }, page),
  ]);
  const byStatus = new Map<PostStatusCode, number>(counts.map((c) => [c.status_code, Number(c.n)]));
  return { ids: ids.map((r) => r.id), counts: byStatus };
}

/** The list rows of `ids`, in that order. */
async function loadRows(deps: AppDeps, scope: AdminScope, ids: number[]): Promise<AdminPostRow[]> {
  const byId = new Map((await listRowsByIds(deps.db, scope, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ ...reportSummary(deps.cipher, row), lastCommentDate: row.last_comment_at?.toISOString() ?? null }]
      : [];
  });
}

/** One page (10 rows) of the admin's reports with the status counts of the current company filter and keyword. */
export async function listReports(
  deps: AppDeps,
  scope: AdminScope,
  filter: ReportFilter,
  page: number,
): Promise<AdminPostsResponse> {
  const { ids, counts } = await matchIds(deps, scope, filter, {
    limit: ADMIN_PAGE_SIZE,
    offset: page * ADMIN_PAGE_SIZE,
  });
  const statusCountMap = countMap(counts);
  const total = statusCountMap[ALL_STATUSES_TITLE] ?? 0;
  return {
    board: {
      content: await loadRows(deps, scope, ids),
      totalElements: total,
      totalPages: Math.ceil(total / ADMIN_PAGE_SIZE),
      number: page,
      size: ADMIN_PAGE_SIZE,
    },
    statusCountMap,
  };
}

/**
 * Every row matching the filter, in list order, a batch at a time (the Excel export streams them): the total first,
 * then `next()` until it answers an empty batch. Reports filed after the start are left out, so that a new one
 * does not push a row into the next batch twice.
 */
export async function reportBatches(deps: AppDeps, scope: AdminScope, filter: ReportFilter, size = 1000) {
  const companyTypeId = await companyFilter(deps, scope, filter.companyType);
  const match = filter.keyword ? keywordMatch(deps.cipher, filter.keyword) : null;
  const counts = match
    ? await countMatching(deps.db, scope, companyTypeId, match)
    : await countsInScope(deps.db, scope.groupId, companyTypeId);
  const total = counts.reduce((sum, c) => sum + Number(c.n), 0);
  const upToId = await lastPostId(deps.db);
  let offset = 0;
  return {
    total,
    async next(): Promise<AdminPostRow[]> {
      if (offset >= total) return [];
      const ids = await listIds(
        deps.db,
        scope,
        { companyTypeId, match, sort: filter.sort, upToId },
        { limit: size, offset },
      );
      offset += size;
      return loadRows(
        deps,
        scope,
        ids.map((r) => r.id),
      );
    },
  };
}
