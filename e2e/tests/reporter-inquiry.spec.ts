import { readFile } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import { answerDialog, expectNoDialog } from '../support/admin-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { fileReportViaApi, lookUp, reportText, samplePdf } from '../support/reporter.ts';

// The reporter comes back with JavaScript: look-up with receipt number and password, the report, its attachment, a
// comment, and the end of the look-up. Every question and message is the page's own dialog; the browser's native
// alert and confirm never open. The session is an HttpOnly cookie the look-up opens (no token in the page's
// storage). The report is filed through the API (setup only).

const SESSION_MESSAGE = '세션이 만료되었거나 잘못된 접근입니다.';

/** The reporter's session cookie, if the browser holds one. */
const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'reporter_session');

test('look-up: wrong password, the report with status, attachment download, a comment, 조회 종료', async ({
  page,
  context,
  dialogs,
  request,
}, testInfo) => {
  const report = reportText(testInfo, '조회');
  const pdf = samplePdf('증빙 자료.pdf');
  const receipt = await fileReportViaApi(request, report, { kind: 'PUBLIC', file: pdf });
  const formatted = receipt.match(/.{4}/g)!.join('-');

  await page.goto('/reportinquiry');
  await expect(page.getByRole('heading', { level: 1, name: '제보 조회' })).toBeVisible();

  await test.step('empty fields and a wrong password are said in the dialog and stay on the look-up', async () => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.getByRole('button', { name: '조회', exact: true }).click();
    await answerDialog(page, '접수번호와 패스워드를 입력해주세요.');
    // Refused before anything was sent.
    expect(posts).toEqual([]);
    await lookUp(page, receipt, 'wrong123!');
    // The server's message: the page comes back with it, and says it in the dialog.
    await answerDialog(page, '접수번호 또는 패스워드가 일치하지 않습니다.');
    await expectNoDialog(page);
    await expect(page).toHaveURL(/\/reportinquiry$/);
    await expect(page.getByLabel('접수번호')).toHaveValue(receipt);
    await expect(page.getByLabel('패스워드', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: '조회', exact: true })).toBeEnabled();
    expect(await sessionCookie(context)).toBeUndefined();
  });

  await test.step('the receipt as shown on the complete page (with hyphens) and the password open the report', async () => {
    await lookUp(page, formatted);
    await expect(page).toHaveURL(/\/inquirypage$/);
    // The session is a cookie no script can read, sent to /inquirypage only; nothing is kept in the page's storage.
    expect(await sessionCookie(context)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/inquirypage',
    });
    expect(await page.evaluate('Object.keys(sessionStorage).length + Object.keys(localStorage).length')).toBe(
      0,
    );
    await expect(page.getByRole('heading', { level: 1, name: '제보 내용 확인' })).toBeVisible();
    const summary = page.getByRole('table', { name: '제보 정보' });
    const cell = (name: string) =>
      summary
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
        .getByRole('cell');
    await expect(cell('처리상태')).toHaveText('접수 확인 중');
    await expect(cell('접수번호')).toHaveText(formatted);
    await expect(cell('제보대상 회사')).toHaveText('가람누리건설');
    await expect(cell('제보유형')).toHaveText('금품·향응 수수');
    await expect(cell('제보 구분')).toHaveText('실명');
    await expect(cell('제목')).toHaveText(report.title);
    await expect(page.getByRole('heading', { level: 4, name: '누가' })).toBeVisible();
    for (const section of report.sections) await expect(page.getByText(section)).toBeVisible();
    await expect(
      page.getByText('처리 완료 후 1개월이 지나면 제보 내용과 처리 결과를 조회할 수 없습니다.'),
    ).toBeVisible();
    await expectNoDialog(page);
  });

  await test.step('the attachment downloads under its name, byte for byte', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: pdf.name, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(pdf.name);
    const bytes = await readFile(await download.path());
    expect(bytes.equals(pdf.buffer), `downloaded ${bytes.length} bytes, uploaded ${pdf.buffer.length}`).toBe(
      true,
    );
  });

  await test.step('an empty comment is refused; a comment is posted after a confirmation and listed', async () => {
    const box = page.getByRole('textbox', { name: '댓글 입력' });
    await expect(page.getByText('등록된 댓글이 없습니다.')).toBeVisible();
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerDialog(page, '내용을 입력해주세요.');

    const comment = `추가 자료는 다음 주에 보내 드리겠습니다. (${testInfo.project.name})`;
    await box.fill(comment);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    // 취소 keeps the page as it is; 확인 posts it, and the page comes back saying so.
    await answerDialog(page, '댓글을 등록하시겠습니까?', '취소');
    await expect(box).toHaveValue(comment);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerDialog(page, '댓글을 등록하시겠습니까?');
    await answerDialog(page, '댓글이 등록되었습니다.');
    await expectNoDialog(page);
    const list = page.getByRole('list', { name: /댓글/ });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(comment);
    await expect(page.getByRole('heading', { level: 2, name: /댓글/ })).toContainText('(1)');
    await expect(box).toHaveValue('');
  });

  await test.step('조회 종료 asks, then returns to the look-up; the report no longer opens', async () => {
    await page.getByRole('button', { name: '조회 종료' }).click();
    await answerDialog(page, '조회를 종료하시겠습니까?');
    await expect(page).toHaveURL(/\/reportinquiry\?reason=signedout$/);
    await answerDialog(page, '제보 조회를 종료했습니다.');
    expect(await sessionCookie(context)).toBeUndefined();

    await page.goto('/inquirypage');
    await answerDialog(page, SESSION_MESSAGE);
    await expect(page).toHaveURL(/\/reportinquiry\?reason=missing$/);
    expect(dialogs.seen, 'the browser’s own dialogs').toEqual([]);
  });
});

test('a direct visit to /inquirypage without a session goes to the look-up, which says why', async ({
  page,
  dialogs,
}) => {
  const response = await page.goto('/inquirypage');
  // The server sends the visitor on before any report is read (no page of /inquirypage is ever drawn).
  const first = response?.request().redirectedFrom();
  expect(new URL(first?.url() ?? '').pathname).toBe('/inquirypage');
  expect((await first?.response())?.status()).toBe(303);
  await answerDialog(page, SESSION_MESSAGE);
  await expect(page).toHaveURL(/\/reportinquiry\?reason=missing$/);
  await expect(page.getByRole('heading', { level: 1, name: '제보 조회' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: SESSION_MESSAGE })).toBeVisible();
  expect(dialogs.seen, 'the browser’s own dialogs').toEqual([]);
});
