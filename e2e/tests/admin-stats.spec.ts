import { readFile } from 'node:fs/promises';
import { type AdminAccount, runTag } from '../support/admin-accounts.ts';
import { createAdmin, fileReport } from '../support/admin-api.ts';
import { expectSideMenu, signInAs } from '../support/admin-ui.ts';
import { xlsxXmlText } from '../support/admin-xlsx.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** The canvas members the check uses (the e2e project has no DOM types). */
type Canvas = {
  width: number;
  height: number;
  toDataURL(): string;
  ownerDocument: { createElement(tag: 'canvas'): Canvas };
};

// Issue 12: the audit office's statistics. Other journeys file reports on the same site, so the figures are checked
// against themselves (the tables add up to the total) and for the report filed here, not against fixed numbers.

let team: AdminAccount;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  team = await createAdmin(request, {
    loginId: `e2e-stats-${runTag(testInfo)}`,
    name: '통계감사',
    groupName: '푸드 감사팀',
  });
  await fileReport(request, { companyType: 'GARAM_FOODS', title: `통계 ${runTag(testInfo)} 제보` });
  await request.dispose();
});

test('an admin reads the statistics of its companies: figures, charts with their tables, Excel', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAs(page, team);
  // The demo teams hold the statistics menu beside the reports.
  await expectSideMenu(page, ['제보 관리', '제보 통계']);
  await page.goto('/adminstats');
  await expect(page.getByRole('heading', { level: 1, name: '제보 통계' })).toBeVisible();

  const total = async () =>
    Number(await page.locator('.stats-figures div', { hasText: '제보 건수' }).locator('dd').textContent());
  const counts = async (table: string) =>
    (await page.getByRole('table', { name: table }).locator('tbody td.stats-count').allTextContents()).map(
      Number,
    );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  await test.step('the figures add up, and only the team’s companies are counted', async () => {
    await expect(page.locator('.stats-figures')).toContainText('7일 이내 접수 확인 비율');
    expect(await total()).toBeGreaterThan(0);
    expect(sum(await counts('처리상태별 제보'))).toBe(await total());
    expect(sum(await counts('월별 제보'))).toBe(await total());
    const companies = await page
      .getByRole('table', { name: '회사별 제보' })
      .locator('tbody th')
      .allTextContents();
    // Each rate says what it counts; each clock counts every report once (met on time, late, missed, running).
    const ackRate = page.locator('.stats-figures div', { hasText: '7일 이내 접수 확인 비율' }).locator('dd');
    await expect(ackRate).toHaveText(/^(\d+건 중 \d+건 \([\d.]+%\)|해당 없음)/);
    const clockRows = page.getByRole('table', { name: '처리기한 준수' }).locator('tbody tr');
    await expect(clockRows).toHaveCount(2);
    for (const row of await clockRows.all()) {
      const cells = (await row.locator('td').allTextContents()).map(Number);
      expect(sum(cells.slice(0, 4))).toBe(cells[4]);
      expect(cells[4]).toBe(await total());
    }
    // 푸드 감사팀 handles 가람누리푸드 and 빈스앤리프 only.
    expect(companies.every((c) => ['가람누리푸드', '빈스앤리프'].includes(c))).toBe(true);
    expect(companies).toContain('가람누리푸드');
  });

  await test.step('each chart is drawn, and named with its values for screen readers', async () => {
    const chart = page.getByRole('img', { name: /^처리상태별 제보 막대그래프: 접수대기 \d+건/ });
    await expect(chart).toBeVisible();
    // Something was painted: a blank canvas's image is the same as an empty one of its size.
    // (A function, not a string: a string is evaluated as an expression, and a function expression is not called.)
    const painted = await chart.evaluate((element) => {
      const canvas = element as unknown as Canvas;
      const blank = canvas.ownerDocument.createElement('canvas');
      blank.width = canvas.width;
      blank.height = canvas.height;
      return canvas.toDataURL() !== blank.toDataURL();
    });
    expect(painted).toBe(true);
    await expectNoA11yViolations(page, testInfo, 'adminstats');
  });

  await test.step('a period without reports counts nothing, and the address keeps it', async () => {
    await page.getByLabel('시작일').fill('2020-01-01');
    await page.getByLabel('종료일').fill('2020-02-29');
    await page.getByRole('button', { name: '조회' }).click();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-02-29/);
    await expect(page.getByText('2020-01-01 ~ 2020-02-29 접수분')).toBeVisible();
    expect(await total()).toBe(0);
    await expect(page.getByRole('table', { name: '회사별 제보' })).toContainText(
      '해당 기간에 접수된 제보가 없습니다.',
    );
    await page.reload();
    await expect(page.getByLabel('시작일')).toHaveValue('2020-01-01');
  });

  await test.step('Excel holds the same tables', async () => {
    await page.getByLabel('시작일').fill('');
    await page.getByLabel('종료일').fill('');
    await page.getByRole('button', { name: '조회' }).click();
    await expect(page).toHaveURL(/\/adminstats$/);
    await expect(page.getByRole('table', { name: '회사별 제보' })).toContainText('가람누리푸드');
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: '엑셀 다운로드' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^제보통계_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const xml = xlsxXmlText(await readFile((await download.path()) as string));
    for (const text of [
      '요약',
      '처리기한 준수',
      '회사별 제보',
      '처리상태별 제보',
      '월별 제보',
      '가람누리푸드',
      '제보 건수',
    ])
      expect(xml).toContain(text);
  });
});
