import { ADMIN_MESSAGES, adminApi, COMMENT_MESSAGES, endpointUrl } from '@audit/contracts';
import { type AdminAccount, runTag } from '../support/admin-accounts.ts';
import {
  adminToken,
  createHeadOfficeAdmin,
  fileReport,
  findReports,
  setReportStatus,
} from '../support/admin-api.ts';
import {
  answerDialog,
  expectNoDialog,
  freshContext,
  reportTable,
  reportTitles,
  searchReports,
  signInAs,
} from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { lookUp } from '../support/reporter.ts';

// Issue 12: the legal clocks on the admin list (the next due date, the overdue mark, the due filter and sort, the
// overdue count) and the reporter's timeline on /inquirypage; issue 31: the reply kinds (a reply marked 접수 확인 in
// the reply box, labelled for the reporter too) and the result message sent with 처리완료, each shown as what met its
// clock. Reports are filed and handled through the API (setup only) or the screens. The server's clock cannot be moved from here, so a report past its due date
// is shown from a list answer marked overdue (the server's rule is tested in legal-clocks.test.ts).

let hq: AdminAccount;

test.beforeAll(async ({ playwright }, testInfo) => {
  hq = await createHeadOfficeAdmin(playwright, testInfo);
});

/** The due column's cell of the row titled `title`. */
const dueCell = (table: ReturnType<typeof reportTable>, title: string) =>
  table.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(6);

test('the list shows due dates, filters and sorts by them; the reporter sees the handling steps', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `기한${runTag(testInfo)}`;
  const open = `${tag} 접수 대기 제보`;
  const done = `${tag} 처리 완료 제보`;
  const receipt = await fileReport(request, { companyType: 'GARAM_FOODS', title: open });
  await fileReport(request, { companyType: 'GARAM_FOODS', title: done });
  const token = await adminToken(request, hq.loginId, hq.password);
  const rows = await findReports(request, token, tag);
  const id = (title: string) => rows.find((r) => r.title === title)?.id ?? 0;
  // Completed with its result message: nothing is due any more.
  await setReportStatus(request, token, id(done), 'COMPLETED', '조사를 마치고 조치 결과를 알려드립니다.');

  await signInAs(page, hq);
  const table = reportTable(page);

  await test.step('the open report is due in 7 days; the completed one has no due date', async () => {
    await page.goto('/adminreport');
    await searchReports(page, tag);
    await expect(reportTitles(page)).toHaveText([done, open]);
    await expect(table.getByRole('columnheader', { name: '처리기한' })).toBeVisible();
    await expect(dueCell(table, open)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(dueCell(table, done)).toHaveText('-진행 중인 기한 없음');
    const counts = page.getByRole('region', { name: '처리상태별 제보 건수' });
    await expect(counts.getByRole('button').last()).toHaveText('기한 경과0건');
    await expectNoA11yViolations(page, testInfo, 'adminreport-due');
  });

  await test.step('the due filter and the due-date sort', async () => {
    await page.getByLabel('처리기한', { exact: true }).selectOption({ label: '7일 이내' });
    await expect(page).toHaveURL(/[?&]due=week/);
    await expect(reportTitles(page)).toHaveText([open]);
    await page.getByLabel('처리기한', { exact: true }).selectOption({ label: '기한 경과' });
    await expect(page).toHaveURL(/[?&]due=overdue/);
    await expect(table).toContainText('조회된 제보가 없습니다.');
    await page.getByLabel('처리기한', { exact: true }).selectOption({ label: '전체' });
    await page.getByLabel('정렬').selectOption({ label: '처리기한 임박순' });
    await expect(page).toHaveURL(/[?&]sort=dueDate%2Casc/);
    await expect(reportTitles(page)).toHaveText([open, done]);
  });

  await test.step('a report past its due date is marked in words', async () => {
    const listAnswers = `**${endpointUrl(adminApi.posts)}?*`;
    await page.route(listAnswers, async (route) => {
      const answer = await (await route.fetch()).json();
      for (const row of answer.board.content) if (row.title === open) row.overdue = true;
      await route.fulfill({ json: { ...answer, overdueCount: 1 } });
    });
    await page.reload();
    await expect(dueCell(table, open)).toContainText('기한 경과');
    await expect(
      page.getByRole('region', { name: '처리상태별 제보 건수' }).getByRole('button').last(),
    ).toHaveText('기한 경과1건');
    await expectNoA11yViolations(page, testInfo, 'adminreport-overdue');
    await page.unroute(listAnswers);
  });

  await test.step('a reply marked 접수 확인 in the reply box meets the acknowledgement', async () => {
    await page.goto(`/admininquirypage?id=${id(open)}`);
    const thread = page.locator('section.report-comments');
    // The new reply's box stands apart from the thread, kept in view (report-workspace.tsx).
    const composer = page.locator('.report-composer');
    await composer.getByLabel('댓글 입력').fill('제보를 접수하였습니다. 사실관계를 확인하겠습니다.');
    const kinds = composer.getByRole('group', { name: '답변 구분' });
    await expect(kinds.getByRole('radio', { name: /^일반 답변/ })).toBeChecked();
    await kinds.getByRole('radio', { name: /^접수 확인/ }).check();
    await composer.getByRole('button', { name: '등록', exact: true }).click();
    await answerDialog(page, '댓글을 등록하시겠습니까?');
    await answerDialog(page, COMMENT_MESSAGES.registered);
    await expectNoDialog(page);
    await expect(thread.getByRole('listitem').last().locator('.reply-kind-label')).toHaveText('접수 확인');
    const clocks = page.getByRole('table', { name: '접수 확인 기한과 처리 결과 회신 기한' });
    const ack = clocks.getByRole('row', { name: /접수 확인/ }).first();
    await expect(ack).toContainText('충족');
    await expect(ack).toContainText('접수 확인 답변');
    await expect(ack.getByRole('link', { name: '댓글에서 보기' })).toHaveAttribute('href', /^#comment-\d+$/);
    await expectNoA11yViolations(page, testInfo, 'admininquirypage-reply-kind');
  });
  // The status change after it: the reporter's timeline reaches 접수완료; the acknowledgement stays the reply's.
  await setReportStatus(request, token, id(open), 'RECEIVED');

  await test.step('the detail shows both clocks, whether each was met and by what', async () => {
    await page.goto(`/admininquirypage?id=${id(open)}`);
    const clocks = page.getByRole('table', { name: '접수 확인 기한과 처리 결과 회신 기한' });
    await expect(clocks.getByRole('row', { name: /^접수 확인/ })).toContainText('접수 확인 답변');
    await expect(clocks.getByRole('row', { name: /처리 결과 회신/ })).toContainText('진행 중');
  });

  await test.step('the reporter sees the steps reached, with dates, and the last reply', async () => {
    const context = await freshContext(browser, testInfo);
    const reporter = await context.newPage();
    await reporter.goto('/reportinquiry');
    await lookUp(reporter, receipt);
    await expect(reporter).toHaveURL(/\/inquirypage$/);
    const timeline = reporter.getByRole('region', { name: '처리 진행 상황' });
    const steps = timeline.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText(/접수 확인 중.*완료.*\d{4}-\d{2}-\d{2}/);
    await expect(steps.nth(1)).toContainText(/접수 완료.*현재 단계.*\d{4}-\d{2}-\d{2}/);
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(2)).toContainText('조사 중진행 전');
    await expect(steps.nth(3)).toContainText('처리 완료진행 전');
    await expect(timeline).toContainText(/감사실 마지막 답변: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // The reply marked 접수 확인 is labelled so for the reporter.
    const reply = reporter.locator('.report-comment.is-admin');
    await expect(reply.locator('.reply-kind-label')).toHaveText('접수 확인');
    // Nothing of the admins' clocks reaches the reporter.
    for (const adminOnly of ['처리기한', '기한 경과', '처리 결과 회신']) {
      await expect(reporter.locator('body')).not.toContainText(adminOnly);
    }
    await expectNoA11yViolations(reporter, testInfo, 'inquirypage-timeline');
    await context.close();
  });

  await test.step('처리완료 with its result message: sent as 처리 결과 회신, which meets the feedback', async () => {
    await page.goto(`/admininquirypage?id=${id(open)}`);
    await page.getByRole('combobox', { name: '처리상태' }).selectOption({ label: '처리완료' });
    await page.getByLabel('처리 결과 회신', { exact: true }).fill('사실로 확인되어 관련자를 징계하였습니다.');
    await page.getByRole('region', { name: '처리상태 변경' }).getByRole('button', { name: '저장' }).click();
    await answerDialog(page, '처리완료로 변경하고 처리 결과 회신을 등록하시겠습니까?');
    await answerDialog(page, ADMIN_MESSAGES.changed);
    await expectNoDialog(page);
    const clocks = page.getByRole('table', { name: '접수 확인 기한과 처리 결과 회신 기한' });
    const feedback = clocks.getByRole('row', { name: /처리 결과 회신/ });
    await expect(feedback).toContainText('충족');
    await expect(feedback).toContainText('처리완료와 함께 등록한 처리 결과 회신');
    const thread = page.locator('section.report-comments');
    await expect(thread.getByRole('listitem').last()).toContainText('관련자를 징계하였습니다.');
    await expect(thread.getByRole('listitem').last().locator('.reply-kind-label')).toHaveText(
      '처리 결과 회신',
    );
    await page.goto('/adminreport');
    await searchReports(page, tag);
    await expect(dueCell(table, open)).toHaveText('-진행 중인 기한 없음');
  });
});
