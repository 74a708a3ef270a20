import type { AdminPostRow, AdminPostsResponse } from '@audit/contracts';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminTable, type Column } from '../../../components/admin-table.tsx';
import { ReportStatusBadge } from '../../../components/status-badge.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { reportListText as text } from '../../../i18n/admin-reports.ts';
import { reportDetailTarget } from '../report-navigation.ts';

type Props = { board: AdminPostsResponse['board']; listSearch: string };

/** The next due date, marked in words when it has passed. */
function DueDate({ row }: { row: AdminPostRow }) {
  if (row.dueDate === null)
    return (
      <>
        <span aria-hidden="true">{text.noDue}</span>
        <span className="visually-hidden">{text.noDueLabel}</span>
      </>
    );
  return (
    <>
      <Timestamp value={row.dueDate} />
      {row.overdue && <span className="report-overdue">{text.overdue}</span>}
    </>
  );
}

/**
 * The list. A click anywhere on a row opens the report; for keyboard and screen-reader users the title is the
 * link. 번호 counts down from the total, so the newest report has the highest number (the spec's running number,
 * which changes with every filter); 사건번호 beside it is the report's own, the same for everyone.
 */
export function ReportTable({ board, listSearch }: Props) {
  const navigate = useNavigate();
  const columns = text.columns;

  const openRow = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    // The link handles its own clicks; a text selection is not a click on the row.
    if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
    const target = reportDetailTarget(id, listSearch);
    navigate(target.to, { state: target.state });
  };

  const rowColumns: Column<AdminPostRow>[] = [
    {
      header: columns.no,
      cell: (_row, index) => board.totalElements - board.number * board.size - index,
      className: 'admin-cell-center',
    },
    { header: columns.caseNumber, cell: (row) => row.caseNumber, className: 'report-case-number-cell' },
    { header: columns.company, cell: (row) => row.companyType.title },
    { header: columns.date, cell: (row) => <Timestamp value={row.createdDate} /> },
    {
      header: columns.status,
      cell: (row) => <ReportStatusBadge status={row.status} variant="admin" />,
    },
    { header: columns.type, cell: (row) => row.reportType.title },
    { header: columns.due, cell: (row) => <DueDate row={row} />, className: 'report-due' },
    {
      header: columns.title,
      className: 'report-title-cell',
      cell: (row) => {
        const target = reportDetailTarget(row.id, listSearch);
        return (
          <>
            <Link to={target.to} state={target.state} className="report-title-link">
              {row.title}
            </Link>
            <span className="report-comment-count">
              <span aria-hidden="true"> [{row.commentCount}]</span>
              <span className="visually-hidden">{text.commentCount(row.commentCount)}</span>
            </span>
          </>
        );
      },
    },
  ];

  return (
    <AdminTable
      caption={text.caption(board.totalElements, board.number + 1, board.totalPages)}
      columns={rowColumns}
      rows={board.content}
      emptyText={text.empty}
      className="report-table"
      rowProps={(row) => ({ className: 'report-row', onClick: (event) => openRow(event, row.id) })}
    />
  );
}
