import { ADMIN_PAGE_SIZE, adminApi } from '@audit/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ApiError, apiGet } from '../../../api/client.ts';
import { AdminPager } from '../../../components/admin-pager.tsx';
import { adminText } from '../../../i18n/admin.ts';
import { loginLogText as text } from '../../../i18n/admin-reports.ts';
import { pageTitle } from '../../../i18n/common.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { ADMIN_QUERY_ROOT } from '../session/admin-session.ts';
import { useAlertOnError } from '../use-alert-on-error.ts';
import './login-log.css';
import { AdminTableWrap } from '../../../components/admin-table-wrap.tsx';

/** `?page=` counts from 1 in the URL, the API from 0. */
function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) - 1 : 0;
}

/** /admininquiry: who signed in to the admin area, when, from where, and whether it succeeded. */
export function LoginLogPage() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const log = useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'loginlog', page],
    queryFn: ({ signal }) => apiGet(adminApi.loginLog, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useAlertOnError(log.error);
  const columns = text.columns;
  const data = log.data;

  return (
    <div className="admin-page login-log">
      <title>{pageTitle(adminText.screens.loginLog)}</title>
      <h1 className="admin-page-title">{adminText.screens.loginLog}</h1>
      <p role="status" className="visually-hidden">
        {log.isFetching ? text.loading : ''}
      </p>
      {log.isError && !data ? (
        <div className="admin-panel" role="alert">
          <p>{log.error instanceof ApiError ? log.error.message : text.loadError}</p>
          <button type="button" className="button button-secondary" onClick={() => void log.refetch()}>
            {adminText.errors.retry}
          </button>
        </div>
      ) : !data ? (
        <p>{text.loading}</p>
      ) : (
        <>
          <AdminTableWrap label={text.caption(data.totalElements, data.number + 1, data.totalPages)}>
            <table className="admin-table">
              <caption>{text.caption(data.totalElements, data.number + 1, data.totalPages)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="admin-cell-center">
                    {columns.no}
                  </th>
                  <th scope="col">{columns.loginId}</th>
                  <th scope="col">{columns.date}</th>
                  <th scope="col">{columns.ip}</th>
                  <th scope="col">{columns.result}</th>
                </tr>
              </thead>
              <tbody>
                {data.content.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="admin-table-empty">
                      {text.empty}
                    </td>
                  </tr>
                ) : (
                  data.content.map((row, index) => (
                    <tr key={row.id}>
                      <td className="admin-cell-center">
                        {data.totalElements - data.number * ADMIN_PAGE_SIZE - index}
                      </td>
                      <td>{row.loginId}</td>
                      <td>
                        <time dateTime={row.modifiedDate}>{formatDateTime(row.modifiedDate)}</time>
                      </td>
                      <td className="login-log-ip">{row.ip}</td>
                      <td>
                        <span className={row.success ? 'login-result-success' : 'login-result-failure'}>
                          {row.success ? text.success : text.failure}
                        </span>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </AdminTableWrap>
          <AdminPager
            page={data.number}
            totalPages={data.totalPages}
            onChange={(next) => setParams(next > 0 ? { page: String(next + 1) } : {})}
          />
        </>
      )}
    </div>
  );
}
