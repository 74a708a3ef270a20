import {
  COMMENT_FILE_LIMITS,
  COMMENT_FILE_MESSAGES,
  COMMENT_MESSAGES,
  commentFileHref,
  REPORT_MESSAGES,
  SITE_FORMS,
  SITE_MESSAGES,
} from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIND } from '../../security/cipher-bindings.ts';
import { type Company, makeCompany } from '../../test-support/factories.ts';
import { pdfBytes } from '../../test-support/reports.ts';
import {
  csrfOf,
  fieldError,
  fieldValue,
  signedInOnNewReport,
  siteRowCounts,
  visible,
  visibleText,
} from '../../test-support/site-forms.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { COMMENT_MULTIPART_LIMITS } from '../comments/comment-upload.ts';

// Issue 31 without JavaScript: the comment form of /inquirypage posts multipart with its CSRF token, the comment and
// up to three files; post-redirect-get, the files listed under the comment with a link each. A refused form comes
// back with the comment typed and the files' message beside their field, and keeps no file.

type File = { name: string; data: Buffer };
const memo = (name: string, text = `${name}의 내용`): File => ({ name, data: Buffer.from(text) });

describe('the reporter’s comment form with files, without JavaScript', () => {
  let t: TestApp;
  let company: Company;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db, '댓글파일상사');
  });
  afterAll(() => t.close());

  /** A browser signed in to a new report, on its page. */
  const signedIn = () => signedInOnNewReport(t.app, company);
  const form = (csrf: string | null, content: string, files: File[]) => {
    const body = new FormData();
    if (csrf !== null) body.append('_csrf', csrf);
    body.append('content', content);
    for (const f of files) body.append('files', new Blob([new Uint8Array(f.data)]), f.name);
    // The browser's empty file input, when no file was chosen.
    if (files.length === 0) body.append('files', new Blob([]), '');
    return body;
  };

  it('offers a file field in a multipart form, and posts a comment with files (303), listed with a link each', async () => {
    const { browser, page } = await signedIn();
    expect(page.body).toMatch(
      /<form [^>]*action="\/inquirypage\/comment"[^>]*enctype="multipart\/form-data"/i,
    );
    const input = /<input [^>]*type="file"[^>]*>/.exec(visible(page.body))?.[0];
    expect(input).toContain('name="files"');
    expect(input).toContain('multiple');
    const before = await siteRowCounts(t.database.db);
    const files = [memo('현장 메모.txt'), { name: '영수증 사본.pdf', data: pdfBytes(900) }];
    const res = await browser.postMultipart(
      SITE_FORMS.comment,
      form(csrfOf(page.body), '자료 보냅니다.', files),
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/inquirypage?done=comment');
    expect(await siteRowCounts(t.database.db)).toEqual({
      ...before,
      comments: before.comments + 1,
      attachments: before.attachments + 2,
    });

    const after = await browser.get('/inquirypage');
    const words = visibleText(after.body);
    for (const shown of ['자료 보냅니다.', '현장 메모.txt', '영수증 사본.pdf'])
      expect(words).toContain(shown);
    const links = [...visible(after.body).matchAll(/href="(\/inquirypage\/commentfile\?id=(\d+))"/g)];
    expect(links).toHaveLength(2);
    const download = await browser.get(links[0]![1] as string);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.rawPayload.toString()).toBe('현장 메모.txt의 내용');
    // Stored encrypted for its comment, as the API's.
    const id = Number(links[0]![2]);
    const row = await t.database.db
      .selectFrom('attachments')
      .select(['post_id', 'comment_id', 'data_enc'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.data_enc.includes(Buffer.from('현장 메모'))).toBe(false);
    const plain = t.deps.cipher.decrypt(row.data_enc, BIND.fileData(row.post_id, id, row.comment_id));
    expect(plain.toString()).toBe('현장 메모.txt의 내용');

    // Another reporter's browser cannot have it: not found, however it asks.
    const other = await signedIn();
    const refused = await other.browser.get(commentFileHref(id));
    expect(refused.statusCode).toBe(404);
    expect(visibleText(refused.body)).toContain(COMMENT_FILE_MESSAGES.notFound);
  });

  it('still posts a comment without files, and the urlencoded form of a page of before', async () => {
    const { browser, page } = await signedIn();
    const res = await browser.postMultipart(
      SITE_FORMS.comment,
      form(csrfOf(page.body), '파일 없는 댓글', []),
    );
    expect(res.statusCode).toBe(303);
    const old = await browser.postForm(SITE_FORMS.comment, {
      _csrf: csrfOf(page.body),
      content: '예전 양식',
    });
    expect(old.statusCode).toBe(303);
    expect(visibleText((await browser.get('/inquirypage')).body)).toContain('예전 양식');
  });

  const refusals: [string, (csrf: string) => FormData, number, string][] = [
    [
      'a file over 10 MB',
      (csrf) =>
        form(csrf, '큰 파일을 보냅니다.', [
          memo('작은 파일.txt'),
          { name: '큰 파일.pdf', data: pdfBytes(COMMENT_FILE_LIMITS.bytes + 1) },
        ]),
      413,
      REPORT_MESSAGES.fileTooLarge,
    ],
    [
      'four files',
      (csrf) =>
        form(
          csrf,
          '파일 네 개',
          ['1', '2', '3', '4'].map((n) => memo(`자료${n}.txt`)),
        ),
      400,
      COMMENT_FILE_MESSAGES.tooMany,
    ],
    [
      // More than the parser reads at all (COMMENT_MULTIPART_LIMITS.files): a phone's picker makes that easy.
      `${COMMENT_MULTIPART_LIMITS.files + 1} files`,
      (csrf) =>
        form(
          csrf,
          '사진을 모두 보냅니다.',
          Array.from({ length: COMMENT_MULTIPART_LIMITS.files + 1 }, (_, n) => memo(`사진${n + 1}.txt`)),
        ),
      400,
      COMMENT_FILE_MESSAGES.tooMany,
    ],
    [
      'a file of another type',
      (csrf) => form(csrf, '웹 페이지', [memo('정상.txt'), memo('page.html', '<script>')]),
      415,
      `${REPORT_MESSAGES.fileType} ${COMMENT_FILE_MESSAGES.notKept}`,
    ],
  ];
  for (const [what, body, status, message] of refusals) {
    it(`refuses ${what} with ${status}, the comment kept in its box, no file kept`, async () => {
      const { browser, page } = await signedIn();
      const before = await siteRowCounts(t.database.db);
      const res = await browser.postMultipart(SITE_FORMS.comment, body(csrfOf(page.body)));
      expect(res.statusCode).toBe(status);
      expect(fieldError(res.body, 'files')).toBe(message);
      expect(fieldValue(res.body, 'content')).toBeTruthy();
      expect(await siteRowCounts(t.database.db)).toEqual(before);
    });
  }

  it('gives back a text longer than the parser reads, cut, with the length message, not an error page', async () => {
    const { browser, page } = await signedIn();
    const before = await siteRowCounts(t.database.db);
    const long = '가'.repeat(COMMENT_MULTIPART_LIMITS.fieldSize);
    const res = await browser.postMultipart(SITE_FORMS.comment, form(csrfOf(page.body), long, []));
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.body, 'content')).toBe(COMMENT_MESSAGES.tooLong);
    expect(fieldValue(res.body, 'content')?.startsWith('가'.repeat(4_000))).toBe(true);
    expect(await siteRowCounts(t.database.db)).toEqual(before);
  });

  it('refuses a post without its CSRF token (403), keeping no file and saying so', async () => {
    const { browser } = await signedIn();
    const before = await siteRowCounts(t.database.db);
    const res = await browser.postMultipart(
      SITE_FORMS.comment,
      form(null, '토큰 없는 댓글', [memo('자료.txt')]),
    );
    expect(res.statusCode).toBe(403);
    expect(visibleText(res.body)).toContain(SITE_MESSAGES.csrfInvalid);
    expect(fieldError(res.body, 'files')).toBe(COMMENT_FILE_MESSAGES.notKept);
    expect(fieldValue(res.body, 'content')).toBe('토큰 없는 댓글');
    expect(await siteRowCounts(t.database.db)).toEqual(before);
  });
});
