import type { AdminPostsResponse } from '@audit/contracts';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminStatusBadge } from '../../../components/admin-status-badge.tsx';
import { AdminTableWrap } from '../../../components/admin-table-wrap.tsx';
import { reportListText as text } from '../../../i18n/admin-reports.ts';
import { formatDate } from '../../../lib/dates.ts';
import { reportDetailTarget } from '../report-navigation.ts';

type Props = { board: AdminPostsResponse['board']; listSearch: string };

/**
 * The list. A click anywhere on a row opens the report; for keyboard and screen-reader users the title is the
 * link. 번호 counts down from the total, so the newest report has the highest number.
 */
export function ReportTable({ board, listSearch }: Props) {
  const navigate = useNavigate();
  const columns = text.columns;
  const pageNumber = board.number + 1;

  const openRow = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    // The link handles its own clicks; a text selection is not a click on the row.
    if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
    const target = reportDetailTarget(id, listSearch);
    navigate(target.to, { state: target.state });
  };

  return (
    <AdminTableWrap label={text.caption(board.totalElements, pageNumber, board.totalPages)}>
      <table className="admin-table report-table">
        <caption>{text.caption(board.totalElements, pageNumber, board.totalPages)}</caption>
        <thead>
          <tr>
            <th scope="col" className="admin-cell-center">
              {columns.no}
            </th>
            <th scope="col">{columns.company}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.type}</th>
            <th scope="col">{columns.title}</th>
          </tr>
        </thead>
        <tbody>
          {board.content.length === 0 ? (
            <tr>
              <td colSpan={6} className="admin-table-empty">
                {text.empty}
              </td>
            </tr>
          ) : (
            board.content.map((row, index) => {
              const target = reportDetailTarget(row.id, listSearch);
              return (
                <tr key={row.id} className="report-row" onClick={(event) => openRow(event, row.id)}>
                  <td className="admin-cell-center">
                    {board.totalElements - board.number * board.size - index}
                  </td>
                  <td>{row.companyType.title}</td>
                  <td>
                    <time dateTime={row.createdDate}>{formatDate(row.createdDate)}</time>
                  </td>
                  <td>
                    <AdminStatusBadge code={row.status.statusCode} title={row.status.statusTitle} />
                  </td>
                  <td>{row.reportType.title}</td>
                  <td className="report-title-cell">
                    <Link to={target.to} state={target.state} className="report-title-link">
                      {row.title}
                    </Link>
                    <span className="report-comment-count">
                      <span aria-hidden="true"> [{row.commentCount}]</span>
                      <span className="visually-hidden">{text.commentCount(row.commentCount)}</span>
                    </span>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </AdminTableWrap>
  );
}
