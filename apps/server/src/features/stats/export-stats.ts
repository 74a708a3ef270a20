import {
  STATS_LABELS as L,
  STATS_EXPORT,
  type StatsView,
  statsClockTable,
  statsSummary,
  statsTables,
} from '@audit/contracts';
import ExcelJS from 'exceljs';
import type { FileDownload } from '../../http/send-file.ts';
import { safeCell } from '../reports/export-reports.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The statistics as a workbook: the summary, the clocks' table, then one sheet per table the screen shows beside its
 * chart. A few hundred rows at most (companies, types, statuses, months of five years), so it is written in memory.
 */
export async function statsWorkbook(stats: StatsView): Promise<FileDownload> {
  const workbook = new ExcelJS.Workbook();
  const table = (name: string, headers: string[], rows: (string | number)[][]) => {
    const sheet = workbook.addWorksheet(name);
    sheet.columns = headers.map((header, i) => ({ header, width: i === 0 ? 40 : 14 }));
    sheet.getRow(1).font = { bold: true };
    // Names come from the reference data system admins type in: never let one run as a formula.
    for (const row of rows) sheet.addRow(row.map((v) => (typeof v === 'string' ? safeCell(v) : v)));
  };
  table(
    STATS_EXPORT.summarySheet,
    [L.item, L.value],
    [[STATS_EXPORT.period, `${stats.from} ~ ${stats.to}`], ...statsSummary(stats)],
  );
  const clocks = statsClockTable(stats);
  table(clocks.title, clocks.head, clocks.rows);
  for (const t of statsTables(stats)) table(t.title, [t.head, L.count], t.rows);
  return {
    filename: STATS_EXPORT.filename(stats.from, stats.to),
    contentType: XLSX,
    data: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
