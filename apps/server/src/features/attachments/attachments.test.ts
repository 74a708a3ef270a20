import { adminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { makeReportWorld, type ReportWorld } from '../../test-support/report-world.ts';
import { pdfBytes } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('admin attachment download', () => {
  let t: TestApp;
  let w: ReportWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await makeReportWorld(t);
  });
  afterAll(() => t.close());

  it('downloads an attachment byte-identical and logs it', async () => {
    const attachment = await t.database.db
      .selectFrom('attachments')
      .select('id')
      .where('post_id', '=', w.foodsReport.id)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, adminApi.attachment, {
      params: { id: attachment.id },
      headers: w.foodsTeam.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfBytes(500))).toBe(true);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('영수증.pdf')}`,
    );
    const logged = await t.database.db
      .selectFrom('personal_data_access_logs')
      .select('action')
      .where('action', '=', 'DOWNLOAD_ATTACHMENT')
      .execute();
    expect(logged).toHaveLength(1);
  });
});
