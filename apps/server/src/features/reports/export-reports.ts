import { type AdminPostRow, POST_TYPE_TITLES, REPORT_EXPORT, type ReportFilter } from '@audit/contracts';
import ExcelJS from 'exceljs';
import type { AppDeps } from '../../app-deps.ts';
import type { AdminAuth } from '../../http/route.ts';
import type { FileDownload } from '../../http/send-file.ts';
import { koreaDateStamp, koreaDateTime } from '../../lib/korea-time.ts';
import { recordAccess } from '../audit/access-logs.repository.ts';
import { listAllReports } from './list-reports.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COLUMN_WIDTHS = {
  no: 8,
  receipt: 20,
  company: 18,
  date: 18,
  status: 10,
  type: 20,
  postType: 8,
  title: 50,
  comments: 8,
};

/**
 * A cell value that a spreadsheet can never run as a formula: text starting with = + - @, tab or CR gets a
 * leading apostrophe (OWASP's advice against CSV/formula injection); reporters write these titles.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export async function buildWorkbook(rows: AdminPostRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = REPORT_EXPORT.creator;
  const sheet = workbook.addWorksheet(REPORT_EXPORT.sheet);
  sheet.columns = Object.entries(REPORT_EXPORT.columns).map(([key, header]) => ({
    key,
    header,
    width: COLUMN_WIDTHS[key as keyof typeof COLUMN_WIDTHS],
  }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((r, i) => {
    sheet.addRow({
      no: rows.length - i,
      receipt: r.receiptNumber,
      company: safeCell(r.companyType.title),
      date: koreaDateTime(r.createdDate),
      status: r.status.statusTitle,
      type: safeCell(r.reportType.title),
      postType: POST_TYPE_TITLES[r.postType],
      title: safeCell(r.title),
      comments: r.commentCount,
    });
  });
  // Every text column is typed as text so that Excel does not reinterpret values (dates, numbers, formulas).
  for (const key of ['receipt', 'company', 'type', 'title']) sheet.getColumn(key).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The Excel export of the list (same filter, sort and scope), recorded in the personal-data access log. */
export async function exportReports(
  deps: AppDeps,
  auth: AdminAuth,
  filter: ReportFilter,
): Promise<FileDownload> {
  const rows = await listAllReports(deps, auth.scope, filter);
  const now = deps.now();
  await recordAccess(deps.db, deps.cipher, {
    adminUserId: auth.adminUserId,
    loginId: auth.loginId,
    ip: auth.ip,
    action: 'EXPORT_REPORTS',
    detail: `rows=${rows.length} company=${filter.companyType || 'all'} sort=${filter.sort} keyword=${filter.keyword ? 'yes' : 'no'}`,
    now,
  });
  return {
    filename: `${REPORT_EXPORT.filePrefix}_${koreaDateStamp(now)}.xlsx`,
    contentType: XLSX,
    data: await buildWorkbook(rows),
  };
}
