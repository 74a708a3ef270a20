import { adminToken, createHeadOfficeAdmin, fileReport, sysadminToken } from '../support/admin-api.ts';
import { answerDialog, reportTable, useSession } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoLetterByLetterTables, expectTapTargets, pretendardLoaded } from '../support/look.ts';
import {
  fileReportViaApi,
  fillReport,
  lookUp,
  openRealNameForm,
  readReceipt,
  reportText,
  samplePdf,
} from '../support/reporter.ts';

// How the site looks and is touched (issue 13), each screen visited once per project: on the 375 px phone every
// link, button, check box, radio button, select and tab is at least 44x44 px; no table squeezes a column below two
// Korean characters (a word broken letter by letter); the font is the site's own file, drawn without holding up the
// first paint and swapped in without moving the page; axe finds nothing serious. The fixture fails any request to
// another origin.

type Check = { tables?: boolean };

test('public screens: finger-sized controls, tables that keep words whole, the site’s own font', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fontFiles.push(`${response.status()} ${response.url()}`);
  });
  // axe at both sizes on the home page; elsewhere at 375 px, where this spec differs from reporter-a11y.spec.ts
  // (which runs it on every public screen at both sizes): a minute of CI time is the budget.
  const check = async (screen: string, { tables = false }: Check = {}) => {
    if (phone) await expectTapTargets(page, screen);
    if (tables) await expectNoLetterByLetterTables(page, screen);
    if (phone || screen === 'home') await expectNoA11yViolations(page, testInfo, screen);
  };

  await test.step('home: drawn before the font arrives, and the font swapped in without moving the page', async () => {
    // The page's layout shifts from its first moment (Lighthouse's CLS counts the same entries).
    await page.addInitScript(() => {
      const seen = globalThis as unknown as { layoutShift: number };
      seen.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) seen.layoutShift += entry.value;
        }
        // 'layout-shift' is not in the TypeScript DOM library's list of entry types yet.
      }).observe({ type: 'layout-shift' as 'mark', buffered: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.woff2', async (route) => {
      await held;
      await route.continue();
    });
    // Not until 'load': the held font files may be part of it.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: '사이버감사실' })).toBeVisible();
    // Text is painted while every font file is still held back (font-display: swap, no block period).
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), {
        timeout: 2_000,
      })
      .toBe(1);
    release();
    await page.unrouteAll({ behavior: 'wait' });
    const font = await pretendardLoaded(page);
    // The font's rules are asked for only after the first text is painted: fetched as the entry ran, they raced the
    // first paint for a slow phone's bandwidth (bench/README.md, finding 24).
    const order = await page.evaluate(() => {
      type Entry = { name: string; startTime: number };
      type Timing = { getEntriesByType(type: string): Entry[]; getEntriesByName(name: string): Entry[] };
      const perf = (globalThis as unknown as { performance: Timing }).performance;
      const css = perf.getEntriesByType('resource').find((e) => /\/web-font-[^/]*\.css/.test(e.name));
      return { css: css?.startTime, paint: perf.getEntriesByName('first-contentful-paint')[0]?.startTime };
    });
    expect(order.css, 'the web font stylesheet requested').toBeDefined();
    expect(order.css as number, 'requested after the first contentful paint').toBeGreaterThanOrEqual(
      order.paint as number,
    );
    expect(font.faces, 'Pretendard subsets loaded').toBeGreaterThan(0);
    expect(font.korean, 'the home page’s Korean drawn in Pretendard').toBe(true);
    const shift = await page.evaluate(() => (globalThis as unknown as { layoutShift: number }).layoutShift);
    expect(shift, 'cumulative layout shift of the load and the font swap').toBeLessThan(0.05);
    await check('home');
  });

  await test.step('the privacy policy dialog and its table', async () => {
    // A link to /privacypolicy that opens the policy over the page with JavaScript.
    await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
    const dialog = page.getByRole('dialog', { name: '개인정보처리방침' });
    await dialog.getByRole('table').first().scrollIntoViewIfNeeded();
    if (phone) await expectTapTargets(page, 'privacy policy');
    await expectNoLetterByLetterTables(page, 'privacy policy');
    await dialog.getByRole('button', { name: '닫기' }).click();
  });

  await test.step('/reportguide, each tab', async () => {
    await page.goto('/reportguide');
    for (const [name, tables] of [
      ['제보자 보호', false],
      ['제보 대상', true],
      ['제보 방법 및 처리 절차', true],
      ['기타 제보 방법', false],
    ] as const) {
      const tab = page
        .getByRole('navigation', { name: '제보 안내 항목' })
        .getByRole('link', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-current', 'page');
      await check(`reportguide ${name}`, { tables });
    }
  });

  await test.step('/reporting and both forms', async () => {
    await page.goto('/reporting');
    await check('reporting');
    await openRealNameForm(page);
    await check('reportsecond');
    await page.goto('/reportsecond02');
    await expect(page.getByRole('heading', { level: 1, name: '익명제보' })).toBeVisible();
    await check('reportsecond02');
  });

  const report = reportText(testInfo, '모양과 터치');
  await test.step('/reportcomplete', async () => {
    await fillReport(page, report);
    // The page's own 접수 하시겠습니까? is measured on the way (its buttons are tapped too).
    await page.getByRole('button', { name: '제보하기', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText('접수 하시겠습니까?');
    if (phone) await expectTapTargets(page, 'confirmation dialog');
    await answerDialog(page, '접수 하시겠습니까?');
    await readReceipt(page);
    await check('reportcomplete');
  });

  await test.step('/reportinquiry and /inquirypage (a report with an attachment)', async () => {
    const withFile = await fileReportViaApi(request, report, { file: samplePdf() });
    await page.goto('/reportinquiry');
    await check('reportinquiry');
    await lookUp(page, withFile);
    await expect(page.getByRole('link', { name: samplePdf().name, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: '제보 정보' })).toBeVisible();
    await check('inquirypage', { tables: true });
  });

  // Every font file came from this site (the fixture already refuses any other origin).
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const file of fontFiles) expect(file).toMatch(new RegExp(`^200 ${baseURL}/assets/[^/]+\\.woff2$`));
});

test('the admin list and a system-admin table', async ({ page, request, playwright }, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  const hq = await createHeadOfficeAdmin(playwright, testInfo);
  const tag = `모양${Date.now().toString(36)}`;
  // Titles of every length, one with a long unbroken word, so the table has something to squeeze.
  for (const title of [`${tag} 짧은 제목`, `${tag} 협력업체선정과정에서의평가기준사전유출의혹 보고`]) {
    await fileReport(request, { companyType: 'GARAM_CONSTRUCTION', title, postType: 'PRIVATE' });
  }
  const check = async (screen: string) => {
    if (phone) await expectTapTargets(page, screen);
    await expectNoLetterByLetterTables(page, screen);
    await expectNoA11yViolations(page, testInfo, screen);
  };

  await useSession(page, await adminToken(request, hq.loginId, hq.password));
  await page.goto('/adminreport');
  await expect(reportTable(page).locator('tbody tr').first()).toContainText(/\d{4}-\d{2}-\d{2}/);
  if (phone) await expect(page.getByText('좌우로 밀어서 더 보기')).toBeVisible();
  await check('adminreport');

  await useSession(page, await sysadminToken(request));
  await page.goto('/adminmenu');
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('/admin');
  await check('adminmenu');
});
