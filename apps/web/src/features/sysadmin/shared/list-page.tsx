import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useAlertOnError } from '../../../api/alert-api-error.ts';
import type { Column } from '../../../components/admin-table.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { RecordTable } from './record-table.tsx';
import '../../../components/admin-ui.css';
import '../sysadmin.css';
import { DocumentTitle } from '../../../components/document-title.tsx';

type Props<T> = {
  title: string;
  lead: string;
  query: UseQueryResult<T>;
  /** Opens the create modal; no 등록 button when absent. */
  onCreate?: () => void;
  children: (data: T) => ReactNode;
};

/** Frame of a system-admin screen: heading, 등록, and the loaded list (or its loading / error state). */
export function ListPage<T>({ title, lead, query, onCreate, children }: Props<T>) {
  const text = sysadminText.list;
  useAlertOnError(query.error);
  return (
    <div className="admin-page sysadmin-page">
      <DocumentTitle title={pageTitle(title)} />
      <div className="sysadmin-heading">
        <h1 className="admin-page-title">{title}</h1>
        {onCreate && (
          <button type="button" className="button sysadmin-create" onClick={onCreate}>
            {text.create}
          </button>
        )}
      </div>
      <p className="sysadmin-lead">{lead}</p>
      <p role="status" className="visually-hidden">
        {query.isFetching && !query.data ? text.loading : ''}
      </p>
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <LoadError
          error={query.error}
          fallback={text.loadError}
          onRetry={() => void query.refetch()}
          className="admin-panel"
        />
      ) : (
        <p>{text.loading}</p>
      )}
    </div>
  );
}

type RecordListProps<T> = {
  title: string;
  lead: string;
  query: UseQueryResult<T[]>;
  columns: readonly Column<T>[];
  /** Names a row in its buttons' accessible names ("그룹명 수정"). */
  rowName: (row: T) => string;
  /** Further buttons of a row, after 수정. */
  actions?: (row: T) => ReactNode;
  /** The create (`record` null) or update modal; `rows` is the list it is opened from. */
  form: (record: T | null, rows: readonly T[], close: () => void) => ReactNode;
};

/** A system-admin list screen: the records in a table, 등록 and 수정 opening the record's modal. */
export function RecordListPage<T extends { id: number }>({
  title,
  query,
  form,
  ...table
}: RecordListProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <ListPage title={title} lead={table.lead} query={query} onCreate={() => setEditing('new')}>
      {(rows) => (
        <>
          <RecordTable
            caption={sysadminText.list.caption(title, rows.length)}
            rows={rows}
            onEdit={setEditing}
            {...table}
          />
          {editing && form(editing === 'new' ? null : editing, rows, () => setEditing(null))}
        </>
      )}
    </ListPage>
  );
}

/** The order a new record suggests: after the last one. */
export const nextOrderOf = (rows: readonly { orderSeq: number }[]): number =>
  rows.reduce((max, row) => Math.max(max, row.orderSeq), 0) + 1;
