import { REPORT_MESSAGES, SITE_FORMS, SITE_MESSAGES } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptHash } from '../../security/access-grant.ts';
import { BIND } from '../../security/cipher-bindings.ts';
import { type Company, makeCompany, makeGroup } from '../../test-support/factories.ts';
import { pdfBytes, VALID_PASSWORD } from '../../test-support/reports.ts';
import {
  blockingScripts,
  csrfOf,
  draftOf,
  fieldValue,
  multipart,
  PlainBrowser,
  reportFormFields,
  siteRowCounts,
  visibleText,
} from '../../test-support/site-forms.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { REVIEW_HOLD_MS } from './review-step.ts';

// Issue 28: without JavaScript, the confirmation before sending (접수 하시겠습니까?) is a page of the server's: the
// checked report waits, encrypted, for its 접수 or 수정; nothing is filed before 접수, and 접수 files it once. The
// receipt number reaches /reportcomplete in a cookie that page reads once.

const FILE_MARK = 'PLAINTEXT-MARK-이면안됨';

describe('the review step of a report posted without JavaScript', () => {
  let t: TestApp;
  let company: Company;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db, '검토단계전자');
    await makeGroup(t.database.db, { companies: [{ company, source: true }] });
  });
  afterAll(() => t.close());

  /** A browser on the review page of a checked report of `kind`, with a small PDF attached. */
  const review = async (o: { real?: boolean; title?: string } = {}) => {
    const url = o.real ? SITE_FORMS.reportReal : SITE_FORMS.reportAnonymous;
    const browser = new PlainBrowser(t.app);
    const { csrf } = await browser.openForm(
      o.real ? `${url}?collectionConsent=yes&thirdPartyConsent=yes` : url,
    );
    const file = pdfBytes(3000);
    file.write(FILE_MARK, 100, 'utf8');
    const fields = reportFormFields(company, {
      real: o.real,
      fields: { title: o.title ?? '검토 단계 제목' },
    });
    const page = await browser.postMultipart(
      url,
      multipart({ _csrf: csrf, ...fields }, { name: '메모.pdf', data: file }, { intent: 'review' }),
    );
    expect(page.statusCode).toBe(200);
    return { browser, page, draft: draftOf(page.body), csrf: csrfOf(page.body) };
  };
  const receiptOf = (text: string) => /\d{4}-\d{4}-\d{4}-\d{4}/.exec(text)?.[0]?.replace(/-/g, '') ?? null;

  it('shows what will be filed, with 접수 and 수정, and files nothing yet', async () => {
    const before = await siteRowCounts(t.database.db);
    const { page } = await review({ real: true });
    const words = visibleText(page.body);
    for (const shown of [
      '접수 하시겠습니까?',
      '검토 단계 제목',
      '구매팀 박 차장',
      '금품·향응 수수',
      '메모.pdf',
    ])
      expect(words).toContain(shown);
    // The company's own-audit-team notice is said again.
    expect(words).toContain('검토단계전자 제보는 검토단계전자 감사팀이 조사합니다.');
    expect(page.body).toMatch(/<form [^>]*action="\/reportsecond\/confirm" method="post">/);
    expect(page.body).toMatch(/<button type="submit" value="confirm"[^>]*name="intent">접수<\/button>/);
    expect(page.body).toMatch(/<button type="submit" value="edit"[^>]*name="intent">수정<\/button>/);
    expect(page.body).not.toContain(VALID_PASSWORD);
    expect(blockingScripts(page.body)).toEqual([]);
    const after = await siteRowCounts(t.database.db);
    expect(after).toEqual({ ...before, pending: before.pending + 1 });
  });

  it('접수 files it and goes on to /reportcomplete, which shows the receipt number once', async () => {
    const { browser, draft, csrf } = await review({ real: true, title: '접수까지 가는 제목' });
    const before = await siteRowCounts(t.database.db);
    const res = await browser.postForm(SITE_FORMS.confirmReal, { _csrf: csrf, draft, intent: 'confirm' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/reportcomplete');
    expect(browser.jar.has('receipt')).toBe(true);
    const after = await siteRowCounts(t.database.db);
    expect(after.posts).toBe(before.posts + 1);
    expect(after.attachments).toBe(before.attachments + 1);

    const shown = await browser.get('/reportcomplete');
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const receipt = receiptOf(visibleText(shown.body));
    const post = await t.database.db
      .selectFrom('posts')
      .select(['id', 'post_type', 'title_enc'])
      .where('receipt_hash', '=', receiptHash(t.deps.cipher, receipt ?? ''))
      .executeTakeFirstOrThrow();
    expect(post.post_type).toBe('PUBLIC');
    expect(t.deps.cipher.decryptText(post.title_enc, BIND.title(post.id))).toBe('접수까지 가는 제목');

    // Read once: the cookie is cleared, and a reload shows no number.
    expect(browser.jar.has('receipt')).toBe(false);
    const again = await browser.get('/reportcomplete');
    expect(receiptOf(visibleText(again.body))).toBeNull();
    expect(visibleText(again.body)).toContain('접수번호를 표시할 수 없습니다');
  });

  it('접수 pressed twice files one report, and both presses answer the same receipt', async () => {
    const { browser, draft, csrf } = await review({ title: '두 번 누른 접수' });
    const before = await siteRowCounts(t.database.db);
    const receipts: (string | null)[] = [];
    for (let press = 0; press < 2; press++) {
      const res = await browser.postForm(SITE_FORMS.confirmAnonymous, {
        _csrf: csrf,
        draft,
        intent: 'confirm',
      });
      expect(res.statusCode).toBe(303);
      receipts.push(receiptOf(visibleText((await browser.get('/reportcomplete')).body)));
    }
    expect(receipts[0]).toMatch(/^\d{16}$/);
    expect(receipts[1]).toBe(receipts[0]);
    expect((await siteRowCounts(t.database.db)).posts).toBe(before.posts + 1);
    // And 수정 after 접수 brings nothing back to file again.
    const edit = await browser.postForm(SITE_FORMS.confirmAnonymous, { _csrf: csrf, draft, intent: 'edit' });
    expect(edit.statusCode).toBe(410);
    expect((await siteRowCounts(t.database.db)).posts).toBe(before.posts + 1);
  });

  it('수정 gives back the form with the values, asks for the file and password again, and forgets the hold', async () => {
    const { browser, draft, csrf } = await review({ real: true, title: '고쳐 쓸 제목' });
    const before = await siteRowCounts(t.database.db);
    const res = await browser.postForm(SITE_FORMS.confirmReal, { _csrf: csrf, draft, intent: 'edit' });
    expect(res.statusCode).toBe(200);
    expect(fieldValue(res.body, 'title')).toBe('고쳐 쓸 제목');
    expect(fieldValue(res.body, 'who')).toBe('구매팀 박 차장');
    expect(fieldValue(res.body, 'companyType')).toBe(company.code);
    expect(fieldValue(res.body, 'reportType')).toBe('BRIBERY');
    expect(fieldValue(res.body, 'name')).toBe('김제보');
    expect(fieldValue(res.body, 'email')).toBe('jebo@example.com');
    expect(fieldValue(res.body, 'password')).toBeNull();
    expect(visibleText(res.body)).toContain('첨부하신 파일은 보관하지 않았습니다. 파일을 다시 선택해주세요.');
    expect(res.body).toContain('<input type="hidden" name="collectionConsent" value="yes"/>');
    expect(await siteRowCounts(t.database.db)).toEqual({ ...before, pending: before.pending - 1 });
    // The old review page's 접수 files nothing now.
    const late = await browser.postForm(SITE_FORMS.confirmReal, { _csrf: csrf, draft, intent: 'confirm' });
    expect(late.statusCode).toBe(410);
    expect((await siteRowCounts(t.database.db)).posts).toBe(before.posts);
  });

  it('접수 after the hold’s time is up answers 410 with the form and the message, filing nothing', async () => {
    const { browser, draft, csrf } = await review({ title: '늦게 누른 접수' });
    const before = await siteRowCounts(t.database.db);
    t.clock.advance(REVIEW_HOLD_MS + 60_000);
    const res = await browser.postForm(SITE_FORMS.confirmAnonymous, {
      _csrf: csrf,
      draft,
      intent: 'confirm',
    });
    expect(res.statusCode).toBe(410);
    expect(visibleText(res.body)).toContain(SITE_MESSAGES.reviewGone);
    expect(res.body).toMatch(/<form class="report-form"[^>]*action="\/reportsecond02"/);
    expect(csrfOf(res.body)).toBeTruthy();
    expect((await siteRowCounts(t.database.db)).posts).toBe(before.posts);
    expect(browser.jar.has('receipt')).toBe(false);
  });

  it('an unknown draft key files nothing', async () => {
    const { browser, csrf } = await review();
    const before = await siteRowCounts(t.database.db);
    for (const draft of ['', 'x'.repeat(43), 'nope']) {
      const res = await browser.postForm(SITE_FORMS.confirmAnonymous, {
        _csrf: csrf,
        draft,
        intent: 'confirm',
      });
      expect(res.statusCode, draft).toBe(410);
    }
    expect(await siteRowCounts(t.database.db)).toEqual(before);
  });

  it('keeps the held report encrypted: no title, text, identity, file or password in clear', async () => {
    const { draft } = await review({ real: true, title: '암호화되어야 할 제목' });
    const rows = await t.database.db.selectFrom('pending_reports').selectAll().execute();
    const row = rows.find(
      (r) => r.payload_enc && Buffer.from(r.payload_enc).length > 0 && r.receipt_enc === null,
    );
    expect(row).toBeDefined();
    const stored = Buffer.concat(
      rows.flatMap((r) =>
        [r.payload_enc, r.file_data_enc].filter((b): b is Buffer => b !== null).map(Buffer.from),
      ),
    ).toString('utf8');
    for (const plain of [
      '암호화되어야 할 제목',
      '구매팀 박 차장',
      '김제보',
      'jebo@example.com',
      '010-2222-3333',
      FILE_MARK,
    ])
      expect(stored).not.toContain(plain);
    for (const r of rows) {
      expect(JSON.stringify(r)).not.toContain(VALID_PASSWORD);
      if (r.password_hash) expect(r.password_hash).toMatch(/^\$argon2id\$/);
      // Only a hash of the page's key is stored.
      expect(Buffer.from(r.key_hash).toString('base64url')).not.toBe(draft);
    }
  });

  it('deletes held reports whose time is up when a new one is held', async () => {
    await review({ title: '오래된 보류' });
    t.clock.advance(REVIEW_HOLD_MS + 60_000);
    const expired = await t.database.db
      .selectFrom('pending_reports')
      .select('id')
      .where('expires_at', '<=', t.clock.now())
      .execute();
    expect(expired.length).toBeGreaterThan(0);
    await review({ title: '새 보류' });
    const left = await t.database.db.selectFrom('pending_reports').select(['id', 'expires_at']).execute();
    const leftIds = left.map((r) => r.id);
    for (const { id } of expired) expect(leftIds).not.toContain(id);
    expect(left.every((r) => r.expires_at.getTime() > t.clock.now().getTime())).toBe(true);
    expect(left.length).toBeGreaterThan(0);
  });

  it('refuses 수정 and 접수 posted with the report form’s fields only (no draft) as gone, not as a crash', async () => {
    const { browser, csrf } = await review();
    const res = await browser.postForm(SITE_FORMS.confirmAnonymous, { _csrf: csrf, intent: 'edit' });
    expect(res.statusCode).toBe(410);
    expect(visibleText(res.body)).toContain(SITE_MESSAGES.reviewGone);
    expect(visibleText(res.body)).not.toContain(REPORT_MESSAGES.required);
  });
});
