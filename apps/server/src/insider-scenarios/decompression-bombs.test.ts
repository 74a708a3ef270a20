import { adminApi, commonsApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanPendingAttachments } from '../features/attachments/clean-attachments.ts';
import { call } from '../test-support/api.ts';
import { officeBomb, pdfBomb, pngBomb } from '../test-support/bomb-files.ts';
import { type AuditTeam, makeAuditTeam, makeCompany } from '../test-support/factories.ts';
import { postIdOf } from '../test-support/report-world.ts';
import { makeReport } from '../test-support/reports.ts';
import { sampleFiles } from '../test-support/sample-files.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue 30, hole 2: an anonymous reporter (or an insider posing as one) uploads a small file that expands to
// gigabytes in the cleaner: a PDF whose object stream inflates to 1 GiB, Office files that are zips of zips, a PNG
// declaring 50,000 x 50,000 pixels. Each must end marked "메타데이터 정리 안 됨" for being over the cleaning's
// bound, kept exactly as sent; the site answers meanwhile, and an ordinary file queued behind the bombs is
// cleaned in the same run. The memory each bomb costs the server is measured by bench/cleaning-bombs.ts.

type Filed = { name: string; postId: number; attachmentId: number; data: Buffer };

describe('decompression bombs in uploads', () => {
  let t: TestApp;
  let team: AuditTeam;
  const bombs: Filed[] = [];
  let ordinary: Filed;

  const file = async (company: Awaited<ReturnType<typeof makeCompany>>, name: string, data: Buffer) => {
    const receipt = await makeReport(t.app, company, {}, [{ name, data }]);
    const postId = await postIdOf(t.database.db, receipt);
    const { id } = await t.database.db
      .selectFrom('attachments')
      .select('id')
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    return { name, postId, attachmentId: id, data };
  };
  const detailFile = async (f: Filed) =>
    (await call(t.app, adminApi.post, { params: { id: f.postId }, headers: team.headers })).json()
      .attachFiles[0];

  beforeAll(async () => {
    t = await buildTestApp();
    const company = await makeCompany(t.database.db);
    team = await makeAuditTeam(t.app, t.database.db, [company]);
    // The bombs first: the ordinary file waits behind them in the queue.
    for (const [name, data] of [
      ['statement.pdf', await pdfBomb()],
      ['minutes.docx', await officeBomb('docx')],
      ['ledger.xlsx', await officeBomb('xlsx')],
      ['screenshot.png', await pngBomb()],
    ] as const) {
      expect(data.length).toBeLessThan(10 * 1024 * 1024);
      bombs.push(await file(company, name, data));
    }
    ordinary = await file(company, 'photo.jpg', (await sampleFiles())['photo.jpg'] as Buffer);
  });
  afterAll(() => t?.close());

  it('marks each bomb not cleaned for being over the bound, keeps it as sent, and cleans the file behind them', async () => {
    const cleaning = cleanPendingAttachments(t.deps);
    // The site answers while the bombs are being cleaned.
    const answer = await call(t.app, commonsApi.companyTypes);
    expect(answer.statusCode).toBe(200);
    expect(await cleaning).toEqual({ OVER_LIMIT: bombs.length, CLEANED: 1 });

    for (const bomb of bombs) {
      expect(await detailFile(bomb), bomb.name).toMatchObject({
        cleaning: 'NOT_CLEANED',
        notCleanedReason: 'LIMIT',
        cleanedSize: null,
      });
      const download = await call(t.app, adminApi.attachment, {
        params: { id: bomb.attachmentId },
        headers: team.headers,
      });
      expect(download.statusCode, bomb.name).toBe(200);
      expect(download.rawPayload.equals(bomb.data), bomb.name).toBe(true);
    }
    expect(await detailFile(ordinary)).toMatchObject({ cleaning: 'CLEANED', notCleanedReason: null });
    // Marked for good: no bomb is handed to a cleaner again (as it was at each restart).
    expect(await cleanPendingAttachments(t.deps)).toEqual({});
    // Room for a loaded machine (and for today's main, where each zip bomb held the cleaner for its 60 s limit).
  }, 600_000);
});
