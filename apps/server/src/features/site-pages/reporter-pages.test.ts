import {
  COMMENT_MESSAGES,
  HELD_COMMENT_FIELD,
  REPORTER_MESSAGES,
  SITE_FORMS,
  SITE_MESSAGES,
} from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptHash } from '../../security/access-grant.ts';
import { type Company, makeCompany } from '../../test-support/factories.ts';
import { makeReport, pdfBytes, VALID_PASSWORD } from '../../test-support/reports.ts';
import {
  blockingScripts,
  csrfOf,
  fieldValue,
  type Page,
  PlainBrowser,
  siteRowCounts,
  visible,
  visibleText,
} from '../../test-support/site-forms.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue 28: after the receipt, without JavaScript: the look-up is a POST sign-in that opens the session cookie, and
// /inquirypage shows the report, its attachment to download, the comments, a comment form and sign-out. Refusals
// come back as the same page with the spec's message and what was typed (never the password).

describe('the look-up and the reporter’s own report as pages', () => {
  let t: TestApp;
  let company: Company;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db, '조회화면상사');
  });
  afterAll(() => t.close());

  const lookup = async (browser: PlainBrowser, loginId: string, password: string): Promise<Page> => {
    const { csrf } = await browser.openForm(SITE_FORMS.lookup);
    return browser.postForm(SITE_FORMS.lookup, { _csrf: csrf, loginId, password });
  };

  /** A report with an attachment, and a browser signed in to it on its page. */
  const signedIn = async (fields: Record<string, string> = {}) => {
    const receipt = await makeReport(t.app, company, { title: '조회 화면 제목', ...fields }, [
      { name: '첨부 자료.pdf', data: pdfBytes(1500), type: 'application/pdf' },
    ]);
    const browser = new PlainBrowser(t.app);
    const res = await lookup(browser, receipt, VALID_PASSWORD);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/inquirypage');
    const page = await browser.get('/inquirypage');
    expect(page.statusCode).toBe(200);
    return { browser, receipt, page };
  };
  const postId = async (receipt: string) =>
    (
      await t.database.db
        .selectFrom('posts')
        .select('id')
        .where('receipt_hash', '=', receiptHash(t.deps.cipher, receipt))
        .executeTakeFirstOrThrow()
    ).id;

  it('answers a wrong password with 401 and the spec’s message, keeping the receipt number only', async () => {
    const receipt = await makeReport(t.app, company);
    const res = await lookup(new PlainBrowser(t.app), receipt, 'wrong123!');
    expect(res.statusCode).toBe(401);
    expect(visibleText(res.body)).toContain(REPORTER_MESSAGES.badCredentials);
    expect(fieldValue(res.body, 'loginId')).toBe(receipt);
    expect(fieldValue(res.body, 'password')).toBeNull();
    expect(res.body).not.toContain('wrong123!');
    expect(csrfOf(res.body)).toBeTruthy();
    expect(res.headers['set-cookie'] ?? '').not.toContain('reporter_session');
  });

  it('answers an unknown receipt number exactly as a wrong password', async () => {
    const res = await lookup(new PlainBrowser(t.app), '9999000011112222', VALID_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(visibleText(res.body)).toContain(REPORTER_MESSAGES.badCredentials);
  });

  it('locks the receipt after five wrong passwords (423), the right one included', async () => {
    const receipt = await makeReport(t.app, company);
    const browser = new PlainBrowser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await lookup(browser, receipt, `wrong${i}23!`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const right = await lookup(browser, receipt, VALID_PASSWORD);
    expect(right.statusCode).toBe(423);
    expect(visibleText(right.body)).toContain(REPORTER_MESSAGES.locked);
    expect(fieldValue(right.body, 'loginId')).toBe(receipt);
    expect(browser.jar.has('reporter_session')).toBe(false);
  });

  it('answers empty fields with 400 and the spec’s message', async () => {
    const res = await lookup(new PlainBrowser(t.app), '', '');
    expect(res.statusCode).toBe(400);
    expect(visibleText(res.body)).toContain(REPORTER_MESSAGES.lookupRequired);
  });

  it('shows the signed-in reporter the report: title, status, content and the attachment’s link', async () => {
    const { page } = await signedIn({ what: '<img src=x onerror=alert(1)>' });
    const words = visibleText(page.body);
    for (const shown of [
      '조회 화면 제목',
      '접수 확인 중',
      '금품·향응 수수',
      '첨부 자료.pdf',
      '구매팀 김 과장',
    ])
      expect(words).toContain(shown);
    expect(visible(page.body)).toMatch(
      /<a [^>]*href="\/inquirypage\/attachfile"[^>]*>[\s\S]*?첨부 자료\.pdf/,
    );
    expect(visible(page.body)).not.toContain('<img src=x');
    // No identity of the reporter on the page.
    for (const identity of ['홍길동', '010-1234-5678', 'reporter@example.com'])
      expect(page.body).not.toContain(identity);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(blockingScripts(page.body)).toEqual([]);
    expect(page.body).toMatch(/<form [^>]*action="\/inquirypage\/comment"[^>]*method="post">/);
    expect(page.body).toMatch(/<form [^>]*action="\/inquirypage\/signout" method="post">/);
  });

  it('downloads the attachment as an attachment, with its name', async () => {
    const { browser } = await signedIn();
    const res = await browser.get(SITE_FORMS.attachment);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('첨부 자료.pdf')}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('posts a comment (303 to the page, which says so and shows it), escaped', async () => {
    const { browser, page } = await signedIn();
    const before = await siteRowCounts(t.database.db);
    const res = await browser.postForm(SITE_FORMS.comment, {
      _csrf: csrfOf(page.body),
      content: '추가 자료 <b>있습니다</b>',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/inquirypage?done=comment');
    expect((await siteRowCounts(t.database.db)).comments).toBe(before.comments + 1);
    const after = await browser.get(res.headers.location as string);
    expect(visibleText(after.body)).toContain(COMMENT_MESSAGES.registered);
    expect(visibleText(after.body)).toContain('추가 자료 <b>있습니다</b>');
    expect(visible(after.body)).not.toContain('<b>있습니다</b>');
  });

  it('refuses an empty comment with 400 and the spec’s message, storing nothing', async () => {
    const { browser, page } = await signedIn();
    const before = await siteRowCounts(t.database.db);
    for (const content of ['', '   ']) {
      const res = await browser.postForm(SITE_FORMS.comment, { _csrf: csrfOf(page.body), content });
      expect(res.statusCode).toBe(400);
      expect(visibleText(res.body)).toContain(COMMENT_MESSAGES.required);
    }
    const long = 'ㄱ'.repeat(4001);
    const tooLong = await browser.postForm(SITE_FORMS.comment, { _csrf: csrfOf(page.body), content: long });
    expect(tooLong.statusCode).toBe(400);
    expect(visibleText(tooLong.body)).toContain(COMMENT_MESSAGES.tooLong);
    expect(fieldValue(tooLong.body, 'content')).toBe(long);
    expect(await siteRowCounts(t.database.db)).toEqual(before);
  });

  it('signs out: the look-up says so, and the report’s page is closed to that browser', async () => {
    const { browser, page } = await signedIn();
    const res = await browser.postForm(SITE_FORMS.signout, { _csrf: csrfOf(page.body) });
    expect(res.statusCode).toBe(303);
    const back = await browser.get(res.headers.location as string);
    expect(visibleText(back.body)).toContain(SITE_MESSAGES.signedOut);
    expect(browser.jar.has('reporter_session')).toBe(false);
    const closed = await browser.get('/inquirypage');
    expect(closed.statusCode).toBe(303);
    expect(closed.headers.location).toBe('/reportinquiry?reason=missing');
    expect(visibleText((await browser.get('/reportinquiry?reason=missing')).body)).toContain(
      REPORTER_MESSAGES.sessionMissing,
    );
  });

  it('sends a reporter whose session idled out back to the look-up, cookie cleared', async () => {
    const onPage = await signedIn();
    const onFile = await signedIn();
    t.clock.advance(31 * 60_000);
    for (const [browser, url] of [
      [onPage.browser, '/inquirypage'],
      [onFile.browser, SITE_FORMS.attachment],
    ] as const) {
      const res = await browser.get(url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe('/reportinquiry?reason=expired');
      expect(browser.jar.has('reporter_session'), url).toBe(false);
    }
    // With the cookie gone, the page knows of no session at all.
    expect((await onPage.browser.get('/inquirypage')).headers.location).toBe('/reportinquiry?reason=missing');
  });

  it('keeps a comment typed while the session idled out: through the look-up, back in its box, unsent', async () => {
    const { browser, receipt, page } = await signedIn();
    const comment = '추가로 확인된 사실 <있음> & "증빙" 보관 중';
    t.clock.advance(31 * 60_000);
    const before = await siteRowCounts(t.database.db);
    const refused = await browser.postForm(SITE_FORMS.comment, {
      _csrf: csrfOf(page.body),
      content: comment,
    });
    expect(refused.statusCode).toBe(401);
    expect(visibleText(refused.body)).toContain(SITE_MESSAGES.commentHeld);
    expect(fieldValue(refused.body, HELD_COMMENT_FIELD)).toBe(comment);
    expect(browser.jar.has('reporter_session')).toBe(false);
    // A wrong password keeps it too.
    const held = { [HELD_COMMENT_FIELD]: comment };
    const wrong = await browser.postForm(SITE_FORMS.lookup, {
      _csrf: csrfOf(refused.body),
      loginId: receipt,
      password: 'wrong123!',
      ...held,
    });
    expect(wrong.statusCode).toBe(401);
    expect(fieldValue(wrong.body, HELD_COMMENT_FIELD)).toBe(comment);
    const back = await browser.postForm(SITE_FORMS.lookup, {
      _csrf: csrfOf(wrong.body),
      loginId: receipt,
      password: VALID_PASSWORD,
      ...held,
    });
    expect(back.statusCode).toBe(200);
    expect(browser.jar.has('reporter_session')).toBe(true);
    expect(visibleText(back.body)).toContain(SITE_MESSAGES.commentRestored);
    expect(fieldValue(back.body, 'content')).toBe(comment);
    expect(await siteRowCounts(t.database.db)).toEqual(before);
    const sent = await browser.postForm(SITE_FORMS.comment, { _csrf: csrfOf(back.body), content: comment });
    expect(sent.statusCode).toBe(303);
    expect((await siteRowCounts(t.database.db)).comments).toBe(before.comments + 1);
    expect(visibleText((await browser.get('/inquirypage')).body)).toContain(comment);
  });

  it('answers an empty comment after the session ended with the reason alone, holding nothing', async () => {
    const { browser, page } = await signedIn();
    t.clock.advance(31 * 60_000);
    const res = await browser.postForm(SITE_FORMS.comment, { _csrf: csrfOf(page.body), content: '' });
    expect(res.statusCode).toBe(401);
    expect(visibleText(res.body)).toContain(REPORTER_MESSAGES.sessionExpired);
    expect(visibleText(res.body)).not.toContain(SITE_MESSAGES.commentHeld);
    expect(fieldValue(res.body, HELD_COMMENT_FIELD)).toBeNull();
  });

  it('closes a report completed more than a month ago: back to the look-up with the reason', async () => {
    const { browser, receipt } = await signedIn();
    const other = new PlainBrowser(t.app);
    expect((await lookup(other, receipt, VALID_PASSWORD)).statusCode).toBe(303);
    const otherCsrf = csrfOf((await other.get('/inquirypage')).body);
    const before = await siteRowCounts(t.database.db);
    await t.database.db
      .updateTable('posts')
      .set({ status_code: 'COMPLETED', completed_at: new Date(t.clock.now().getTime() - 40 * 86_400_000) })
      .where('id', '=', await postId(receipt))
      .execute();
    const res = await browser.get('/inquirypage');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/reportinquiry?reason=closed');
    expect(browser.jar.has('reporter_session')).toBe(false);
    expect(visibleText((await browser.get('/reportinquiry?reason=closed')).body)).toContain(
      REPORTER_MESSAGES.closed,
    );
    // A comment from another browser's open page is not stored either.
    const comment = await other.postForm(SITE_FORMS.comment, { _csrf: otherCsrf, content: '늦은 댓글' });
    expect(comment.statusCode).toBe(303);
    expect(comment.headers.location).toBe('/reportinquiry?reason=closed');
    expect(await siteRowCounts(t.database.db)).toEqual(before);
    // Signing in again is refused with the same words.
    const again = await lookup(new PlainBrowser(t.app), receipt, VALID_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(visibleText(again.body)).toContain(REPORTER_MESSAGES.closed);
  });
});
