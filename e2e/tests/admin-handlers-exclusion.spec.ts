import { endpointUrl, HANDLER_MESSAGES, OVERSIGHT_MESSAGES, oversightApi } from '@audit/contracts';
import type { APIRequestContext } from '@playwright/test';
import { type AdminAccount, runTag, SYSADMIN } from '../support/admin-accounts.ts';
import {
  adminToken,
  bearer,
  createAdmin,
  fileReport,
  findReports,
  sysadminToken,
} from '../support/admin-api.ts';
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

// Issues 12 and 30: a report whose reporter named who must not see it goes first to its oversight (감사 책임 그룹,
// by default the system admins) on 제보 감독, which excludes the named admin and releases the report to the company
// team. Its handlers (담당자) are chosen on its detail screen; a handler only asks for a further exclusion, which
// waits for the oversight. The excluded admin finds nothing of it: not in the list, not by its address. The report
// is filed through the API (setup only); the decisions are made on screen.

let handler: AdminAccount;
let conflicted: AdminAccount;
let colleague: AdminAccount;

/** The id of the held report whose reporter's note contains `note`, as its oversight finds it (no title there). */
async function heldReportNaming(
  request: APIRequestContext,
  note: string,
): Promise<{ id: number; caseNumber: string }> {
  const headers = bearer(await sysadminToken(request));
  const list = (await (
    await request.get(endpointUrl(oversightApi.overseenReports, { query: { page: 0 } }), { headers })
  ).json()) as { attention: { id: number; caseNumber: string; held: boolean }[] };
  for (const row of list.attention.filter((r) => r.held)) {
    const report = (await (
      await request.get(endpointUrl(oversightApi.overseenReport, { params: { postId: row.id } }), { headers })
    ).json()) as { excludedPersons: string | null };
    if (report.excludedPersons?.includes(note)) return { id: row.id, caseNumber: row.caseNumber };
  }
  throw new Error(`no held report names ${note}`);
}

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
  colleague = await createAdmin(request, {
    loginId: `e2e-col-${tag}`,
    name: `동료${tag}`,
    groupName: '푸드 감사팀',
  });
  await request.dispose();
});

test('the oversight excludes the admin the reporter named and releases the report; a handler asks for more; the excluded admin finds nothing', async ({
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
  const handlerToken = await adminToken(request, handler.loginId, handler.password);
  // Held for the oversight: no company team sees it yet.
  expect(await findReports(request, handlerToken, tag)).toEqual([]);
  const { id, caseNumber } = await heldReportNaming(request, conflicted.name);
  const detailPath = `/admininquirypage?id=${id}`;

  await test.step('the oversight finds it held on 제보 감독, excludes the named admin and releases it', async () => {
    const context = await freshContext(browser, testInfo);
    const oversight = await context.newPage();
    await signInAs(oversight, SYSADMIN);
    await oversight.goto('/adminoversight');
    const attention = oversight.getByRole('table', { name: /결정이 필요한 제보/ });
    await attention.getByRole('link', { name: `사건번호 ${caseNumber} 제보 감독 정보 보기` }).click();
    const panel = oversight.locator('section.oversight-detail');
    await expect(panel.getByRole('heading', { name: `사건번호 ${caseNumber} 제보 감독` })).toBeVisible();
    await expect(panel).toContainText('제보자가 적은 "이 제보를 보지 않아야 할 사람"');
    await expect(panel).toContainText(`${conflicted.name} (구매팀 상사)`);
    await expect(panel).toContainText(
      '회사 감사팀은 전달하기 전까지 이 제보를 볼 수 없고 알림도 받지 않습니다.',
    );
    // The oversight never sees the report's content.
    await expect(oversight.locator('body')).not.toContainText(title);
    await panel
      .getByRole('group', { name: '열람 제외할 관리자 결정' })
      .getByRole('checkbox', { name: `${conflicted.name} (푸드 감사팀)` })
      .check();
    await panel.getByRole('button', { name: '열람 제외 결정 저장' }).click();
    await answerDialog(
      oversight,
      '체크한 관리자를 이 제보의 열람에서 제외하고, 체크하지 않은 요청은 반려하시겠습니까? 열람 제외된 관리자에게는 이 제보가 보이지 않습니다.',
    );
    await expect(panel.getByText('열람 제외 결정이 저장되었습니다.')).toBeVisible();
    await expect(panel.getByRole('list', { name: '현재 열람 제외' })).toContainText(
      `${conflicted.name} (푸드 감사팀)`,
    );
    await expectNoA11yViolations(oversight, testInfo, 'adminoversight');
    await panel.getByRole('button', { name: '회사 감사팀에 전달' }).click();
    await answerDialog(
      oversight,
      '이 제보를 회사 감사팀에 전달하시겠습니까? 열람 제외되지 않은 회사 감사팀 관리자가 제보를 볼 수 있게 되고 새 제보 알림을 받습니다.',
    );
    await answerDialog(oversight, OVERSIGHT_MESSAGES.released);
    await expect(panel.getByRole('button', { name: '회사 감사팀에 전달' })).toHaveCount(0);
    await context.close();
  });

  const [row] = await findReports(request, handlerToken, tag);
  expect(row?.title).toBe(title);
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
  await test.step('as a handler, it sees the decided exclusion and asks for one more, which waits', async () => {
    await expect(exclusions.getByRole('heading', { name: '열람 제외', exact: true })).toBeVisible();
    await expect(exclusions.getByRole('list', { name: '현재 열람 제외' })).toContainText(
      `${conflicted.name} (푸드 감사팀) (감사 책임 그룹 결정(${SYSADMIN.name})`,
    );
    await exclusions.getByRole('checkbox', { name: `${colleague.name} (푸드 감사팀)` }).check();
    await exclusions.getByRole('button', { name: '열람 제외 요청 저장' }).click();
    await answerDialog(page, '선택한 관리자의 열람 제외를 감사 책임 그룹에 요청하시겠습니까?');
    await expect(exclusions.getByRole('status')).toHaveText(HANDLER_MESSAGES.exclusionsSaved);
    await expectNoDialog(page);
    await expect(exclusions.getByRole('list', { name: '결정 대기 중인 열람 제외 요청' })).toContainText(
      `${colleague.name} (푸드 감사팀) 결정 대기 (${handler.name} 요청`,
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
