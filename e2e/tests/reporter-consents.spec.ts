import type { Page } from '@playwright/test';
import { answerDialog, expectNoDialog } from '../support/admin-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { consentGroups, field, REAL_FORM_PATH } from '../support/reporter.ts';

// The consent page with JavaScript: the choice between 실명제보 and 익명제보, the consents, the page's own dialog for a
// missing one, and the processing notice on the way to either form (reporter.spec.ts goes on from the forms).

const CONSENT_MESSAGE = '개인정보 수집및 처리, 제 3자 제공의 동의시 진행됩니다.';

/** The tabs 실명제보 / 익명제보 of the consent page and both forms: links to the other kind's page. */
const kindTab = (page: Page, name: '실명제보' | '익명제보') =>
  page.getByRole('navigation', { name: '제보 방식' }).getByRole('link', { name, exact: true });

/** The two equal choices of /reporting, links to the next step. */
const choice = (page: Page, name: '실명제보' | '익명제보') =>
  page.getByRole('region', { name: '제보 방식 선택' }).getByRole('link', { name, exact: true });

test('consent page: the choice, a missing consent is said in the page’s dialog, both consents or the anonymous tab lead through the notice', async ({
  page,
  dialogs,
}) => {
  const { collection, thirdParty } = consentGroups(page);
  const next = page.getByRole('button', { name: '다음', exact: true });
  const notice = page.getByRole('dialog', { name: '제보 처리 안내' });

  await test.step('/reporting opens with the two choices; 실명제보 leads to the consents', async () => {
    await page.goto('/reporting');
    await expect(choice(page, '익명제보')).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await choice(page, '실명제보').click();
    await expect(page).toHaveURL(/\/reporting\?step=consent$/);
    await expect(collection).toBeVisible();
    await page.goBack();
    await expect(choice(page, '실명제보')).toBeVisible();
  });

  await test.step('the real-name form cannot be opened without the consents', async () => {
    await page.goto('/reportsecond');
    await expect(page).toHaveURL(/\/reporting\?step=consent$/);
    await expect(page.getByRole('heading', { level: 1, name: '제보하기' })).toBeVisible();
    await expect(kindTab(page, '실명제보')).toHaveAttribute('aria-current', 'page');
  });

  await test.step('다음 without consents, then with one refused, says the spec’s message and stays', async () => {
    for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await next.click();
    await answerDialog(page, CONSENT_MESSAGE);

    await collection.getByLabel('동의함').check();
    await next.click();
    await answerDialog(page, CONSENT_MESSAGE);

    await thirdParty.getByLabel('동의하지 않음').check();
    await next.click();
    await answerDialog(page, CONSENT_MESSAGE);
    await expectNoDialog(page);
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/reporting\?step=consent$/);
  });

  await test.step('both consents: the processing notice, whose 확인 opens the real-name form', async () => {
    await thirdParty.getByLabel('동의함').check();
    await next.click();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('최소 2주');
    await expect(notice).toContainText('1개월 이상');
    await expect(notice).toContainText('접수번호와 패스워드는 분실하면 복구하거나 재발급할 수 없으므로');
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(REAL_FORM_PATH);
    await expect(page.getByRole('heading', { level: 1, name: '실명제보' })).toBeVisible();
    await expect(field(page, '이름')).toBeVisible();
  });

  await test.step('the 익명제보 tab of the real-name form asks, then opens /reportsecond02', async () => {
    await kindTab(page, '익명제보').click();
    await answerDialog(page, '익명 제보를 하시겠습니까?');
    await expect(page).toHaveURL(/\/reportsecond02$/);
  });

  await test.step('the 익명제보 tab of the consent page: 취소 stays, 확인 opens /reportsecond02', async () => {
    await page.goto('/reporting');
    await choice(page, '실명제보').click();
    await expect(page).toHaveURL(/\/reporting\?step=consent$/);
    await kindTab(page, '익명제보').click();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: '취소' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/reporting\?step=consent$/);

    await kindTab(page, '익명제보').click();
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/reportsecond02$/);
    await expect(page.getByRole('heading', { level: 1, name: '익명제보' })).toBeVisible();
  });
  expect(dialogs.seen, 'the browser’s own dialogs').toEqual([]);
});
