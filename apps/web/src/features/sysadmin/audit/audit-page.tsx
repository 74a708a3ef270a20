import { sysadminApi } from '@audit/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiGet } from '../../../api/client.ts';
import { AdminPager } from '../../../components/admin-pager.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { LoadError } from '../shared/list-page.tsx';
import { sysadminKeys, useAlertOnError } from '../shared/sysadmin-queries.ts';
import { actionLabel, changeEntries, type Entry, entityLabel } from './audit-values.ts';
import '../../../components/admin-ui.css';
import '../sysadmin.css';
import { AdminTableWrap } from '../../../components/admin-table-wrap.tsx';

const text = sysadminText.audit;

/** `?page=` counts from 1 in the URL, the API from 0. */
function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) - 1 : 0;
}

function EntryList({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return <span>{text.none}</span>;
  // A value that was not a record (no field names): shown as it is.
  if (entries.length === 1 && !entries[0]!.label) return <span>{entries[0]!.value}</span>;
  return (
    <dl className="sysadmin-changes">
      {entries.map((entry) => (
        <div key={entry.key} className="sysadmin-change">
          <dt>{entry.label}:</dt>
          <dd>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /adminaudit: who changed what in the administration (and report statuses), newest first, 20 a page. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const audit = useQuery({
    queryKey: sysadminKeys.audit(page),
    queryFn: ({ signal }) => apiGet(sysadminApi.audit, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useAlertOnError(audit.error);
  const data = audit.data;
  const columns = text.columns;

  return (
    <div className="admin-page sysadmin-page">
      <title>{pageTitle(sysadminText.screens.audit)}</title>
      <h1 className="admin-page-title">{sysadminText.screens.audit}</h1>
      <p className="sysadmin-lead">{text.lead}</p>
      <p role="status" className="visually-hidden">
        {audit.isFetching ? text.loading : ''}
      </p>
      {audit.isError && !data ? (
        <LoadError error={audit.error} message={text.loadError} onRetry={() => void audit.refetch()} />
      ) : !data ? (
        <p>{text.loading}</p>
      ) : (
        <>
          <AdminTableWrap label={text.caption(data.totalElements, data.number + 1, data.totalPages)}>
            <table className="admin-table sysadmin-table sysadmin-audit-table">
              <caption>{text.caption(data.totalElements, data.number + 1, data.totalPages)}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns.date}</th>
                  <th scope="col">{columns.actor}</th>
                  <th scope="col">{columns.ip}</th>
                  <th scope="col">{columns.action}</th>
                  <th scope="col">{columns.target}</th>
                  <th scope="col">{columns.before}</th>
                  <th scope="col">{columns.after}</th>
                </tr>
              </thead>
              <tbody>
                {data.content.length === 0 ? (
                  <tr>
                    <td colSpan={7} className="admin-table-empty">
                      {text.empty}
                    </td>
                  </tr>
                ) : (
                  data.content.map((row) => {
                    const changes = changeEntries(row.before, row.after);
                    return (
                      <tr key={row.id}>
                        <td className="sysadmin-nowrap">
                          <time dateTime={row.createdDate}>{formatDateTime(row.createdDate)}</time>
                        </td>
                        <td>{row.actorLoginId ?? text.none}</td>
                        <td className="sysadmin-nowrap">{row.ip ?? text.none}</td>
                        <td>{actionLabel(row.action)}</td>
                        <td>
                          {entityLabel(row.entity)}
                          {row.entityId && (
                            <span className="sysadmin-target-id"> {text.targetId(row.entityId)}</span>
                          )}
                        </td>
                        <td>
                          <EntryList entries={changes.before} />
                        </td>
                        <td>
                          <EntryList entries={changes.after} />
                        </td>
                      </tr>
                    );
                  })
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
