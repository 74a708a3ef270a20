import { adminApi, endpointUrl } from '@audit/contracts';
import { type AdminAccount, encodeUserId } from '../support/admin-accounts.ts';
import { adminToken, bearer, createHeadOfficeAdmin } from '../support/admin-api.ts';
import {
  ADMIN_TEXT,
  answerDialog,
  expectNoDialog,
  expectSideMenu,
  loginFields,
  openSideMenu,
  signInAs,
  storedToken,
  useSession,
} from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The admin's session (spec sections 2, 4, 5, 8): an audit-team admin signs in (with the portal's id too),
// reads the login log, is warned before the idle logout and extends, and logs out; a page without a session
// leads to /sessiontimeout. The account is set up through the API.

/** The head-office audit admin (see createHeadOfficeAdmin). */
let hq: AdminAccount;

test.beforeAll(async ({ playwright }, testInfo) => {
  hq = await createHeadOfficeAdmin(playwright, testInfo);
});

test('the login page asks for id and password, takes the portal id, and lands on the first menu', async ({
  page,
}, testInfo) => {
  const signins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(endpointUrl(adminApi.signin))) signins.push(r.method());
  });
  await page.goto('/adminlogin');
  await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'adminlogin');

  const fields = loginFields(page);
  await test.step('empty fields are refused in the browser, with the field focused', async () => {
    await fields.submit.click();
    await answerDialog(page, ADMIN_TEXT.loginIdRequired);
    await expectNoDialog(page);
    await expect(fields.loginId).toBeFocused();
    await fields.loginId.fill(hq.loginId);
    await fields.submit.click();
    await answerDialog(page, ADMIN_TEXT.passwordRequired);
    await expectNoDialog(page);
    await expect(fields.password).toBeFocused();
    expect(signins, 'nothing is sent while a field is empty').toEqual([]);
  });

  await test.step('?userId= (base64) fills a read-only id', async () => {
    await page.goto(`/adminlogin?userId=${encodeURIComponent(encodeUserId(hq.loginId))}`);
    await expect(fields.loginId).toHaveValue(hq.loginId);
    await expect(fields.loginId).not.toBeEditable();
    await expect(fields.loginId).toHaveAccessibleDescription('회사 포털에서 전달된 아이디입니다.');
    await expectNoA11yViolations(page, testInfo, 'adminlogin-prefilled');
  });

  await test.step('signing in lands on the first menu, and the side menu is the group’s', async () => {
    await fields.password.fill(hq.password);
    await fields.submit.click();
    await expect(page).toHaveURL(/\/adminreport$/);
    await expect(page.getByRole('heading', { level: 1, name: '제보 관리' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('지주감사 (지주 감사팀)');
    await expectSideMenu(page, ['제보 관리', '접속 기록', '제보 통계']);
    expect(await storedToken(page)).toBeTruthy();
  });
});

test('the login log lists the sign-in; the idle warning extends; an ended session; logout', async ({
  page,
  request,
}, testInfo) => {
  // A controllable clock (flowing normally until told otherwise), to reach the idle warning without waiting.
  await page.clock.install();
  await signInAs(page, hq);

  await test.step('접속 기록 lists this admin’s successful sign-in from this computer', async () => {
    const nav = await openSideMenu(page);
    await nav.getByRole('link', { name: '접속 기록' }).click();
    await expect(page).toHaveURL(/\/admininquiry$/);
    await expect(page.getByRole('heading', { level: 1, name: '접속 기록' })).toBeVisible();
    const table = page.getByRole('table', { name: /^관리자 접속 기록: 총 \d+건, 1 \/ \d+ 페이지$/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      '번호',
      '아이디',
      '접속 일시',
      'IP',
      '결과',
      '2단계 인증',
    ]);
    const mine = table.locator('tbody tr').filter({ hasText: hq.loginId });
    await expect(mine.first()).toBeVisible();
    await expect(mine.first().locator('td').nth(3)).toHaveText('127.0.0.1');
    await expect(mine.first().locator('td').nth(4)).toHaveText('성공');
    await expect(mine.first().locator('td').nth(5)).toHaveText('-');
  });

  await test.step('a minute before the idle limit a warning offers 연장', async () => {
    // 30 minutes idle limit, counted from the last call minus a minute of slack; the warning a minute earlier.
    await page.clock.fastForward('28:30');
    const warning = page.getByRole('alertdialog', { name: '자동 로그아웃 안내' });
    await expect(warning).toBeVisible();
    // About 30 seconds are left, counted down live; closing the dialog would not extend the session.
    const secondsLeft = async () =>
      Number(
        /^(\d+)초 후 자동으로 로그아웃됩니다\.$/.exec(
          (await warning.getByRole('timer').textContent()) ?? '',
        )?.[1],
      );
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(30);
    await page.clock.fastForward('00:05');
    await expect.poll(secondsLeft).toBeLessThanOrEqual(first - 5);
    await expect(warning).toContainText('닫기 버튼으로 이 안내를 닫아도 로그인 시간은 연장되지 않습니다.');
    await warning.getByRole('button', { name: '연장' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/admininquiry$/);
  });

  await test.step('a session the server ended (410) leads to the admin’s page and back to /adminlogin', async () => {
    const token = await storedToken(page);
    expect((await request.post(endpointUrl(adminApi.signout), { headers: bearer(token!) })).status()).toBe(
      200,
    );
    const nav = await openSideMenu(page);
    await nav.getByRole('link', { name: '제보 관리' }).click();
    await expect(page).toHaveURL(/\/sessiontimeout$/);
    await expect(page.getByRole('heading', { level: 1, name: '세션 만료 안내' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(ADMIN_TEXT.sessionTimeoutPage);
    // A page the server draws (the site's frame, loaded as a new page): it says it; no alert is left over it.
    await expectNoDialog(page);
    expect(await storedToken(page)).toBeNull();
    await expectNoA11yViolations(page, testInfo, 'sessiontimeout-admin');
    await page.getByRole('link', { name: '관리자 로그인' }).click();
    await expect(page).toHaveURL(/\/adminlogin$/);
    await signInAs(page, hq, { open: false });
  });

  await test.step('logout asks first, ends the session on the server and forgets the token', async () => {
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: '로그아웃', exact: true }).click();
    await answerDialog(page, ADMIN_TEXT.confirmLogout);
    await expect(page).toHaveURL(/\/adminlogin$/);
    await expectNoDialog(page);
    expect(await storedToken(page)).toBeNull();
    const after = await request.get(endpointUrl(adminApi.me), { headers: bearer(token!) });
    expect(after.status(), 'the old token no longer works').toBe(410);
  });

  await test.step('an admin page without a session alerts and leads to /sessiontimeout', async () => {
    await page.goto('/adminreport');
    await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toHaveCount(0);
    await answerDialog(page, ADMIN_TEXT.sessionMissing);
    await expect(page).toHaveURL(/\/sessiontimeout$/);
    await expectNoDialog(page);
    await expect(page.getByRole('link', { name: '관리자 로그인' })).toHaveAttribute('href', '/adminlogin');
  });
});

// At 375px the table scrolls sideways; its scroll area must be reachable by keyboard (axe scrollable-region-focusable).
test('the login log page is accessible', async ({ page, request }, testInfo) => {
  await useSession(page, await adminToken(request, hq.loginId, hq.password));
  await page.goto('/admininquiry');
  await expect(
    page
      .getByRole('table', { name: /^관리자 접속 기록/ })
      .locator('tbody tr')
      .first(),
  ).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'admininquiry');
});
