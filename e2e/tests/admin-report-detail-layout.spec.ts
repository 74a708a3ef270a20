import type { Locator, Page } from '@playwright/test';
import { type AdminAccount, runTag } from '../support/admin-accounts.ts';
import { addAdminComment, adminToken, createAdmin, fileReport, findReports } from '../support/admin-api.ts';
import { signInAs } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 31, "the detail fits on a desktop screen": at 1280 × 800 the report detail is two columns, the case (report,
// conversation and the new comment's box, kept in view) and the work panel (status, clocks, handlers, notes), in view
// as the page scrolls; on a 375 px phone a bar of links reaches each part and the report's text has the whole width.
// The report is long and much answered, so the page is far taller than the window. The detail's content and its
// actions are in admin-report-detail.spec.ts.

const WINDOW = { width: 1280, height: 800 };

let hq: AdminAccount;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  hq = await createAdmin(request, {
    loginId: `e2e-hql-${runTag(testInfo)}`,
    name: '지주감사',
    groupName: '지주 감사팀',
  });
  await request.dispose();
});

const PARAGRAPH =
  '구매팀 박○○ 차장이 2026년 2월 중순 협력업체 사무실에서 평가 기준표를 특정 업체에 미리 전달하였습니다. ' +
  '그 대가로 상품권이 오간 것으로 보이며, 관련 메일과 메신저 기록이 남아 있습니다.';

/** A long report with five answers; answers its detail's address. */
async function longReport(page: Page, title: string): Promise<string> {
  const request = page.request;
  await fileReport(request, { companyType: 'GARAM_FOODS', title, postType: 'PUBLIC', sections: PARAGRAPH });
  const token = await adminToken(request, hq.loginId, hq.password);
  const [row] = await findReports(request, token, title);
  for (let i = 1; i <= 5; i++)
    await addAdminComment(request, token, row!.id, `${i}번째 답변입니다. ${PARAGRAPH}`);
  return `/admininquirypage?id=${row!.id}`;
}

/** The box of a visible element (it fails the test when there is none). */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'a box on screen').not.toBeNull();
  return box!;
}

const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);

test('desktop 1280 × 800: two columns, the reply box and the status in view without scrolling, and as the page scrolls', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone has its own journey below');
  // A long report, five answers, two page loads and an accessibility scan of a long page, on a shared machine.
  test.setTimeout(180_000);
  await page.setViewportSize(WINDOW);
  const url = await longReport(page, `배치${runTag(testInfo)} 평가 기준 사전 유출`);
  await signInAs(page, hq);
  await page.goto(url);
  const caseColumn = page.locator('.report-case');
  const work = page.getByRole('region', { name: '처리 정보' });
  const reply = page.getByRole('textbox', { name: '댓글 입력' });
  const send = page.locator('.report-composer').getByRole('button', { name: '등록', exact: true });
  const status = work.getByLabel('처리상태', { exact: true });
  await expect(page.getByRole('heading', { name: '댓글 (5)' })).toBeAttached();

  await test.step('two columns: the case on the left, the work panel beside it on the right', async () => {
    const left = await boxOf(caseColumn);
    const right = await boxOf(work);
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
    expect(Math.abs(right.y - left.y)).toBeLessThan(2);
    // The report's text and the conversation are in the left column, the status in the right one.
    await expect(caseColumn.getByRole('region', { name: '제보 내용', exact: true })).toBeVisible();
    await expect(caseColumn.getByRole('region', { name: '댓글 (5)' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: '제보 상세 바로가기' })).toBeHidden();
  });

  await test.step('right after the page loads, the reply box and the status lie within the window', async () => {
    expect(await scrollY(page)).toBe(0);
    // Far taller than the window: the box is in view because it is kept there, not because the page is short.
    const height = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } }).document
          .documentElement.scrollHeight,
    );
    expect(height).toBeGreaterThan(WINDOW.height * 2.5);
    for (const control of [reply, send, status]) {
      const box = await boxOf(control);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(WINDOW.height);
      expect(box.x + box.width).toBeLessThanOrEqual(WINDOW.width);
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    // Kept in view, the box (text, kind, files, 등록) leaves most of the window to the report.
    const composerBox = await boxOf(page.locator('.report-composer'));
    expect(composerBox.height).toBeLessThan(WINDOW.height * 0.4);
  });

  await test.step('scrolled down the report, the reply box and the work panel stay in view', async () => {
    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await expect(reply).toBeInViewport({ ratio: 1 });
    await expect(status).toBeInViewport({ ratio: 1 });
    // At the end of the page the box stands after the last answer.
    await page.keyboard.press('End');
    await expect(page.getByText('5번째 답변입니다.')).toBeInViewport();
    // The key scrolls smoothly: measured once it has come to rest.
    const lastComment = page.locator('.report-comment').last();
    await expect
      .poll(async () => {
        const last = await boxOf(lastComment);
        return (await boxOf(reply)).y - (last.y + last.height);
      })
      .toBeGreaterThan(0);
    await expectNoA11yViolations(page, testInfo, 'admininquirypage-two-columns');
  });

  await test.step('the full print is one column: the work after the report and its conversation', async () => {
    await page.goto(`${url}&print=full`);
    await expect(page.locator('.report-print-header')).toBeVisible();
    const left = await boxOf(caseColumn);
    const right = await boxOf(work);
    expect(right.y).toBeGreaterThanOrEqual(left.y + left.height);
    await expect(page.locator('.report-composer')).toHaveCount(0);
  });
});

test('phone 375 px: a bar of links reaches each part, and the report text has the whole width', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop has its own journey above');
  test.setTimeout(180_000);
  const url = await longReport(page, `배치${runTag(testInfo)} 평가 기준 사전 유출`);
  await signInAs(page, hq);
  await page.goto(url);
  const nav = page.getByRole('navigation', { name: '제보 상세 바로가기' });
  await expect(page.getByRole('heading', { name: '댓글 (5)' })).toBeAttached();

  await test.step('the report text is not squeezed: at least 300 px wide', async () => {
    const content = page.getByRole('region', { name: '제보 내용', exact: true }).locator('.report-content');
    expect((await boxOf(content)).width).toBeGreaterThanOrEqual(300);
    expect((await boxOf(page.locator('.report-subject'))).width).toBeGreaterThanOrEqual(300);
  });

  const parts: [string, Locator][] = [
    ['댓글', page.getByRole('heading', { name: '댓글 (5)' })],
    ['처리', page.getByRole('region', { name: '처리 정보' }).getByLabel('처리상태', { exact: true })],
    ['내부 메모', page.getByRole('heading', { name: /^내부 메모/ })],
    ['제보 내용', page.getByRole('heading', { name: '제보 대상', exact: true })],
  ];
  for (const [link, target] of parts) {
    await test.step(`${link} leads to its part, below the bar`, async () => {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(target).toBeInViewport({ ratio: 1 });
      // The bar stays at the top and covers nothing of the part it led to.
      await expect(nav).toBeInViewport({ ratio: 1 });
      const bar = await boxOf(nav);
      expect((await boxOf(target)).y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    });
  }
  await expectNoA11yViolations(page, testInfo, 'admininquirypage-phone-parts');
});
