import type { AdminPostRow } from '@audit/contracts';
import ExcelJS from 'exceljs';
import type { AppDeps } from '../../app-deps.ts';
import { koreaDateStamp, koreaDateTime } from '../../lib/korea-time.ts';
import { recordAccess } from '../access-log/repository.ts';
import type { AdminAuth } from '../admin-auth/admin-context.ts';
import { listAllReports, type ReportFilter } from './list-reports.ts';

export const EXPORT_FILE_PREFIX = '사이버감사실_제보목록';

const POST_TYPE_LABEL = { PUBLIC: '실명', PRIVATE: '익명' } as const;

/**
 * A cell value that a spreadsheet can never run as a formula: text starting with = + - @, tab or CR gets a
 * leading apostrophe (OWASP's advice against CSV/formula injection); reporters write these titles.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export async function buildWorkbook(rows: AdminPostRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '사이버감사실';
  const sheet = workbook.addWorksheet('제보목록');
  sheet.columns = [
    { header: '번호', key: 'no', width: 8 },
    { header: '접수번호', key: 'receipt', width: 20 },
    { header: '제보대상 회사', key: 'company', width: 18 },
    { header: '접수일시', key: 'date', width: 18 },
    { header: '처리상태', key: 'status', width: 10 },
    { header: '제보유형', key: 'type', width: 20 },
    { header: '구분', key: 'postType', width: 8 },
    { header: '제목', key: 'title', width: 50 },
    { header: '댓글 수', key: 'comments', width: 8 },
  ];
  sheet.getRow(1).font = { bold: true };
  rows.forEach((r, i) => {
    sheet.addRow({
      no: rows.length - i,
      receipt: r.receiptNumber,
      company: safeCell(r.companyType.title),
      date: koreaDateTime(r.createdDate),
      status: r.status.statusTitle,
      type: safeCell(r.reportType.title),
      postType: POST_TYPE_LABEL[r.postType],
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
): Promise<{ filename: string; data: Buffer }> {
  const rows = await listAllReports(deps, auth, filter);
  const now = deps.now();
  await recordAccess(deps.db, {
    adminUserId: auth.adminUserId,
    loginId: auth.loginId,
    ip: auth.ip,
    action: 'EXPORT_REPORTS',
    detail: `rows=${rows.length} company=${filter.companyType || 'all'} sort=${filter.sort} keyword=${filter.keyword ? 'yes' : 'no'}`,
    now,
  });
  const stamp = koreaDateStamp(now);
  return { filename: `${EXPORT_FILE_PREFIX}_${stamp}.xlsx`, data: await buildWorkbook(rows) };
}
