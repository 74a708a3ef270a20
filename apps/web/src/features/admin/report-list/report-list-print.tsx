import { POST_STATUS_TITLES } from '@audit/contracts';
import { reportListText as text } from '../../../i18n/admin-reports.ts';
import { PrintHeader } from '../print-marks.tsx';
import type { ReportListQuery } from './report-list-query.ts';

type Company = { code: string; title: string };

/**
 * The filter a list was printed with, in words: company, status, due date, handler, keyword and order, each named
 * as its control is, so that a printed list says which reports it is (and which it is not).
 */
export function listFilterSummary(query: ReportListQuery, companies: readonly Company[]): string {
  const company = query.companyType
    ? (companies.find((c) => c.code === query.companyType)?.title ?? query.companyType)
    : text.allCompanies;
  return text.printFilter([
    text.printFilterPart(text.company, company),
    text.printFilterPart(
      text.status,
      query.postStatus ? POST_STATUS_TITLES[query.postStatus] : text.allStatuses,
    ),
    text.printFilterPart(text.due, text.dues[query.due]),
    text.printFilterPart(text.assignee, text.assignees[query.assignee]),
    text.printFilterPart(text.keyword, query.keyword || text.noKeyword),
    text.printFilterPart(text.sort, text.sorts[query.sort]),
  ]);
}

/**
 * The list's print marks, like the report's (print-marks.tsx): the office, 대외비, who printed it when, on every
 * page; on the first, the filter and which page of how many. Shown in the print only: the list prints as it is.
 */
export function ListPrintHeader({
  query,
  companies,
  pageLine,
}: {
  query: ReportListQuery;
  companies: readonly Company[];
  /** Which page of the list this is, and of how many reports (the table's caption). */
  pageLine: string | null;
}) {
  return (
    <PrintHeader className="admin-print-only">
      <p className="report-print-filter">{listFilterSummary(query, companies)}</p>
      {pageLine && <p className="report-print-filter">{pageLine}</p>}
    </PrintHeader>
  );
}
