import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { fileReportViaApi, lookUp, reportText, samplePdf } from '../support/reporter.ts';

// The reporter comes back: look-up with receipt number and password, the report, its attachment, a comment,
// and the end of the look-up. The report is filed through the API (setup only).

const SESSION_ALERT = 'alert: 세션이 만료되었거나 잘못된 접근입니다.';

test('look-up: wrong password, the report with status, attachment download, a comment, 조회 종료', async ({
  page,
  dialogs,
  request,
}, testInfo) => {
  const report = reportText(testInfo, '조회');
  const pdf = samplePdf('증빙 자료.pdf');
  const receipt = await fileReportViaApi(request, report, { kind: 'PUBLIC', file: pdf });
  const formatted = receipt.match(/.{4}/g)!.join('-');

  await page.goto('/reportinquiry');
  await expect(page.getByRole('heading', { level: 1, name: '제보 조회' })).toBeVisible();

  await test.step('empty fields and a wrong password alert and stay on the look-up', async () => {
    await page.getByRole('button', { name: '조회', exact: true }).click();
    await expect.poll(() => dialogs.seen).toEqual(['alert: 접수번호와 비밀번호를 입력해주세요.']);
    await lookUp(page, receipt, 'wrong123!');
    // The server's message, shown as it answered.
    await expect
      .poll(() => dialogs.seen)
      .toEqual([
        'alert: 접수번호와 비밀번호를 입력해주세요.',
        'alert: 접수번호 또는 비밀번호가 일치하지 않습니다.',
      ]);
    await expect(page).toHaveURL(/\/reportinquiry$/);
    await expect(page.getByRole('button', { name: '조회', exact: true })).toBeEnabled();
  });

  await test.step('the receipt as shown on the complete page (with hyphens) and the password open the report', async () => {
    dialogs.clear();
    await lookUp(page, formatted);
    await expect(page).toHaveURL(/\/inquirypage$/);
    await expect(page.getByRole('heading', { level: 1, name: '제보 내용 확인' })).toBeVisible();
    const summary = page.getByRole('table', { name: '제보 정보' });
    const cell = (name: string) =>
      summary
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
        .getByRole('cell');
    await expect(cell('처리상태')).toHaveText('접수대기');
    await expect(cell('접수번호')).toHaveText(formatted);
    await expect(cell('제보대상 회사')).toHaveText('가람누리건설');
    await expect(cell('제보유형')).toHaveText('금품·향응 수수');
    await expect(cell('제보 구분')).toHaveText('실명');
    await expect(cell('제목')).toHaveText(report.title);
    await expect(page.getByRole('heading', { level: 4, name: '누가' })).toBeVisible();
    for (const section of report.sections) await expect(page.getByText(section)).toBeVisible();
    await expect(
      page.getByText('처리완료 후 1개월이 지나면 제보 내용과 처리 결과를 조회할 수 없습니다.'),
    ).toBeVisible();
    expect(dialogs.seen).toEqual([]);
  });

  await test.step('the attachment downloads under its name, byte for byte', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `${pdf.name} 내려받기` }).click();
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
    await expect.poll(() => dialogs.seen).toEqual(['alert: 내용을 입력해주세요.']);

    dialogs.clear();
    const comment = `추가 자료는 다음 주에 보내 드리겠습니다. (${testInfo.project.name})`;
    await box.fill(comment);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect
      .poll(() => dialogs.seen)
      .toEqual(['confirm: 댓글을 등록하시겠습니까?', 'alert: 댓글이 등록되었습니다.']);
    const list = page.getByRole('list', { name: /댓글/ });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(comment);
    await expect(page.getByRole('heading', { level: 2, name: /댓글/ })).toContainText('(1)');
    await expect(box).toHaveValue('');
  });

  await test.step('조회 종료 asks, then returns to the look-up; the report no longer opens', async () => {
    dialogs.clear();
    await page.getByRole('button', { name: '조회 종료' }).click();
    await expect(page).toHaveURL(/\/reportinquiry$/);
    expect(dialogs.seen).toEqual(['confirm: 조회를 종료하시겠습니까?']);
    expect(await page.evaluate("sessionStorage.getItem('reporterToken')")).toBeNull();

    dialogs.clear();
    await page.goto('/inquirypage');
    await expect.poll(() => dialogs.seen).toEqual([SESSION_ALERT]);
    await expect(page).toHaveURL(/\/reportinquiry$/);
  });
});

test('a direct visit to /inquirypage without a session alerts and goes to the look-up', async ({
  page,
  dialogs,
}) => {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/informant/posts/mypost')) reads.push(r.url());
  });
  await page.goto('/inquirypage');
  await expect.poll(() => dialogs.seen).toEqual([SESSION_ALERT]);
  await expect(page).toHaveURL(/\/reportinquiry$/);
  await expect(page.getByRole('heading', { level: 1, name: '제보 조회' })).toBeVisible();
  expect(reads).toEqual([]);
});
