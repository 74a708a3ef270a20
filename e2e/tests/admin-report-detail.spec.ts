import { readFile } from 'node:fs/promises';
import { type AdminAccount, runTag } from '../support/admin-accounts.ts';
import { createAdmin, fileReport, REPORTER, samplePdf } from '../support/admin-api.ts';
import {
  ADMIN_TEXT,
  answerDialog,
  expectNoDialog,
  reportTable,
  reportTitles,
  searchReports,
  signInAs,
} from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The admin journey, part 2 (spec sections 2, 4, 6-8): an audit-team admin handles one report: contact data for
// real-name reports only, comments and their edit, status change, attachment download, back to the list.
// The list and its scope are in admin-report-list.spec.ts; sign-in, login log and logout in admin-session.spec.ts.
// Accounts and reports are set up through the API.

/** The admin of 지주 감사팀 (every company; menus 제보 관리 and 접속 기록), one per worker and project. */
let hq: AdminAccount;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const tag = runTag(testInfo);
  hq = await createAdmin(request, { loginId: `e2e-hqd-${tag}`, name: '지주감사', groupName: '지주 감사팀' });
  await request.dispose();
});

test('the report detail: contact for real-name only, comments, status, attachment, back to the list', async ({
  page,
  request,
}, testInfo) => {
  // Two reports, a dozen steps, a download and an accessibility scan: on a machine shared with other runs it
  // takes longer than the default minute.
  test.setTimeout(180_000);
  const tag = `상세${runTag(testInfo)}`;
  const realName = `${tag} 실명 제보`;
  const anonymous = `${tag} 익명 제보`;
  const pdf = samplePdf('회의록 사본.pdf');
  await fileReport(request, { companyType: 'GARAM_FOODS', title: realName, postType: 'PUBLIC', file: pdf });
  await fileReport(request, { companyType: 'GARAM_TRADING', title: anonymous, postType: 'PRIVATE' });

  await signInAs(page, hq);
  await searchReports(page, tag);
  await expect(reportTitles(page)).toHaveText([anonymous, realName]);

  await test.step('a click on the row opens the report', async () => {
    await reportTable(page).locator('tbody tr').filter({ hasText: realName }).locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/admininquirypage\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '제보 상세' })).toBeVisible();
  });

  await test.step('the status control is in view without scrolling (a phone: one tap away), 저장 off until another status is chosen', async () => {
    const form = page.getByRole('region', { name: '처리상태 변경', exact: true });
    const select = form.getByLabel('처리상태');
    await expect(select).toHaveValue('WAITING');
    // On a phone the report comes first; the bar of links at its top leads to the work (admin-report-detail-layout).
    if (testInfo.project.name === 'mobile') {
      await page
        .getByRole('navigation', { name: '제보 상세 바로가기' })
        .getByRole('link', { name: '처리' })
        .click();
    }
    await expect(select).toBeInViewport({ ratio: 1 });
    await expect(form.getByRole('button', { name: '저장', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(form.getByRole('button', { name: '저장', exact: true })).toBeDisabled();
  });

  const target = page.getByRole('region', { name: '제보 대상', exact: true });
  const body = page.getByRole('region', { name: '제보 내용', exact: true });
  /** The value of the fact labelled `label` of 제보 대상. */
  const fact = (label: string) =>
    target
      .locator('.report-fact')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  await test.step('a real-name report shows the reporter’s contact', async () => {
    await expect(target.locator('dt')).toHaveText([
      '회사',
      '제보유형',
      '구분',
      '이름',
      '전화번호',
      '이메일',
      '접수번호',
      '접수일',
      '처리상태',
    ]);
    await expect(fact('구분')).toHaveText('실명');
    await expect(fact('이름')).toHaveText(REPORTER.name);
    await expect(fact('전화번호')).toContainText(REPORTER.phoneNumber);
    await expect(fact('이메일')).toContainText(REPORTER.email);
    await expect(body.locator('.report-subject')).toHaveText(realName);
    await expect(body).toContainText('납품 대가로 상품권을 받았습니다.');
    await expectNoA11yViolations(page, testInfo, 'admininquirypage');
  });

  await test.step('the attachment downloads byte for byte', async () => {
    const downloadPromise = page.waitForEvent('download');
    await body.getByRole('button', { name: `첨부파일 ${pdf.name} 내려받기` }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(pdf.name);
    expect((await readFile((await download.path())!)).equals(pdf.buffer)).toBe(true);
  });

  const comments = page.locator('section.report-comments');
  const composer = page.locator('.report-composer');
  await test.step('a comment is added after a confirmation, then edited', async () => {
    await expect(comments.getByRole('heading', { name: '댓글 (0)' })).toBeVisible();
    await composer.getByLabel('댓글 입력').fill('접수하였습니다.\n담당자가 확인 중입니다.');
    await composer.getByRole('button', { name: '등록', exact: true }).click();
    await answerDialog(page, ADMIN_TEXT.confirmComment);
    await answerDialog(page, ADMIN_TEXT.commentRegistered);
    await expectNoDialog(page);
    await expect(comments.getByRole('heading', { name: '댓글 (1)' })).toBeVisible();
    const item = comments.getByRole('listitem');
    await expect(item).toContainText('감사실 답변');
    await expect(item).toContainText('지주감사');
    await expect(item.locator('.report-comment-body')).toHaveText(
      /접수하였습니다.\s*담당자가 확인 중입니다./,
    );
    await expect(page.getByLabel('댓글 입력')).toHaveValue('');

    await item.getByRole('button', { name: /^댓글 수정:/ }).click();
    const editor = item.getByRole('textbox', { name: '댓글 수정' });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue('접수하였습니다.\n담당자가 확인 중입니다.');
    await editor.fill('접수하였습니다. 조사를 시작합니다.');
    await item.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, ADMIN_TEXT.confirmCommentEdit);
    await answerDialog(page, ADMIN_TEXT.commentEdited);
    await expectNoDialog(page);
    await expect(item.locator('.report-comment-body')).toHaveText('접수하였습니다. 조사를 시작합니다.');
  });

  await test.step('the status changes after a confirmation; a completed report takes no comment', async () => {
    const form = page.getByRole('region', { name: '처리상태 변경', exact: true });
    const save = form.getByRole('button', { name: '저장', exact: true });
    await expect(save).toBeDisabled();
    await form.getByLabel('처리상태').selectOption({ label: '처리완료' });
    await expect(save).toBeEnabled();
    await save.click();
    // Its replies so far were plain: completing without a result message leaves the feedback clock open, and says so.
    await answerDialog(page, ADMIN_TEXT.confirmCompleteWithoutResult);
    await answerDialog(page, ADMIN_TEXT.changed);
    await expectNoDialog(page);
    await expect(fact('처리상태')).toHaveText('처리완료');
    await expect(target.locator('dt', { hasText: /^처리완료일$/ })).toBeVisible();
    await expect(comments).toContainText('처리가 완료된 제보에는 댓글을 등록할 수 없습니다.');
    await expect(page.getByLabel('댓글 입력')).toHaveCount(0);
    await expect(composer).toHaveCount(0);
    // Saved: the saved status is the chosen one again, so 저장 is off.
    await expect(save).toBeDisabled();
  });

  await test.step('목록 returns to the same search, which shows the new status and comment count', async () => {
    await page.getByRole('button', { name: '목록' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/adminreport\\?keyword=${encodeURIComponent(tag)}$`));
    const row = reportTable(page).locator('tbody tr').filter({ hasText: realName });
    await expect(row.locator('td').nth(4)).toHaveText('처리완료');
    await expect(row).toContainText('댓글 1개');
  });

  await test.step('an anonymous report shows no contact rows', async () => {
    await reportTitles(page).filter({ hasText: anonymous }).click();
    await expect(body.locator('.report-subject')).toHaveText(anonymous);
    await expect(fact('구분')).toHaveText('익명');
    for (const label of ['이름', '전화번호', '이메일']) {
      await expect(target.locator('dt', { hasText: new RegExp(`^${label}$`) })).toHaveCount(0);
    }
    await expect(body).toContainText('첨부파일이 없습니다.');
    await expect(page.getByText(REPORTER.phoneNumber)).toHaveCount(0);
  });

  await test.step('the body print carries the office, 대외비 and who printed it, on every page', async () => {
    await page.goto(`${page.url()}&print=body`);
    const marks = page.locator('.report-print-header');
    await expect(marks).toContainText('가람누리그룹 사이버감사실');
    await expect(marks).toContainText('대외비');
    await expect(marks).toContainText(
      new RegExp(`출력: 지주감사\\(${hq.loginId}\\) \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(한국 시간\\)`),
    );
    // The page-margin boxes of every printed page read these custom properties of the root (report-detail.css).
    const root = page.locator('html');
    await expect(root).toHaveAttribute('style', /--print-office: "가람누리그룹 사이버감사실"/);
    await expect(root).toHaveAttribute('style', /--print-confidential: "대외비"/);
    await expect(root).toHaveAttribute(
      'style',
      new RegExp(`--print-by: "출력: 지주감사\\(${hq.loginId}\\) `),
    );
  });
});
