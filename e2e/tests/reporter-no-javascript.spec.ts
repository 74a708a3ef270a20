import { expect, test } from '../support/fixtures.ts';
import {
  cell,
  errorSummary,
  everyJourneyWithoutJavaScript,
  expectAccessible,
  expectFieldMessage,
  expectNothingRan,
  followMenu,
  send,
} from '../support/no-javascript.ts';
import { field, PASSWORD, readReportViaApi, reportText, SECTIONS } from '../support/reporter.ts';

// Issue 28, with JavaScript switched off (support/no-javascript.ts): the guidance by its links and the offline
// channels, and the real-name report through the consents (the anonymous one, with the look-up after it, is in
// reporter-no-javascript-anonymous.spec.ts). The fixtures still fail a journey on any request to another origin and
// any console warning or error.

everyJourneyWithoutJavaScript();

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
    await field(page, '휴대전화').fill('010-1234');
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
    await expect(field(page, '휴대전화')).toHaveValue('010-1234');
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
    // Digits alone: the server groups them as the spec writes them.
    await field(page, '휴대전화').fill('01012345678');
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
