import { type AdminAccount, runTag } from '../support/admin-accounts.ts';
import { adminToken, createAdmin, fileReport, findReports } from '../support/admin-api.ts';
import {
  answerDialog,
  expectNoDialog,
  freshContext,
  reportTitles,
  searchReports,
  signInAs,
} from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 12: a report's handlers (담당자) are chosen on its detail screen; a handler keeps a named admin away from
// it for a conflict of interest (열람 제외), and that admin then finds nothing of it: not in the list, not by its
// address. The report is filed through the API (setup only); handlers and exclusion are set on screen.

let handler: AdminAccount;
let conflicted: AdminAccount;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const tag = runTag(testInfo);
  handler = await createAdmin(request, {
    loginId: `e2e-hdl-${tag}`,
    name: `담당${tag}`,
    groupName: '지주 감사팀',
  });
  conflicted = await createAdmin(request, {
    loginId: `e2e-cfl-${tag}`,
    name: `제외${tag}`,
    groupName: '푸드 감사팀',
  });
  await request.dispose();
});

test('a handler is assigned, then excludes an admin, who no longer finds the report anywhere', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `이해충돌${runTag(testInfo)}`;
  const title = `${tag} 구매팀 금품 수수 제보`;
  await fileReport(request, {
    companyType: 'GARAM_FOODS',
    title,
    excludedPersons: `${conflicted.name} (구매팀 상사)`,
  });
  const [row] = await findReports(request, await adminToken(request, handler.loginId, handler.password), tag);
  expect(row?.title).toBe(title);
  const detailPath = `/admininquirypage?id=${row?.id}`;

  await signInAs(page, handler);
  await page.goto(detailPath);
  const handlers = page.locator('section.report-handlers');

  await test.step('the reporter’s note is shown beside the handlers; the handler is chosen by name', async () => {
    await expect(handlers.getByRole('heading', { name: '담당자', exact: true })).toBeVisible();
    await expect(handlers).toContainText('제보자가 적은 "이 제보를 보지 않아야 할 사람"');
    await expect(handlers).toContainText(`${conflicted.name} (구매팀 상사)`);
    await expect(handlers).toContainText('지정된 담당자가 없습니다.');
    await handlers.getByRole('checkbox', { name: `${handler.name} (지주 감사팀)` }).check();
    await handlers.getByRole('button', { name: '담당자 저장' }).click();
    await expect(handlers.getByRole('status')).toHaveText('담당자가 저장되었습니다.');
    await expect(handlers.getByRole('list', { name: '현재 담당자' })).toContainText(
      `${handler.name} (지주 감사팀)`,
    );
  });

  await test.step('the handler finds it under 담당자 › 내 담당, and the filter stays in the address', async () => {
    await page.goto('/adminreport');
    await page.getByLabel('담당자', { exact: true }).selectOption({ label: '내 담당' });
    await expect(page).toHaveURL(/[?&]assignee=me/);
    await searchReports(page, tag);
    await expect(page).toHaveURL(/[?&]assignee=me/);
    await expect(reportTitles(page)).toHaveText([title]);
    await page.goto(detailPath);
  });

  const exclusions = page.locator('section.report-exclusions');
  await test.step('as a handler, it excludes the admin the reporter named, after a confirmation', async () => {
    await expect(exclusions.getByRole('heading', { name: '열람 제외' })).toBeVisible();
    await expect(exclusions).toContainText('열람 제외된 관리자가 없습니다.');
    await exclusions.getByRole('checkbox', { name: `${conflicted.name} (푸드 감사팀)` }).check();
    await exclusions.getByRole('button', { name: '열람 제외 저장' }).click();
    await answerDialog(page, '선택한 관리자를 이 제보의 열람에서 제외하시겠습니까?');
    await expect(exclusions.getByRole('status')).toHaveText('열람 제외가 저장되었습니다.');
    await expectNoDialog(page);
    await expect(exclusions.getByRole('list', { name: '현재 열람 제외' })).toContainText(
      `${conflicted.name} (푸드 감사팀)`,
    );
    await expect(exclusions.getByRole('list', { name: '현재 열람 제외' })).toContainText(
      `${handler.name} 지정`,
    );
    await expectNoA11yViolations(page, testInfo, 'admininquirypage-handlers');
  });

  await test.step('the excluded admin finds it neither in the list nor by its address', async () => {
    const context = await freshContext(browser, testInfo);
    const other = await context.newPage();
    await signInAs(other, conflicted);
    await searchReports(other, tag);
    await expect(other.getByText('조회된 제보가 없습니다.')).toBeVisible();
    await expect(reportTitles(other)).toHaveCount(0);
    // Its address answers exactly as one of a report that does not exist.
    for (const path of [detailPath, '/admininquirypage?id=2000000000']) {
      await other.goto(path);
      await expect(other.getByRole('main').getByRole('alert')).toHaveText(
        '요청하신 제보를 찾을 수 없습니다.',
      );
      // The server's message, alerted as for any failed call.
      await answerDialog(other, '요청하신 제보를 찾을 수 없습니다.');
      await expect(other.locator('body')).not.toContainText(title);
      await expect(other.locator('body')).not.toContainText('이 제보를 보지 않아야 할 사람');
    }
    await context.close();
  });
});
