import type { Locator, Page, Response, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectTapTargets } from './look.ts';
import type { Upload } from './reporter.ts';

// The steps of the reporter's journeys without JavaScript (issue 28; the nojs-desktop and nojs-mobile projects of
// playwright.config.ts run only the reporter-no-javascript*.spec.ts files), as a cautious reporter in Tor Browser's
// "Safest" mode meets the site.

/**
 * Registers, for the spec calling it, the checks of every journey without JavaScript: it runs in a project without
 * JavaScript, and no native or in-page dialog opened (every question is a page).
 */
export function everyJourneyWithoutJavaScript(): void {
  test.beforeEach(({ javaScriptEnabled }) => {
    expect(javaScriptEnabled, 'this spec runs in the projects without JavaScript').toBe(false);
  });
  test.afterEach(async ({ page, dialogs }) => {
    expect(dialogs.seen, 'native dialogs').toEqual([]);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}

/** A small text file with Korean in it (the server keeps a .txt as it came). */
export function memo(name: string): Upload {
  return {
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(
      `협력업체 식사 자리 메모\n2026-03-05 19:00 본사 인근 식당\n(${Date.now()})\n`,
      'utf8',
    ),
  };
}

/**
 * The page's scripts are only what waits for JavaScript (a deferred module with its file, and the page's model as
 * a data block a browser never runs), and none of it ran: nothing a script adds is there (미리보기, 인쇄, 복사, the
 * Korean file picker, a server message said again in the page's dialog).
 */
export async function expectNothingRan(page: Page): Promise<void> {
  const scripts = await page.locator('script').evaluateAll((els) =>
    els.map((el) => {
      const type = el.getAttribute('type') ?? '';
      return type === 'module'
        ? `module ${el.hasAttribute('src') && !el.textContent ? 'file' : 'inline'}`
        : type;
    }),
  );
  expect(
    scripts.filter((s) => s !== 'module file' && s !== 'application/json'),
    'scripts that could run',
  ).toEqual([]);
  for (const name of ['미리보기', '인쇄', '접수번호 복사']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.locator('main input[type="file"]:not(.field-input)')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

/**
 * The axe check of the page as it stands, in the page itself (it runs no script of its own), then proof that the
 * page's own script still did not run.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  await expectNoA11yViolations(page, testInfo, label, { scriptsOff: true });
  // The layout holds without its scripts: nothing wider than the screen, every control big enough for a finger.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, `${label}: pixels wider than the screen`).toBeLessThanOrEqual(0);
  if (testInfo.project.use.isMobile) await expectTapTargets(page, label);
  await expectNothingRan(page);
}

/**
 * Clicks a form's button and answers the response to the page load it starts at `path` (a post's own answer, before
 * any redirect), once the next page has loaded.
 */
export async function send(page: Page, button: Locator, path: string): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === path),
    button.click(),
  ]);
  await page.waitForLoadState();
  return response;
}

/** The value cell of a row of a label / value table (a row header, then the value). */
export const cell = (table: Locator, name: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

/** A field shows `message` beside it: the control is invalid and the message is part of its description. */
export async function expectFieldMessage(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
}

/** The list of a refused form's messages at its top: each a link to its field. */
export function errorSummary(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: '다음 항목을 확인해주세요.' });
}

/** Opens the header's menu (folded behind 메뉴 on a phone: a native disclosure) and follows one of its links. */
export async function followMenu(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  const fold = nav.locator('summary');
  if (await fold.isVisible()) await fold.click();
  await nav.getByRole('link', { name, exact: true }).filter({ visible: true }).click();
}
