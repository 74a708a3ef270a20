import { ERRORS, SITE_FORMS } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Company, makeCompany } from '../../test-support/factories.ts';
import { pdfBytes, VALID_PASSWORD } from '../../test-support/reports.ts';
import {
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

// Issue 28: a reporter never loses a filled form. A Tor exit is shared by many people, so its address can be over a
// limit for someone who has sent nothing yet: a form post refused by a rate limit comes back as the same page, 429,
// with what was typed (never the passwords or the file, as for any refusal) and when to try again; nothing is stored.

const RATE_LIMITED = ERRORS.RATE_LIMITED.message;

describe('rate limits on the public pages’ forms', () => {
  let t: TestApp;
  let company: Company;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: { reportsPerHour: 1, signinsPerMinute: 1, commentsPerHour: 1000 } });
    company = await makeCompany(t.database.db, '한도전자');
  });
  afterAll(() => t.close());

  /** `browser` posts the anonymous form with a file; the page it gets back. */
  const postForm = async (browser: PlainBrowser, title: string) => {
    const { csrf } = await browser.openForm(SITE_FORMS.reportAnonymous);
    const fields = reportFormFields(company, { fields: { title } });
    return browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: csrf, ...fields }, { name: '증빙.pdf', data: pdfBytes(2000) }),
    );
  };

  it('gives the report form back with what was typed, and holds nothing, once an address is over the limit', async () => {
    const browser = new PlainBrowser(t.app, '10.91.0.1');
    expect((await postForm(browser, '한도 안의 첫 제보')).statusCode).toBe(200);
    const before = await siteRowCounts(t.database.db);

    const refused = await postForm(browser, '한도를 넘은 제보');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const words = visibleText(refused.body);
    expect(words).toContain(RATE_LIMITED);
    expect(fieldValue(refused.body, 'title')).toBe('한도를 넘은 제보');
    expect(fieldValue(refused.body, 'who')).toBe('구매팀 박 차장');
    expect(refused.body).not.toContain(VALID_PASSWORD);
    // The form says the file must be chosen again, and carries a token to post it with.
    expect(words).toContain('첨부하신 파일은 보관하지 않았습니다. 파일을 다시 선택해주세요.');
    expect(csrfOf(refused.body)).not.toBe('');
    expect(await siteRowCounts(t.database.db)).toEqual(before);

    // Another address is counted apart.
    expect((await postForm(new PlainBrowser(t.app, '10.91.0.2'), '다른 주소의 제보')).statusCode).toBe(200);
  });

  it('keeps a held report on its review page when 접수 is over the limit, and files it later from elsewhere', async () => {
    const first = new PlainBrowser(t.app, '10.92.0.1');
    const second = new PlainBrowser(t.app, '10.92.0.2');
    const mine = await postForm(first, '먼저 접수할 제보');
    const theirs = await postForm(second, '나중에 접수할 제보');
    const filed = await first.postForm(SITE_FORMS.confirmAnonymous, {
      _csrf: csrfOf(mine.body),
      draft: draftOf(mine.body),
      intent: 'confirm',
    });
    expect(filed.statusCode).toBe(303);

    // The same address, now over the limit for 접수, with the other held report.
    const before = await siteRowCounts(t.database.db);
    const refused = await first.postForm(SITE_FORMS.confirmAnonymous, {
      _csrf: csrfOf(mine.body),
      draft: draftOf(theirs.body),
      intent: 'confirm',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const words = visibleText(refused.body);
    expect(words).toContain(RATE_LIMITED);
    expect(words).toContain('접수 하시겠습니까?');
    expect(words).toContain('나중에 접수할 제보');
    expect(await siteRowCounts(t.database.db)).toEqual(before);

    // 접수 from an address under the limit files the held report.
    const fromSecond = await second.postForm(SITE_FORMS.confirmAnonymous, {
      _csrf: csrfOf(theirs.body),
      draft: draftOf(theirs.body),
      intent: 'confirm',
    });
    expect(fromSecond.statusCode).toBe(303);
    expect((await siteRowCounts(t.database.db)).posts).toBe(before.posts + 1);
  });

  it('gives the look-up back with the 접수번호 typed once an address is over the sign-in limit', async () => {
    const browser = new PlainBrowser(t.app, '10.93.0.1');
    const lookup = async () => {
      const { csrf } = await browser.openForm(SITE_FORMS.lookup);
      return browser.postForm(SITE_FORMS.lookup, {
        _csrf: csrf,
        loginId: '1234567812345678',
        password: 'wrong123!',
      });
    };
    expect((await lookup()).statusCode).toBe(401);
    const refused = await lookup();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(visibleText(refused.body)).toContain(RATE_LIMITED);
    expect(fieldValue(refused.body, 'loginId')).toBe('1234567812345678');
    expect(refused.body).not.toContain('wrong123!');
  });
});
