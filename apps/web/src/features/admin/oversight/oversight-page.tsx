import { type OverseenReportRow, oversightApi, type PostStatusCode } from '@audit/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiGet } from '../../../api/client.ts';
import { readPageParam } from '../../../components/admin-paged-list.tsx';
import { AdminPager } from '../../../components/admin-pager.tsx';
import { AdminTable, type Column } from '../../../components/admin-table.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { oversightText as text } from '../../../i18n/oversight.ts';
import { OverseenReportPanel } from './overseen-report-panel.tsx';
import { oversightKeys, readOverseenId } from './oversight-keys.ts';
import '../../../components/admin-ui.css';
import '../../../components/report-admins.css';
import './oversight.css';

/** The address of the screen with `changes` applied to its query (page and selected report). */
function searchWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * /adminoversight: the reports of the companies the caller's group oversees as 감사 책임 그룹, those waiting for a
 * decision first; selecting one (or opening `?id=` from a notice mail) shows who handles it, who is excluded and
 * who is asked for, to decide, and a held report's release. No report content is here: the server sends none.
 */
export function OversightPage() {
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const rawId = params.get('id');
  const id = readOverseenId(rawId);
  const list = useQuery({
    queryKey: oversightKeys.list(page),
    queryFn: ({ signal }) => apiGet(oversightApi.overseenReports, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useAlertOnError(list.error);
  const ids = { attention: useId(), all: useId() };
  const data = list.data;
  const columns = columnsFor(params);
  const rowProps = rowSelection(params, setParams);
  return (
    <div className="admin-page oversight-page">
      <DocumentTitle title={pageTitle(text.title)} />
      <h1 className="admin-page-title">{text.title}</h1>
      <p className="oversight-lead">{text.lead}</p>
      {rawId !== null &&
        (id === null ? (
          <p role="alert" className="admin-panel">
            {text.detail.badId}
          </p>
        ) : (
          <OverseenReportPanel
            key={id}
            id={id}
            onClose={() => setParams(new URLSearchParams(searchWith(params, { id: null })))}
          />
        ))}
      <p role="status" className="visually-hidden">
        {list.isFetching ? text.loading : ''}
      </p>
      {list.isError && !data ? (
        <LoadError
          error={list.error}
          fallback={text.loadError}
          onRetry={() => void list.refetch()}
          className="admin-panel"
        />
      ) : !data ? (
        <p>{text.loading}</p>
      ) : (
        <>
          <section className="admin-panel" aria-labelledby={ids.attention}>
            <h2 id={ids.attention} className="admin-panel-title">
              {text.attentionTitle}
            </h2>
            <p className="admin-hint">{text.attentionLead}</p>
            <AdminTable
              caption={text.attentionCaption(data.attention.length)}
              columns={columns}
              rows={data.attention}
              emptyText={text.attentionEmpty}
              className="oversight-table"
              rowProps={rowProps}
            />
          </section>
          <section className="admin-panel" aria-labelledby={ids.all}>
            <h2 id={ids.all} className="admin-panel-title">
              {text.allTitle}
            </h2>
            <AdminTable
              caption={text.allCaption(data.totalElements, data.number + 1, data.totalPages)}
              columns={columns}
              rows={data.content}
              emptyText={text.allEmpty}
              className="oversight-table"
              rowProps={rowProps}
            />
            <AdminPager
              page={data.number}
              totalPages={data.totalPages}
              label={text.pagerLabel}
              onChange={(next) =>
                setParams(
                  new URLSearchParams(searchWith(params, { page: next > 0 ? String(next + 1) : null })),
                )
              }
            />
          </section>
        </>
      )}
    </div>
  );
}

/** A click anywhere on a row selects its report; for keyboard and screen-reader users the case number is the link. */
function rowSelection(params: URLSearchParams, setParams: (next: URLSearchParams) => void) {
  return (row: OverseenReportRow) => ({
    className: 'oversight-row',
    onClick: (event: MouseEvent<HTMLTableRowElement>) => {
      if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
      setParams(new URLSearchParams(searchWith(params, { id: String(row.id) })));
    },
  });
}

function columnsFor(params: URLSearchParams): Column<OverseenReportRow>[] {
  const c = text.columns;
  return [
    {
      header: c.id,
      className: 'admin-cell-center oversight-nowrap',
      cell: (row) => (
        <Link
          to={{ search: searchWith(params, { id: String(row.id) }) }}
          aria-label={text.open(row.caseNumber)}
          aria-current={params.get('id') === String(row.id) ? 'true' : undefined}
        >
          {row.caseNumber}
        </Link>
      ),
    },
    { header: c.company, cell: (row) => row.companyTitle },
    { header: c.type, cell: (row) => row.reportTypeTitle },
    { header: c.date, cell: (row) => <Timestamp value={row.createdDate} />, className: 'oversight-nowrap' },
    {
      header: c.status,
      className: 'oversight-nowrap',
      cell: (row) => (
        <>
          <StatusBadge code={row.statusCode as PostStatusCode} title={row.statusTitle} variant="admin" />
          {row.held && <span className="report-admin-flag">{text.held}</span>}
        </>
      ),
    },
    { header: c.handlers, cell: (row) => text.count(row.handlerCount), className: 'admin-cell-center' },
    { header: c.exclusions, cell: (row) => text.count(row.exclusionCount), className: 'admin-cell-center' },
    { header: c.requests, cell: (row) => text.count(row.requestCount), className: 'admin-cell-center' },
  ];
}
