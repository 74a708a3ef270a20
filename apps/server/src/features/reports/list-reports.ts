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
import { BIND } from '../../security/cipher-bindings.ts';
import { scopeCompanyIds } from '../company-maps/company-type-maps.repository.ts';
import { findCompanyIdIn } from '../company-maps/company-types.repository.ts';
import { countByStatus, listIds, listRowsByIds, listSearchCandidates } from './posts.repository.ts';
import { type ReportScope, reportNotFound } from './report-scope.ts';
import { reportSummary } from './report-summary.ts';

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
 * The ids matching the filter, in order, with the status counts of the whole match. Without a keyword, SQL pages
 * and counts; with one, titles are decrypted in memory (they are encrypted at rest, see docs/decisions/0002).
 */
async function matchIds(
  deps: AppDeps,
  scope: AdminScope,
  filter: ReportFilter,
  page: { limit: number; offset: number } | null,
) {
  const companyId = await companyFilter(deps, scope, filter.companyType);
  if (!filter.keyword) {
    const [counts, ids] = await Promise.all([
      countByStatus(deps.db, scope, companyId),
      listIds(deps.db, scope, companyId, filter.sort, page ?? undefined),
    ]);
    const byStatus = new Map(counts.map((c) => [c.status_code, Number(c.n)]));
    return { ids: ids.map((r) => r.id), counts: byStatus };
  }
  const needle = filter.keyword.toLowerCase();
  const digits = filter.keyword.replace(/[\s-]/g, '');
  const candidates = await listSearchCandidates(deps.db, scope, companyId, filter.sort);
  const matches = candidates.filter(
    (c) =>
      (digits.length > 0 && /^\d+$/.test(digits) && c.receipt_number.includes(digits)) ||
      deps.cipher.decryptText(c.title_enc, BIND.title(c.id)).toLowerCase().includes(needle),
  );
  const byStatus = new Map<PostStatusCode, number>();
  for (const m of matches) byStatus.set(m.status_code, (byStatus.get(m.status_code) ?? 0) + 1);
  const sliced = page ? matches.slice(page.offset, page.offset + page.limit) : matches;
  return { ids: sliced.map((m) => m.id), counts: byStatus };
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

/** Every row matching the filter, in list order (for the Excel export). */
export async function listAllReports(
  deps: AppDeps,
  scope: AdminScope,
  filter: ReportFilter,
): Promise<AdminPostRow[]> {
  const { ids } = await matchIds(deps, scope, filter, null);
  const rows: AdminPostRow[] = [];
  // Loaded in chunks so a large export does not build one huge IN list.
  for (let i = 0; i < ids.length; i += 500)
    rows.push(...(await loadRows(deps, scope, ids.slice(i, i + 500))));
  return rows;
}
