import type { Locator, Page } from '@playwright/test';
import type { AdminAccount } from '../support/admin-accounts.ts';
import { adminToken, createHeadOfficeAdmin, findReports, setReportStatus } from '../support/admin-api.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  field,
  fillReport,
  lookUp,
  openRealNameForm,
  reportText,
  submitAndReadReceipt,
} from '../support/reporter.ts';

// Issue 31: one story of where a report stands. The receipt and the report's own page (/inquirypage) show the same
// steps (접수 확인 중 → 접수 완료 → 조사 중 → 처리 완료), and a report an admin set straight from 접수대기 to 처리완료
// shows the steps between as 거치지 않음, never as done. On the way, a phone number typed as digits alone is grouped.

let hq: AdminAccount;

test.beforeAll(async ({ playwright }, testInfo) => {
  hq = await createHeadOfficeAdmin(playwright, testInfo);
});

/** The steps of the page's 처리 진행 상황, each as its name and where it stands (the date left out). */
const stepsOf = async (page: Page): Promise<string[]> => {
  const items = page.getByRole('region', { name: '처리 진행 상황' }).getByRole('listitem');
  return (await items.allInnerTexts()).map((t) => t.replace(/\s*\d{4}-\d{2}-\d{2}/, '').replace(/\s+/g, ' '));
};

/** The box of one step stays on the screen: nothing of it cut off at the right edge (a 375 px phone). */
async function expectInsideViewport(page: Page, region: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const item of await region.getByRole('listitem').all()) {
    const box = await item.boundingBox();
    expect(box && box.x + box.width <= width + 1, (await item.textContent()) ?? '').toBe(true);
  }
}

test("the receipt and the report's page tell the same steps; a jump to 처리완료 shows the skipped ones", async ({
  page,
  request,
  dialogs,
}, testInfo) => {
  test.setTimeout(180_000);
  const report = reportText(testInfo, '처리 단계');
  const phone = field(page, '휴대전화');

  await test.step('a phone number typed as digits alone is grouped as the box is left', async () => {
    await openRealNameForm(page);
    await fillReport(page, report);
    await field(page, '이름').fill('홍길동');
    await phone.fill('01012345678');
    await field(page, '이메일').fill('hong@example.com');
    await expect(phone).toHaveValue('010-1234-5678');
    await expect(page.locator('form.report-form .field-error:not(:empty)')).toHaveCount(0);
    // The hint's example is one unit on every width.
    await expect(page.locator('.field-hint .nowrap')).toHaveText('예: 010-1234-5678');
    await expect(page.locator('.field-hint .nowrap')).toHaveCSS('white-space', 'nowrap');
  });

  let receipt = '';
  let onReceipt: string[] = [];
  await test.step('the receipt: sent, and 접수 확인 중 is where the report stands', async () => {
    receipt = await submitAndReadReceipt(page);
    await expect(page.getByRole('main')).not.toContainText('접수되었습니다');
    onReceipt = await stepsOf(page);
    expect(onReceipt).toEqual([
      '접수 확인 중 현재 단계',
      '접수 완료 진행 전',
      '조사 중 진행 전',
      '처리 완료 진행 전',
    ]);
    const region = page.getByRole('region', { name: '처리 진행 상황' });
    await expect(region.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
    await expect(region).toContainText('감사실이 제보 내용을 확인하고 있습니다.');
    await expectInsideViewport(page, region);
    await expectNoA11yViolations(page, testInfo, 'reportcomplete-steps');
  });

  const summaryCell = (name: string) =>
    page
      .getByRole('table', { name: '제보 정보' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .getByRole('cell');

  await test.step('/inquirypage says the same, in the steps and the status row', async () => {
    await page.goto('/reportinquiry');
    await lookUp(page, receipt);
    await expect(page).toHaveURL(/\/inquirypage$/);
    expect(await stepsOf(page)).toEqual(onReceipt);
    await expect(summaryCell('처리상태')).toHaveText('접수 확인 중');
    await expect(page.getByRole('main')).not.toContainText('접수대기');
  });

  await test.step('set from 접수대기 straight to 처리완료: the steps between say 거치지 않음, not 완료', async () => {
    const token = await adminToken(request, hq.loginId, hq.password);
    const [row] = await findReports(request, token, report.title);
    expect(row?.title).toBe(report.title);
    await setReportStatus(request, token, row?.id ?? 0, 'COMPLETED');
    await page.reload();
    expect(await stepsOf(page)).toEqual([
      '접수 확인 중 완료',
      '접수 완료 거치지 않음',
      '조사 중 거치지 않음',
      '처리 완료 현재 단계',
    ]);
    const region = page.getByRole('region', { name: '처리 진행 상황' });
    await expect(region.locator('.report-step-skipped')).toHaveCount(2);
    await expect(region.locator('.report-step-done')).toHaveCount(1);
    await expect(summaryCell('처리상태')).toHaveText('처리 완료');
    await expectInsideViewport(page, region);
    await expectNoA11yViolations(page, testInfo, 'inquirypage-skipped-steps');
    expect(dialogs.seen, 'the browser’s own dialogs').toEqual([]);
  });
});
