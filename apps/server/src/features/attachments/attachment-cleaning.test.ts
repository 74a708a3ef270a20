import { ATTACHMENT_CLEANING_PENDING, adminApi, reporterApi } from '@audit/contracts';
import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { type AuditTeam, bearer, makeAuditTeam, makeCompany } from '../../test-support/factories.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { reportAndSignIn } from '../../test-support/reports.ts';
import { SECRETS, sampleFiles } from '../../test-support/sample-files.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  cleanPendingAttachments,
  MAX_CLEANING_ATTEMPTS,
  startAttachmentCleaner,
} from './clean-attachments.ts';

// Issue 13 through the API: a report's attachment is kept as sent and cleaned in the background; the admin's
// download is the cleaned copy, the original is a second, logged download; a file that cannot be cleaned is kept,
// marked, and served as sent. (Who may download at all: authorization-matrix and exclusion-leaks-nothing tests.)

const secretsIn = (data: Buffer) => Object.values(SECRETS).filter((s) => data.includes(s, 0, 'latin1'));

type Filed = { postId: number; attachmentId: number; reporter: { authorization: string }; data: Buffer };

describe('attachment cleaning', () => {
  let t: TestApp;
  let team: AuditTeam;
  let company: Awaited<ReturnType<typeof makeCompany>>;
  const filed: Record<string, Filed> = {};

  const file = async (name: string, data: Buffer): Promise<Filed> => {
    const { receiptNumber, token } = await reportAndSignIn(t.app, company, {}, [{ name, data }]);
    const postId = await postIdOf(t.database.db, receiptNumber);
    const row = await t.database.db
      .selectFrom('attachments')
      .select('id')
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    return { postId, attachmentId: row.id, reporter: bearer(token), data };
  };
  const detailFile = async (f: Filed) =>
    (await call(t.app, adminApi.post, { params: { id: f.postId }, headers: team.headers })).json()
      .attachFiles[0];
  const download = (f: Filed, original = false) =>
    call(t.app, original ? adminApi.originalAttachment : adminApi.attachment, {
      params: { id: f.attachmentId },
      headers: team.headers,
    });
  const accessLog = (postId: number) =>
    t.database.db
      .selectFrom('personal_data_access_logs')
      .select(['action', 'detail'])
      .where('post_id', '=', postId)
      .where('action', 'like', 'DOWNLOAD%')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db);
    team = await makeAuditTeam(t.app, t.database.db, [company]);
    for (const [name, data] of Object.entries(await sampleFiles())) filed[name] = await file(name, data);
    const head = (await sampleFiles())['photo.jpg'] as Buffer;
    filed.broken = await file('broken.jpg', Buffer.concat([head.subarray(0, 20), Buffer.alloc(3000, 7)]));
    filed.text = await file('memo.txt', Buffer.from(`Author: ${SECRETS.artist}\n`));
  });
  afterAll(() => t?.close());

  it('keeps every file while it waits: the default download is refused, the original is there', async () => {
    const photo = filed['photo.jpg'] as Filed;
    expect(await detailFile(photo)).toMatchObject({
      cleaning: 'PENDING',
      notCleanedReason: null,
      cleanedSize: null,
    });
    const refused = await download(photo);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: ATTACHMENT_CLEANING_PENDING });
    const original = await download(photo, true);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(photo.data)).toBe(true);
    // A type that is not cleaned is marked so from the start.
    expect(await detailFile(filed.text as Filed)).toMatchObject({
      cleaning: 'NOT_CLEANED',
      notCleanedReason: 'TYPE',
    });
  });

  it('cleans every supported type in the background, and marks the unreadable file', async () => {
    expect(await cleanPendingAttachments(t.deps)).toEqual({ CLEANED: 8, UNREADABLE: 1 });
    expect(await cleanPendingAttachments(t.deps)).toEqual({});
    for (const name of Object.keys(await sampleFiles())) {
      const view = await detailFile(filed[name] as Filed);
      expect(view, name).toMatchObject({ cleaning: 'CLEANED', notCleanedReason: null });
      const cleaned = await download(filed[name] as Filed);
      expect(cleaned.statusCode, name).toBe(200);
      expect(cleaned.rawPayload.length, name).toBe(view.cleanedSize);
      expect(cleaned.rawPayload.equals((filed[name] as Filed).data), name).toBe(false);
      // Office and PDF secrets sit compressed or hex-encoded: the cleaners' own tests read those back.
      expect(secretsIn(cleaned.rawPayload), name).toEqual([]);
    }
    expect(await detailFile(filed.broken as Filed)).toMatchObject({
      cleaning: 'NOT_CLEANED',
      notCleanedReason: 'UNREADABLE',
    });
  });

  it('gives the admin the cleaned photo by default and the original as its own, logged, download', async () => {
    const photo = filed['photo.jpg'] as Filed;
    const before = (await accessLog(photo.postId)).length;
    const cleaned = await download(photo);
    expect(cleaned.headers['content-type']).toBe('image/jpeg');
    expect(cleaned.headers['content-disposition']).toContain('photo.jpg');
    expect(await exifr.gps(cleaned.rawPayload)).toBeUndefined();
    expect(await exifr.orientation(cleaned.rawPayload)).toBe(6);

    const original = await download(photo, true);
    expect(original.rawPayload.equals(photo.data)).toBe(true);
    expect(await exifr.gps(original.rawPayload)).toMatchObject({ latitude: expect.closeTo(37.5665, 3) });
    expect((await accessLog(photo.postId)).slice(before)).toEqual([
      { action: 'DOWNLOAD_ATTACHMENT', detail: `attachment ${photo.attachmentId} (cleaned copy)` },
      { action: 'DOWNLOAD_ORIGINAL_ATTACHMENT', detail: `attachment ${photo.attachmentId} (original)` },
    ]);
    // The reporter gets back what it sent.
    const own = await call(t.app, reporterApi.attachment, { headers: photo.reporter });
    expect(own.rawPayload.equals(photo.data)).toBe(true);
  });

  it('serves a file that is not cleaned as it was sent, logged as before', async () => {
    for (const f of [filed.broken, filed.text] as Filed[]) {
      const res = await download(f);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(f.data)).toBe(true);
      expect((await accessLog(f.postId)).at(-1)).toEqual({
        action: 'DOWNLOAD_ATTACHMENT',
        detail: `attachment ${f.attachmentId} (original, not cleaned)`,
      });
    }
  });

  it('gives up on a file whose cleaning keeps stopping its process', async () => {
    const f = await file('again.jpg', (await sampleFiles())['photo.jpg'] as Buffer);
    await t.database.db
      .updateTable('attachments')
      .set({ cleaning_attempts: MAX_CLEANING_ATTEMPTS, cleaning_lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', f.attachmentId)
      .execute();
    expect(await cleanPendingAttachments(t.deps)).toEqual({ OVER_LIMIT: 1 });
    expect(await detailFile(f)).toMatchObject({ cleaning: 'NOT_CLEANED', notCleanedReason: 'LIMIT' });
  });

  it('leaves a file another instance is cleaning to it; cleans as soon as a report is committed', async () => {
    const f = await file('leased.png', (await sampleFiles())['screen.png'] as Buffer);
    await t.database.db
      .updateTable('attachments')
      .set({ cleaning_lease_until: new Date(Date.now() + 60_000) })
      .where('id', '=', f.attachmentId)
      .execute();
    expect(await cleanPendingAttachments(t.deps)).toEqual({});

    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const cleaner = startAttachmentCleaner(t.deps, log, 60_000);
    t.deps.wakeAttachmentCleaner = cleaner.wake;
    try {
      const next = await file('next.gif', (await sampleFiles())['clip.gif'] as Buffer);
      // Asked for at once, the download waits for this instance's cleaner and sends the cleaned copy.
      const res = await download(next);
      expect(res.statusCode).toBe(200);
      expect(secretsIn(next.data)).toContain(SECRETS.comment);
      expect(secretsIn(res.rawPayload)).toEqual([]);
      expect((await detailFile(next)).cleaning).toBe('CLEANED');
    } finally {
      t.deps.wakeAttachmentCleaner = undefined;
      await cleaner.stop();
    }
  });
});
