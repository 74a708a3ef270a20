import { adminApi } from '@audit/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { withReportWorld } from '../../test-support/report-world.ts';

describe('Excel export', () => {
  const s = withReportWorld();

  it('exports a real xlsx with the same scope, formula-looking text as text, and logs the export', async () => {
    const res = await call(s.t.app, adminApi.exportPosts, { headers: s.w.electronicsTeam.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%EC%82%AC%EC%9D%B4%EB%B2%84/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('제보목록')!;
    expect(sheet.getRow(1).getCell(9).value).toBe('제목');
    expect(sheet.rowCount).toBe(2);
    const title = sheet.getRow(2).getCell(9);
    expect(title.value).toBe('\'=HYPERLINK("http://x","click")');
    expect(title.type).toBe(ExcelJS.ValueType.String);
    expect(title.formula).toBeUndefined();
    const logged = await s.t.database.db
      .selectFrom('personal_data_access_logs')
      .select(['detail'])
      .where('action', '=', 'EXPORT_REPORTS')
      .execute();
    expect(logged[0]?.detail).toContain('rows=1');
  });
});
