import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { type AdminAccount, encodeUserId, runTag } from '../support/admin-accounts.ts';
import {
  addAdminComment,
  adminToken,
  bearer,
  createAdmin,
  fileReport,
  findReports,
  setReportStatus,
} from '../support/admin-api.ts';
import {
  ADMIN_TEXT,
  companyFilter,
  expectDialog,
  expectSideMenu,
  loginFields,
  openSideMenu,
  reportTable,
  reportTitles,
  searchReports,
  signInAs,
  storedToken,
  useSession,
} from '../support/admin-ui.ts';
import { xlsxXmlText } from '../support/admin-xlsx.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The admin journey (spec sections 2, 4-8): an audit-team admin signs in, works through the report list, handles
// one report (contact data, comments, status, attachment), exports the list, reads the login log and signs out;
// an admin of a company's own team sees only that company. Accounts and reports are set up through the API.

const ALL_COMPANIES = ['가람누리홀딩스', '가람누리전자', '가람누리건설', '가람누리상사', '가람누리푸드'];

/** The admin of 지주 감사팀 (every company; menus 제보 관리 and 접속 기록), one per worker and project. */
let hq: AdminAccount;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const tag = runTag(testInfo);
  hq = await createAdmin(request, { loginId: `e2e-hq-${tag}`, name: '지주감사', groupName: '지주 감사팀' });
  await request.dispose();
});

/** The status cards as "name count" pairs. */
async function statusCounts(page: Page): Promise<string[]> {
  const cards = page.getByRole('region', { name: '처리상태별 제보 건수', exact: true }).locator('dl > div');
  return cards.evaluateAll((divs) =>
    divs.map((div) => `${div.querySelector('dt')?.textContent} ${div.querySelector('dd')?.textContent}`),
  );
}

/** The company column of the table's rows. */
function companyCells(page: Page) {
  return reportTable(page).locator('tbody tr td:nth-child(2)');
}

test('the login page asks for id and password, takes the portal id, and lands on the first menu', async ({
  page,
  dialogs,
}, testInfo) => {
  const signins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/signin')) signins.push(r.method());
  });
  await page.goto('/adminlogin');
  await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'adminlogin');

  const fields = loginFields(page);
  await test.step('empty fields are refused in the browser, with the field focused', async () => {
    await fields.submit.click();
    await expectDialog(dialogs.seen, `alert: ${ADMIN_TEXT.loginIdRequired}`);
    await expect(fields.loginId).toBeFocused();
    await fields.loginId.fill(hq.loginId);
    await fields.submit.click();
    await expectDialog(dialogs.seen, `alert: ${ADMIN_TEXT.passwordRequired}`);
    await expect(fields.password).toBeFocused();
    expect(dialogs.seen).toEqual([
      `alert: ${ADMIN_TEXT.loginIdRequired}`,
      `alert: ${ADMIN_TEXT.passwordRequired}`,
    ]);
    expect(signins, 'nothing is sent while a field is empty').toEqual([]);
  });

  await test.step('?userId= (base64) fills a read-only id', async () => {
    await page.goto(`/adminlogin?userId=${encodeURIComponent(encodeUserId(hq.loginId))}`);
    await expect(fields.loginId).toHaveValue(hq.loginId);
    await expect(fields.loginId).not.toBeEditable();
    await expect(fields.loginId).toHaveAccessibleDescription('회사 포털에서 전달된 아이디입니다.');
    await expectNoSeriousA11yViolations(page, testInfo, 'adminlogin-prefilled');
  });

  await test.step('signing in lands on the first menu, and the side menu is the group’s', async () => {
    await fields.password.fill(hq.password);
    await fields.submit.click();
    await expect(page).toHaveURL(/\/adminreport$/);
    await expect(page.getByRole('heading', { level: 1, name: '제보 관리' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('지주감사 (지주 감사팀)');
    await expectSideMenu(page, ['제보 관리', '접속 기록']);
    expect(await storedToken(page)).toBeTruthy();
  });
});

test('the report list counts, filters, sorts, searches, pages and exports to Excel', async ({
  page,
  request,
}, testInfo) => {
  const tag = `목록${runTag(testInfo)}`;
  const companies = ['GARAM_FOODS', 'GARAM_TRADING', 'GARAM_ELECTRONICS'] as const;
  const titles = Array.from({ length: 12 }, (_, i) => `${tag} 제보 ${String(i + 1).padStart(2, '0')}`);
  const title = (n: number) => titles[n - 1]!;

  await test.step('setup: 12 reports over three companies, three statuses, one comment', async () => {
    // One after the other, so the filing order is the newest-first order.
    for (const [i, t] of titles.entries()) {
      await fileReport(request, {
        companyType: companies[i % 3]!,
        title: t,
        postType: i % 2 ? 'PRIVATE' : 'PUBLIC',
      });
    }
    const token = await adminToken(request, hq.loginId, hq.password);
    const ids = new Map((await findReports(request, token, tag)).map((r) => [r.title, r.id]));
    expect(ids.size).toBe(12);
    await setReportStatus(request, token, ids.get(title(2))!, 'RECEIVED');
    await setReportStatus(request, token, ids.get(title(3))!, 'IN_PROGRESS');
    await setReportStatus(request, token, ids.get(title(4))!, 'COMPLETED');
    await addAdminComment(request, token, ids.get(title(1))!, '사실관계를 확인하고 있습니다.');
  });

  await signInAs(page, hq);
  await expect(reportTable(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'adminreport');

  await test.step('the company filter offers every company of the group', async () => {
    const options = await companyFilter(page).locator('option').allTextContents();
    expect(options[0]).toBe('전체 회사');
    for (const company of ALL_COMPANIES) expect(options).toContain(company);
  });

  await test.step('search by title: counts by status and the first page, newest first', async () => {
    await searchReports(page, tag);
    await expect(reportTable(page)).toHaveAccessibleName('제보 목록: 총 12건, 1 / 2 페이지');
    await expect
      .poll(() => statusCounts(page))
      .toEqual(['전체 12건', '접수대기 9건', '접수완료 1건', '처리중 1건', '처리완료 1건']);
    await expect(reportTitles(page)).toHaveText([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(title));
    await expect(reportTable(page).locator('tbody tr').first().locator('td').first()).toHaveText('12');
    const statuses = reportTable(page).locator('tbody tr td:nth-child(4)');
    await expect(statuses.nth(8)).toHaveText('처리완료');
    await expect(statuses.nth(9)).toHaveText('처리중');
  });

  await test.step('the second page holds the two oldest', async () => {
    await page
      .getByRole('navigation', { name: '페이지 이동' })
      .getByRole('button', { name: '2 페이지' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(reportTable(page)).toHaveAccessibleName('제보 목록: 총 12건, 2 / 2 페이지');
    await expect(reportTitles(page)).toHaveText([title(2), title(1)]);
    await expect(reportTable(page).locator('tbody tr td:first-child')).toHaveText(['2', '1']);
    await expect(reportTable(page).locator('tbody tr').last()).toContainText('댓글 1개');
    await expect(
      page.getByRole('button', { name: '2 페이지' }),
      'the current page is marked for assistive technology',
    ).toHaveAttribute('aria-current', 'page');
  });

  await test.step('the company filter narrows list and counts (and starts again at page 1)', async () => {
    await companyFilter(page).selectOption({ label: '가람누리푸드' });
    await expect(page).toHaveURL(/[?&]companyType=GARAM_FOODS/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(reportTable(page)).toHaveAccessibleName('제보 목록: 총 4건, 1 / 1 페이지');
    await expect(reportTitles(page)).toHaveText([10, 7, 4, 1].map(title));
    await expect(companyCells(page)).toHaveText(Array(4).fill('가람누리푸드'));
    await expect
      .poll(() => statusCounts(page))
      .toEqual(['전체 4건', '접수대기 3건', '접수완료 0건', '처리중 0건', '처리완료 1건']);
  });

  await test.step('sorting by the newest comment puts the commented report first', async () => {
    await page.getByLabel('정렬').selectOption({ label: '댓글 최신순' });
    await expect(page).toHaveURL(/[?&]sort=commentCreatedDate%2Cdesc/);
    await expect(reportTitles(page)).toHaveText([1, 10, 7, 4].map(title));
  });

  await test.step('Excel export of the same filter', async () => {
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: '엑셀 다운로드' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 2).toString('latin1'), 'an .xlsx file is a zip archive').toBe('PK');
    const xml = xlsxXmlText(file);
    for (const n of [1, 4, 7, 10]) expect(xml).toContain(title(n));
    for (const n of [2, 3, 5, 6]) expect(xml, 'other companies are filtered out').not.toContain(title(n));
  });
});

test('the login log lists the sign-in; the idle warning extends; logout ends the session', async ({
  page,
  request,
  dialogs,
}) => {
  // A controllable clock (flowing normally until told otherwise), to reach the idle warning without waiting.
  await page.clock.install();
  await signInAs(page, hq);

  await test.step('접속 기록 lists this admin’s successful sign-in from this computer', async () => {
    const nav = await openSideMenu(page);
    await nav.getByRole('link', { name: '접속 기록' }).click();
    await expect(page).toHaveURL(/\/admininquiry$/);
    await expect(page.getByRole('heading', { level: 1, name: '접속 기록' })).toBeVisible();
    const table = page.getByRole('table', { name: /^관리자 접속 기록: 총 \d+건, 1 \/ \d+ 페이지$/ });
    await expect(table.getByRole('columnheader')).toHaveText(['번호', '아이디', '접속 일시', 'IP', '결과']);
    const mine = table.locator('tbody tr').filter({ hasText: hq.loginId });
    await expect(mine.first()).toBeVisible();
    await expect(mine.first().locator('td').nth(3)).toHaveText('127.0.0.1');
    await expect(mine.first().locator('td').nth(4)).toHaveText('성공');
  });

  await test.step('a minute before the idle limit a warning offers 연장', async () => {
    // 30 minutes idle limit, counted from the last call minus a minute of slack; the warning a minute earlier.
    await page.clock.fastForward('28:30');
    const warning = page.getByRole('alertdialog', { name: '자동 로그아웃 안내' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('1분 후 자동으로 로그아웃됩니다.');
    await warning.getByRole('button', { name: '연장' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/admininquiry$/);
  });

  await test.step('logout asks first, ends the session on the server and forgets the token', async () => {
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    dialogs.clear();
    await page.getByRole('button', { name: '로그아웃', exact: true }).click();
    await expect(page).toHaveURL(/\/adminlogin$/);
    expect(dialogs.seen).toEqual([`confirm: ${ADMIN_TEXT.confirmLogout}`]);
    expect(await storedToken(page)).toBeNull();
    const after = await request.get('/api/admin/me', { headers: bearer(token!) });
    expect(after.status(), 'the old token no longer works').toBe(410);
  });

  await test.step('an admin page without a session alerts and leads to /sessiontimeout', async () => {
    dialogs.clear();
    await page.goto('/adminreport');
    await expect(page).toHaveURL(/\/sessiontimeout$/);
    expect(dialogs.seen).toEqual([`alert: ${ADMIN_TEXT.sessionMissing}`]);
  });
});

// At 375px the table scrolls sideways; its scroll area must be reachable by keyboard (axe scrollable-region-focusable).
test('the login log page is accessible', async ({ page, request }, testInfo) => {
  await useSession(page, await adminToken(request, hq.loginId, hq.password));
  await page.goto('/admininquiry');
  await expect(
    page
      .getByRole('table', { name: /^관리자 접속 기록/ })
      .locator('tbody tr')
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'admininquiry');
});

test('an admin of a company’s own audit team sees only that company', async ({
  page,
  request,
  dialogs,
}, testInfo) => {
  const tag = `범위${runTag(testInfo)}`;
  const electronics = `${tag} 전자 제보`;
  const foods = `${tag} 푸드 제보`;
  const team = await createAdmin(request, {
    loginId: `e2e-elec-${runTag(testInfo)}`,
    name: '전자감사',
    groupName: '전자 감사팀',
  });
  await fileReport(request, { companyType: 'GARAM_ELECTRONICS', title: electronics });
  await fileReport(request, { companyType: 'GARAM_FOODS', title: foods, postType: 'PRIVATE' });
  const hqToken = await adminToken(request, hq.loginId, hq.password);
  const foodsId = (await findReports(request, hqToken, foods))[0]!.id;

  await signInAs(page, team);
  await expectSideMenu(page, ['제보 관리']);
  await expect(companyFilter(page).locator('option')).toHaveText(['전체 회사', '가람누리전자']);
  await expect(reportTable(page)).toBeVisible();
  const count = await companyCells(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(companyCells(page)).toHaveText(Array(count).fill('가람누리전자'));

  await searchReports(page, tag);
  await expect(reportTitles(page)).toHaveText([electronics]);
  await expect.poll(() => statusCounts(page)).toContain('전체 1건');

  await test.step('another company’s report cannot be opened by its address', async () => {
    dialogs.clear();
    await page.goto(`/admininquirypage?id=${foodsId}`);
    await expect(page.getByRole('alert')).toHaveText('요청하신 제보를 찾을 수 없습니다.');
    expect(dialogs.seen).toEqual(['alert: 요청하신 제보를 찾을 수 없습니다.']);
    await expect(page.getByText(foods)).toHaveCount(0);
  });

  await test.step('a menu the group is not given is refused', async () => {
    await page.goto('/admininquiry');
    await expect(page.getByRole('alert')).toContainText('이 메뉴를 사용할 권한이 없습니다.');
  });
});
