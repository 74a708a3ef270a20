import { endpointUrl, sysadminApi } from '@audit/contracts';
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, runTag, SYSADMIN } from '../support/admin-accounts.ts';
import { bearer, fileReport, sysadminToken } from '../support/admin-api.ts';
import {
  ADMIN_TEXT,
  answerDialog,
  companyFilter,
  expectNoDialog,
  expectSideMenu,
  freshContext,
  loginFields,
  reportTitles,
  searchReports,
  signInAs,
  useSession,
} from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The system-administration journey (spec sections 2, 4-8): the system admin sets up a new audit team (group,
// menu permission, company), creates its admin, who sets a password through the one-time link and then sees only
// that company's reports; every change is in the audit trail.

const ALL_MENUS = [
  '제보 관리',
  '접속 기록',
  '그룹 관리',
  '관리자 관리',
  '메뉴 관리',
  '그룹 권한 관리',
  '회사 권한 관리',
  '처리기한 설정',
  '메일 발송함',
  '제보 통계',
  '제보 감독',
];

/** The table of a system-admin list page (its caption is "<title> 목록: 총 n건"). */
const listTable = (page: Page, title: string) =>
  page.getByRole('table', { name: new RegExp(`^${title} 목록`) });

test('the system admin sets up a team whose new admin sees only its company', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // A long journey of many screens, each checked by axe; two browsers run at once on a small machine.
  test.setTimeout(180_000);
  const tag = runTag(testInfo);
  const groupName = `E2E 로지스팀 ${tag}`;
  const loginId = `e2e-logi-${tag}`;
  const adminName = '로지스감사';
  const logistics = `${tag} 로지스 제보`;
  const trading = `${tag} 상사 제보`;
  await fileReport(request, { companyType: 'GARAM_LOGISTICS', title: logistics });
  await fileReport(request, { companyType: 'GARAM_TRADING', title: trading, postType: 'PRIVATE' });

  await test.step('the system admin signs in and has every menu, and the audit trail', async () => {
    await signInAs(page, SYSADMIN);
    await expectSideMenu(page, [...ALL_MENUS, '관리 변경 기록']);
  });

  await test.step('그룹 관리: the modal refuses an empty name, then creates the group', async () => {
    await page.goto('/admingroup');
    await expect(page.getByRole('heading', { level: 1, name: '그룹 관리' })).toBeVisible();
    await expect(listTable(page, '그룹 관리')).toBeVisible();
    await expectNoA11yViolations(page, testInfo, 'admingroup');

    await page.getByRole('button', { name: '등록', exact: true }).click();
    const modal = page.getByRole('dialog', { name: '그룹 등록' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, ADMIN_TEXT.required);
    const name = modal.getByLabel('그룹명');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, testInfo, 'admingroup-modal');

    await name.fill(groupName);
    await modal.getByLabel('설명').fill('가람누리로지스 제보 담당 (e2e)');
    await modal.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, ADMIN_TEXT.saved);
    await expect(modal).toBeHidden();
    const row = listTable(page, '그룹 관리').getByRole('row').filter({ hasText: groupName });
    await expect(row).toContainText('사용');
  });

  await test.step('그룹 권한 관리: checking grants a menu, unchecking releases it', async () => {
    await page.goto('/admingroupauth');
    await page.getByRole('button', { name: groupName, exact: true }).click();
    await expect(page.getByRole('heading', { name: `${groupName} 그룹의 메뉴 권한` })).toBeVisible();
    const reports = page.getByRole('checkbox', { name: /^제보 관리/ });
    const loginLog = page.getByRole('checkbox', { name: /^접속 기록/ });
    // Every menu of the site is a checkbox: the built-in ones and any another journey added.
    const allMenus = await request.get(endpointUrl(sysadminApi.menus), {
      headers: bearer(await sysadminToken(request)),
    });
    await expect(page.getByRole('checkbox')).toHaveCount(((await allMenus.json()) as unknown[]).length);
    for (const name of ALL_MENUS)
      await expect(page.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toHaveCount(1);
    await expect(reports).not.toBeChecked();
    await expectNoA11yViolations(page, testInfo, 'admingroupauth');

    await reports.check();
    await answerDialog(page, ADMIN_TEXT.menuAdded);
    await expect(reports).toBeChecked();
    await loginLog.check();
    await answerDialog(page, ADMIN_TEXT.menuAdded);
    await expect(loginLog).toBeChecked();
    await expect(loginLog).not.toHaveAttribute('aria-busy', 'true');
    await loginLog.uncheck();
    await answerDialog(page, ADMIN_TEXT.menuReleased);
    await expect(loginLog).not.toBeChecked();
    await expectNoDialog(page);

    // What the server holds, after a reload.
    await page.reload();
    await page.getByRole('button', { name: groupName, exact: true }).click();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(reports).toBeChecked();
  });

  await test.step('회사 권한 관리: the group is given 가람누리로지스', async () => {
    await page.goto('/admincompanyauth');
    await expect(listTable(page, '회사 권한 관리')).toBeVisible();
    await expectNoA11yViolations(page, testInfo, 'admincompanyauth');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    const modal = page.getByRole('dialog', { name: '회사 지정 등록' });
    await expect(modal.getByLabel('순서')).not.toHaveValue('');
    await modal.getByRole('combobox', { name: '회사명' }).selectOption('가람누리로지스');
    await modal.getByRole('combobox', { name: '그룹' }).selectOption({ label: groupName });
    await modal.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, ADMIN_TEXT.saved);
    await expect(modal).toBeHidden();
    const row = listTable(page, '회사 권한 관리').getByRole('row').filter({ hasText: groupName });
    await expect(row).toContainText('가람누리로지스');
    await expect(row).toContainText('사용');
  });

  let link = '';
  await test.step('관리자 관리: the new admin needs a group, and gets a one-time link', async () => {
    await page.goto('/adminmanager');
    await expect(listTable(page, '관리자 관리')).toBeVisible();
    await expectNoA11yViolations(page, testInfo, 'adminmanager');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    const modal = page.getByRole('dialog', { name: '관리자 등록' });
    await modal.getByLabel('아이디').fill(loginId);
    await modal.getByLabel('이름').fill(adminName);
    await modal.getByLabel('이메일').fill(`${loginId}@audit.example`);
    await modal.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, '그룹을 선택해주세요.');
    await expect(modal.getByLabel('그룹')).toBeFocused();

    await modal.getByLabel('그룹').selectOption({ label: groupName });
    await modal.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, ADMIN_TEXT.saved);
    const done = page.getByRole('dialog', { name: '관리자 등록 완료' });
    await expect(done).toContainText(`${adminName}(${loginId}) 관리자의 비밀번호 설정 링크입니다.`);
    await expect(done).toContainText('이 링크는 지금 한 번만 표시되며');
    link = await done.getByRole('textbox', { name: '비밀번호 설정 링크' }).inputValue();
    expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/adminsetpassword\\?token=[\\w-]+`));
    await expectNoA11yViolations(page, testInfo, 'adminmanager-link');
    await done.getByRole('button', { name: '확인', exact: true }).click();
    await expect(done).toBeHidden();
    const row = listTable(page, '관리자 관리').getByRole('row').filter({ hasText: loginId });
    await expect(row).toContainText(groupName);
    await expect(row).toContainText('미설정');
  });

  await test.step('the new admin sets a password on another computer and sees only 가람누리로지스', async () => {
    const context = await freshContext(browser, testInfo);
    try {
      const other = await context.newPage();
      await other.goto(link);
      await expect(other.getByRole('heading', { level: 1, name: '비밀번호 설정' })).toBeVisible();
      await expect(other.getByText(`${adminName}(${loginId})님의 비밀번호를 설정합니다.`)).toBeVisible();
      await expect(other.getByLabel('아이디')).toHaveValue(loginId);
      await expectNoA11yViolations(other, testInfo, 'adminsetpassword');

      const password = other.getByLabel('새 비밀번호');
      const confirm = other.getByLabel('비밀번호 확인');
      const submit = other.getByRole('button', { name: '비밀번호 설정' });
      await password.fill(`${loginId}#A1`);
      await confirm.fill(`${loginId}#A1`);
      await submit.click();
      await answerDialog(other, '비밀번호에 아이디를 포함할 수 없습니다.');
      await password.fill(ADMIN_PASSWORD);
      await confirm.fill(`${ADMIN_PASSWORD}x`);
      await submit.click();
      await answerDialog(other, '비밀번호가 일치하지 않습니다.');
      await expect(confirm).toBeFocused();
      await confirm.fill(ADMIN_PASSWORD);
      await submit.click();
      await answerDialog(other, ADMIN_TEXT.passwordSet);

      await expect(other).toHaveURL(/\/adminlogin\?userId=/);
      const fields = loginFields(other);
      await expect(fields.loginId).toHaveValue(loginId);
      await expect(fields.loginId).not.toBeEditable();
      await fields.password.fill(ADMIN_PASSWORD);
      await fields.submit.click();
      await expect(other).toHaveURL(/\/adminreport$/);
      await expect(other.getByRole('banner')).toContainText(`${adminName} (${groupName})`);
      await expectSideMenu(other, ['제보 관리']);
      await expect(companyFilter(other).locator('option')).toHaveText(['전체 회사', '가람누리로지스']);
      // The tag is in both reports' titles: the one of 가람누리상사 stays out of this team's list.
      await searchReports(other, tag);
      await expect(reportTitles(other)).toHaveText([logistics]);

      await test.step('the link works only once', async () => {
        await other.goto(link);
        await expect(other.getByRole('alert')).toHaveText(
          '비밀번호 설정 링크가 만료되었거나 이미 사용되었습니다. 시스템관리자에게 새 링크를 요청해주세요.',
        );
        await expect(other.getByLabel('새 비밀번호')).toHaveCount(0);
      });
    } finally {
      await context.close();
    }
  });

  await test.step('관리자 관리 shows the password as set', async () => {
    await page.goto('/adminmanager');
    const row = listTable(page, '관리자 관리').getByRole('row').filter({ hasText: loginId });
    await expect(row).toContainText('설정됨');
  });

  let acknowledgementDays = '';
  await test.step('처리기한 설정: a changed duration is saved', async () => {
    await page.goto('/adminsettings');
    await expect(page.getByRole('heading', { level: 1, name: '처리기한 설정' })).toBeVisible();
    const days = page.getByLabel('접수 확인 기한(일)');
    await expect(days).not.toHaveValue('');
    await expectNoA11yViolations(page, testInfo, 'adminsettings');
    const token = await sysadminToken(request);
    const held = await (
      await request.get(endpointUrl(sysadminApi.settings), { headers: bearer(token) })
    ).json();
    // Another value than the one held (the site is shared by the runs).
    acknowledgementDays = (await days.inputValue()) === '14' ? '10' : '14';
    try {
      await days.fill(acknowledgementDays);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await answerDialog(page, ADMIN_TEXT.saved);
      await expect(page.getByText(/^마지막 변경 일시:/)).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('접수 확인 기한(일)')).toHaveValue(acknowledgementDays);
    } finally {
      // The durations are the whole site's: the specs that run after this one (the phone-sized run of the
      // legal clocks and the statistics) count with the ones they had.
      const restored = await request.patch(endpointUrl(sysadminApi.updateSettings), {
        headers: bearer(token),
        data: { acknowledgementDays: held.acknowledgementDays, feedbackMonths: held.feedbackMonths },
      });
      expect(restored.ok()).toBe(true);
    }
  });

  await test.step('관리 변경 기록 lists every change, newest first, by names and not internal numbers', async () => {
    await page.goto('/adminaudit');
    await expect(page.getByRole('heading', { level: 1, name: '관리 변경 기록' })).toBeVisible();
    const rows = page.getByRole('table', { name: /^관리 변경 기록/ }).locator('tbody tr');
    const row = (action: string, ...texts: string[]) =>
      texts.reduce((found, text) => found.filter({ hasText: text }), rows.filter({ hasText: action }));
    await expect(row('등록', `그룹 ${groupName}`, `그룹명:${groupName}`)).toHaveCount(1);
    await expect(row('메뉴 권한 부여', `그룹:${groupName}`, 'URL:/adminreport')).toHaveCount(1);
    await expect(row('메뉴 권한 부여', `그룹:${groupName}`, 'URL:/admininquiry')).toHaveCount(1);
    // A released permission (its row is gone) still reads by the group's and the menu's names.
    const released = row('메뉴 권한 해제', `그룹 권한 ${groupName} · 접속 기록`, `그룹:${groupName}`);
    await expect(released).toHaveCount(1);
    await expect(row('등록', '회사 지정', '가람누리로지스', groupName)).toHaveCount(1);
    await expect(row('등록', '관리자', `아이디:${loginId}`, `그룹:${groupName}`)).toHaveCount(1);
    await expect(
      row('수정', '처리기한 설정', `접수 확인 기한(일):${acknowledgementDays}`).first(),
    ).toBeVisible();
    await expect(rows.filter({ hasText: '비밀번호 설정 링크 발급' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: '비밀번호 설정' }).first()).toBeVisible();
    for (const r of [row('등록', `그룹 ${groupName}`), released]) {
      await expect(r.locator('td').nth(1)).toHaveText(`${SYSADMIN.name}(${SYSADMIN.loginId})`);
    }
  });
});

test('the menu page lists the built-in menus and is accessible', async ({ page, request }, testInfo) => {
  await useSession(page, await sysadminToken(request));
  await page.goto('/adminmenu');
  const menus = listTable(page, '메뉴 관리');
  await expect(menus).toBeVisible();
  for (const name of ALL_MENUS) await expect(menus.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await expectNoA11yViolations(page, testInfo, 'adminmenu');
});
