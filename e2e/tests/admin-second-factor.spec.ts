import { endpointUrl, sysadminApi } from '@audit/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { runTag } from '../support/admin-accounts.ts';
import { bearer, createAdmin, sysadminToken } from '../support/admin-api.ts';
import { ADMIN_TEXT, answerDialog, loginFields } from '../support/admin-ui.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Two-factor sign-in (issue 9): a system admin requires it of a group; the group's admin registers an
// authenticator app at its next sign-in from the QR code and secret the page shows, keeps the recovery codes, and
// later signs in with a code of the app or with a recovery code. The code is computed here as the app would.
// Issue 31: on a phone too, the secret is grouped for reading and copied whole, and the codes are copied and printed.

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

/** What the page's clipboard holds (the context is granted the permission to read it). */
const clipboardText = (page: Page) =>
  page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );

/** The page is no wider than the window: nothing to scroll sideways for (a 375 px phone included). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test('an admin of a group that requires it registers an app, keeps recovery codes, and signs in with either', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
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
  });

  await test.step('the secret is shown in groups of four; 비밀키 복사 copies it without spaces', async () => {
    await expect(page.locator('.second-factor-secret > span')).toHaveText(secret.match(/.{1,4}/g) ?? []);
    // Drawn apart: the groups of one line stand side by side with a gap, and nothing runs off a phone's screen.
    const [first, second] = await page.locator('.second-factor-secret > span').all();
    const a = (await first!.boundingBox())!;
    const b = (await second!.boundingBox())!;
    expect(b.x).toBeGreaterThan(a.x + a.width + 4);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: '비밀키 복사' }).click();
    await expect(page.getByRole('status').filter({ hasText: '비밀키를 복사했습니다.' })).toBeVisible();
    expect(await clipboardText(page)).toBe(secret);
    await expect(page.getByRole('link', { name: '이 휴대전화의 인증 앱에 바로 등록' })).toHaveAttribute(
      'href',
      /^otpauth:\/\/totp\/.*secret=/,
    );
  });

  await test.step('the code the app shows registers it', async () => {
    await page.getByLabel('앱에 표시된 6자리 코드').fill(await generate({ secret }));
    await page.getByRole('button', { name: '등록', exact: true }).click();
  });

  await test.step('the recovery codes are shown once, copied and printed, then the first menu opens', async () => {
    await expect(page.getByRole('heading', { level: 1, name: '복구 코드' })).toBeVisible();
    recoveryCodes = (await page.locator('.second-factor-codes li').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: '복구 코드 복사' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '복구 코드 10개를 복사했습니다.' }),
    ).toBeVisible();
    expect(await clipboardText(page)).toBe(recoveryCodes.join('\n'));
    // 인쇄 opens the browser's print; on paper the codes stand under what they are, without the buttons.
    await page.evaluate(() => {
      const w = globalThis as unknown as { print: () => void; printed: number };
      w.printed = 0;
      w.print = () => {
        w.printed += 1;
      };
    });
    await page.getByRole('button', { name: '복구 코드 인쇄' }).click();
    expect(await page.evaluate(() => (globalThis as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.second-factor-print-only')).toContainText('관리자 2단계 인증 복구 코드');
    await expect(page.getByRole('button', { name: '복구 코드 인쇄' })).toBeHidden();
    await expect(page.locator('.second-factor-codes li')).toHaveCount(10);
    await expect(page.locator('.second-factor-codes')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.second-factor-print-only')).toBeHidden();
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
