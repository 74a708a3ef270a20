import { RECORD_STATUS_TITLES, type RecordStatus } from '@audit/contracts';
import type { ReactNode } from 'react';
import { AdminTable, type Column } from '../../../components/admin-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';

/** The 상태 column (사용 / 미사용) of a record list. */
export function statusColumn<T extends { statusCode: RecordStatus }>(): Column<T> {
  return {
    header: sysadminText.list.status,
    cell: (row) => (
      <StatusBadge code={row.statusCode} title={RECORD_STATUS_TITLES[row.statusCode]} variant="admin" />
    ),
    className: 'admin-cell-center',
  };
}

type Props<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** Names a row in its buttons' accessible names ("그룹명 수정"). */
  rowName: (row: T) => string;
  onEdit: (row: T) => void;
  /** Further buttons of a row, after 수정. */
  actions?: (row: T) => ReactNode;
};

/** A system-admin list: 번호, the columns, and 수정 (plus any further actions) on each row. */
export function RecordTable<T extends { id: number }>({
  caption,
  columns,
  rows,
  rowName,
  onEdit,
  actions,
}: Props<T>) {
  const text = sysadminText.list;
  return (
    <AdminTable
      caption={caption}
      className="sysadmin-table"
      emptyText={text.empty}
      rows={rows}
      columns={[
        { header: text.number, cell: (_row, index) => index + 1, className: 'admin-cell-center' },
        ...columns,
        {
          header: text.actions,
          className: 'admin-cell-center',
          cell: (row) => (
            <div className="sysadmin-row-actions">
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={text.editLabel(rowName(row))}
                onClick={() => onEdit(row)}
              >
                {text.edit}
              </button>
              {actions?.(row)}
            </div>
          ),
        },
      ]}
    />
  );
}
