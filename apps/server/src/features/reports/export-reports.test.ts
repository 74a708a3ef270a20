import { adminApi } from '@audit/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { makeReportWorld, type ReportWorld } from '../../test-support/report-world.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('Excel export', () => {
  let t: TestApp;
  let w: ReportWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await makeReportWorld(t);
  });
  afterAll(() => t.close());

  it('exports a real xlsx with the same scope, formula-looking text as text, and logs the export', async () => {
    const res = await call(t.app, adminApi.exportPosts, { headers: w.electronicsTeam.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%EC%82%AC%EC%9D%B4%EB%B2%84/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('제보목록')!;
    expect(sheet.getRow(1).getCell(8).value).toBe('제목');
    expect(sheet.rowCount).toBe(2);
    const title = sheet.getRow(2).getCell(8);
    expect(title.value).toBe('\'=HYPERLINK("http://x","click")');
    expect(title.type).toBe(ExcelJS.ValueType.String);
    expect(title.formula).toBeUndefined();
    const logged = await t.database.db
      .selectFrom('personal_data_access_logs')
      .select(['detail'])
      .where('action', '=', 'EXPORT_REPORTS')
      .execute();
    expect(logged[0]?.detail).toContain('rows=1');
  });
});
