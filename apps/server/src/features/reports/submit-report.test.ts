import { randomBytes } from 'node:crypto';
import { REPORT_MESSAGES, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { receiptHash } from '../../security/access-grant.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { createCipher } from '../../security/crypto.ts';
import { call } from '../../test-support/api.ts';
import { bearer, type Company, makeCompany } from '../../test-support/factories.ts';
import {
  cipherFailingAtFileName,
  fileReport,
  pdfBytes,
  REAL_NAME_FIELDS,
  reportForm,
  reportRowCounts,
  signin,
} from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('report submission (reporterApi.submit)', () => {
  let t: TestApp;
  let company: Company;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db);
  });
  afterAll(() => t.close());

  const counts = () => reportRowCounts(t.database.db);
  const postByReceipt = (receipt: string) =>
    t.database.db
      .selectFrom('posts')
      .selectAll()
      .where('receipt_hash', '=', receiptHash(t.deps.cipher, receipt))
      .executeTakeFirstOrThrow();

  it('files a real-name report: random receipt, argon2id password, everything personal encrypted', async () => {
    const res = await fileReport(t.app, reportForm(company, { what: '<script>alert(1)</script>\n둘째 줄' }));
    expect(res.statusCode).toBe(200);
    const { receiptNumber } = res.json();
    expect(receiptNumber).toMatch(/^\d{16}$/);
    const post = await postByReceipt(receiptNumber);
    expect(post).toMatchObject({ post_type: 'PUBLIC', status_code: 'WAITING', comment_count: 0 });
    const cred = await t.database.db
      .selectFrom('reporter_credentials')
      .selectAll()
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(cred.password_hash).toMatch(/^\$argon2id\$/);
    const identity = await t.database.db
      .selectFrom('reporter_identities')
      .selectAll()
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    const stored = Buffer.concat([
      identity.name_enc,
      identity.phone_enc,
      identity.email_enc,
      post.title_enc,
      post.content_enc,
    ]).toString('utf8');
    for (const plain of ['홍길동', '010-1234-5678', 'reporter@example.com', '금품', 'script'])
      expect(stored).not.toContain(plain);
    const content = t.deps.cipher.decryptText(post.content_enc, BIND.content(post.id));
    expect(content).toContain('<h4>누가</h4><p>구매팀 김 과장</p>');
    expect(content).toContain('<h4>무엇을</h4><p>&lt;script&gt;alert(1)&lt;/script&gt;<br>둘째 줄</p>');
    expect(content).not.toContain('기타 요청사항');
  });

  it('never stores a name, phone or e-mail for an anonymous report, even when sent', async () => {
    const before = await counts();
    const res = await fileReport(
      t.app,
      reportForm(company, { postType: 'PRIVATE', otherRequests: '익명 보장 부탁드립니다' }),
    );
    expect(res.statusCode).toBe(200);
    const after = await counts();
    expect(after.posts).toBe(before.posts + 1);
    expect(after.identities).toBe(before.identities);
    const post = await postByReceipt(res.json().receiptNumber);
    expect(post.post_type).toBe('PRIVATE');
    expect(t.deps.cipher.decryptText(post.content_enc, BIND.content(post.id))).toContain(
      '<h4>기타 요청사항</h4><p>익명 보장 부탁드립니다</p>',
    );
  });

  it.each(
    (
      [
        [{ companyType: '' }, REPORT_MESSAGES.company],
        [{ companyType: 'NO_SUCH_COMPANY' }, REPORT_MESSAGES.company],
        [{ reportType: 'NO_SUCH_TYPE' }, REPORT_MESSAGES.reportType],
        [{ title: '  ' }, REPORT_MESSAGES.required],
        [{ how: undefined }, REPORT_MESSAGES.required],
        [{ name: '' }, REPORT_MESSAGES.name],
        [{ email: 'abc' }, REPORT_MESSAGES.emailFormat],
        [{ phoneNumber: '010 1234' }, REPORT_MESSAGES.phoneFormat],
        [{ password: 'abcdefgh' }, '패스워드는 8-16자리 영문, 숫자, 특수문자 조합으로 해주세요.'],
        [{ postType: 'BOTH' }, REPORT_MESSAGES.postType],
        [{ who: 'x'.repeat(10_001) }, '10,000자 이하로 입력해주세요.'],
      ] as [Record<string, string | undefined>, string][]
    ).map(([change, message]) => [JSON.stringify(change).slice(0, 50), change, message] as const),
  )('refuses %s with 400 and its Korean message, keeping nothing', async (_label, change, message) => {
    const before = await counts();
    const res = await fileReport(t.app, reportForm(company, change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a request that is not a multipart form', async () => {
    const res = await call(t.app, reporterApi.submit, {
      payload: { ...REAL_NAME_FIELDS, companyType: company.code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it('strips direction-changing and control characters from a file name', async () => {
    const name = '계약서\u202Efdp.txt\u2066\u0007\u200F';
    const filed = await fileReport(t.app, reportForm(company, {}, [{ name, data: Buffer.from('내용') }]));
    expect(filed.statusCode).toBe(200);
    const login = await signin(t.app, filed.json().receiptNumber, REAL_NAME_FIELDS.password);
    const mine = await call(t.app, reporterApi.myPost, { headers: bearer(login.json().token) });
    expect(mine.json().attachFiles[0].clientFilename).toBe('계약서fdp.txt');
  });

  it('accepts a file of exactly 10 MB and gives it back byte-identical', async () => {
    const data = pdfBytes(10_485_760);
    data[10_485_759] = 0x7a;
    const filed = await fileReport(t.app, reportForm(company, {}, [{ name: '증빙 자료.pdf', data }]));
    expect(filed.statusCode).toBe(200);
    const login = await signin(t.app, filed.json().receiptNumber, REAL_NAME_FIELDS.password);
    const download = await call(t.app, reporterApi.attachment, { headers: bearer(login.json().token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="__ __.pdf"; filename*=UTF-8''${encodeURIComponent('증빙 자료.pdf')}`,
    );
    expect(download.rawPayload.equals(data)).toBe(true);
    // 10 MB in and out through encryption and the embedded database took 39 s in a loaded CI run.
  }, 120_000);

  it('accepts an empty text file and gives it back empty', async () => {
    const filed = await fileReport(
      t.app,
      reportForm(company, {}, [{ name: '빈 메모.txt', data: Buffer.alloc(0) }]),
    );
    expect(filed.statusCode).toBe(200);
    const login = await signin(t.app, filed.json().receiptNumber, REAL_NAME_FIELDS.password);
    const mine = await call(t.app, reporterApi.myPost, { headers: bearer(login.json().token) });
    expect(mine.json().attachFiles.map((f: { size: number }) => f.size)).toEqual([0]);
    const download = await call(t.app, reporterApi.attachment, { headers: bearer(login.json().token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(0);
  });

  it('answers a file of 10 MB + 1 byte with 413 and keeps nothing', async () => {
    const before = await counts();
    const res = await fileReport(
      t.app,
      reportForm(company, {}, [{ name: 'big.pdf', data: pdfBytes(10_485_761) }]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: '10MB 이하의 파일만 가능합니다.', code: 'PAYLOAD_TOO_LARGE' });
    expect(await counts()).toEqual(before);
  });

  it('refuses two files and keeps nothing', async () => {
    const before = await counts();
    const res = await fileReport(
      t.app,
      reportForm(company, {}, [
        { name: 'a.pdf', data: pdfBytes(100) },
        { name: 'b.pdf', data: pdfBytes(100) },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REPORT_MESSAGES.oneFileOnly);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      'invoice.pdf',
      Buffer.from('MZ\x90\x00 this is a windows program', 'latin1'),
      REPORT_MESSAGES.fileMismatch,
    ],
    ['photo.jpg', Buffer.from('<html><script>alert(1)</script></html>'), REPORT_MESSAGES.fileMismatch],
    ['report.docx', pdfBytes(200), REPORT_MESSAGES.fileMismatch],
    ['setup.exe', Buffer.from('MZ\x90\x00', 'latin1'), REPORT_MESSAGES.fileType],
    ['page.html', Buffer.from('<html></html>'), REPORT_MESSAGES.fileType],
    ['noextension', pdfBytes(100), REPORT_MESSAGES.fileType],
  ])('refuses %s by its content (415) and keeps nothing', async (name, data, message) => {
    const before = await counts();
    const res = await fileReport(t.app, reportForm(company, {}, [{ name, data }]));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['보고서.hwp', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
    ['보고서.hwpx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0])],
    ['photo.HEIC', Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0])],
    ['scan.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['memo.txt', Buffer.from('메모 내용입니다.\n', 'utf8')],
  ])('accepts %s', async (name, data) => {
    const res = await fileReport(t.app, reportForm(company, {}, [{ name, data }]));
    expect(res.statusCode).toBe(200);
  });

  it('draws receipt numbers at random', async () => {
    const receipts: string[] = [];
    for (let i = 0; i < 8; i++)
      receipts.push(
        (await fileReport(t.app, reportForm(company, { postType: 'PRIVATE' }))).json().receiptNumber,
      );
    expect(new Set(receipts).size).toBe(receipts.length);
    const sorted = receipts.map(BigInt).sort((a, b) => (a < b ? -1 : 1));
    const gaps = sorted.slice(1).map((v, i) => v - (sorted[i] as bigint));
    expect(gaps.every((g) => g > 1_000_000n)).toBe(true);
  });

  it('leaves nothing behind when a write fails half-way', async () => {
    const app = await buildApp({ ...t.deps, cipher: cipherFailingAtFileName(t.deps.cipher) });
    const before = await counts();
    const res = await fileReport(app, reportForm(company, {}, [{ name: 'a.pdf', data: pdfBytes(100) }]));
    expect(res.statusCode).toBe(500);
    expect(res.json().message).not.toContain('disk full');
    expect(await counts()).toEqual(before);
    await app.close();
  });

  it('wakes the attachment cleaner when a file came, and only then', async () => {
    let wakes = 0;
    t.deps.wakeAttachmentCleaner = () => {
      wakes++;
    };
    try {
      expect((await fileReport(t.app, reportForm(company, { postType: 'PRIVATE' }))).statusCode).toBe(200);
      expect(wakes).toBe(0);
      const withFile = reportForm(company, { postType: 'PRIVATE' }, [{ name: 'a.pdf', data: pdfBytes(100) }]);
      expect((await fileReport(t.app, withFile)).statusCode).toBe(200);
      expect(wakes).toBe(1);
    } finally {
      t.deps.wakeAttachmentCleaner = undefined;
    }
  });

  it('stores no client address or user agent anywhere', async () => {
    const form = reportForm(company, { postType: 'PRIVATE' });
    await call(t.app, reporterApi.submit, {
      payload: form,
      remoteAddress: '203.0.113.55',
      headers: { 'user-agent': 'FrightenedPhone/9', 'x-forwarded-for': '198.51.100.23' },
    });
    const dump = JSON.stringify(
      await Promise.all(
        (
          [
            'posts',
            'reporter_credentials',
            'reporter_identities',
            'sessions',
            'login_logs',
            'personal_data_access_logs',
            'audit_trail',
          ] as const
        ).map((table) => t.database.db.selectFrom(table).selectAll().execute()),
      ),
    );
    for (const trace of ['203.0.113.55', '198.51.100.23', 'FrightenedPhone'])
      expect(dump).not.toContain(trace);
  });

  it('uses a different key id per cipher (sanity of the failing-cipher test)', () => {
    expect(createCipher(randomBytes(32)).keyId).not.toBe(t.deps.cipher.keyId);
  });
});
