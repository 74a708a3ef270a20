import { PassThrough, type Writable } from 'node:stream';
import { type AdminPostRow, POST_TYPE_TITLES, REPORT_EXPORT, type ReportFilter } from '@audit/contracts';
import ExcelJS from 'exceljs';
import type { AppDeps } from '../../app-deps.ts';
import { recordAccess } from '../../data/access-logs.repository.ts';
import type { AdminAuth } from '../../http/route.ts';
import type { FileDownload } from '../../http/send-file.ts';
import { koreaDateStamp, koreaDateTime } from '../../lib/korea-time.ts';
import { reportBatches } from './list-reports.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COLUMN_WIDTHS = {
  no: 8,
  caseNumber: 12,
  receipt: 20,
  company: 18,
  date: 18,
  status: 10,
  type: 20,
  postType: 8,
  title: 50,
  comments: 8,
  due: 24,
};

/**
 * A cell value that a spreadsheet can never run as a formula: text starting with = + - @, tab or CR gets a
 * leading apostrophe (OWASP's advice against CSV/formula injection); reporters write these titles.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The next due date in Korea time, marked when it has passed (text, so that the mark is kept). */
const dueCell = (r: AdminPostRow): string =>
  r.dueDate === null ? '' : `${koreaDateTime(r.dueDate)}${r.overdue ? ` (${REPORT_EXPORT.overdue})` : ''}`;

type Batches = { total: number; next(): Promise<AdminPostRow[]> };

/**
 * Writes the workbook to `out` as the rows arrive, a batch at a time (exceljs's streaming writer, no shared string
 * table), so a hundred thousand rows never sit in memory at once. Rows are numbered from the total down, as the
 * list shows them.
 */
export async function writeWorkbook(out: Writable, rows: Batches): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = REPORT_EXPORT.creator;
  const sheet = workbook.addWorksheet(REPORT_EXPORT.sheet);
  // Every text column is typed as text so that Excel does not reinterpret values (dates, numbers, formulas).
  const textColumns = new Set(['caseNumber', 'receipt', 'company', 'type', 'title', 'due']);
  sheet.columns = Object.entries(REPORT_EXPORT.columns).map(([key, header]) => ({
    key,
    header,
    width: COLUMN_WIDTHS[key as keyof typeof COLUMN_WIDTHS],
    ...(textColumns.has(key) ? { style: { numFmt: '@' } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  let no = rows.total;
  for (let batch = await rows.next(); batch.length > 0; batch = await rows.next()) {
    for (const r of batch) {
      sheet
        .addRow({
          no: no--,
          caseNumber: r.caseNumber,
          receipt: r.receiptNumber,
          company: safeCell(r.companyType.title),
          date: koreaDateTime(r.createdDate),
          status: r.status.statusTitle,
          type: safeCell(r.reportType.title),
          postType: POST_TYPE_TITLES[r.postType],
          title: safeCell(r.title),
          comments: r.commentCount,
          due: dueCell(r),
        })
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The Excel export of the list (same filter, sort and scope), recorded in the personal-data access log before a
 * byte is sent, then streamed as it is written.
 */
export async function exportReports(
  deps: AppDeps,
  auth: AdminAuth,
  filter: ReportFilter,
): Promise<FileDownload> {
  const rows = await reportBatches(deps, auth.scope, filter);
  const now = deps.now();
  await recordAccess(deps.db, deps.cipher, {
    adminUserId: auth.adminUserId,
    loginId: auth.loginId,
    ip: auth.ip,
    action: 'EXPORT_REPORTS',
    detail: `rows=${rows.total} company=${filter.companyType || 'all'} status=${filter.postStatus || 'all'} sort=${filter.sort} keyword=${filter.keyword ? 'yes' : 'no'}`,
    now,
  });
  const data = new PassThrough();
  // A failure half-way cuts the download off (the file would not open), rather than sending half a list.
  writeWorkbook(data, rows).catch((err: Error) => data.destroy(err));
  return {
    filename: `${REPORT_EXPORT.filePrefix}_${koreaDateStamp(now)}.xlsx`,
    contentType: XLSX,
    data,
  };
}
