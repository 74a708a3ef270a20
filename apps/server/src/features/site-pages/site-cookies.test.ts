import { adminApi, REPORTER_MESSAGES, reporterApi, SITE_FORMS } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReceipt } from '../../security/access-grant.ts';
import { call } from '../../test-support/api.ts';
import {
  bearer,
  type Company,
  makeAuditTeam,
  makeCompany,
  makeSysadmin,
} from '../../test-support/factories.ts';
import { makeReport, signin, VALID_PASSWORD } from '../../test-support/reports.ts';
import {
  multipart,
  OWN_ORIGIN,
  type Page,
  PlainBrowser,
  reportFormFields,
} from '../../test-support/site-forms.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue 28: the reporter's session without JavaScript is a cookie, HttpOnly, SameSite=Strict, Secure over TLS, sent
// only to the paths it serves, and ended by sign-out and expiry. It opens nothing else: not the admin API, not the
// spec's Bearer API (which keeps working as it was), and an admin's token in its place opens no reporter page.

/** The Set-Cookie line of `name` in a response (one expected). */
function setCookie(res: Page, name: string): string {
  const raw = res.headers['set-cookie'];
  const lines = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter((l) => l.startsWith(`${name}=`));
  expect(lines, `Set-Cookie ${name}`).toHaveLength(1);
  return lines[0] as string;
}
const attributes = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((a) => a.trim());

/** A cookie's line says it is gone: empty, expired at once, on the path it was set for. */
const cleared = (line: string, path: string) => {
  expect(line).toMatch(/^[a-z_]+=;/);
  expect(attributes(line)).toContain(`Path=${path}`);
  expect(line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
};

describe('the public pages’ cookies', () => {
  let t: TestApp;
  let company: Company;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db, '쿠키검사전자');
  });
  afterAll(() => t.close());

  /** Signs in through the look-up page; answers the browser, the sign-in's answer and the receipt number. */
  const pageSignin = async (app = t.app, headers: Record<string, string> = {}, on = company) => {
    const receipt = await makeReport(app, on);
    const browser = new PlainBrowser(app);
    const page = await browser.get(SITE_FORMS.lookup, headers);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const res = await browser.postForm(
      SITE_FORMS.lookup,
      { _csrf: csrf, loginId: receipt, password: VALID_PASSWORD },
      headers,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/inquirypage');
    return { browser, page, res, receipt };
  };

  it('csrf: the token’s binding, for the whole site, HttpOnly and SameSite=Strict, not Secure over http', async () => {
    const res = await t.app.inject(SITE_FORMS.reportAnonymous);
    const line = setCookie(res, 'csrf');
    expect(line).toMatch(/^csrf=[\w-]{22,64};/);
    expect(attributes(line)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict']));
    expect(attributes(line)).not.toContain('Secure');
    // Given once: a browser that has one keeps it.
    const again = await t.app.inject({
      url: SITE_FORMS.lookup,
      headers: { cookie: line.split(';')[0] as string },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('reporter_session: HttpOnly, SameSite=Strict, only for /inquirypage, not Secure over plain http', async () => {
    const { res } = await pageSignin();
    const line = setCookie(res, 'reporter_session');
    expect(line).toMatch(/^reporter_session=[\w-]{40,};/);
    const attrs = attributes(line);
    expect(attrs).toEqual(expect.arrayContaining(['Path=/inquirypage', 'HttpOnly', 'SameSite=Strict']));
    expect(attrs).not.toContain('Secure');
    expect(attrs.some((a) => a.startsWith('Domain='))).toBe(false);
  });

  it('every cookie is Secure when the request came over TLS, as a trusted proxy reports it', async () => {
    // The same database behind a second app that trusts its proxy (closing that app leaves the database open). Its
    // key is its own: its reports are on a company of their own, which no other test here reads.
    const proxied = await buildTestApp(
      { trustProxy: '127.0.0.1' },
      { database: { ...t.database, close: async () => {} } },
    );
    try {
      const overTls = { 'x-forwarded-proto': 'https', origin: OWN_ORIGIN.replace('http:', 'https:') };
      const own = await makeCompany(t.database.db, '프록시뒤상사');
      const { page, res } = await pageSignin(proxied.app, overTls, own);
      expect(attributes(setCookie(page, 'csrf'))).toContain('Secure');
      const session = attributes(setCookie(res, 'reporter_session'));
      expect(session).toEqual(
        expect.arrayContaining(['Path=/inquirypage', 'HttpOnly', 'SameSite=Strict', 'Secure']),
      );
      // The same proxy saying plain http: not Secure.
      const plain = await proxied.app.inject({
        url: SITE_FORMS.lookup,
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(attributes(setCookie(plain, 'csrf'))).not.toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('a client cannot claim TLS when no proxy is trusted', async () => {
    const res = await t.app.inject({ url: SITE_FORMS.lookup, headers: { 'x-forwarded-proto': 'https' } });
    expect(attributes(setCookie(res, 'csrf'))).not.toContain('Secure');
  });

  it('receipt: only for /reportcomplete, for ten minutes, HttpOnly and SameSite=Strict', async () => {
    const browser = new PlainBrowser(t.app);
    const { csrf } = await browser.openForm(SITE_FORMS.reportAnonymous);
    const res = await browser.postMultipart(
      SITE_FORMS.reportAnonymous,
      multipart({ _csrf: csrf, ...reportFormFields(company), intent: 'submit' }),
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/reportcomplete');
    const line = setCookie(res, 'receipt');
    expect(attributes(line)).toEqual(
      expect.arrayContaining(['Max-Age=600', 'Path=/reportcomplete', 'HttpOnly', 'SameSite=Strict']),
    );
    // The receipt number is not in the cookie in clear, nor in any address.
    const post = await t.database.db
      .selectFrom('posts')
      .select(['id', 'receipt_enc'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const receipt = { receipt_number: openReceipt(t.deps.cipher, post.id, post.receipt_enc) };
    expect(receipt.receipt_number).toMatch(/^\d{12,}$/);
    expect(line).not.toContain(receipt.receipt_number);
    expect(res.headers.location).not.toContain(receipt.receipt_number);
  });

  it('sign-out ends the session and clears the cookie on its path', async () => {
    const { browser } = await pageSignin();
    const token = browser.jar.get('reporter_session')?.value ?? '';
    const mine = await browser.get('/inquirypage');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(mine.body)?.[1] ?? '';
    const res = await browser.postForm(SITE_FORMS.signout, { _csrf: csrf });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/reportinquiry?reason=signedout');
    cleared(setCookie(res, 'reporter_session'), '/inquirypage');
    // The token itself is dead, not only the cookie: sent again by hand, it opens nothing.
    const replay = await t.app.inject({
      url: '/inquirypage',
      headers: { cookie: `reporter_session=${token}` },
    });
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe('/reportinquiry?reason=expired');
  });

  it('an idle session ends: back to the look-up with the reason, the cookie cleared', async () => {
    const { browser } = await pageSignin();
    t.clock.advance(31 * 60_000);
    const res = await browser.get('/inquirypage');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/reportinquiry?reason=expired');
    cleared(setCookie(res, 'reporter_session'), '/inquirypage');
    const lookup = await browser.get(res.headers.location as string);
    expect(lookup.body).toContain(REPORTER_MESSAGES.sessionExpired);
  });

  it('a reporter’s cookie opens no admin route and not the Bearer API', async () => {
    const { browser } = await pageSignin();
    const cookie = `reporter_session=${browser.jar.get('reporter_session')?.value}`;
    expect((await browser.get('/inquirypage')).statusCode).toBe(200);
    for (const endpoint of [adminApi.posts, adminApi.me]) {
      const res = await call(t.app, endpoint, { headers: { cookie } });
      expect(res.statusCode, endpoint.path).toBe(401);
    }
    const api = await call(t.app, reporterApi.myPost, { headers: { cookie } });
    expect(api.statusCode).toBe(401);
    expect(api.json().message).toBe(REPORTER_MESSAGES.sessionMissing);
    expect((await call(t.app, reporterApi.attachment, { headers: { cookie } })).statusCode).toBe(401);
  });

  it('an admin’s session token in the reporter cookie opens no reporter page', async () => {
    const team = await makeAuditTeam(t.app, t.database.db, [company]);
    const sysadmin = await makeSysadmin(t.app, t.database.db);
    for (const { authorization } of [team.headers, sysadmin]) {
      const token = authorization.replace('Bearer ', '');
      expect((await call(t.app, adminApi.posts, { headers: { authorization } })).statusCode).toBe(200);
      for (const url of ['/inquirypage', SITE_FORMS.attachment]) {
        const res = await t.app.inject({ url, headers: { cookie: `reporter_session=${token}` } });
        expect(res.statusCode, url).toBe(303);
        expect(res.headers.location, url).toBe('/reportinquiry?reason=missing');
        cleared(setCookie(res, 'reporter_session'), '/inquirypage');
      }
    }
  });

  it('the spec’s Bearer API works as before: sign in, then the report with the token', async () => {
    const receipt = await makeReport(t.app, company, { title: 'Bearer 조회 제목' });
    const res = await signin(t.app, receipt, VALID_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const { token } = res.json();
    const mine = await call(t.app, reporterApi.myPost, { headers: bearer(token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ receiptNumber: receipt, title: 'Bearer 조회 제목' });
    expect((await call(t.app, reporterApi.signout, { headers: bearer(token) })).statusCode).toBe(200);
    expect((await call(t.app, reporterApi.myPost, { headers: bearer(token) })).statusCode).toBe(410);
  });
});
