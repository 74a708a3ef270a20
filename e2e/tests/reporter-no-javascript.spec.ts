import { readFile } from 'node:fs/promises';
import type { Locator, Page, Response, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectTapTargets } from '../support/look.ts';
import { field, PASSWORD, readReportViaApi, reportText, SECTIONS, type Upload } from '../support/reporter.ts';

// Issue 28: the whole reporter journey with JavaScript switched off (the nojs-desktop and nojs-mobile projects of
// playwright.config.ts run only this spec), as a cautious reporter in Tor Browser's "Safest" mode meets it: the
// guidance by its links, both report forms as plain posts (the server's messages beside the fields, the review page
// as the spec's 접수 하시겠습니까?), the receipt, the look-up, the attachment, a comment and the end of the look-up.
// No native or in-page dialog may open: every question is a page. The fixtures still fail a journey on any request
// to another origin and any console warning or error.

test.beforeEach(({ javaScriptEnabled }) => {
  expect(javaScriptEnabled, 'this spec runs in the projects without JavaScript').toBe(false);
});

test.afterEach(async ({ page, dialogs }) => {
  expect(dialogs.seen, 'native dialogs').toEqual([]);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

/** A small text file with Korean in it (the server keeps a .txt as it came). */
function memo(name: string): Upload {
  return {
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(
      `협력업체 식사 자리 메모\n2026-03-05 19:00 본사 인근 식당\n(${Date.now()})\n`,
      'utf8',
    ),
  };
}

/**
 * The page's scripts are only what waits for JavaScript (a deferred module with its file, and the page's model as
 * a data block a browser never runs), and none of it ran: nothing a script adds is there (미리보기, 인쇄, 복사, the
 * Korean file picker, a server message said again in the page's dialog).
 */
async function expectNothingRan(page: Page): Promise<void> {
  const scripts = await page.locator('script').evaluateAll((els) =>
    els.map((el) => {
      const type = el.getAttribute('type') ?? '';
      return type === 'module'
        ? `module ${el.hasAttribute('src') && !el.textContent ? 'file' : 'inline'}`
        : type;
    }),
  );
  expect(
    scripts.filter((s) => s !== 'module file' && s !== 'application/json'),
    'scripts that could run',
  ).toEqual([]);
  for (const name of ['미리보기', '인쇄', '접수번호 복사']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.locator('main input[type="file"]:not(.field-input)')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

/**
 * The axe check of the page as it stands, in the page itself (it runs no script of its own), then proof that the
 * page's own script still did not run.
 */
async function expectAccessible(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  await expectNoA11yViolations(page, testInfo, label, { scriptsOff: true });
  // The layout holds without its scripts: nothing wider than the screen, every control big enough for a finger.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, `${label}: pixels wider than the screen`).toBeLessThanOrEqual(0);
  if (testInfo.project.use.isMobile) await expectTapTargets(page, label);
  await expectNothingRan(page);
}

/**
 * Clicks a form's button and answers the response to the page load it starts at `path` (a post's own answer, before
 * any redirect), once the next page has loaded.
 */
async function send(page: Page, button: Locator, path: string): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === path),
    button.click(),
  ]);
  await page.waitForLoadState();
  return response;
}

/** The value cell of a row of a label / value table (a row header, then the value). */
const cell = (table: Locator, name: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

/** A field shows `message` beside it: the control is invalid and the message is part of its description. */
async function expectFieldMessage(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
}

/** The list of a refused form's messages at its top: each a link to its field. */
function errorSummary(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: '다음 항목을 확인해주세요.' });
}

/** Opens the header's menu (folded behind 메뉴 on a phone: a native disclosure) and follows one of its links. */
async function followMenu(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  const fold = nav.locator('summary');
  if (await fold.isVisible()) await fold.click();
  await nav.getByRole('link', { name, exact: true }).filter({ visible: true }).click();
}

test('guidance without JavaScript: each tab by its link, the offline channels and a company’s audit contact', async ({
  page,
}) => {
  await page.goto('/');
  await followMenu(page, '제보 안내');
  await expect(page).toHaveURL(/\/reportguide$/);
  await expect(page.getByRole('heading', { level: 1, name: '제보 안내' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '제보 안내 항목' });
  const panel = page.locator('.guide-panel');
  await expect(tabs.getByRole('link', { name: '제보자 보호' })).toHaveAttribute('aria-current', 'page');
  await expect(panel).toContainText('「공익신고자 보호법」 제12조');

  await test.step('each tab is a page of its own', async () => {
    for (const [tab, name, text] of [
      ['targets', '제보 대상', '정당한 제보로 보지 않으며'],
      ['procedure', '제보 방법 및 처리 절차', '결과 확인'],
      ['others', '기타 제보 방법', '계열사 감사 조직 연락처'],
      ['protection', '제보자 보호', '불이익 조치 금지'],
    ] as const) {
      await tabs.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/reportguide\\?tab=${tab}$`));
      await expect(tabs.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(panel.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      await expect(panel).toContainText(text);
    }
  });

  await test.step('the offline channels: phone, fax, letter and visit', async () => {
    await tabs.getByRole('link', { name: '제보 방법 및 처리 절차' }).click();
    const methods = panel.getByRole('table', { name: /제보 방법과 연락처/ });
    await expect(cell(methods, '전화')).toContainText('02-000-0000');
    await expect(cell(methods, '전화').getByRole('link', { name: '02-000-0000' })).toHaveAttribute(
      'href',
      'tel:02-000-0000',
    );
    await expect(cell(methods, '팩스')).toHaveText('02-000-0099');
    await expect(cell(methods, '우편')).toContainText('가람누리타워 12층 감사실');
    await expect(cell(methods, '방문')).toContainText('평일 09:00~18:00');
    await expect(panel).toContainText('최소 2주');
  });

  await test.step('a company’s own audit contact', async () => {
    await tabs.getByRole('link', { name: '기타 제보 방법' }).click();
    const contacts = panel.getByRole('list', { name: '계열사별 감사 조직 연락처' });
    await expect(contacts.getByRole('listitem')).toHaveCount(7);
    const beans = contacts.getByRole('listitem').filter({ hasText: '빈스앤리프' });
    await expect(beans).toContainText('전화 02-000-0006');
    await expect(beans.getByRole('link', { name: 'audit@beansandleaf.example' })).toHaveAttribute(
      'href',
      'mailto:audit@beansandleaf.example',
    );
  });

  await test.step('the footer’s privacy policy is a page', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
    await expect(page).toHaveURL(/\/privacypolicy$/);
    await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('2024년 12월 17일부터 적용');
  });
});

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
    await expect(page.getByRole('heading', { level: 1, name: '제보 접수 완료' })).toBeVisible();
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
    await expect(cell(summary, '처리상태')).toHaveText('접수대기');
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

test('real-name report without JavaScript: the consents, the contact fields’ messages, 수정 on the review page, the receipt', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const report = reportText(testInfo, '자바스크립트 없는 실명제보');
  const collection = page.getByRole('group', { name: /수집·이용하는 데 동의하십니까/ });
  const thirdParty = page.getByRole('group', { name: /제3자에게 제공하는 데 동의하십니까/ });
  const next = page.getByRole('button', { name: '다음', exact: true });

  await test.step('the form cannot be opened without the consents', async () => {
    await page.goto('/reportsecond');
    await expect(page).toHaveURL(/\/reporting\?step=consent$/);
    await page.goto('/reportsecond?collectionConsent=yes&thirdPartyConsent=no');
    await expect(page).toHaveURL(/\/reporting\?step=consent$/);
  });

  await test.step('/reporting: 실명제보 leads to two consents with no default; one “no” is refused', async () => {
    await page.goto('/reporting');
    await page.getByRole('link', { name: '실명제보', exact: true }).click();
    await expect(page).toHaveURL(/\/reporting\?step=consent$/);
    await expect(page.getByRole('radio')).toHaveCount(4);
    for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();

    await collection.getByLabel('동의함').check();
    await thirdParty.getByLabel('동의하지 않음').check();
    const refused = await send(page, next, '/reporting');
    expect(refused.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(
      '개인정보 수집및 처리, 제 3자 제공의 동의시 진행됩니다.',
    );
    // The consents again, the answers kept.
    await expect(collection.getByLabel('동의함')).toBeChecked();
    await expect(thirdParty.getByLabel('동의하지 않음')).toBeChecked();
    await expect(page.getByRole('region', { name: '제보 처리 안내' })).toHaveCount(0);
  });

  await test.step('both “yes”: the processing notice, whose 확인 opens the real-name form', async () => {
    await thirdParty.getByLabel('동의함').check();
    const given = await send(page, next, '/reporting');
    expect(given.status()).toBe(200);
    const notice = page.getByRole('region', { name: '제보 처리 안내' });
    await expect(notice).toContainText('1개월 이상');
    await notice.getByRole('link', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/reportsecond\?collectionConsent=yes&thirdPartyConsent=yes$/);
    await expect(page.getByRole('heading', { level: 1, name: '실명제보' })).toBeVisible();
    await expectNothingRan(page);
  });

  const submit = page.getByRole('button', { name: '제보하기', exact: true });
  const fillAll = async (title: string) => {
    await field(page, '제보대상 회사').selectOption({ label: '가람누리전자' });
    await field(page, '제보유형').selectOption({ label: '부당한 업체 선정' });
    await field(page, '제목').fill(title);
    for (const [i, name] of SECTIONS.entries()) await field(page, name).fill(report.sections[i]!);
    await field(page, '패스워드').fill(PASSWORD);
    await field(page, '패스워드 확인').fill(PASSWORD);
  };

  await test.step('the contact fields: an empty name, a malformed phone number and e-mail address', async () => {
    await fillAll(report.title);
    await field(page, '휴대전화').fill('01012345678');
    await field(page, '이메일').fill('hong.example.com');
    const response = await send(page, submit, '/reportsecond');
    expect(response.status()).toBe(400);
    const summary = errorSummary(page);
    await expect(summary.getByRole('link')).toHaveText([
      '이름: 이름을 입력해주세요.',
      '휴대전화: 전화번호 예시에 맞게 입력해주세요. * 하이픈(-) 포함',
      '이메일: 이메일 양식에 맞게 작성해주세요.',
    ]);
    await expectFieldMessage(field(page, '이름'), '이름을 입력해주세요.');
    await expectFieldMessage(field(page, '휴대전화'), '전화번호 예시에 맞게 입력해주세요. * 하이픈(-) 포함');
    await expectFieldMessage(field(page, '이메일'), '이메일 양식에 맞게 작성해주세요.');
    await expect(field(page, '휴대전화')).toHaveValue('01012345678');
    await expect(field(page, '이메일')).toHaveValue('hong.example.com');
    await expect(field(page, '제보대상 회사')).toHaveValue('GARAM_ELECTRONICS');
    await expect(field(page, '제목')).toHaveValue(report.title);
    await expect(field(page, '왜')).toHaveValue(report.sections[5]!);
    // The company's own audit team is named under the lists, without a dialog.
    await expect(page.locator('.company-notice')).toContainText(
      '가람누리전자 제보는 가람누리전자 감사팀이 조사합니다.',
    );
    await expectAccessible(page, testInfo, 'nojs-reportsecond-refused');
  });

  await test.step('fixed: the review page shows the contact data; 수정 gives the form back as it was', async () => {
    await field(page, '이름').fill('홍길동');
    await field(page, '휴대전화').fill('010-1234-5678');
    await field(page, '이메일').fill('hong@example.com');
    await field(page, '패스워드').fill(PASSWORD);
    await field(page, '패스워드 확인').fill(PASSWORD);
    expect((await send(page, submit, '/reportsecond')).status()).toBe(200);
    const sheet = page.getByRole('table', { name: '제보 내용' });
    await expect(cell(sheet, '제보 구분')).toHaveText('실명');
    await expect(cell(sheet, '이름')).toHaveText('홍길동');
    await expect(cell(sheet, '휴대전화')).toHaveText('010-1234-5678');
    await expect(cell(sheet, '이메일')).toHaveText('hong@example.com');
    await expect(cell(sheet, '첨부파일')).toHaveText('없음');

    expect(
      (
        await send(page, page.getByRole('button', { name: '수정', exact: true }), '/reportsecond/confirm')
      ).status(),
    ).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '실명제보' })).toBeVisible();
    await expect(field(page, '제보대상 회사')).toHaveValue('GARAM_ELECTRONICS');
    await expect(field(page, '제보유형')).toHaveValue('UNFAIR_VENDOR');
    await expect(field(page, '제목')).toHaveValue(report.title);
    for (const [i, name] of SECTIONS.entries())
      await expect(field(page, name)).toHaveValue(report.sections[i]!);
    await expect(field(page, '이름')).toHaveValue('홍길동');
    await expect(field(page, '휴대전화')).toHaveValue('010-1234-5678');
    await expect(field(page, '이메일')).toHaveValue('hong@example.com');
    await expect(field(page, '패스워드')).toHaveValue('');
    await expect(errorSummary(page)).toHaveCount(0);
  });

  let receipt = '';
  await test.step('edited and sent again: 접수 files the edited report', async () => {
    await field(page, '제목').fill(`${report.title} (수정)`);
    await field(page, '패스워드').fill(PASSWORD);
    await field(page, '패스워드 확인').fill(PASSWORD);
    expect((await send(page, submit, '/reportsecond')).status()).toBe(200);
    await expect(cell(page.getByRole('table', { name: '제보 내용' }), '제목')).toHaveText(
      `${report.title} (수정)`,
    );
    await send(page, page.getByRole('button', { name: '접수', exact: true }), '/reportsecond/confirm');
    await expect(page).toHaveURL(/\/reportcomplete$/);
    const number = page.getByRole('region', { name: '접수번호', exact: true }).locator('strong');
    await expect(number).toHaveText(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    receipt = ((await number.textContent()) ?? '').replaceAll('-', '');
  });

  await test.step('the server holds one real-name report, as edited', async () => {
    const { post } = await readReportViaApi(page.request, receipt);
    expect(post.postType).toBe('PUBLIC');
    expect(post.title).toBe(`${report.title} (수정)`);
    expect(post.companyType.title).toBe('가람누리전자');
  });
});
