import { ADMIN_QUERY_ROOT } from '../admin-shell/admin-session.ts';

/** Router state the list hands to the detail page, so 목록 returns to the same filter, sort and page. */
export type ReportDetailState = { listSearch?: string; autoPrint?: boolean };

export const REPORT_LIST_PATH = '/adminreport';

/** The query key of the report list's pages (under the admin root, so logging out drops them). */
export const REPORT_LIST_KEY = [ADMIN_QUERY_ROOT, 'posts'] as const;

export function reportDetailTarget(id: number, listSearch: string) {
  return {
    to: { pathname: '/admininquirypage', search: `?id=${id}` },
    state: { listSearch } satisfies ReportDetailState,
  };
}

/** The state of a location, if it is one the detail page understands. */
export function readDetailState(state: unknown): ReportDetailState {
  if (!state || typeof state !== 'object') return {};
  const { listSearch, autoPrint } = state as Record<string, unknown>;
  return {
    listSearch:
      typeof listSearch === 'string' && (listSearch === '' || listSearch.startsWith('?'))
        ? listSearch
        : undefined,
    autoPrint: autoPrint === true,
  };
}
