import { adminApi } from '@audit/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { alertApiError, useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiDownload, apiGet } from '../../../api/client.ts';
import { AdminPager } from '../../../components/admin-pager.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { adminText } from '../../../i18n/admin.ts';
import { reportListText as text } from '../../../i18n/admin-reports.ts';
import { pageTitle } from '../../../i18n/common.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { ADMIN_QUERY_ROOT } from '../../admin-shell/admin-session.ts';
import { REPORT_LIST_KEY } from '../report-navigation.ts';
import { ReportFilters } from './report-filters.tsx';
import { ListPrintHeader } from './report-list-print.tsx';
import { type ReportListQuery, readListQuery, writeListQuery } from './report-list-query.ts';
import { ReportTable } from './report-table.tsx';
import { StatusCounts } from './status-counts.tsx';
import './report-list.css';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { showAlert } from '../../../components/page-dialogs.tsx';

/**
 * /adminreport: counts by status (each card a filter), company filter, sort, search, the table, pager, Excel export
 * and print (marked like the report's, with the filter). The filter state lives in the URL (report-list-query.ts).
 */
export function ReportListPage() {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const listSearch = params.toString() ? `?${params.toString()}` : '';

  const posts = useQuery({
    queryKey: [...REPORT_LIST_KEY, query],
    queryFn: ({ signal }) => apiGet(adminApi.posts, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const companies = useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'companyCombo'],
    queryFn: ({ signal }) => apiGet(adminApi.companyCombo, { signal }),
  });
  useAlertOnError(posts.error);
  useAlertOnError(companies.error);

  const change = (next: Partial<ReportListQuery>) => {
    // A new filter, sort or search starts again at the first page.
    setParams(writeListQuery({ ...query, page: 0, ...next }));
  };

  const [exporting, setExporting] = useState(false);
  const exportExcel = async () => {
    setExporting(true);
    try {
      const { page: _page, ...filter } = query;
      const file = await apiDownload(adminApi.exportPosts, { query: filter });
      saveFile(file.blob, file.filename ?? text.excelDefaultName);
    } catch (error) {
      await alertApiError(error);
    } finally {
      setExporting(false);
    }
  };

  const print = () => {
    try {
      window.print();
    } catch {
      void showAlert(adminText.errors.generic);
    }
  };

  const board = posts.data?.board;
  return (
    <div className="admin-page report-list">
      <DocumentTitle title={pageTitle(adminText.screens.reportList)} />
      <h1 className="admin-page-title">{adminText.screens.reportList}</h1>
      <ListPrintHeader
        query={query}
        companies={companies.data ?? []}
        pageLine={board ? text.caption(board.totalElements, board.number + 1, board.totalPages) : null}
      />
      <StatusCounts
        counts={posts.data?.statusCountMap}
        overdue={posts.data?.overdueCount}
        status={query.postStatus}
        overdueOnly={query.due === 'overdue'}
        onStatus={(postStatus) => change({ postStatus })}
        onOverdue={(only) => change({ due: only ? 'overdue' : '' })}
      />
      <ReportFilters
        query={query}
        companies={companies.data ?? []}
        onChange={change}
        actions={
          <>
            <button
              type="button"
              className="button button-secondary"
              disabled={exporting}
              aria-busy={exporting}
              onClick={() => void exportExcel()}
            >
              {text.excel}
            </button>
            <button type="button" className="button button-secondary" onClick={print}>
              {text.print}
            </button>
          </>
        }
      />
      <p role="status" className="visually-hidden">
        {posts.isFetching ? text.loading : exporting ? text.excelBusy : ''}
      </p>
      {posts.isError && !board ? (
        <LoadError
          error={posts.error}
          fallback={text.loadError}
          onRetry={() => void posts.refetch()}
          className="admin-panel"
        />
      ) : board ? (
        <>
          <ReportTable board={board} listSearch={listSearch} />
          <AdminPager
            page={board.number}
            totalPages={board.totalPages}
            onChange={(page) => change({ page })}
          />
        </>
      ) : (
        <p>{text.loading}</p>
      )}
    </div>
  );
}
