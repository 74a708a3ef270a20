import { endpointUrl, sysadminApi } from '@audit/contracts';
import type { APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { runTag } from '../support/admin-accounts.ts';
import { bearer, createAdmin, sysadminToken } from '../support/admin-api.ts';
import { ADMIN_TEXT, answerDialog, loginFields } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Two-factor sign-in (issue 9): a system admin requires it of a group; the group's admin registers an
// authenticator app at its next sign-in from the QR code and secret the page shows, keeps the recovery codes, and
// later signs in with a code of the app or with a recovery code. The code is computed here as the app would.

/** A group requiring a second factor, holding the report menu (so the admin has a landing page). */
async function strictGroup(request: APIRequestContext, name: string): Promise<void> {
  const headers = bearer(await sysadminToken(request));
  const created = await request.post(endpointUrl(sysadminApi.createGroup), {
    headers,
    data: { name, description: '2단계 인증 필수 그룹', secondFactorRequired: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const group = (await created.json()) as { id: number; secondFactorRequired: boolean };
  expect(group.secondFactorRequired).toBe(true);
  const menus = (await (await request.get(endpointUrl(sysadminApi.menus), { headers })).json()) as {
    id: number;
    url: string;
  }[];
  const reports = menus.find((m) => m.url === '/adminreport');
  const granted = await request.post(endpointUrl(sysadminApi.addGroupMenu), {
    headers,
    data: { menu_id: reports?.id, user_group_id: group.id },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
}

test('an admin of a group that requires it registers an app, keeps recovery codes, and signs in with either', async ({
  page,
  request,
}, testInfo) => {
  const tag = runTag(testInfo);
  const groupName = `2단계 팀 ${tag}`;
  await strictGroup(request, groupName);
  const admin = await createAdmin(request, { loginId: `totp.${tag}`, name: '이보안', groupName });
  const fields = loginFields(page);
  const signIn = async ({ open = true } = {}) => {
    if (open) await page.goto('/adminlogin');
    await fields.loginId.fill(admin.loginId);
    await fields.password.fill(admin.password);
    await fields.submit.click();
  };

  let recoveryCodes: string[] = [];
  let secret = '';
  await test.step('the first sign-in registers the app from the QR code or the secret', async () => {
    await signIn();
    await expect(page.getByRole('heading', { level: 1, name: '인증 앱 등록' })).toBeVisible();
    const qr = page.getByRole('img', { name: '인증 앱 등록용 QR 코드' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = (await page.locator('.second-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    await expect(page).toHaveURL(/\/adminlogin$/);
    await expectNoA11yViolations(page, testInfo, 'adminlogin-enroll');
    await page.getByLabel('앱에 표시된 6자리 코드').fill(await generate({ secret }));
    await page.getByRole('button', { name: '등록', exact: true }).click();
  });

  await test.step('the recovery codes are shown once, then the first menu opens', async () => {
    await expect(page.getByRole('heading', { level: 1, name: '복구 코드' })).toBeVisible();
    recoveryCodes = (await page.locator('.second-factor-codes li').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: '복구 코드를 보관했습니다' }).click();
    await expect(page).toHaveURL(/\/adminreport$/);
  });

  await test.step('the next sign-in asks for a code; a recovery code works once', async () => {
    // Signed out as an admin does it (로그아웃, then 확인 to its question), back on the login page.
    await page.getByRole('button', { name: '로그아웃', exact: true }).click();
    await answerDialog(page, ADMIN_TEXT.confirmLogout);
    await expect(page).toHaveURL(/\/adminlogin$/);
    await signIn({ open: false });
    await expect(page.getByRole('heading', { level: 1, name: '2단계 인증' })).toBeVisible();
    await page.getByLabel(/인증 코드/).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page).toHaveURL(/\/adminreport$/);
  });
});
