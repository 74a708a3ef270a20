import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { type AdminAccount, runTag } from '../support/admin-accounts.ts';
import {
  addAdminComment,
  adminToken,
  createAdmin,
  createHeadOfficeAdmin,
  fileReport,
  findReports,
  setReportStatus,
} from '../support/admin-api.ts';
import {
  answerDialog,
  companyFilter,
  expectNoDialog,
  expectSideMenu,
  reportTable,
  reportTitles,
  searchReports,
  signInAs,
} from '../support/admin-ui.ts';
import { xlsxXmlText } from '../support/admin-xlsx.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The admin's report list (spec sections 2, 6, 7): counts by status, the company filter, sort, search, pages
// and the Excel export of an audit-team admin who sees every company; an admin of a company's own team sees
// only that company. Accounts and reports are set up through the API.

const ALL_COMPANIES = ['가람누리홀딩스', '가람누리전자', '가람누리건설', '가람누리상사', '가람누리푸드'];

/** The head-office audit admin (see createHeadOfficeAdmin). */
let hq: AdminAccount;

test.beforeAll(async ({ playwright }, testInfo) => {
  hq = await createHeadOfficeAdmin(playwright, testInfo);
});

/** The count cards (toggle buttons), each as "name count". */
async function statusCounts(page: Page): Promise<string[]> {
  const cards = countCards(page);
  return cards.evaluateAll((buttons) =>
    buttons.map(
      (b) =>
        `${b.querySelector('.report-count-label')?.textContent} ${b.querySelector('.report-count-value')?.textContent}`,
    ),
  );
}

function countCards(page: Page) {
  return page.getByRole('region', { name: '처리상태별 제보 건수', exact: true }).getByRole('button');
}

/** The count card of a status (or 전체, 기한 경과). */
function countCard(page: Page, name: string) {
  return countCards(page).filter({
    has: page.locator('.report-count-label', { hasText: new RegExp(`^${name}$`) }),
  });
}

/** The company column of the table's rows (after 번호 and 사건번호). */
function companyCells(page: Page) {
  return reportTable(page).locator('tbody tr td:nth-child(3)');
}

/** The status column of the table's rows. */
function statusCells(page: Page) {
  return reportTable(page).locator('tbody tr td:nth-child(5)');
}

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
  await expectNoA11yViolations(page, testInfo, 'adminreport');

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
      .toEqual(['전체 12건', '접수대기 9건', '접수완료 1건', '처리중 1건', '처리완료 1건', '기한 경과 0건']);
    await expect(reportTitles(page)).toHaveText([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(title));
    await expect(reportTable(page).locator('tbody tr').first().locator('td').first()).toHaveText('12');
    const statuses = statusCells(page);
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
      .toEqual(['전체 4건', '접수대기 3건', '접수완료 0건', '처리중 0건', '처리완료 1건', '기한 경과 0건']);
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

test('an admin of a company’s own audit team sees only that company', async ({ page, request }, testInfo) => {
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
  await expectSideMenu(page, ['제보 관리', '제보 통계']);
  await expect(companyFilter(page).locator('option')).toHaveText(['전체 회사', '가람누리전자']);
  await expect(reportTable(page)).toBeVisible();
  const count = await companyCells(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(companyCells(page)).toHaveText(Array(count).fill('가람누리전자'));

  await searchReports(page, tag);
  await expect(reportTitles(page)).toHaveText([electronics]);
  await expect.poll(() => statusCounts(page)).toContain('전체 1건');

  await test.step('another company’s report cannot be opened by its address', async () => {
    await page.goto(`/admininquirypage?id=${foodsId}`);
    await expect(page.getByRole('alert')).toHaveText('요청하신 제보를 찾을 수 없습니다.');
    await answerDialog(page, '요청하신 제보를 찾을 수 없습니다.');
    await expectNoDialog(page);
    await expect(page.getByText(foods)).toHaveCount(0);
  });

  await test.step('a menu the group is not given is refused', async () => {
    await page.goto('/admininquiry');
    await expect(page.getByRole('alert')).toContainText('이 메뉴를 사용할 권한이 없습니다.');
  });
});

test('a count card filters the list by status, kept in the URL; case numbers find reports; the print is marked', async ({
  page,
  request,
}, testInfo) => {
  const tag = `상태${runTag(testInfo)}`;
  const titles = Array.from({ length: 5 }, (_, i) => `${tag} 제보 ${i + 1}`);
  let rows: Awaited<ReturnType<typeof findReports>> = [];

  await test.step('setup: five reports, two received and one completed', async () => {
    for (const t of titles) await fileReport(request, { companyType: 'GARAM_FOODS', title: t });
    const token = await adminToken(request, hq.loginId, hq.password);
    rows = await findReports(request, token, tag);
    const id = (t: string) => rows.find((r) => r.title === t)!.id;
    await setReportStatus(request, token, id(titles[1]!), 'RECEIVED');
    await setReportStatus(request, token, id(titles[3]!), 'RECEIVED');
    await setReportStatus(request, token, id(titles[4]!), 'COMPLETED');
  });

  await signInAs(page, hq);
  await searchReports(page, tag);
  await expect(reportTable(page)).toHaveAccessibleName('제보 목록: 총 5건, 1 / 1 페이지');
  await expect(countCard(page, '전체')).toHaveAttribute('aria-pressed', 'true');

  await test.step('the 접수완료 card shows only the received reports; every card keeps its count', async () => {
    await countCard(page, '접수완료').click();
    await expect(page).toHaveURL(/[?&]postStatus=RECEIVED/);
    await expect(page).toHaveURL(new RegExp(`[?&]keyword=${encodeURIComponent(tag)}`));
    await expect(reportTitles(page)).toHaveText([titles[3]!, titles[1]!]);
    await expect(statusCells(page)).toHaveText(['접수완료', '접수완료']);
    await expect(countCard(page, '접수완료')).toHaveAttribute('aria-pressed', 'true');
    await expect(countCard(page, '전체')).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(() => statusCounts(page))
      .toEqual(['전체 5건', '접수대기 2건', '접수완료 2건', '처리중 0건', '처리완료 1건', '기한 경과 0건']);
    await expectNoA11yViolations(page, testInfo, 'adminreport-status-filter');
  });

  await test.step('a reload keeps the filter', async () => {
    await page.reload();
    await expect(reportTitles(page)).toHaveText([titles[3]!, titles[1]!]);
    await expect(countCard(page, '접수완료')).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the print carries 대외비, the office, who printed it when, and the filter', async () => {
    const marks = page.locator('.report-print-header');
    await expect(marks).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(marks).toBeVisible();
    await expect(marks).toContainText('대외비');
    await expect(marks).toContainText('가람누리그룹 사이버감사실');
    await expect(marks).toContainText(
      new RegExp(`출력: .*\\(${hq.loginId}\\) \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`),
    );
    await expect(marks).toContainText(`처리상태 접수완료`);
    await expect(marks).toContainText(`검색어 ${tag}`);
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('pressed again, the card clears the filter', async () => {
    await countCard(page, '접수완료').click();
    await expect(page).not.toHaveURL(/postStatus=/);
    await expect(reportTitles(page)).toHaveCount(5);
    await expect(countCard(page, '전체')).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('each row shows its case number, which finds the report whatever its case or hyphen', async () => {
    const newest = rows.find((r) => r.title === titles[4])!;
    expect(newest.caseNumber).toMatch(/^\d{4}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/);
    const row = reportTable(page).locator('tbody tr').filter({ hasText: titles[4]! });
    await expect(row.locator('td').nth(1)).toHaveText(newest.caseNumber);
    await searchReports(page, newest.caseNumber.replace('-', '').toLowerCase());
    await expect(reportTitles(page)).toHaveText([titles[4]!]);
  });
});
