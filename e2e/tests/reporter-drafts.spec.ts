import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { field, fillReport, reportText, samplePdf, submitAndReadReceipt } from '../support/reporter.ts';

// Issue 13 on the reporter's way in: the anonymous path as a first-class choice, nothing typed is lost (the leave
// warning and the tab's draft), and a message that appears never moves 제보하기. Desktop and 375 px.

const LEAVE = '작성 중인 내용이 사라집니다.';

/** Answers the page's next dialog (accept or dismiss) and gives its "type: message". */
function answerNext(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      await (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

// Page functions are written as strings: this project's TypeScript has no DOM types.
type Kept = { drafts: string[]; draft: string; local: number };
type Box = { x: number; y: number; width: number; height: number };

/** What the tab keeps: the report drafts of sessionStorage, and the number of localStorage entries. */
const storage = (page: Page) =>
  page.evaluate<Kept>(`({
    drafts: Object.keys(sessionStorage).filter((key) => key.startsWith('report-draft-')),
    draft: sessionStorage.getItem('report-draft-PRIVATE') ?? '',
    local: localStorage.length,
  })`);

/** Where an element is on the page (not in the viewport): a message above it must not change this. */
async function pageBox(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  const scroll = await locator
    .page()
    .evaluate<{ x: number; y: number }>('({ x: window.scrollX, y: window.scrollY })');
  expect(box).not.toBeNull();
  return { x: box!.x + scroll.x, y: box!.y + scroll.y, width: box!.width, height: box!.height };
}

/** Clicks a link of the site header, opening the folded menu first on a phone. */
async function clickHeaderLink(page: Page, name: string): Promise<void> {
  const banner = page.getByRole('banner');
  const toggle = banner.locator('button[aria-expanded="false"]');
  if (await toggle.isVisible()) await toggle.click();
  await banner.getByRole('link', { name, exact: true }).click();
}

const currentStep = (page: Page) =>
  page.getByRole('list', { name: '제보 진행 단계' }).locator('[aria-current="step"]');

test('the choice on /reporting, then the anonymous form: leaving asks, a reload restores, 확인 forgets', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `[e2e] 임시 저장 ${testInfo.project.name}`;
  const form = page.locator('form.report-form');

  await test.step('/reporting opens with two equal choices; 실명제보 shows the consents, back the choice', async () => {
    await page.goto('/reporting');
    await expect(currentStep(page)).toHaveText(/선택\/동의/);
    const anonymous = page.getByRole('button', { name: '익명제보', exact: true });
    const real = page.getByRole('button', { name: '실명제보', exact: true });
    await expect(anonymous).toHaveAccessibleDescription(/이름과 연락처를 묻지 않으며/);
    await expect(real).toHaveAccessibleDescription(/연락처로 감사실이/);
    const [a, r] = [await pageBox(anonymous), await pageBox(real)];
    expect([a.width, a.height]).toEqual([r.width, r.height]);
    await expectNoA11yViolations(page, testInfo, 'reporting-choice');

    await real.click();
    await expect(page.getByRole('group', { name: /수집·이용하는 데 동의하십니까/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: '실명제보' })).toHaveAttribute('aria-selected', 'true');
    await expectNoA11yViolations(page, testInfo, 'reporting-consents');
    await page.goBack();
    await anonymous.click();
    const notice = page.getByRole('dialog', { name: '제보 처리 안내' });
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/reportsecond02$/);
  });

  await test.step('the form: its step, the safety panel and a file picker in Korean', async () => {
    await expect(currentStep(page)).toHaveText(/작성/);
    await expect(page.getByRole('region', { name: '안전한 제보를 위한 안내' })).toContainText('IP 주소');
    const picker = field(page, '첨부파일 (선택)');
    await expect(picker).toHaveCSS('opacity', '0');
    await expect(form.locator('.file-picker-button')).toHaveText('파일 선택');
    await picker.setInputFiles(samplePdf('메모.pdf'));
    await expect(form.locator('.attachment-chosen')).toHaveText(
      /^선택한 파일: 메모\.pdf \(\d+(\.\d+)? ?[KM]?B\)삭제$/,
    );
    await expect(form.getByText('메모.pdf')).toHaveCount(1);
    await expect(form).toContainText('숨은 정보를 지운 사본으로 감사실에 전달되며');
    await field(page, '제목').fill(title);
    await field(page, '누가').fill('구매팀 과장');
    await field(page, '비밀번호').fill('abcd123!');
    await expectNoA11yViolations(page, testInfo, 'reportsecond02-typed');
  });

  await test.step('a header link, the other tab and the back button ask; 취소 keeps the page and the text', async () => {
    let asked = answerNext(page, false);
    await clickHeaderLink(page, '제보 조회');
    expect(await asked).toBe(`confirm: ${LEAVE} 이동하시겠습니까?`);
    // A phone's menu stays open where the reporter left it.
    const openMenu = page.getByRole('banner').locator('button[aria-expanded="true"]');
    if (await openMenu.isVisible()) await openMenu.click();

    asked = answerNext(page, false);
    await page.getByRole('tab', { name: '실명제보' }).click();
    expect(await asked).toBe(`confirm: ${LEAVE} 실명 제보를 하시겠습니까?`);

    asked = answerNext(page, false);
    await page.evaluate('window.history.back()');
    expect(await asked).toBe(`confirm: ${LEAVE} 이동하시겠습니까?`);
    await expect(page).toHaveURL(/\/reportsecond02$/);
    await expect(field(page, '제목')).toHaveValue(title);
    // The same form, not one drawn again from the draft: the chosen file is still there.
    await expect(form.locator('.attachment-chosen')).toContainText('메모.pdf');
  });

  await test.step('a reload asks too, and the draft comes back without the password and the file', async () => {
    const asked = answerNext(page, true);
    await page.reload();
    expect(await asked).toBe('beforeunload: ');
    await expect(field(page, '제목')).toHaveValue(title);
    await expect(field(page, '누가')).toHaveValue('구매팀 과장');
    await expect(field(page, '비밀번호')).toHaveValue('');
    await expect(form.getByText(/작성 중이던 내용을 불러왔습니다/)).toContainText('첨부파일은 다시 선택해');
    const kept = await storage(page);
    expect(kept.drafts).toEqual(['report-draft-PRIVATE']);
    expect(kept.draft).toContain(title);
    expect(kept.draft).not.toContain('abcd123!');
    expect(kept.local).toBe(0);
    await expectNoA11yViolations(page, testInfo, 'reportsecond02-restored');
  });

  await test.step('확인 on a header link leaves and forgets the draft', async () => {
    const asked = answerNext(page, true);
    await clickHeaderLink(page, '제보 조회');
    expect(await asked).toBe(`confirm: ${LEAVE} 이동하시겠습니까?`);
    await expect(page).toHaveURL(/\/reportinquiry$/);
    expect((await storage(page)).drafts).toEqual([]);
  });
});

test('a message that appears never moves 제보하기; a submitted report leaves no draft', async ({
  page,
  dialogs,
}, testInfo) => {
  await page.goto('/reportsecond02');
  const submit = page.getByRole('button', { name: '제보하기', exact: true });
  await expect(submit).toBeVisible();
  const before = await pageBox(submit);

  for (const [name, value, message] of [
    ['제목', '', '필수 항목을 입력해주세요.'],
    ['비밀번호', 'abc', '패스워드는 8-16자리 영문, 숫자, 특수문자 조합으로 해주세요.'],
    ['비밀번호 확인', 'x', '비밀번호가 일치하지 않습니다.'],
  ] as const) {
    const box = field(page, name);
    await box.fill(value);
    await box.blur();
    await expect(box).toHaveAccessibleDescription(
      new RegExp(message.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')),
    );
    expect(await pageBox(submit), `제보하기 moved when ${name} was left invalid`).toEqual(before);
  }

  if (testInfo.project.name === 'mobile') {
    // Every control of the form is a 44 x 44 px tap target on a phone (the invisible file input aside: its
    // button is measured).
    const small = await page.evaluate<string[]>(`(() => {
      const controls = document.querySelectorAll(
        'main button, main select, main input:not([type=file]), main textarea, main .file-picker-button',
      );
      return [...controls]
        .filter((el) => el.getBoundingClientRect().width > 0)
        .filter((el) => {
          // A radio's target is its label.
          const r = (el.type === 'radio' ? el.closest('label') ?? el : el).getBoundingClientRect();
          return r.width < 44 || r.height < 44;
        })
        .map((el) => el.outerHTML.slice(0, 80));
    })()`);
    expect(small).toEqual([]);
  }

  // Filled in with the focus left in 비밀번호 확인: the first tap on 제보하기 submits.
  await fillReport(page, reportText(testInfo, '임시 저장 후 접수'));
  // Kept a moment after the last change.
  await expect.poll(async () => (await storage(page)).drafts).toEqual(['report-draft-PRIVATE']);
  dialogs.clear();
  await submitAndReadReceipt(page);
  expect(dialogs.seen).toEqual(['confirm: 접수 하시겠습니까?']);
  await expect(currentStep(page)).toHaveText(/접수 완료/);
  expect(await storage(page)).toMatchObject({ drafts: [], local: 0 });
});
