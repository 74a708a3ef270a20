import { ADMIN_PAGE_SIZE, adminApi } from '@audit/contracts';
import { apiGet } from '../../../api/client.ts';
import { AdminPagedList } from '../../../components/admin-paged-list.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { adminText } from '../../../i18n/admin.ts';
import { loginLogText as text } from '../../../i18n/admin-reports.ts';
import { pageTitle } from '../../../i18n/common.ts';
import { ADMIN_QUERY_ROOT } from '../../admin-shell/admin-session.ts';
import './login-log.css';
import { DocumentTitle } from '../../../components/document-title.tsx';

/** /admininquiry: who signed in to the admin area, when, from where, and whether it succeeded. */
export function LoginLogPage() {
  const columns = text.columns;
  return (
    <div className="admin-page login-log">
      <DocumentTitle title={pageTitle(adminText.screens.loginLog)} />
      <h1 className="admin-page-title">{adminText.screens.loginLog}</h1>
      <AdminPagedList
        queryKey={(page) => [ADMIN_QUERY_ROOT, 'loginlog', page]}
        fetchPage={(page, signal) => apiGet(adminApi.loginLog, { query: { page }, signal })}
        caption={text.caption}
        texts={text}
        columns={(data) => [
          {
            header: columns.no,
            // Counts down from the total, so the newest sign-in has the highest number.
            cell: (_row, index) => data.totalElements - data.number * ADMIN_PAGE_SIZE - index,
            className: 'admin-cell-center',
          },
          { header: columns.loginId, cell: (row) => row.loginId },
          { header: columns.date, cell: (row) => <Timestamp value={row.modifiedDate} withTime /> },
          { header: columns.ip, cell: (row) => row.ip, className: 'login-log-ip' },
          {
            header: columns.result,
            cell: (row) => (
              <span className={row.success ? 'login-result-success' : 'login-result-failure'}>
                {row.success ? text.success : text.failure}
              </span>
            ),
          },
          {
            header: columns.secondFactor,
            cell: (row) => (row.secondFactor ? text.secondFactors[row.secondFactor] : text.noSecondFactor),
            className: 'admin-cell-center',
          },
        ]}
      />
    </div>
  );
}
