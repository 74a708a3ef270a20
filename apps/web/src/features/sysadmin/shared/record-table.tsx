import type { ReactNode } from 'react';
import { AdminTableWrap } from '../../../components/admin-table-wrap.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** e.g. 'admin-cell-center' */
  className?: string;
};

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
    <AdminTableWrap label={caption}>
      <table className="admin-table sysadmin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="admin-cell-center">
              {text.number}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
            <th scope="col" className="admin-cell-center">
              {text.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 2} className="admin-table-empty">
                {text.empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={row.id}>
                <td className="admin-cell-center">{index + 1}</td>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="admin-cell-center">
                  <div className="sysadmin-row-actions">
                    <button
                      type="button"
                      className="admin-small-button"
                      aria-label={text.editLabel(rowName(row))}
                      onClick={() => onEdit(row)}
                    >
                      {text.edit}
                    </button>
                    {actions?.(row)}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </AdminTableWrap>
  );
}
