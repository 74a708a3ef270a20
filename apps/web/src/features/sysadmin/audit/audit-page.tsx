import { type AuditPage as AuditPageData, sysadminApi } from '@audit/contracts';
import { apiGet } from '../../../api/client.ts';
import { AdminPagedList } from '../../../components/admin-paged-list.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { sysadminKeys } from '../shared/sysadmin-queries.ts';
import {
  type AuditNames,
  type AuditRow,
  actionLabel,
  actorLabel,
  changeEntries,
  type Entry,
  targetLabel,
} from './audit-values.ts';
import '../../../components/admin-ui.css';
import '../sysadmin.css';
import { DocumentTitle } from '../../../components/document-title.tsx';

const text = sysadminText.audit;
const columns = text.columns;

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

/** The trail's columns: who by name and login id, what by name (a report by its number), before and after. */
function auditColumns(names: AuditNames) {
  const changes = (row: AuditRow) => changeEntries(row, names);
  return [
    {
      header: columns.date,
      cell: (row: AuditRow) => <Timestamp value={row.createdDate} withTime />,
      className: 'sysadmin-nowrap',
    },
    { header: columns.actor, cell: (row: AuditRow) => actorLabel(row, names) },
    { header: columns.ip, cell: (row: AuditRow) => row.ip ?? text.none, className: 'sysadmin-nowrap' },
    { header: columns.action, cell: (row: AuditRow) => actionLabel(row.action) },
    { header: columns.target, cell: (row: AuditRow) => targetLabel(row, names) },
    { header: columns.before, cell: (row: AuditRow) => <EntryList entries={changes(row).before} /> },
    { header: columns.after, cell: (row: AuditRow) => <EntryList entries={changes(row).after} /> },
  ];
}

/** /adminaudit: who changed what in the administration (and report statuses), newest first, 20 a page. */
export function AuditPage() {
  return (
    <div className="admin-page sysadmin-page">
      <DocumentTitle title={pageTitle(sysadminText.screens.audit)} />
      <h1 className="admin-page-title">{sysadminText.screens.audit}</h1>
      <p className="sysadmin-lead">{text.lead}</p>
      <AdminPagedList
        queryKey={sysadminKeys.audit}
        fetchPage={(page, signal) => apiGet(sysadminApi.audit, { query: { page }, signal })}
        caption={text.caption}
        texts={text}
        className="sysadmin-table sysadmin-audit-table"
        // The page answers the names of what its rows name by id (the list's page type does not know them).
        columns={(page) => auditColumns((page as AuditPageData).names)}
      />
    </div>
  );
}
