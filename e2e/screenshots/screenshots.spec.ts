import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointUrl, reporterApi } from '@audit/contracts';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { SYSADMIN } from '../support/admin-accounts.ts';
import {
  addAdminComment,
  adminToken,
  bearer,
  createAdmin,
  fileReport,
  findReports,
  samplePdf,
  setReportStatus,
} from '../support/admin-api.ts';
import { reportTable, signInAs } from '../support/admin-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { fontsSettled } from '../support/look.ts';
import {
  fillReport,
  lookUp,
  openRealNameForm,
  PASSWORD,
  reportText,
  submitAndReadReceipt,
} from '../support/reporter.ts';
import { reporterToken } from '../support/xss-setup.ts';

// Pictures of every screen for docs/screenshots/ (npm run screenshots; e2e/screenshots.config.ts). The viewport
// only, not the whole page: what a person sees first, in files small enough for the README.

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

const SIZES: Record<'desktop' | 'phone', BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

type Size = keyof typeof SIZES;

/**
 * A page of a new context of the given size, with the test project's locale and time zone; with JavaScript switched
 * off when `javaScript` is false (a reporter in Tor Browser's "Safest" mode).
 */
async function openPage(browser: Browser, size: Size, baseURL: string, javaScript = true): Promise<Page> {
  const context = await browser.newContext({
    ...SIZES[size],
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  // The site asks in its own dialogs (answered on the way); the browser's own would only be a leave question.
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

/**
 * Waits until the screen has settled (its title, requests and fonts), then saves `<name>-<size>.png`. A page without
 * JavaScript asks for no web font (its script would) and fires no timer to wait for fonts with: `fonts` false.
 */
async function shoot(page: Page, name: string, size: Size, fonts = true): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // No loading placeholders ('-' counts, 불러오는 중) in the picture.
  await expect(page.getByText(/불러오는 중|불러오고 있습니다/)).toHaveCount(0);
  if (fonts) await fontsSettled(page);
  await page.screenshot({ path: path.join(outDir, `${name}-${size}.png`), animations: 'disabled' });
}

async function visit(page: Page, url: string, name: string, size: Size, fonts = true): Promise<void> {
  await page.goto(url);
  await shoot(page, name, size, fonts);
}

test('every screen at 1280 px and 375 px', async ({ browser, request, baseURL }) => {
  // Data worth looking at: reports of several companies and states, one with an attachment and an answer.
  const admin = await createAdmin(request, {
    loginId: `screens-hq-${Date.now().toString(36)}`,
    name: '한지은',
    groupName: '지주 감사팀',
  });
  const token = await adminToken(request, admin.loginId, admin.password);
  const stories: [string, string, 'WAITING' | 'RECEIVED' | 'IN_PROGRESS' | 'COMPLETED'][] = [
    ['GARAM_ELECTRONICS', '협력업체 선정 과정에서 특정 업체에 평가 기준 사전 유출', 'IN_PROGRESS'],
    ['GARAM_CONSTRUCTION', '현장 자재 대금 허위 청구 의혹', 'RECEIVED'],
    ['GARAM_FOODS', '팀장의 반복적인 폭언과 부당한 업무 지시', 'WAITING'],
    ['GARAM_TRADING', '거래처로부터 명절 상품권 수수', 'COMPLETED'],
    ['GARAM_LOGISTICS', '법인카드 사적 사용', 'RECEIVED'],
    ['BEANS_AND_LEAF', '매장 재고 폐기 기록 조작', 'WAITING'],
  ];
  const receipts = new Map<string, string>();
  for (const [companyType, title, status] of stories) {
    const receipt = await fileReport(request, {
      companyType,
      title,
      postType: companyType === 'GARAM_FOODS' ? 'PRIVATE' : 'PUBLIC',
      file: companyType === 'GARAM_ELECTRONICS' ? samplePdf('평가표 사본.pdf') : undefined,
    });
    receipts.set(title, receipt);
    const [row] = await findReports(request, token, title);
    if (status !== 'WAITING') await setReportStatus(request, token, row!.id, status);
  }
  const [detail] = await findReports(request, token, '평가 기준 사전 유출');
  // A conversation of both sides, for the detail's pictures of it.
  await addAdminComment(
    request,
    token,
    detail!.id,
    '제보해 주셔서 감사합니다. 조사를 시작하였으며, 평가표 원본이 있으면 추가로 첨부해 주십시오.',
  );
  const reporter = await reporterToken(request, receipts.get(stories[0]![1])!);
  const answered = await request.post(endpointUrl(reporterApi.comment, { params: { postId: detail!.id } }), {
    headers: bearer(reporter),
    data: { content: '원본은 없지만 평가 회의록 사본을 가지고 있습니다. 어떻게 전달하면 될까요?' },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  await addAdminComment(
    request,
    token,
    detail!.id,
    '회의록 사본은 이 댓글 창으로 보내 주시면 됩니다. 보내 주신 자료는 감사실 담당자만 열람합니다.',
  );

  for (const size of Object.keys(SIZES) as Size[]) {
    const page = await openPage(browser, size, baseURL!);

    await visit(page, '/', 'home', size);
    await page.goto('/reportguide');
    for (const [i, tab] of [
      '제보자 보호',
      '제보 대상',
      '제보 방법 및 처리 절차',
      '기타 제보 방법',
    ].entries()) {
      await page.getByRole('navigation', { name: '제보 안내 항목' }).getByRole('link', { name: tab }).click();
      await shoot(page, `guide-${i + 1}`, size);
    }
    await visit(page, '/reporting', 'reporting', size);
    await openRealNameForm(page);
    await shoot(page, 'form-real-name', size);
    await visit(page, '/reportsecond02', 'form-anonymous', size);
    const report = reportText(test.info(), '화면');
    await fillReport(page, { ...report, title: '구매팀 과장의 납품업체 금품 수수' });
    const receipt = await submitAndReadReceipt(page);
    await shoot(page, 'receipt', size);
    await visit(page, '/reportinquiry', 'lookup', size);
    await lookUp(page, receipt, PASSWORD);
    await page.waitForURL(/\/inquirypage$/);
    await shoot(page, 'my-report', size);
    await visit(page, '/sessiontimeout', 'session-timeout', size);
    await visit(page, '/no-such-page', 'not-found', size);
    await visit(page, '/auditpopup', 'notice-popup', size);

    await visit(page, '/adminlogin', 'admin-login', size);
    await signInAs(page, admin, { open: false });
    await expect(reportTable(page).locator('tbody tr').first()).toContainText(/\d{4}-\d{2}-\d{2}/);
    await shoot(page, 'admin-list', size);
    await visit(page, `/admininquirypage?id=${detail!.id}`, 'admin-detail', size);
    // Further down the detail (issue 31): on a wide screen the conversation, with the work panel and the comment
    // box still in view; on a phone the conversation, reached by the bar of links at the top.
    if (size === 'desktop') {
      await page
        .locator('#report-part-conversation')
        .evaluate((part) => part.scrollIntoView({ block: 'start' }));
    } else {
      await page
        .getByRole('navigation', { name: '제보 상세 바로가기' })
        .getByRole('link', { name: '댓글' })
        .click();
    }
    await expect(page.getByRole('heading', { name: /^댓글 \(3\)/ })).toBeInViewport();
    await shoot(page, 'admin-detail-conversation', size);
    await visit(page, '/admininquiry', 'admin-login-log', size);
    await visit(page, '/adminstats', 'admin-stats', size);
    await page.context().close();

    // Issue 28: the anonymous form as a reporter with JavaScript switched off gets it (the README shows it).
    const plain = await openPage(browser, size, baseURL!, false);
    await visit(plain, '/reportsecond02', 'form-anonymous-nojs', size, false);
    await plain.context().close();

    const sys = await openPage(browser, size, baseURL!);
    await signInAs(sys, SYSADMIN);
    for (const screen of [
      'admingroup',
      'adminmanager',
      'adminmenu',
      'admingroupauth',
      'admincompanyauth',
      'adminsettings',
      'adminoutbox',
      'adminaudit',
      'adminoversight',
    ]) {
      await visit(sys, `/${screen}`, `sysadmin-${screen.replace(/^admin/, '')}`, size);
    }
    await sys.context().close();
  }
});
