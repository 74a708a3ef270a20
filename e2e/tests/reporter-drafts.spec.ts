import type { Locator, Page } from '@playwright/test';
import { answerDialog, expectNoDialog } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { field, fillReport, reportText, samplePdf, submitAndReadReceipt } from '../support/reporter.ts';

// Issue 13 on the reporter's way in: the anonymous path as a first-class choice, nothing typed is lost (the leave
// warning and the tab's draft), and a message that appears never moves 제보하기. Desktop and 375 px. A link of the
// site asks in the page's own dialog; the browser's back button, a reload or closing the tab leave the page itself,
// where only the browser may ask (beforeunload, in its own words).

const LEAVE = '작성 중인 내용이 사라집니다.';

/** Answers the browser's next native dialog (here only beforeunload: accept or dismiss) and gives "type: message". */
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

/** The site header's menu folded behind 메뉴 on a phone (a native disclosure); null where the menu stands in a row. */
async function headerFold(page: Page): Promise<Locator | null> {
  const fold = page.getByRole('banner').locator('details.site-menu-fold');
  return (await fold.locator('summary').isVisible()) ? fold : null;
}

/** Clicks a link of the site header, opening the folded menu first on a phone. */
async function clickHeaderLink(page: Page, name: string): Promise<void> {
  const fold = await headerFold(page);
  if (fold && !(await fold.evaluate((el) => el.hasAttribute('open')))) await fold.locator('summary').click();
  await page.getByRole('banner').getByRole('link', { name, exact: true }).filter({ visible: true }).click();
}

const currentStep = (page: Page) =>
  page.getByRole('list', { name: '제보 작성 단계' }).locator('[aria-current="step"]');

test('the choice on /reporting, then the anonymous form: leaving asks, a reload restores, 확인 forgets', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `[e2e] 임시 저장 ${testInfo.project.name}`;
  const form = page.locator('form.report-form');

  await test.step('/reporting opens with two equal choices; 실명제보 shows the consents, back the choice', async () => {
    await page.goto('/reporting');
    await expect(currentStep(page)).toHaveText(/선택\/동의/);
    const choices = page.getByRole('region', { name: '제보 방식 선택' });
    const anonymous = choices.getByRole('link', { name: '익명제보', exact: true });
    const real = choices.getByRole('link', { name: '실명제보', exact: true });
    await expect(anonymous).toHaveAccessibleDescription(/이름과 연락처를 묻지 않으며/);
    await expect(real).toHaveAccessibleDescription(/연락처로 감사실이/);
    const [a, r] = [await pageBox(anonymous), await pageBox(real)];
    expect([a.width, a.height]).toEqual([r.width, r.height]);
    await expectNoA11yViolations(page, testInfo, 'reporting-choice');

    await real.click();
    await expect(page).toHaveURL(/\/reporting\?step=consent$/);
    await expect(page.getByRole('group', { name: /수집·이용하는 데 동의하십니까/ })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '제보 방식' }).getByRole('link', { name: '실명제보' }),
    ).toHaveAttribute('aria-current', 'page');
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
    await field(page, '패스워드').fill('abcd123!');
    await expectNoA11yViolations(page, testInfo, 'reportsecond02-typed');
  });

  await test.step('a header link, the other tab and the back button ask; 취소 keeps the page and the text', async () => {
    await clickHeaderLink(page, '제보 조회');
    await answerDialog(page, `${LEAVE} 이동하시겠습니까?`, '취소');
    await expectNoDialog(page);
    // A phone's menu stays open where the reporter left it.
    const fold = await headerFold(page);
    if (fold) await fold.locator('summary').click();

    await page.getByRole('navigation', { name: '제보 방식' }).getByRole('link', { name: '실명제보' }).click();
    await answerDialog(page, `${LEAVE} 실명제보를 하시겠습니까?`, '취소');
    await expectNoDialog(page);

    // The back button leaves the page (another document): the browser asks (beforeunload).
    const asked = answerNext(page, false);
    await page.evaluate('window.history.back()');
    expect(await asked).toBe('beforeunload: ');
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
    await expect(field(page, '패스워드')).toHaveValue('');
    await expect(form.getByText(/작성 중이던 내용을 불러왔습니다/)).toContainText('첨부파일은 다시 선택해');
    const kept = await storage(page);
    expect(kept.drafts).toEqual(['report-draft-PRIVATE']);
    expect(kept.draft).toContain(title);
    expect(kept.draft).not.toContain('abcd123!');
    expect(kept.local).toBe(0);
    await expectNoA11yViolations(page, testInfo, 'reportsecond02-restored');
  });

  await test.step('확인 on a header link leaves and forgets the draft', async () => {
    await clickHeaderLink(page, '제보 조회');
    // Once agreed, the browser does not ask again on the way out (no beforeunload).
    await answerDialog(page, `${LEAVE} 이동하시겠습니까?`);
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
  // Measured once the page is alive (미리보기 comes with the scripts): hydration itself redraws the file picker above
  // the button, which is not a message appearing.
  await expect(page.getByRole('button', { name: '미리보기', exact: true })).toBeVisible();
  const before = await pageBox(submit);

  for (const [name, value, message] of [
    ['제목', '', '필수 항목을 입력해주세요.'],
    ['패스워드', 'abc', '패스워드는 8-16자리 영문, 숫자, 특수문자 조합으로 해주세요.'],
    ['패스워드 확인', 'x', '패스워드가 일치하지 않습니다. 다시 입력해주세요.'],
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

  // Filled in with the focus left in 패스워드 확인: the first tap on 제보하기 submits.
  await fillReport(page, reportText(testInfo, '임시 저장 후 접수'));
  // Kept a moment after the last change.
  await expect.poll(async () => (await storage(page)).drafts).toEqual(['report-draft-PRIVATE']);
  // The page's own question (submitAndReadReceipt answers it); the browser asks nothing on the way to the receipt.
  await submitAndReadReceipt(page);
  expect(dialogs.seen, 'the browser’s own dialogs').toEqual([]);
  await expect(currentStep(page)).toHaveText(/제출 완료/);
  expect(await storage(page)).toMatchObject({ drafts: [], local: 0 });
});
