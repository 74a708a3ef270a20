import {
  ATTACHMENT_CLEANING_PENDING,
  adminApi,
  COMMENT_FILE_MESSAGES,
  REPORT_NOT_FOUND,
  reporterApi,
} from '@audit/contracts';
import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { type AuditTeam, bearer, makeAuditTeam, makeCompany } from '../../test-support/factories.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { commentForm, reportAndSignIn, type TestFile } from '../../test-support/reports.ts';
import { jpegWithMetadata, SECRETS } from '../../test-support/sample-files.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { cleanPendingAttachments } from './clean-attachments.ts';

// Issue 31: the files of comments and replies, downloaded. By id within the caller's scope only: another reporter's
// file, another company's, and (exclusion-leaks-nothing.test.ts) an excluded admin's answer 404 exactly as a file
// that does not exist. Cleaned in the background like the report's attachment; the admin's download is logged.

type Headers = { authorization: string };
const memo = (name: string, text = `${name}의 내용`): TestFile => ({ name, data: Buffer.from(text) });

describe('downloading the files of comments', () => {
  let t: TestApp;
  let team: AuditTeam;
  let otherTeam: AuditTeam;
  let reporter: { postId: number; headers: Headers };
  let otherReporter: { postId: number; headers: Headers };
  let photo: Buffer;
  /** The reporter's photo (with GPS), its text file, and the office's photo in a reply. */
  const ids = { photo: 0, text: 0, replyPhoto: 0, commentId: 0 };

  const adminGet = (id: number, headers: Headers = team.headers, original = false) =>
    call(t.app, original ? adminApi.originalCommentFile : adminApi.commentFile, { params: { id }, headers });
  const reporterGet = (id: number, headers: Headers = reporter.headers) =>
    call(t.app, reporterApi.commentFile, { params: { id }, headers });
  const downloadLog = () =>
    t.database.db
      .selectFrom('personal_data_access_logs')
      .select(['action', 'detail', 'admin_user_id', 'receipt_number'])
      .where('post_id', '=', reporter.postId)
      .where('action', 'like', 'DOWNLOAD%')
      .orderBy('seq')
      .execute();

  beforeAll(async () => {
    t = await buildTestApp();
    const company = await makeCompany(t.database.db, '내려받기상사');
    const other = await makeCompany(t.database.db, '다른회사상사');
    team = await makeAuditTeam(t.app, t.database.db, [company]);
    otherTeam = await makeAuditTeam(t.app, t.database.db, [other]);
    const signedIn = async (c: typeof company) => {
      const r = await reportAndSignIn(t.app, c);
      return { postId: await postIdOf(t.database.db, r.receiptNumber), headers: bearer(r.token) };
    };
    reporter = await signedIn(company);
    otherReporter = await signedIn(other);
    photo = await jpegWithMetadata();
    const posted = await call(t.app, reporterApi.comment, {
      params: { postId: reporter.postId },
      headers: reporter.headers,
      payload: commentForm('사진을 보냅니다.', [{ name: '현장 사진.jpg', data: photo }, memo('메모.txt')]),
    });
    expect(posted.statusCode).toBe(200);
    ids.commentId = posted.json().id;
    [ids.photo, ids.text] = posted.json().files.map((f: { id: number }) => f.id);
    const reply = await call(t.app, adminApi.comment, {
      params: { postId: reporter.postId },
      headers: team.headers,
      payload: commentForm('사진 양식입니다.', [{ name: '양식 사진.jpg', data: photo }]),
    });
    ids.replyPhoto = reply.json().files[0].id;
  });
  afterAll(() => t?.close());

  it('answers another reporter’s file and another company’s file as a file that does not exist', async () => {
    const missing = 2_000_000_001;
    for (const id of [ids.text, missing]) {
      const res = await reporterGet(id, otherReporter.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(COMMENT_FILE_MESSAGES.notFound);
    }
    for (const id of [ids.text, missing])
      for (const original of [false, true]) {
        const res = await adminGet(id, otherTeam.headers, original);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(REPORT_NOT_FOUND);
      }
    // The report's attachment routes serve only the file of the submission.
    expect(
      (await call(t.app, adminApi.attachment, { params: { id: ids.text }, headers: team.headers }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, reporterApi.attachment, { headers: reporter.headers })).statusCode).toBe(404);
  });

  it('gives the reporter its own file as sent, as an attachment with its name', async () => {
    const res = await reporterGet(ids.text);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString()).toBe('메모.txt의 내용');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__.txt"; filename*=UTF-8''${encodeURIComponent('메모.txt')}`,
    );
    const own = await reporterGet(ids.photo);
    expect(own.rawPayload.equals(photo)).toBe(true);
  });

  it('keeps every file while it waits, then cleans it: hidden metadata gone from the copies', async () => {
    const waiting = await adminGet(ids.photo);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(ATTACHMENT_CLEANING_PENDING);
    // The office's file goes to the reporter cleaned only: not before it is.
    expect((await reporterGet(ids.replyPhoto)).statusCode).toBe(409);
    expect(await cleanPendingAttachments(t.deps)).toEqual({ CLEANED: 2 });

    const cleaned = await adminGet(ids.photo);
    expect(cleaned.statusCode).toBe(200);
    expect(cleaned.headers['content-type']).toBe('image/jpeg');
    expect(cleaned.rawPayload.equals(photo)).toBe(false);
    expect(await exifr.gps(cleaned.rawPayload)).toBeUndefined();
    for (const secret of Object.values(SECRETS))
      expect(cleaned.rawPayload.includes(secret, 0, 'latin1')).toBe(false);
    const original = await adminGet(ids.photo, team.headers, true);
    expect(original.rawPayload.equals(photo)).toBe(true);
    expect(await exifr.gps(original.rawPayload)).toMatchObject({ latitude: expect.closeTo(37.5665, 3) });

    const toReporter = await reporterGet(ids.replyPhoto);
    expect(toReporter.statusCode).toBe(200);
    expect(await exifr.gps(toReporter.rawPayload)).toBeUndefined();
    const detail = (
      await call(t.app, adminApi.post, { params: { id: reporter.postId }, headers: team.headers })
    ).json();
    const files = detail.comments.flatMap((c: { files: object[] }) => c.files);
    expect(files).toContainEqual(
      expect.objectContaining({ id: ids.photo, cleaning: 'CLEANED', cleanedSize: cleaned.rawPayload.length }),
    );
  });

  it('writes each admin download to the access log, saying which file went, and no reporter download', async () => {
    const before = (await downloadLog()).length;
    await reporterGet(ids.text);
    expect(await downloadLog()).toHaveLength(before);
    expect((await adminGet(ids.photo)).statusCode).toBe(200);
    expect((await adminGet(ids.text)).statusCode).toBe(200);
    expect((await adminGet(ids.photo, team.headers, true)).statusCode).toBe(200);
    const c = ids.commentId;
    expect((await downloadLog()).slice(before)).toEqual(
      [
        ['DOWNLOAD_ATTACHMENT', `comment ${c} file ${ids.photo} (cleaned copy)`],
        ['DOWNLOAD_ATTACHMENT', `comment ${c} file ${ids.text} (original, not cleaned)`],
        ['DOWNLOAD_ORIGINAL_ATTACHMENT', `comment ${c} file ${ids.photo} (original)`],
      ].map(([action, detail]) => ({
        action,
        detail,
        admin_user_id: team.admin.id,
        receipt_number: expect.any(String),
      })),
    );
  });
});
