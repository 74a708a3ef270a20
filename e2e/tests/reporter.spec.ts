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

// The reporter's way in: the consents, the real-name and the anonymous form, up to the receipt number.
// Every test files its own report; the look-up journey is in reporter-inquiry.spec.ts.

/** Today in Korea as the form shows it (YYYY-MM-DD). */
const todayInKorea = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

const CONSENT_ALERT = 'alert: 개인정보 수집및 처리, 제 3자 제공의 동의시 진행됩니다.';

test('consent page: the choice, a missing consent alerts, both consents or the anonymous tab lead through the notice', async ({
  page,
  dialogs,
}) => {
  const collection = page.getByRole('group', { name: /수집·이용하는 데 동의하십니까/ });
  const thirdParty = page.getByRole('group', { name: /제3자에게 제공하는 데 동의하십니까/ });
  const next = page.getByRole('button', { name: '다음', exact: true });
  const notice = page.getByRole('dialog', { name: '제보 처리 안내' });

  await test.step('/reporting opens with the two choices; 실명제보 leads to the consents', async () => {
    await page.goto('/reporting');
    await expect(page.getByRole('button', { name: '익명제보', exact: true })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.getByRole('button', { name: '실명제보', exact: true }).click();
    await expect(collection).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: '실명제보', exact: true })).toBeVisible();
  });

  await test.step('the real-name form cannot be opened without the consents', async () => {
    await page.goto('/reportsecond');
    await expect(page).toHaveURL(/\/reporting$/);
    await expect(page.getByRole('heading', { level: 1, name: '제보하기' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '실명제보' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('다음 without consents, then with one refused, alerts and stays', async () => {
    for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await next.click();
    await expect.poll(() => dialogs.seen).toEqual([CONSENT_ALERT]);

    await collection.getByLabel('동의함').check();
    await next.click();
    await expect.poll(() => dialogs.seen).toEqual([CONSENT_ALERT, CONSENT_ALERT]);

    await thirdParty.getByLabel('동의하지 않음').check();
    await next.click();
    await expect.poll(() => dialogs.seen).toHaveLength(3);
    expect(dialogs.seen[2]).toBe(CONSENT_ALERT);
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/reporting$/);
  });

  await test.step('both consents: the processing notice, whose 확인 opens /reportsecond', async () => {
    await thirdParty.getByLabel('동의함').check();
    await next.click();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('최소 2주');
    await expect(notice).toContainText('1개월 이상');
    await expect(notice).toContainText('접수번호와 비밀번호는 분실하면 복구하거나 재발급할 수 없으므로');
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/reportsecond$/);
    await expect(page.getByRole('heading', { level: 1, name: '실명제보' })).toBeVisible();
    await expect(field(page, '이름')).toBeVisible();
  });

  await test.step('the 익명제보 tab of the real-name form asks, then opens /reportsecond02', async () => {
    dialogs.clear();
    await page.getByRole('tab', { name: '익명제보' }).click();
    await expect.poll(() => dialogs.seen).toEqual(['confirm: 익명 제보를 하시겠습니까?']);
    await expect(page).toHaveURL(/\/reportsecond02$/);
  });

  await test.step('the 익명제보 tab of the consent page: 취소 stays, 확인 opens /reportsecond02', async () => {
    await page.goto('/reporting');
    await page.getByRole('button', { name: '실명제보', exact: true }).click();
    await page.getByRole('tab', { name: '익명제보' }).click();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: '취소' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/reporting$/);

    await page.getByRole('tab', { name: '익명제보' }).click();
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/reportsecond02$/);
    await expect(page.getByRole('heading', { level: 1, name: '익명제보' })).toBeVisible();
  });
});

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
    if (r.method() === 'POST' && r.url().endsWith('/api/informant/posts')) submits.push(r.url());
  });

  await openRealNameForm(page);
  await expect(form.locator('time')).toHaveText(todayInKorea());

  await test.step('an empty submit alerts, shows every field message and sends nothing', async () => {
    await page.getByRole('button', { name: '제보하기', exact: true }).click();
    await expect.poll(() => dialogs.seen).toEqual(['alert: 필수항목을 입력해주세요.']);
    for (const message of [
      '제보대상 회사를 선택해주세요.',
      '유형을 선택해주세요.',
      '이름을 입력해주세요.',
      '전화번호를 입력해주세요.',
      '이메일을 입력해주세요.',
      '패스워드를 입력해주세요.',
      '확인을 위해 비밀번호를 한 번 더 입력해 주십시오.',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    // Title and the six sections.
    await expect(form.getByText('필수 항목을 입력해주세요.', { exact: true })).toHaveCount(7);
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
      '가람누리전자 제보는 가람누리전자 감사팀이 조사합니다. 가람누리홀딩스 감사팀의 조사를 원하시면 제보대상 회사로 가람누리홀딩스를 선택하십시오.';
    await expect(notice).toContainText(text);
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(notice).toHaveCount(0);
    // The notice stays on the form while the company is chosen.
    await expect(form.getByText(text)).toBeVisible();
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
    dialogs.clear();
    receipt = await submitAndReadReceipt(page);
    expect(dialogs.seen).toEqual(['confirm: 접수 하시겠습니까?']);
    expect(submits).toHaveLength(1);
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
  await expect(page.getByRole('tab', { name: '익명제보' })).toHaveAttribute('aria-selected', 'true');

  await test.step('section 3 asks for the password only', async () => {
    await expect(page.getByRole('heading', { level: 2, name: '3. 조회용 비밀번호' })).toBeVisible();
    await expect(form.getByText('익명제보는 감사실이 제보자에게 직접 연락할 수 없으므로')).toBeVisible();
    for (const name of ['이름', '휴대전화', '이메일']) {
      await expect(field(page, name)).toHaveCount(0);
    }
    await expect(field(page, '비밀번호')).toBeVisible();
    await expect(field(page, '비밀번호 확인')).toBeVisible();
  });

  await test.step('a chosen attachment is removed after a confirmation', async () => {
    const input = field(page, '첨부파일 (선택)');
    await input.setInputFiles(pdf);
    await expect(form.locator('.attachment-chosen')).toContainText(pdf.name);
    await page.getByRole('button', { name: `첨부파일 ${pdf.name} 삭제` }).click();
    await expect.poll(() => dialogs.seen).toEqual(['confirm: 첨부파일을 삭제하시겠습니까?']);
    await expect(form.locator('.attachment-chosen')).toHaveCount(0);
    await expect(input).toHaveValue('');
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
    dialogs.clear();
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/informant/posts'),
    );
    const receipt = await submitAndReadReceipt(page);
    expect(dialogs.seen).toEqual(['confirm: 접수 하시겠습니까?']);
    const body = (await posted).postDataBuffer()?.toString('utf8') ?? '';
    expect(body).toMatch(/name="postType"\r\n\r\nPRIVATE\r\n/);
    expect(body).toContain(report.title);
    for (const field of ['name', 'phoneNumber', 'email', 'passwordConfirm', 'files']) {
      expect(body, `field ${field} was sent`).not.toContain(`name="${field}"`);
    }

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
  for (const name of ['제목', '누가', '왜', '비밀번호', '비밀번호 확인']) {
    await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
  }
});
