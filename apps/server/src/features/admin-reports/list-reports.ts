import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminPostRow,
  type AdminPostsResponse,
  ERROR_CODES,
  POST_STATUS_CODES,
  POST_STATUS_TITLES,
  type PostStatusCode,
} from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import type { AdminAuth } from '../admin-auth/admin-context.ts';
import { CIPHER_CONTEXT } from '../reports/cipher-contexts.ts';
import {
  countByStatus,
  findScopedCompanyId,
  listRowsByIds,
  listScopedIds,
  listSearchCandidates,
} from './repository.ts';

export type ReportFilter = {
  companyType: string;
  sort: 'createdDate,desc' | 'commentCreatedDate,desc';
  keyword: string;
};

/** Label of the all-statuses count in statusCountMap. */
export const ALL_STATUSES_LABEL = '전체';

async function companyFilter(deps: AppDeps, auth: AdminAuth, code: string): Promise<number | null> {
  if (!code) return null;
  const id = await findScopedCompanyId(deps.db, auth.groupId, code);
  if (id === undefined) throw new AppError(ERROR_CODES.forbidden, 403, ADMIN_MESSAGES.notInScope);
  return id;
}

function countMap(counts: Map<PostStatusCode, number>): Record<string, number> {
  const map: Record<string, number> = { [ALL_STATUSES_LABEL]: 0 };
  for (const code of POST_STATUS_CODES) {
    const n = counts.get(code) ?? 0;
    map[POST_STATUS_TITLES[code]] = n;
    map[ALL_STATUSES_LABEL] = (map[ALL_STATUSES_LABEL] ?? 0) + n;
  }
  return map;
}

/**
 * The ids matching the filter, in order, with the status counts of the whole match. Without a keyword, SQL pages
 * and counts; with one, titles are decrypted in memory (they are encrypted at rest, see docs/decisions/0002).
 */
async function matchIds(
  deps: AppDeps,
  auth: AdminAuth,
  filter: ReportFilter,
  page: { limit: number; offset: number } | null,
) {
  const companyId = await companyFilter(deps, auth, filter.companyType);
  if (!filter.keyword) {
    const [counts, ids] = await Promise.all([
      countByStatus(deps.db, auth.groupId, companyId),
      listScopedIds(deps.db, auth.groupId, companyId, filter.sort, page ?? undefined),
    ]);
    const byStatus = new Map(counts.map((c) => [c.status_code, Number(c.n)]));
    return { ids: ids.map((r) => r.id), counts: byStatus };
  }
  const needle = filter.keyword.toLowerCase();
  const digits = filter.keyword.replace(/[\s-]/g, '');
  const candidates = await listSearchCandidates(deps.db, auth.groupId, companyId, filter.sort);
  const matches = candidates.filter(
    (c) =>
      (digits.length > 0 && /^\d+$/.test(digits) && c.receipt_number.includes(digits)) ||
      deps.cipher.decryptText(c.title_enc, CIPHER_CONTEXT.title).toLowerCase().includes(needle),
  );
  const byStatus = new Map<PostStatusCode, number>();
  for (const m of matches) byStatus.set(m.status_code, (byStatus.get(m.status_code) ?? 0) + 1);
  const sliced = page ? matches.slice(page.offset, page.offset + page.limit) : matches;
  return { ids: sliced.map((m) => m.id), counts: byStatus };
}

export async function loadRows(deps: AppDeps, ids: number[]): Promise<AdminPostRow[]> {
  const rows = await listRowsByIds(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        receiptNumber: r.receipt_number,
        companyType: { code: r.company_code, title: r.company_title },
        reportType: { code: r.report_type_code, title: r.report_type_title },
        postType: r.post_type,
        title: deps.cipher.decryptText(r.title_enc, CIPHER_CONTEXT.title),
        createdDate: r.created_at.toISOString(),
        status: { statusCode: r.status_code, statusTitle: r.status_title },
        commentCount: r.comment_count,
        lastCommentDate: r.last_comment_at?.toISOString() ?? null,
      },
    ];
  });
}

/** One page (10 rows) of the admin's reports with the status counts of the current company filter and keyword. */
export async function listReports(
  deps: AppDeps,
  auth: AdminAuth,
  filter: ReportFilter,
  page: number,
): Promise<AdminPostsResponse> {
  const { ids, counts } = await matchIds(deps, auth, filter, {
    limit: ADMIN_PAGE_SIZE,
    offset: page * ADMIN_PAGE_SIZE,
  });
  const statusCountMap = countMap(counts);
  const total = statusCountMap[ALL_STATUSES_LABEL] ?? 0;
  return {
    board: {
      content: await loadRows(deps, ids),
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
  auth: AdminAuth,
  filter: ReportFilter,
): Promise<AdminPostRow[]> {
  const { ids } = await matchIds(deps, auth, filter, null);
  const rows: AdminPostRow[] = [];
  // Loaded in chunks so a large export does not build one huge IN list.
  for (let i = 0; i < ids.length; i += 500) rows.push(...(await loadRows(deps, ids.slice(i, i + 500))));
  return rows;
}
