import { ADMIN_SORTS } from '@audit/contracts';

export type AdminSort = (typeof ADMIN_SORTS)[number];

/** The list's filter, sort, search and page (zero-based), as the API takes them. */
export type ReportListQuery = {
  companyType: string;
  sort: AdminSort;
  keyword: string;
  page: number;
};

export const DEFAULT_SORT: AdminSort = 'createdDate,desc';

/**
 * Reads the list state from the page's URL, so back/forward and a reload keep it. The URL counts pages from
 * 1 (what a person reads and shares); the API counts from 0. Unknown or broken values fall back to defaults.
 */
export function readListQuery(params: URLSearchParams): ReportListQuery {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    companyType: params.get('companyType')?.trim().slice(0, 40) ?? '',
    sort: ADMIN_SORTS.find((s) => s === sort) ?? DEFAULT_SORT,
    keyword: params.get('keyword')?.trim().slice(0, 100) ?? '',
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) - 1 : 0,
  };
}

/** The URL search part for a list state; default values are left out to keep the address short. */
export function writeListQuery(query: ReportListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.companyType) params.set('companyType', query.companyType);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.page > 0) params.set('page', String(query.page + 1));
  return params;
}
