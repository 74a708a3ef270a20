import { adminApi } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { withReportWorld } from '../../test-support/report-world.ts';
import { pdfBytes } from '../../test-support/reports.ts';
import { cleanPendingAttachments } from './clean-attachments.ts';

describe('admin attachment download', () => {
  const s = withReportWorld();

  it('downloads an attachment byte-identical and logs it', async () => {
    // pdfBytes is no PDF that can be read: once the cleaner has looked at it, it is served as it was sent.
    expect(await cleanPendingAttachments(s.t.deps)).toEqual({ UNREADABLE: 1 });
    const attachment = await s.t.database.db
      .selectFrom('attachments')
      .select('id')
      .where('post_id', '=', s.w.foodsReport.id)
      .executeTakeFirstOrThrow();
    const res = await call(s.t.app, adminApi.attachment, {
      params: { id: attachment.id },
      headers: s.w.foodsTeam.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfBytes(500))).toBe(true);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('영수증.pdf')}`,
    );
    const logged = await s.t.database.db
      .selectFrom('personal_data_access_logs')
      .select('action')
      .where('action', '=', 'DOWNLOAD_ATTACHMENT')
      .execute();
    expect(logged).toHaveLength(1);
  });
});
