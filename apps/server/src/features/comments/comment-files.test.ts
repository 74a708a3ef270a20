import {
  adminApi,
  COMMENT_FILE_LIMITS,
  COMMENT_FILE_MESSAGES,
  COMMENT_MESSAGES,
  REPORT_MESSAGES,
  reporterApi,
} from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIND } from '../../security/cipher-bindings.ts';
import { call } from '../../test-support/api.ts';
import {
  type AuditTeam,
  bearer,
  type Company,
  makeAdmin,
  makeAuditTeam,
  makeCompany,
} from '../../test-support/factories.ts';
import { postIdOf } from '../../test-support/report-world.ts';
import { commentForm, pdfBytes, reportAndSignIn, type TestFile } from '../../test-support/reports.ts';
import { waitFor } from '../../test-support/server-process.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { rowCount } from '../../test-support/test-database.ts';
import { openSpools } from '../../test-support/upload-spools.ts';
import { deliverDueMails, type SendMail } from '../mail/outbox.ts';

// Issue 31: files with a comment or a reply, through the API. Each is at most 10 MB (refused while it arrives, nothing
// kept), of the report attachment's types, at most three a comment, encrypted for its row and comment, listed with
// its name and size on both sides; the report's own attachment stays the submission's file. Downloads, scope, the
// access log and cleaning: comment-file-downloads.test.ts.

const TEAM_MAIL = 'files.team@audit.example';
const memo = (name: string, text = `${name}의 내용`): TestFile => ({ name, data: Buffer.from(text) });

describe('files with comments and replies', () => {
  let t: TestApp;
  let company: Company;
  let team: AuditTeam;
  let reporter: { postId: number; headers: { authorization: string } };

  const comment = (
    form: FormData | object,
    who: 'reporter' | 'admin' = 'reporter',
    postId = reporter.postId,
  ) =>
    call(t.app, who === 'reporter' ? reporterApi.comment : adminApi.comment, {
      params: { postId },
      headers: who === 'reporter' ? reporter.headers : team.headers,
      payload: form,
    });
  const counts = async () => ({
    comments: await rowCount(t.database.db, 'comments'),
    attachments: await rowCount(t.database.db, 'attachments'),
  });
  const mine = async () => (await call(t.app, reporterApi.myPost, { headers: reporter.headers })).json();

  beforeAll(async () => {
    t = await buildTestApp({
      mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@audit.example', intervalSeconds: 15 },
    });
    company = await makeCompany(t.database.db, '증빙추가상사');
    team = await makeAuditTeam(t.app, t.database.db, [company]);
    await makeAdmin(t.database.db, team.group, { email: TEAM_MAIL });
    const r = await reportAndSignIn(t.app, company, {}, [{ name: '최초 증빙.pdf', data: pdfBytes(400) }]);
    reporter = { postId: await postIdOf(t.database.db, r.receiptNumber), headers: bearer(r.token) };
  });
  afterAll(() => t?.close());

  it('keeps a comment’s files encrypted for the comment, listed with name and size on both sides', async () => {
    const files = [memo('거래 내역.txt'), { name: '추가 증빙.pdf', data: pdfBytes(2048) }];
    const posted = await comment(commentForm('추가 자료를 보냅니다.', files));
    expect(posted.statusCode).toBe(200);
    const { id: commentId, files: sent } = posted.json();
    expect(sent).toEqual([
      { id: expect.any(Number), clientFilename: '거래 내역.txt', size: files[0]!.data.length },
      { id: expect.any(Number), clientFilename: '추가 증빙.pdf', size: 2048 },
    ]);

    // At rest: bound to the report, the comment and the file; neither the name nor the bytes in plain form.
    for (const [i, f] of sent.entries()) {
      const row = await t.database.db
        .selectFrom('attachments')
        .select(['post_id', 'comment_id', 'filename_enc', 'data_enc', 'cleaning'])
        .where('id', '=', f.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ post_id: reporter.postId, comment_id: commentId });
      const plain = Buffer.from(files[i]!.data);
      expect(row.data_enc.includes(plain)).toBe(false);
      expect(row.filename_enc.includes(Buffer.from(f.clientFilename))).toBe(false);
      const { cipher } = t.deps;
      expect(
        cipher.decrypt(row.data_enc, BIND.fileData(reporter.postId, f.id, commentId)).equals(plain),
      ).toBe(true);
      // Moved to the report's own file (no comment) or to another comment, it does not decrypt.
      expect(() => cipher.decrypt(row.data_enc, BIND.fileData(reporter.postId, f.id))).toThrow();
      expect(() =>
        cipher.decrypt(row.data_enc, BIND.fileData(reporter.postId, f.id, commentId + 1)),
      ).toThrow();
    }
    expect(
      (
        await t.database.db
          .selectFrom('attachments')
          .select('cleaning')
          .where('comment_id', '=', commentId)
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      ).map((r) => r.cleaning),
    ).toEqual(['UNSUPPORTED', 'PENDING']);

    // The reporter sees them with the comment; the report's attachment is still the submission's one file.
    const view = await mine();
    expect(view.attachFiles).toEqual([
      { id: expect.any(Number), clientFilename: '최초 증빙.pdf', size: 400 },
    ]);
    const withFiles = view.comments.find((c: { id: number }) => c.id === commentId);
    expect(withFiles.files).toEqual(sent);
    const own = await call(t.app, reporterApi.attachment, { headers: reporter.headers });
    expect(own.rawPayload.equals(pdfBytes(400))).toBe(true);

    // The admin sees them with their cleaning, like the report's attachment.
    const detail = (
      await call(t.app, adminApi.post, { params: { id: reporter.postId }, headers: team.headers })
    ).json();
    expect(detail.attachFiles).toHaveLength(1);
    expect(detail.comments.find((c: { id: number }) => c.id === commentId).files).toEqual([
      { ...sent[0], cleaning: 'NOT_CLEANED', notCleanedReason: 'TYPE', cleanedSize: null },
      { ...sent[1], cleaning: 'PENDING', notCleanedReason: null, cleanedSize: null },
    ]);
  });

  it('takes a reply with a file from the audit office, which the reporter sees', async () => {
    const posted = await comment(
      commentForm('작성 양식을 보내드립니다.', [memo('진술서 양식.txt')]),
      'admin',
    );
    expect(posted.statusCode).toBe(200);
    const reply = (await mine()).comments.find((c: { id: number }) => c.id === posted.json().id);
    expect(reply).toMatchObject({
      user: { role: 'ROLE_ADMIN' },
      files: [{ clientFilename: '진술서 양식.txt' }],
    });
    // The spec's JSON comment keeps working, without files.
    const plain = await comment({ content: '파일 없는 댓글', postId: reporter.postId });
    expect(plain.json()).toMatchObject({ content: '파일 없는 댓글', files: [] });
  });

  it(`refuses more than ${COMMENT_FILE_LIMITS.perComment} files, keeping nothing`, async () => {
    const before = await counts();
    const four = ['1', '2', '3', '4'].map((n) => memo(`자료${n}.txt`));
    for (const who of ['reporter', 'admin'] as const) {
      const res = await comment(commentForm('파일이 많습니다.', four), who);
      expect(res.statusCode, who).toBe(400);
      expect(res.json().message).toBe(COMMENT_FILE_MESSAGES.tooMany);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a file sent under another name than files as a malformed request, keeping nothing', async () => {
    const before = await counts();
    const form = commentForm('다른 이름의 파일');
    form.append('attachment', new Blob([Buffer.from('내용')]), '자료.txt');
    const res = await comment(form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('요청 형식이 올바르지 않습니다.');
    expect(await counts()).toEqual(before);
  });

  it('refuses a file part that has no file name at all as a file of no known type, keeping nothing', async () => {
    const before = await counts();
    // Not what a browser sends (it names every file, an empty input with ""), but what a hand-made request may.
    const boundary = 'nameless';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n이름 없는 파일\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="files"\r\nContent-Type: application/octet-stream\r\n\r\n내용\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/informant/posts/${reporter.postId}/comment`,
      headers: { ...reporter.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(REPORT_MESSAGES.fileType);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 10 MB while it arrives, keeping nothing', async () => {
    const before = await counts();
    const res = await comment(
      commentForm('큰 파일', [
        memo('작은 파일.txt'),
        { name: '큰 파일.pdf', data: pdfBytes(COMMENT_FILE_LIMITS.bytes + 1) },
      ]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(REPORT_MESSAGES.fileTooLarge);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file of another type, or whose content is not its type, keeping nothing', async () => {
    const before = await counts();
    const html = await comment(commentForm('웹 페이지', [memo('정상.txt'), memo('page.html', '<script>')]));
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe(REPORT_MESSAGES.fileType);
    const fake = await comment(commentForm('가짜 PDF', [memo('가짜.pdf', 'not a pdf')]), 'admin');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(REPORT_MESSAGES.fileMismatch);
    // The comment itself is checked like a JSON one.
    const empty = await comment(commentForm('  ', [memo('빈 댓글.txt')]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(COMMENT_MESSAGES.required);
    expect(await counts()).toEqual(before);
  });

  it('leaves no upload spool open, whatever became of the comments', async () => {
    await waitFor(() => openSpools(t.config.dataDir).length === 0, 30_000);
    expect(openSpools(t.config.dataDir)).toEqual([]);
  });

  it('never names a file, nor its content, in the mail about a comment', async () => {
    // A report of its own: the first comment on it is told to the team at once (one notice a window a report).
    const r = await reportAndSignIn(t.app, company);
    const postId = await postIdOf(t.database.db, r.receiptNumber);
    const sent: Parameters<SendMail>[0][] = [];
    await deliverDueMails(t.deps, async (mail) => void sent.push(mail), 500);
    const before = sent.length;
    const posted = await call(t.app, reporterApi.comment, {
      params: { postId },
      headers: bearer(r.token),
      payload: commentForm('메일 확인용 댓글', [memo('비밀 증빙 파일명.txt', '비밀 파일 내용')]),
    });
    expect(posted.statusCode).toBe(200);
    await deliverDueMails(t.deps, async (mail) => void sent.push(mail), 500);
    const notices = sent.slice(before).filter((m) => m.to === TEAM_MAIL && m.subject.includes('댓글'));
    expect(notices).toHaveLength(1);
    const mails = JSON.stringify(notices);
    for (const secret of ['비밀 증빙 파일명', '비밀 파일 내용', '메일 확인용 댓글', '.txt'])
      expect(mails).not.toContain(secret);
  });
});
