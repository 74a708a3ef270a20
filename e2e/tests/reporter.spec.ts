import type { Page, Request } from '@playwright/test';
import { answerDialog, expectNoDialog } from '../support/admin-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  field,
  fillReport,
  openRealNameForm,
  readReportViaApi,
  reportText,
  SECTIONS,
  samplePdf,
  submitAndReadReceipt,
} from '../support/reporter.ts';

// The reporter's way in with JavaScript (the consents are in reporter-consents.spec.ts): the real-name and the anonymous form, up to the receipt
// number. Every question and message is the page's own dialog (answered with answerDialog); the browser's native
// alert and confirm never open (the `dialogs` log stays empty). Every test files its own report; the look-up journey
// is in reporter-inquiry.spec.ts, the same way without JavaScript in reporter-no-javascript.spec.ts.

/** Today in Korea as the form shows it (YYYY-MM-DD). */
const todayInKorea = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

/** The form's own send of a report (its XHR post to the form's address; no page load). */
const isReportSend = (r: Request, path: string) =>
  r.method() === 'POST' && new URL(r.url()).pathname === path;

/** The tabs 실명제보 / 익명제보 of the consent page and both forms: links to the other kind's page. */
const kindTab = (page: Page, name: '실명제보' | '익명제보') =>
  page.getByRole('navigation', { name: '제보 방식' }).getByRole('link', { name, exact: true });

test('real-name report: field messages, own-audit-team notice, attachment, preview and receipt', async ({
  page,
  dialogs,
  request,
}, testInfo) => {
  const report = reportText(testInfo, '실명제보');
  const pdf = samplePdf();
  const form = page.locator('form.report-form');
  const companySelect = field(page, '제보대상 회사');
  const submits: string[] = [];
  page.on('request', (r) => {
    if (isReportSend(r, '/reportsecond')) submits.push(r.url());
  });

  await openRealNameForm(page);
  await expect(form.locator('time')).toHaveText(todayInKorea());

  await test.step('an empty submit says so in the dialog, shows every field message and sends nothing', async () => {
    await page.getByRole('button', { name: '제보하기', exact: true }).click();
    await answerDialog(page, '필수항목을 입력해주세요.');
    for (const message of [
      '제보대상 회사를 선택해주세요.',
      '유형을 선택해주세요.',
      '이름을 입력해주세요.',
      '전화번호를 입력해주세요.',
      '이메일을 입력해주세요.',
      '패스워드를 입력해주세요.',
      '패스워드 확인을 입력해주세요.',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    // Title and the six sections.
    await expect(form.getByText('필수 항목을 입력해주세요.', { exact: true })).toHaveCount(7);
    // The dialog gives the focus back to the first invalid field.
    await expect(companySelect).toBeFocused();
    await expect(companySelect).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, '누가')).toHaveAccessibleDescription(/필수 항목을 입력해주세요\./);
    expect(submits).toEqual([]);
  });

  await test.step('a company with its own audit team shows the notice (a brand names its parent)', async () => {
    const notice = page.getByRole('dialog', { name: '제보 조사 안내' });
    await companySelect.selectOption({ label: '빈스앤리프' });
    await expect(notice).toContainText('빈스앤리프 제보는 가람누리푸드 감사팀이 조사합니다.');
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(notice).toHaveCount(0);

    await companySelect.selectOption({ label: '가람누리전자' });
    const text =
      '가람누리전자 제보는 가람누리전자 감사팀이 조사합니다. 가람누리홀딩스 감사팀의 조사를 원하시면 제보대상 회사로 가람누리홀딩스를 선택해주세요.';
    await expect(notice).toContainText(text);
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(notice).toHaveCount(0);
    // The notice stays on the form, under the lists, while the company is chosen (the folded list of every such
    // company's notice holds it too).
    await expect(form.locator('.company-notice')).toHaveText(text);
    await expect(form.locator('.company-notice')).toBeVisible();
  });

  await test.step('fill in every field: the messages go away', async () => {
    await fillReport(page, report, { company: null });
    await field(page, '이름').fill('홍길동');
    await field(page, '휴대전화').fill('010-1234-5678');
    await field(page, '이메일').fill('hong@example.com');
    // Every field keeps its message's line (the button below never moves): all of them empty now.
    await expect(form.locator('.field-error:not(:empty)')).toHaveCount(0);
  });

  await test.step('attach a PDF: its name is shown', async () => {
    await field(page, '첨부파일 (선택)').setInputFiles(pdf);
    await expect(form.locator('.attachment-chosen')).toContainText(`선택한 파일: ${pdf.name}`);
    await expect(page.getByRole('button', { name: `첨부파일 ${pdf.name} 삭제` })).toBeVisible();
  });

  await test.step('the preview shows the report as it will be sent', async () => {
    await page.getByRole('button', { name: '미리보기' }).click();
    const preview = page.getByRole('dialog', { name: '제보 내용 미리보기' });
    await expect(preview).toBeVisible();
    const row = (name: string) =>
      preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row('제보대상 회사')).toContainText('가람누리전자');
    await expect(row('제보유형')).toContainText('금품·향응 수수');
    await expect(row('제보 구분')).toContainText('실명');
    await expect(row('제목')).toContainText(report.title);
    await expect(row('접수일')).toContainText(todayInKorea());
    await expect(row('첨부파일')).toContainText(pdf.name);
    for (const [i, name] of SECTIONS.entries()) {
      await expect(preview.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(preview).toContainText(report.sections[i]!);
    }
    await expect(preview).toContainText(report.otherRequests);
    await expect(preview.getByRole('button', { name: '인쇄' })).toBeVisible();
    await preview.getByRole('button', { name: '닫기' }).last().click();
    await expect(preview).toHaveCount(0);
  });

  let receipt = '';
  await test.step('submit after the confirmation: the receipt number, 4-4-4-4', async () => {
    // submitAndReadReceipt answers 접수 하시겠습니까? in the page's dialog, then reads the receipt.
    receipt = await submitAndReadReceipt(page);
    expect(submits).toHaveLength(1);
    expect(dialogs.seen, 'the browser’s own dialogs').toEqual([]);
    await expect(page.getByRole('link', { name: '제보 조회' }).last()).toBeVisible();
  });

  await test.step('the server holds the report and the attachment byte for byte', async () => {
    const { post, attachment } = await readReportViaApi(request, receipt);
    expect(post.title).toBe(report.title);
    expect(post.postType).toBe('PUBLIC');
    expect(post.companyType.title).toBe('가람누리전자');
    expect(post.attachFiles.map((f) => [f.clientFilename, f.size])).toEqual([[pdf.name, pdf.buffer.length]]);
    expect(attachment?.equals(pdf.buffer)).toBe(true);
  });
});

test('anonymous report: no identity fields, attachment removal, nothing personal sent, receipt', async ({
  page,
  dialogs,
  request,
}, testInfo) => {
  const report = reportText(testInfo, '익명제보');
  const pdf = samplePdf('삭제할 파일.pdf');
  const form = page.locator('form.report-form');

  await page.goto('/reportsecond02');
  await expect(page.getByRole('heading', { level: 1, name: '익명제보' })).toBeVisible();
  await expect(kindTab(page, '익명제보')).toHaveAttribute('aria-current', 'page');

  await test.step('section 3 asks for the password only', async () => {
    await expect(page.getByRole('heading', { level: 2, name: '3. 조회용 패스워드' })).toBeVisible();
    await expect(form.getByText('익명제보는 감사실이 제보자에게 직접 연락할 수 없으므로')).toBeVisible();
    for (const name of ['이름', '휴대전화', '이메일']) {
      await expect(field(page, name)).toHaveCount(0);
    }
    await expect(field(page, '패스워드')).toBeVisible();
    await expect(field(page, '패스워드 확인')).toBeVisible();
  });

  await test.step('a chosen attachment is removed after a confirmation', async () => {
    const input = field(page, '첨부파일 (선택)');
    await input.setInputFiles(pdf);
    await expect(form.locator('.attachment-chosen')).toContainText(pdf.name);
    await page.getByRole('button', { name: `첨부파일 ${pdf.name} 삭제` }).click();
    await answerDialog(page, '첨부파일을 삭제하시겠습니까?');
    await expect(form.locator('.attachment-chosen')).toHaveCount(0);
    await expect(input).toHaveValue('');
  });

  await test.step('a file of another type or over 10 MB is refused as it is picked, in the dialog', async () => {
    const input = field(page, '첨부파일 (선택)');
    await input.setInputFiles({
      name: '실행 파일.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await answerDialog(page, '등록할 수 없는 파일 형식입니다. 문서, 이미지, 압축 파일만 첨부할 수 있습니다.');
    await expect(form.locator('.attachment-chosen')).toHaveCount(0);
    await expect(input).toHaveValue('');

    const large = { ...samplePdf('큰 파일.pdf'), buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) };
    await input.setInputFiles(large);
    await answerDialog(page, '10MB 이하의 파일만 가능합니다.');
    await expect(form.locator('.attachment-chosen')).toHaveCount(0);
    await expect(input).toHaveValue('');
    await expectNoDialog(page);
  });

  await test.step('the preview says 익명', async () => {
    await fillReport(page, report);
    await page.getByRole('button', { name: '미리보기' }).click();
    const preview = page.getByRole('dialog', { name: '제보 내용 미리보기' });
    await expect(
      preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '제보 구분' }) }),
    ).toContainText('익명');
    await expect(preview.getByRole('rowheader', { name: '첨부파일' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
  });

  await test.step('submit: no name, phone, e-mail or file leaves the browser; a receipt comes back', async () => {
    // The anonymous form's own address says the kind (the server sets it); the form is sent as it stands.
    const posted = page.waitForRequest((r) => isReportSend(r, '/reportsecond02'));
    const receipt = await submitAndReadReceipt(page);
    expect(dialogs.seen, 'the browser’s own dialogs').toEqual([]);
    const body = (await posted).postDataBuffer()?.toString('utf8') ?? '';
    expect(body).toMatch(/name="intent"\r\n\r\nsubmit\r\n/);
    expect(body).toContain(report.title);
    for (const field of ['name', 'phoneNumber', 'email', 'postType']) {
      expect(body, `field ${field} was sent`).not.toContain(`name="${field}"`);
    }
    // The file field goes as the browser sends an empty one: no name, no bytes; the removed file is not in it.
    expect(body).toMatch(/name="files"; filename=""\r\nContent-Type: application\/octet-stream\r\n\r\n\r\n/);
    expect(body).not.toContain(pdf.name);
    expect(body).not.toContain('%PDF');

    const { post } = await readReportViaApi(request, receipt);
    expect(post.postType).toBe('PRIVATE');
    expect(post.title).toBe(report.title);
    expect(post.attachFiles).toEqual([]);
  });
});

// The required-field asterisk is for the eye only (CSS generated content with empty alternative text): screen
// readers must hear "제목", not "제목 별표". Chromium put the star into the name before form.css gave it "".
test('required report fields are named by their label alone, without the visual asterisk', async ({
  page,
}) => {
  await page.goto('/reportsecond02');
  await expect(page.getByRole('combobox', { name: '제보대상 회사', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '제보유형', exact: true })).toBeVisible();
  for (const name of ['제목', '누가', '왜', '패스워드', '패스워드 확인']) {
    await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
  }
});
