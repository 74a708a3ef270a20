import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import type { AdminAccount } from './admin-accounts.ts';
import { expect } from './fixtures.ts';

// Browser steps shared by the admin and system-admin journeys.

/** Korean texts the journeys check (apps/web i18n and packages/contracts ADMIN_MESSAGES / SYSADMIN_MESSAGES). */
export const ADMIN_TEXT = {
  loginIdRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  sessionMissing: '세션이 만료되었거나 잘못된 접근입니다.',
  /** The public /sessiontimeout page's words (apps/web i18n/error-pages.ts). */
  sessionTimeoutPage: '세션이 만료되었거나 잘못된 접근입니다. 회사 포털을 통해 다시 로그인해주세요.',
  confirmLogout: '로그아웃 하시겠습니까?',
  confirmComment: '댓글을 등록하시겠습니까?',
  commentRegistered: '댓글이 등록되었습니다.',
  confirmCommentEdit: '댓글을 수정하시겠습니까?',
  commentEdited: '댓글이 수정되었습니다.',
  confirmStatus: '처리상태를 변경하시겠습니까?',
  /** 처리완료 while no 처리 결과 회신 has met the feedback clock, and no result message is sent with it (issue 31). */
  confirmCompleteWithoutResult:
    '처리 결과 회신 없이 처리완료하면 처리 결과 회신 기한은 충족되지 않습니다. 처리상태를 변경하시겠습니까?',
  changed: '변경되었습니다.',
  required: '필수 항목을 입력해주세요.',
  saved: '저장되었습니다.',
  menuAdded: '메뉴 권한이 추가되었습니다.',
  menuReleased: '메뉴 권한이 해제되었습니다.',
  passwordSet: '비밀번호가 설정되었습니다. 로그인해주세요.',
} as const;

/**
 * The admin app's own alert or confirmation (apps/web components/page-dialogs.tsx, never the browser's): an
 * alertdialog with its message and 확인 (and 취소 for a question). Not the idle warning, also an alertdialog.
 */
export function pageDialog(page: Page): Locator {
  return page.getByRole('alertdialog').filter({ has: page.locator('.page-dialog-message') });
}

/**
 * Waits until the page's own alert or confirmation says `message`, then answers it: 확인, or 취소 when `answer`
 * says so. Dialogs come one at a time, in order, so successive calls check the order too.
 */
export async function answerDialog(
  page: Page,
  message: string,
  answer: '확인' | '취소' = '확인',
): Promise<void> {
  const dialog = pageDialog(page);
  await expect(dialog.locator('.page-dialog-message')).toHaveText(message);
  await dialog.locator('.dialog-actions').getByRole('button', { name: answer, exact: true }).click();
}

/** No alert or confirmation of the page is open (e.g. after the last one was answered). */
export async function expectNoDialog(page: Page): Promise<void> {
  await expect(pageDialog(page)).toHaveCount(0);
}

/** The id and password fields of /adminlogin. */
export function loginFields(page: Page): { loginId: Locator; password: Locator; submit: Locator } {
  return {
    loginId: page.getByLabel('아이디', { exact: true }),
    password: page.getByLabel('비밀번호', { exact: true }),
    submit: page.getByRole('button', { name: '로그인', exact: true }),
  };
}

/** Signs in on /adminlogin (already open, or opened here) and waits for the landing page. */
export async function signInAs(
  page: Page,
  account: Pick<AdminAccount, 'loginId' | 'password'>,
  options: { landing?: string; open?: boolean } = {},
): Promise<void> {
  if (options.open !== false) await page.goto('/adminlogin');
  const fields = loginFields(page);
  await expect(fields.loginId).toBeEditable();
  await fields.loginId.fill(account.loginId);
  await fields.password.fill(account.password);
  await fields.submit.click();
  await expect(page).toHaveURL(new RegExp(`${options.landing ?? '/adminreport'}$`));
}

/**
 * Starts the page signed in with an admin token got through the API (for tests about a screen, not the login):
 * the web app keeps the token in sessionStorage, which is filled before every document of the page loads.
 */
export async function useSession(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    (value) => (globalThis as unknown as BrowserGlobals).sessionStorage.setItem('adminToken', value),
    token,
  );
}

/** The admin token the web app keeps in sessionStorage (null when there is none). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => (globalThis as unknown as BrowserGlobals).sessionStorage.getItem('adminToken'));
}

// The e2e project has no DOM types: the little of the browser's globals these helpers touch (the functions run
// in the page, so they name globalThis themselves rather than call a helper of this module).
type BrowserGlobals = {
  sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};

/** The side menu; on a phone it is folded behind the header's menu button, which is opened first. */
export async function openSideMenu(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
  const toggle = page.getByRole('button', { name: '메뉴 열기' });
  // The address changes as soon as a screen is chosen and its layout is drawn once its file has arrived: wait for
  // the layout (its logout button is there at every width) before asking whether the menu is folded.
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await expect(nav).toBeVisible();
  return nav;
}

/** The names of the side menu's links, in order (waits until the menu is loaded). */
export async function expectSideMenu(page: Page, names: string[]): Promise<void> {
  const nav = await openSideMenu(page);
  await expect(nav.getByRole('link')).toHaveText(names);
  // Fold it again on a phone, so it does not cover the page.
  const close = page.getByRole('button', { name: '메뉴 닫기' });
  if (await close.isVisible()) await close.click();
}

/** The admin report list's company filter and its option labels. */
export function companyFilter(page: Page): Locator {
  return page.getByLabel('회사', { exact: true });
}

/** The report table (its caption starts with 제보 목록). */
export function reportTable(page: Page): Locator {
  return page.getByRole('table', { name: /^제보 목록/ });
}

/** Searches the list by a keyword and waits for the table to show it. */
export async function searchReports(page: Page, keyword: string): Promise<void> {
  await page.getByLabel('검색어').fill(keyword);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${encodeURIComponent(keyword)}`));
}

/** The title links of the table's rows, in order. */
export function reportTitles(page: Page): Locator {
  return reportTable(page).locator('tbody').getByRole('link');
}

/**
 * A new, empty browser context shaped like the test's project (viewport, touch, locale), for a second person:
 * e.g. a new admin opening a set-password link on another computer.
 */
export async function freshContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const use = testInfo.project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
  });
}
