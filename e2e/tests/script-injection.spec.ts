import { adminApi, endpointUrl } from '@audit/contracts';
import type { Locator, Page } from '@playwright/test';
import { runTag } from '../support/admin-accounts.ts';
import { bearer, sysadminToken } from '../support/admin-api.ts';
import { xlsxXmlText } from '../support/admin-xlsx.ts';
import { expect, test } from '../support/fixtures.ts';
import { fillReport, openRealNameForm, useReporterSession } from '../support/reporter.ts';
import { watchForScripts, XSS_PAYLOADS } from '../support/xss-payloads.ts';
import { injectReports, injectSysadminRecords, reporterToken } from '../support/xss-setup.ts';

// Script injection (issue 9): a corpus of known XSS payloads in every field a reporter or admin can write, then
// every screen that shows them opened in Chromium. Nothing may run (a page binding records any payload that
// does, and no dialog may open), and every payload must be on the screen as the text that was typed: HTML that
// the CSP merely kept from running would still fail the test. The Excel export holds them as text, not formulas.

const COMPANY = 'GARAM_CONSTRUCTION';

/** What a locator shows as text, as a person sees it (hidden parts left out, unlike textContent). */
// biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point: hidden markup must not count.
const shownText = (locator: Locator) => locator.innerText();

/** Every text of `texts` that the page does not show, literally, as text. */
async function missingText(page: Page, texts: readonly string[]): Promise<string[]> {
  const shown = await shownText(page.locator('body'));
  return texts.filter((t) => !shown.includes(t));
}

/**
 * Opens a screen, waits until the first of `texts` is on it, and checks it shows all of them as text, the first
 * at least `times` times: once per field that holds it (title, sections, comments), so a field rendered as HTML
 * is caught even when the same payload also shows as text elsewhere on the screen.
 */
async function expectScreen(page: Page, url: string, texts: readonly string[], times = 1): Promise<void> {
  await page.goto(url);
  const [first = ''] = texts;
  await expect(page.locator('body')).toContainText(first, { timeout: 15_000 });
  expect(await missingText(page, texts), `${url}: payloads not shown as typed`).toEqual([]);
  const shown = await shownText(page.locator('body'));
  expect(shown.split(first).length - 1, `${url}: times ${first} is shown as text`).toBeGreaterThanOrEqual(
    times,
  );
}

const setToken = (page: Page, key: 'adminToken', token: string) =>
  page.evaluate(`sessionStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(token)})`);

/** The text of the cells of an .xlsx, XML entities decoded. */
function workbookText(file: Buffer): string {
  return xlsxXmlText(file)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

test('no payload runs on any screen, every one shows as typed, and the Excel export holds them as text', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the screens render the same text on a phone');
  test.setTimeout(600_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const watch = await watchForScripts(context);
  page.on('dialog', (d) => {
    // Leaving the filled report form asks first (issue 13): that question is the site's, not a payload's.
    if (d.type() === 'beforeunload') return void d.accept();
    watch.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  const tag = runTag(testInfo);
  const { reports, adminToken } = await injectReports(request, tag);
  await injectSysadminRecords(request, tag);

  await test.step('the report form’s preview shows every payload as text', async () => {
    const all = XSS_PAYLOADS.join('\n');
    await openRealNameForm(page);
    await fillReport(page, {
      title: XSS_PAYLOADS[0] ?? '',
      sections: Array(6).fill(all),
      otherRequests: all,
    });
    await page.getByRole('button', { name: '미리보기' }).click();
    const preview = page.getByRole('dialog', { name: '제보 내용 미리보기' });
    await expect(preview).toBeVisible();
    const shown = await shownText(preview);
    expect(XSS_PAYLOADS.filter((p) => !shown.includes(p))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  await test.step('the reporter’s view of each report (rendered by the server, then brought to life)', async () => {
    for (const r of reports) {
      // The reporter's session is the cookie the look-up sets.
      await useReporterSession(context, baseURL!, await reporterToken(request, r.receipt));
      // Title, six sections, other requests, the reporter's and the audit office's comment.
      await expectScreen(page, '/inquirypage', [r.payload, r.fileName], 10);
    }
  });

  await test.step('the admin’s detail, full print and body print of each report', async () => {
    await setToken(page, 'adminToken', adminToken);
    for (const r of reports) {
      const detail = `/admininquirypage?id=${r.id}`;
      await expectScreen(page, detail, [r.payload, r.name, r.fileName], 10);
      await expectScreen(page, `${detail}&print=full`, [r.payload, r.name], 10);
      // The body print: title and the report's text, without comments.
      await expectScreen(page, `${detail}&print=body`, [r.payload], 8);
    }
  });

  await test.step('the admin’s report list, page by page', async () => {
    let shown = '';
    for (let n = 1; n <= Math.ceil(reports.length / 10) + 2; n++) {
      await page.goto(`/adminreport?companyType=${COMPANY}&page=${n}`);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.locator('tbody tr').first()).toBeVisible();
      shown += await shownText(page.locator('body'));
    }
    expect(XSS_PAYLOADS.filter((p) => !shown.includes(p))).toEqual([]);
  });

  await test.step('the Excel export holds each payload as text, formulas neutralised', async () => {
    const exported = await request.get(endpointUrl(adminApi.exportPosts), {
      headers: bearer(adminToken),
      params: { companyType: COMPANY },
    });
    expect(exported.status()).toBe(200);
    const xml = xlsxXmlText(await exported.body());
    expect(xml, 'no cell is a formula').not.toMatch(/<f[\s>]/);
    const text = workbookText(await exported.body());
    const asCell = (p: string) => (/^[=+\-@]/.test(p) ? `'${p}` : p);
    expect(XSS_PAYLOADS.filter((p) => !text.includes(asCell(p)))).toEqual([]);
  });

  await test.step('the system-admin tables and the audit trail', async () => {
    await setToken(page, 'adminToken', await sysadminToken(request));
    for (const url of [
      '/admingroup',
      '/adminmanager',
      '/adminmenu',
      '/admingroupauth',
      '/admincompanyauth',
    ]) {
      await expectScreen(page, url, XSS_PAYLOADS);
    }
    // The trail's newest page: the last records made above, each naming a payload.
    await page.goto('/adminaudit');
    await expect(page.locator('body')).toContainText(XSS_PAYLOADS.at(-1) ?? '');
  });

  expect(watch.fired, 'payloads that ran').toEqual([]);
  expect(watch.dialogs, 'dialogs that opened').toEqual([]);
});
