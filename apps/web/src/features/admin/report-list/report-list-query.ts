import {
  ADMIN_SORTS,
  type AdminSort,
  adminPostsQuery,
  DUE_FILTERS,
  type DueFilter,
  POST_STATUS_CODES,
  type PostStatusCode,
} from '@audit/contracts';
import { readPageParam } from '../../../components/admin-paged-list.tsx';
import { maxLengthOf } from '../../../components/form/field-rules.ts';

/** The list's filter, sort, search and page (zero-based), as the API takes them. */
export type ReportListQuery = {
  companyType: string;
  sort: AdminSort;
  keyword: string;
  /** Empty for all reports. */
  due: '' | DueFilter;
  /** `me`: only the reports the admin handles. */
  assignee: '' | 'me';
  /** One status's reports (a count card chosen); empty for all. */
  postStatus: '' | PostStatusCode;
  page: number;
};

const DEFAULT_SORT: AdminSort = 'createdDate,desc';

/**
 * Reads the list state from the page's URL, so back/forward and a reload keep it. The URL counts pages from
 * 1 (what a person reads and shares); the API counts from 0. Unknown or broken values fall back to defaults.
 */
export function readListQuery(params: URLSearchParams): ReportListQuery {
  const sort = params.get('sort');
  const text = (name: 'companyType' | 'keyword') =>
    params.get(name)?.trim().slice(0, maxLengthOf(adminPostsQuery, name)) ?? '';
  return {
    companyType: text('companyType'),
    sort: ADMIN_SORTS.find((s) => s === sort) ?? DEFAULT_SORT,
    keyword: text('keyword'),
    due: DUE_FILTERS.find((d) => d === params.get('due')) ?? '',
    assignee: params.get('assignee') === 'me' ? 'me' : '',
    postStatus: POST_STATUS_CODES.find((s) => s === params.get('postStatus')) ?? '',
    page: readPageParam(params),
  };
}

/** The URL search part for a list state; default values are left out to keep the address short. */
export function writeListQuery(query: ReportListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.companyType) params.set('companyType', query.companyType);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.due) params.set('due', query.due);
  if (query.assignee) params.set('assignee', query.assignee);
  if (query.postStatus) params.set('postStatus', query.postStatus);
  if (query.page > 0) params.set('page', String(query.page + 1));
  return params;
}
