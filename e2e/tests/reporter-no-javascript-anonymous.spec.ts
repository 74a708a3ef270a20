import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import {
  cell,
  errorSummary,
  everyJourneyWithoutJavaScript,
  expectAccessible,
  expectFieldMessage,
  expectNothingRan,
  followMenu,
  memo,
  send,
} from '../support/no-javascript.ts';
import { field, PASSWORD, readReportViaApi, reportText, SECTIONS } from '../support/reporter.ts';

// Issue 28, with JavaScript switched off (support/no-javascript.ts): the anonymous report as plain posts (the server's
// messages beside the fields, the review page as the spec's 접수 하시겠습니까?), the receipt, the look-up, the
// attachment, a comment and the end of the look-up.

everyJourneyWithoutJavaScript();

test('anonymous report without JavaScript: refused with messages and values kept, reviewed, filed; looked up, downloaded, commented, signed out', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const report = reportText(testInfo, '자바스크립트 없는 익명제보');
  const file = memo('식사 자리 메모.txt');
  let receipt = '';

  await test.step('/reporting: 익명제보 is a link to the processing notice, whose 확인 opens the form', async () => {
    await page.goto('/reporting');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.getByRole('link', { name: '익명제보', exact: true }).click();
    await expect(page).toHaveURL(/\/reporting\?step=notice&kind=anonymous$/);
    const notice = page.getByRole('region', { name: '제보 처리 안내' });
    await expect(notice).toContainText('최소 2주');
    await notice.getByRole('link', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/reportsecond02$/);
    await expect(page.getByRole('heading', { level: 1, name: '익명제보' })).toBeVisible();
  });

  const form = page.locator('form.report-form');
  const submit = page.getByRole('button', { name: '제보하기', exact: true });

  await test.step('the form is plain HTML: a multipart post with the browser’s file field, nothing ran', async () => {
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await expectNothingRan(page);
    for (const name of ['이름', '휴대전화', '이메일']) await expect(field(page, name)).toHaveCount(0);
    // The writing example unfolds in place, and every own-audit-team notice is there to read.
    await page.locator('summary', { hasText: '작성 예시' }).click();
    await expect(form.locator('.writing-example')).toContainText('협력업체 선정 과정에서의 금품 수수 제보');
    await page.locator('summary', { hasText: '자체 감사팀이 조사하는 회사 안내' }).click();
    await expect(form).toContainText('빈스앤리프 제보는 가람누리푸드 감사팀이 조사합니다.');
    await expectAccessible(page, testInfo, 'nojs-reportsecond02');
  });

  await test.step('empty and malformed fields: 400, each message beside its field, the summary, values kept', async () => {
    await field(page, '제보유형').selectOption({ label: '금품·향응 수수' });
    await field(page, '제목').fill(report.title);
    await field(page, '누가').fill(report.sections[0]!);
    await field(page, '기타 요청사항 (선택)').fill(report.otherRequests);
    await field(page, '첨부파일 (선택)').setInputFiles(file);
    await field(page, '패스워드').fill('abc');
    await field(page, '패스워드 확인').fill('abd');
    const response = await send(page, submit, '/reportsecond02');
    expect(response.status()).toBe(400);

    await expect(page.getByRole('heading', { level: 1, name: '익명제보' })).toBeVisible();
    const summary = errorSummary(page);
    await expect(summary).toBeVisible();
    for (const [name, message] of [
      ['companyType', '제보대상 회사: 제보대상 회사를 선택해주세요.'],
      ['when', '언제: 필수 항목을 입력해주세요.'],
      ['password', '패스워드: 패스워드는 8-16자리 영문, 숫자, 특수문자 조합으로 해주세요.'],
      ['passwordConfirm', '패스워드 확인: 패스워드가 일치하지 않습니다. 다시 입력해주세요.'],
    ] as const) {
      await expect(summary.getByRole('link', { name: message })).toHaveAttribute('href', `#field-${name}`);
    }
    await expect(summary.getByRole('link', { name: /^제목:/ })).toHaveCount(0);

    await expectFieldMessage(field(page, '제보대상 회사'), '제보대상 회사를 선택해주세요.');
    for (const name of SECTIONS.slice(1))
      await expectFieldMessage(field(page, name), '필수 항목을 입력해주세요.');
    await expectFieldMessage(
      field(page, '패스워드'),
      '패스워드는 8-16자리 영문, 숫자, 특수문자 조합으로 해주세요.',
    );
    await expectFieldMessage(
      field(page, '패스워드 확인'),
      '패스워드가 일치하지 않습니다. 다시 입력해주세요.',
    );
    await expect(field(page, '제목')).not.toHaveAttribute('aria-invalid', 'true');

    // What was typed is kept; the passwords and the file are not, and the file field says so.
    await expect(field(page, '제보유형')).toHaveValue('BRIBERY');
    await expect(field(page, '제목')).toHaveValue(report.title);
    await expect(field(page, '누가')).toHaveValue(report.sections[0]!);
    await expect(field(page, '기타 요청사항 (선택)')).toHaveValue(report.otherRequests);
    await expect(field(page, '패스워드')).toHaveValue('');
    await expect(field(page, '패스워드 확인')).toHaveValue('');
    await expect(field(page, '첨부파일 (선택)')).toHaveValue('');
    await expect(field(page, '첨부파일 (선택)')).toHaveAccessibleDescription(
      /첨부하신 파일은 보관하지 않았습니다\. 파일을 다시 선택해주세요\./,
    );

    // A message of the summary leads to its field.
    await summary.getByRole('link', { name: /^패스워드:/ }).click();
    await expect(page).toHaveURL(/#field-password$/);
    await expectNothingRan(page);
    await expectAccessible(page, testInfo, 'nojs-reportsecond02-refused');
  });

  await test.step('fixed: the review page shows the report and asks 접수 하시겠습니까?', async () => {
    await field(page, '제보대상 회사').selectOption({ label: '가람누리건설' });
    for (const [i, name] of SECTIONS.entries()) await field(page, name).fill(report.sections[i]!);
    await field(page, '첨부파일 (선택)').setInputFiles(file);
    await field(page, '패스워드').fill(PASSWORD);
    await field(page, '패스워드 확인').fill(PASSWORD);
    const response = await send(page, submit, '/reportsecond02');
    expect(response.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: '제보 내용 확인' })).toBeVisible();
    await expect(page.getByText('접수 하시겠습니까?', { exact: true })).toBeVisible();
    const sheet = page.getByRole('table', { name: '제보 내용' });
    await expect(cell(sheet, '제보대상 회사')).toHaveText('가람누리건설');
    await expect(cell(sheet, '제보유형')).toHaveText('금품·향응 수수');
    await expect(cell(sheet, '제보 구분')).toHaveText('익명');
    await expect(cell(sheet, '제목')).toHaveText(report.title);
    await expect(cell(sheet, '첨부파일')).toHaveText(
      new RegExp(`^${file.name.replace('.', '\\.')} \\(\\d+ ?B\\)$`),
    );
    for (const [i, name] of SECTIONS.entries()) {
      await expect(
        page.locator('.preview-section').filter({ has: page.getByRole('heading', { name, exact: true }) }),
      ).toContainText(report.sections[i]!);
    }
    await expect(page.getByRole('main')).not.toContainText(PASSWORD);
    await expect(page.getByRole('button', { name: '인쇄' })).toHaveCount(0);
    await expectAccessible(page, testInfo, 'nojs-review');
  });

  await test.step('접수: the receipt, shown once', async () => {
    const response = await send(
      page,
      page.getByRole('button', { name: '접수', exact: true }),
      '/reportsecond02/confirm',
    );
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/reportcomplete$/);
    await expect(page.getByRole('heading', { level: 1, name: '제보 제출 완료' })).toBeVisible();
    const number = page.getByRole('region', { name: '접수번호', exact: true }).locator('strong');
    await expect(number).toHaveText(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    // Copying needs a script: the number is there to write down.
    await expect(page.getByRole('button', { name: '접수번호 복사' })).toHaveCount(0);
    receipt = ((await number.textContent()) ?? '').replaceAll('-', '');

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: '접수번호를 표시할 수 없습니다' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\d{4}-\d{4}-\d{4}-\d{4}/);
  });

  await test.step('the look-up: a wrong password comes back with the message, then the report with its status', async () => {
    await followMenu(page, '제보 조회');
    await expect(page).toHaveURL(/\/reportinquiry$/);
    await page.getByLabel('접수번호').fill(receipt);
    await page.getByLabel('패스워드', { exact: true }).fill('wrong123!');
    const refused = await send(
      page,
      page.getByRole('button', { name: '조회', exact: true }),
      '/reportinquiry',
    );
    expect(refused.status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('접수번호 또는 패스워드가 일치하지 않습니다.');
    await expect(page.getByLabel('접수번호')).toHaveValue(receipt);
    await expect(page.getByLabel('패스워드', { exact: true })).toHaveValue('');

    await page.getByLabel('패스워드', { exact: true }).fill(PASSWORD);
    await send(page, page.getByRole('button', { name: '조회', exact: true }), '/reportinquiry');
    await expect(page).toHaveURL(/\/inquirypage$/);
    await expect(page.getByRole('heading', { level: 1, name: '제보 내용 확인' })).toBeVisible();
    const summary = page.getByRole('table', { name: '제보 정보' });
    await expect(cell(summary, '처리상태')).toHaveText('접수 확인 중');
    await expect(cell(summary, '접수번호')).toHaveText(receipt.match(/.{4}/g)!.join('-'));
    await expect(cell(summary, '제보 구분')).toHaveText('익명');
    await expect(cell(summary, '제목')).toHaveText(report.title);
    await expect(page.getByRole('heading', { level: 4, name: '왜' })).toBeVisible();
    await expect(page.getByText(report.sections[5]!)).toBeVisible();
  });

  await test.step('the attachment downloads under its name, byte for byte', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: file.name }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.name);
    const bytes = await readFile(await download.path());
    expect(
      bytes.equals(file.buffer),
      `downloaded ${bytes.length} bytes, uploaded ${file.buffer.length}`,
    ).toBe(true);
  });

  await test.step('a comment: empty is refused beside the box; posted, it is listed', async () => {
    const box = page.getByRole('textbox', { name: '댓글 입력' });
    const register = page.getByRole('button', { name: '등록', exact: true });
    await expect(page.getByText('등록된 댓글이 없습니다.')).toBeVisible();
    const empty = await send(page, register, '/inquirypage/comment');
    expect(empty.status()).toBe(400);
    await expectFieldMessage(box, '내용을 입력해주세요.');

    const comment = `자바스크립트 없이 남기는 댓글입니다. (${testInfo.project.name})`;
    await box.fill(comment);
    const posted = await send(page, register, '/inquirypage/comment');
    expect(posted.status()).toBe(303);
    await expect(page).toHaveURL(/\/inquirypage\?done=comment$/);
    await expect(page.getByRole('status').filter({ hasText: '댓글이 등록되었습니다.' })).toBeVisible();
    const list = page.getByRole('list', { name: /댓글/ });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(comment);
    await expect(page.getByRole('heading', { level: 2, name: /댓글/ })).toContainText('(1)');
    await expect(box).toHaveValue('');
    await expectAccessible(page, testInfo, 'nojs-inquirypage');
  });

  await test.step('조회 종료 ends the session: back on the look-up, and the report no longer opens', async () => {
    await send(page, page.getByRole('button', { name: '조회 종료' }), '/inquirypage/signout');
    await expect(page).toHaveURL(/\/reportinquiry\?reason=signedout$/);
    await expect(page.getByRole('status').filter({ hasText: '제보 조회를 종료했습니다.' })).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('reporter_session');

    await page.goto('/inquirypage');
    await expect(page).toHaveURL(/\/reportinquiry\?reason=missing$/);
    await expect(page.getByRole('alert')).toHaveText('세션이 만료되었거나 잘못된 접근입니다.');
    await page.goto('/inquirypage/attachfile');
    await expect(page).toHaveURL(/\/reportinquiry\?reason=missing$/);
  });

  await test.step('the server holds the anonymous report, its file and the comment', async () => {
    const { post: mine, attachment } = await readReportViaApi(page.request, receipt);
    expect(mine.postType).toBe('PRIVATE');
    expect(mine.title).toBe(report.title);
    expect(attachment?.equals(file.buffer)).toBe(true);
  });
});
