import { answerDialog } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  field,
  fileReportViaApi,
  fillReport,
  lookUp,
  openRealNameForm,
  reportText,
  samplePdf,
  submitAndReadReceipt,
} from '../support/reporter.ts';

// Every public page, in the state a reporter meets it with JavaScript, has no axe violation (desktop and 375px); the
// pages without JavaScript are scanned in reporter-no-javascript.spec.ts. Three tests, so the two workers share the
// scans.

test('information pages: home, the four guidance tabs, privacy policy, certificate, session timeout, notice windows, 404', async ({
  page,
}, testInfo) => {
  // Eleven scans: 20 s on a quiet machine, over the default minute on one running two browser suites.
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /사이버감사실/ }).first()).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'home');

  await page.goto('/reportguide');
  for (const name of ['제보자 보호', '제보 대상', '제보 방법 및 처리 절차', '기타 제보 방법']) {
    const tab = page
      .getByRole('navigation', { name: '제보 안내 항목' })
      .getByRole('link', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(
      page.locator('.guide-panel').getByRole('heading', { level: 2, name, exact: true }),
    ).toBeVisible();
    await expectNoA11yViolations(page, testInfo, `reportguide-${name}`);
  }

  // The footer's privacy policy and certificate, as pages of their own (the footer opens them as dialogs).
  await page.goto('/privacypolicy');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'privacypolicy');
  await page.goto('/certification');
  await expect(page.getByRole('heading', { level: 1, name: '윤리경영 인증서' })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'certification');

  await page.goto('/sessiontimeout');
  await expect(page.getByRole('alert')).toContainText('세션이 만료되었거나 잘못된 접근입니다.');
  await expectNoA11yViolations(page, testInfo, 'sessiontimeout');

  for (const path of ['/auditpopup', '/auditpopup2']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '오늘 하루 보지 않기' })).toBeVisible();
    await expectNoA11yViolations(page, testInfo, path.slice(1));
  }

  const response = await page.goto('/reporter-no-such-page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: '요청하신 페이지가 존재하지 않습니다' }),
  ).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'not-found');
});

test('reporting pages: consents, notice, both forms with their messages and preview, receipt', async ({
  page,
}, testInfo) => {
  // Seven accessibility scans, two forms and a submission (an argon2 hash): about a minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/reporting');
  await expect(page.getByRole('heading', { level: 1, name: '제보하기' })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'reporting');

  await page.getByRole('region', { name: '제보 방식 선택' }).getByRole('link', { name: '익명제보' }).click();
  await expect(page.getByRole('dialog', { name: '제보 처리 안내' })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'reporting-notice');

  await openRealNameForm(page);
  await expect(field(page, '제보대상 회사')).toBeEnabled();
  // The whole form: its lower part is drawn after the first paint.
  await expect(page.getByRole('button', { name: '제보하기', exact: true })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'reportsecond');
  await page.getByRole('button', { name: '제보하기', exact: true }).click();
  // The page's own alert, in the state the reporter meets it.
  await expect(page.getByRole('alertdialog')).toContainText('필수항목을 입력해주세요.');
  await expectNoA11yViolations(page, testInfo, 'reportsecond-alert');
  await answerDialog(page, '필수항목을 입력해주세요.');
  await expect(page.getByText('이름을 입력해주세요.')).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'reportsecond-errors');

  await page.goto('/reportsecond02');
  await expect(page.getByRole('heading', { level: 1, name: '익명제보' })).toBeVisible();
  await expect(page.getByRole('button', { name: '제보하기', exact: true })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'reportsecond02');
  await fillReport(page, reportText(testInfo, '접근성'));
  await field(page, '첨부파일 (선택)').setInputFiles(samplePdf());
  await page.getByRole('button', { name: '미리보기' }).click();
  await expect(page.getByRole('dialog', { name: '제보 내용 미리보기' })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'reportsecond02-preview');
  await page.keyboard.press('Escape');

  await submitAndReadReceipt(page);
  await expectNoA11yViolations(page, testInfo, 'reportcomplete');
});

test('look-up pages: the look-up form and the signed-in report with a comment', async ({
  page,
  request,
}, testInfo) => {
  const receipt = await fileReportViaApi(request, reportText(testInfo, '접근성 조회'), { file: samplePdf() });

  await page.goto('/reportinquiry');
  await expect(page.getByRole('heading', { level: 1, name: '제보 조회' })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'reportinquiry');

  await lookUp(page, receipt);
  await expect(page).toHaveURL(/\/inquirypage$/);
  await page.getByRole('textbox', { name: '댓글 입력' }).fill('접근성 점검용 댓글입니다.');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await answerDialog(page, '댓글을 등록하시겠습니까?');
  await answerDialog(page, '댓글이 등록되었습니다.');
  await expect(page.getByRole('list', { name: /댓글/ }).getByRole('listitem')).toHaveCount(1);
  await expectNoA11yViolations(page, testInfo, 'inquirypage');
});
