import { SITE_FORMS, SITE_MESSAGES } from '@audit/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Company, makeCompany } from '../../test-support/factories.ts';
import { makeReport, VALID_PASSWORD } from '../../test-support/reports.ts';
import {
  blockingScripts,
  csrfOf,
  draftOf,
  fieldValue,
  multipart,
  OWN_ORIGIN,
  type Page,
  PlainBrowser,
  reportFormFields,
  signedInOnNewReport,
  siteRowCounts,
  visibleText,
} from '../../test-support/site-forms.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { CSRF_TOKEN_LIFETIME_MS } from './csrf.ts';
import { heldReport } from './review-step.ts';

// Issue 28: a post that another site's page makes is refused, and nothing it carried is stored. What a browser says
// of where a post was made (Origin, Sec-Fetch-Site) is checked before the body is read; a post that passes that
// carries a token bound to this browser's cookie. A token that does not hold never costs a reporter the form: it
// comes back with what was typed and a new token.

describe('posts from other sites and CSRF tokens', () => {
  let t: TestApp;
  let company: Company;
  let before: Awaited<ReturnType<typeof siteRowCounts>>;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db, '교차검증물산');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    before = await siteRowCounts(t.database.db);
  });
  const nothingStored = async () => expect(await siteRowCounts(t.database.db)).toEqual(before);

  /** A browser with the anonymous form open (its token and cookie) and the form's fields filled in. */
  const openReportForm = async () => {
    const browser = new PlainBrowser(t.app);
    const { csrf } = await browser.openForm(SITE_FORMS.reportAnonymous);
    const fields = reportFormFields(company, { fields: { title: '교차 사이트 검사 제목' } });
    return { browser, csrf, fields };
  };

  /** A browser on the review page of a checked report (held, not filed). */
  const onReviewPage = async () => {
    const { browser, csrf, fields } = await openReportForm();
    const review = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: csrf, ...fields, intent: 'review' }),
    );
    expect(review.statusCode).toBe(200);
    before = await siteRowCounts(t.database.db);
    return { browser, csrf: csrfOf(review.body), draft: draftOf(review.body) };
  };

  /** A browser signed in on the look-up page, on its report's page. */
  const signedIn = async () => {
    const { browser, page: mine } = await signedInOnNewReport(t.app, company);
    before = await siteRowCounts(t.database.db);
    return { browser, csrf: csrfOf(mine.body) };
  };

  const refusedAsForeign = (res: Page) => {
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(visibleText(res.body)).toContain(SITE_MESSAGES.foreignPost);
    expect(blockingScripts(res.body)).toEqual([]);
  };

  it('refuses a report form posted from another origin, before reading it', async () => {
    const { browser, csrf, fields } = await openReportForm();
    for (const intent of ['review', 'submit']) {
      const res = await browser.postMultipart(
        SITE_FORMS.reportAnonymous,
        multipart({ _csrf: csrf, ...fields, intent }),
        { origin: 'https://evil.example' },
      );
      refusedAsForeign(res);
    }
    const asJson = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: csrf, ...fields, intent: 'submit' }),
      { origin: 'https://evil.example', accept: 'application/json' },
    );
    expect(asJson.statusCode).toBe(403);
    expect(asJson.json()).toEqual({ ok: false, code: 'FORBIDDEN', message: SITE_MESSAGES.foreignPost });
    // Refused on arrival: a body that could not even be parsed (400 from the site's own origin) is never looked at.
    const unreadable = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: SITE_FORMS.reportAnonymous,
        payload: 'not multipart at all',
        headers: { 'content-type': 'multipart/form-data; boundary=nothing-like-it', origin },
      });
    expect((await unreadable(OWN_ORIGIN)).statusCode).toBe(400);
    refusedAsForeign(await unreadable('https://evil.example'));
    await nothingStored();
  });

  it('refuses the review step’s 접수 from another origin: the held report is not filed', async () => {
    const { browser, csrf, draft } = await onReviewPage();
    for (const origin of [
      'https://evil.example',
      'http://localhost:8080',
      'http://localhost.evil.example:80',
    ])
      refusedAsForeign(
        await browser.postForm(
          SITE_FORMS.confirmAnonymous,
          { _csrf: csrf, draft, intent: 'confirm' },
          { origin },
        ),
      );
    await nothingStored();
    // The same press from the site's own page files it: the refusal was the origin's, nothing else.
    const own = await browser.postForm(SITE_FORMS.confirmAnonymous, {
      _csrf: csrf,
      draft,
      intent: 'confirm',
    });
    expect(own.statusCode).toBe(303);
    expect((await siteRowCounts(t.database.db)).posts).toBe(before.posts + 1);
  });

  it('refuses a look-up sign-in and a comment from another origin', async () => {
    const { browser, csrf } = await signedIn();
    const receipt = await makeReport(t.app, company);
    before = await siteRowCounts(t.database.db);
    const evil = { origin: 'https://evil.example' };
    refusedAsForeign(
      await browser.postForm(
        SITE_FORMS.lookup,
        { _csrf: csrf, loginId: receipt, password: VALID_PASSWORD },
        evil,
      ),
    );
    refusedAsForeign(
      await browser.postForm(SITE_FORMS.comment, { _csrf: csrf, content: '외부에서 쓴 댓글' }, evil),
    );
    refusedAsForeign(await browser.postForm(SITE_FORMS.signout, { _csrf: csrf }, evil));
    await nothingStored();
    // The session is still the one it was (sign-out from elsewhere did not end it).
    expect((await browser.get('/inquirypage')).statusCode).toBe(200);
  });

  it('refuses a post whose Sec-Fetch-Site is cross-site or same-site, whatever its Origin says', async () => {
    const { browser, csrf, fields } = await openReportForm();
    for (const site of ['cross-site', 'same-site']) {
      refusedAsForeign(
        await browser.postMultipart(SITE_FORMS.reportAnonymous, multipart({ _csrf: csrf, ...fields }), {
          'sec-fetch-site': site,
        }),
      );
      refusedAsForeign(
        await browser.postForm(
          SITE_FORMS.lookup,
          { _csrf: csrf, loginId: '1', password: 'x' },
          { 'sec-fetch-site': site },
        ),
      );
    }
    await nothingStored();
    const own = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: csrf, ...fields }),
      {
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(own.statusCode).toBe(200);
  });

  it('refuses `Origin: null` (a page under no-referrer, a sandboxed frame, a file)', async () => {
    const { browser, csrf, fields } = await openReportForm();
    refusedAsForeign(
      await browser.postMultipart(SITE_FORMS.reportAnonymous, multipart({ _csrf: csrf, ...fields }), {
        origin: 'null',
      }),
    );
    refusedAsForeign(
      await browser.postForm(SITE_FORMS.lookup, { _csrf: csrf, loginId: '1' }, { origin: 'null' }),
    );
    await nothingStored();
  });

  /** The refused form: 403, the message, what was typed (not the password), a new token for this browser. */
  const refusedWithForm = (res: Page, posted: string | undefined, message: string) => {
    expect(res.statusCode).toBe(403);
    expect(visibleText(res.body)).toContain(message);
    expect(fieldValue(res.body, 'title')).toBe('교차 사이트 검사 제목');
    expect(fieldValue(res.body, 'who')).toBe('구매팀 박 차장');
    expect(fieldValue(res.body, 'companyType')).toBe(company.code);
    expect(fieldValue(res.body, 'password')).toBeNull();
    expect(res.body).not.toContain(VALID_PASSWORD);
    const fresh = csrfOf(res.body);
    expect(fresh).not.toBe(posted);
    return fresh;
  };

  it('refuses a missing, a wrong, and another browser’s token, giving the form back with a new token', async () => {
    const { browser, csrf, fields } = await openReportForm();
    const other = await openReportForm();
    const forged = `${csrf.split('.')[0]}.${'A'.repeat(22)}`;
    const tokens = {
      missing: undefined,
      wrong: forged,
      'another browser’s': other.csrf,
      garbage: '<script>',
    };
    for (const [what, token] of Object.entries(tokens)) {
      const res = await browser.postMultipart(
        SITE_FORMS.reportAnonymous,
        multipart({ ...(token === undefined ? {} : { _csrf: token }), ...fields, intent: 'submit' }),
      );
      refusedWithForm(res, token, SITE_MESSAGES.csrfInvalid);
      expect(res.body, what).not.toContain('&lt;script&gt;');
    }
    // A token with no cookie to bind it (cookies cleared, or a forged post) holds for no one.
    browser.jar.clear();
    refusedWithForm(
      await browser.postMultipart(SITE_FORMS.reportAnonymous, multipart({ _csrf: csrf, ...fields })),
      csrf,
      SITE_MESSAGES.csrfInvalid,
    );
    await nothingStored();
  });

  it('refuses a wrong token on the look-up, the comment and the review, keeping what was typed', async () => {
    const { browser } = await signedIn();
    const forged = 'abc.AAAAAAAAAAAAAAAAAAAAAA';
    const lookup = await browser.postForm(SITE_FORMS.lookup, { _csrf: forged, loginId: '1234567812345678' });
    expect(lookup.statusCode).toBe(403);
    expect(fieldValue(lookup.body, 'loginId')).toBe('1234567812345678');
    const comment = await browser.postForm(SITE_FORMS.comment, {
      _csrf: forged,
      content: '지워지면 안 되는 댓글',
    });
    expect(comment.statusCode).toBe(403);
    expect(visibleText(comment.body)).toContain(SITE_MESSAGES.csrfInvalid);
    expect(fieldValue(comment.body, 'content')).toBe('지워지면 안 되는 댓글');
    await nothingStored();

    const review = await onReviewPage();
    const confirm = await review.browser.postForm(SITE_FORMS.confirmAnonymous, {
      _csrf: forged,
      draft: review.draft,
      intent: 'confirm',
    });
    expect(confirm.statusCode).toBe(403);
    expect(draftOf(confirm.body)).toBe(review.draft);
    expect(visibleText(confirm.body)).toContain('교차 사이트 검사 제목');
    await nothingStored();
  });

  it('refuses a token past its 24 hours as expired, with the values kept and a token that then posts', async () => {
    const { browser, csrf, fields } = await openReportForm();
    t.clock.advance(CSRF_TOKEN_LIFETIME_MS + 60_000);
    const res = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: csrf, ...fields, intent: 'review' }),
    );
    const fresh = refusedWithForm(res, csrf, SITE_MESSAGES.csrfExpired);
    await nothingStored();
    const again = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: fresh, ...fields, intent: 'review' }),
    );
    expect(again.statusCode).toBe(200);
    expect(draftOf(again.body)).toBeTruthy();
  });

  it('still takes a token 23 hours old (a form filled in slowly, sent over a slow connection)', async () => {
    const { browser, csrf, fields } = await openReportForm();
    t.clock.advance(23 * 60 * 60_000);
    const res = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: csrf, ...fields, intent: 'review' }),
    );
    expect(res.statusCode).toBe(200);
    // Held for its review page (older holds, past their time after the clock moved, went on the way).
    expect((await heldReport(t.deps, draftOf(res.body)))?.values.title).toBe('교차 사이트 검사 제목');
  });
});
