import { endpointUrl, reporterApi } from '@audit/contracts';
import type { APIRequestContext, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { answerDialog } from './admin-ui.ts';
import { expect } from './fixtures.ts';

/** The report password of the journeys (spec section 5: letter, digit and one of ! @ # $ % ^ * + = -). */
export const PASSWORD = 'abcd123!';

export const SECTIONS = ['누가', '언제', '어디서', '무엇을', '어떻게', '왜'] as const;

export type ReportText = {
  title: string;
  /** The six sections, in the order of SECTIONS. */
  sections: readonly string[];
  otherRequests: string;
};

/** A report whose title names the test and project, so a failure points at the report it filed. */
export function reportText(testInfo: TestInfo, what: string): ReportText {
  const tag = `${what} ${testInfo.project.name} ${Date.now().toString(36)}`;
  return {
    title: `[e2e] ${tag}`,
    sections: [
      '가람누리전자 구매팀 김○○ 과장',
      '2026년 3월 초부터 4월 말까지',
      '본사 인근 식당',
      `협력업체로부터 상품권을 받았습니다 (${tag}).`,
      '입찰 전에 예정 가격을 알려 주었습니다.',
      '특정 업체의 낙찰을 돕기 위한 것으로 보입니다.',
    ],
    otherRequests: '제보자가 알려지지 않게 해 주십시오.',
  };
}

export type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A small PDF (the server checks the content against the extension), with a few non-ASCII bytes. */
export function samplePdf(name = '회의 메모.pdf'): Upload {
  const buffer = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
    Buffer.from(
      `1 0 obj\n<< /Type /Catalog >>\nendobj\n% e2e ${Date.now()}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    ),
  ]);
  return { name, mimeType: 'application/pdf', buffer };
}

/** A control of the report form by its exact label (required fields too: their asterisk is not in the name). */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/** The real-name form's address: the consent step sends both answers on (the server opens it only with both). */
export const REAL_FORM_PATH = /\/reportsecond\?collectionConsent=yes&thirdPartyConsent=yes$/;

/** The consents' two radio groups on /reporting?step=consent. */
export function consentGroups(page: Page): { collection: Locator; thirdParty: Locator } {
  return {
    collection: page.getByRole('group', { name: /수집·이용하는 데 동의하십니까/ }),
    thirdParty: page.getByRole('group', { name: /제3자에게 제공하는 데 동의하십니까/ }),
  };
}

/**
 * /reporting with JavaScript: the 실명제보 choice (a link to the consent step), both consents, 다음, then the
 * processing notice's 확인 (a dialog over the page): the real-name form.
 */
export async function openRealNameForm(page: Page): Promise<void> {
  await page.goto('/reporting');
  await page
    .getByRole('region', { name: '제보 방식 선택' })
    .getByRole('link', { name: '실명제보', exact: true })
    .click();
  await expect(page).toHaveURL(/\/reporting\?step=consent$/);
  const { collection, thirdParty } = consentGroups(page);
  await collection.getByLabel('동의함').check();
  await thirdParty.getByLabel('동의함').check();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByRole('dialog', { name: '제보 처리 안내' }).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(REAL_FORM_PATH);
  await expect(page.getByRole('heading', { level: 1, name: '실명제보' })).toBeVisible();
}

/** Fills sections 1 and 2 and the password of either form (company and type by their Korean names). */
export async function fillReport(
  page: Page,
  report: ReportText,
  options: { company?: string | null; reportType?: string; password?: string } = {},
): Promise<void> {
  // null: the caller has chosen the company (e.g. one whose own-audit-team notice it checks).
  if (options.company !== null) {
    // 가람누리건설 has no audit team of its own, so no notice opens.
    await field(page, '제보대상 회사').selectOption({ label: options.company ?? '가람누리건설' });
  }
  await field(page, '제보유형').selectOption({ label: options.reportType ?? '금품·향응 수수' });
  await field(page, '제목').fill(report.title);
  for (const [i, name] of SECTIONS.entries()) {
    await field(page, name).fill(report.sections[i] ?? '');
  }
  await field(page, '기타 요청사항 (선택)').fill(report.otherRequests);
  const password = options.password ?? PASSWORD;
  await field(page, '패스워드').fill(password);
  await field(page, '패스워드 확인').fill(password);
}

/**
 * With JavaScript: clicks 제보하기, answers the page's own question (접수 하시겠습니까?) with 확인, and reads the
 * 16-digit receipt the form goes on to.
 */
export async function submitAndReadReceipt(page: Page): Promise<string> {
  await page.getByRole('button', { name: '제보하기', exact: true }).click();
  await answerDialog(page, '접수 하시겠습니까?');
  return readReceipt(page);
}

/** /reportcomplete: the receipt number, shown as 1234-5678-9012-3456, as its 16 digits. */
export async function readReceipt(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/reportcomplete$/);
  await expect(page.getByRole('heading', { level: 1, name: '제보 제출 완료' })).toBeVisible();
  const receipt = page.getByRole('region', { name: '접수번호', exact: true }).locator('strong');
  await expect(receipt).toHaveText(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
  return ((await receipt.textContent()) ?? '').replaceAll('-', '');
}

/** Files a report through the API (setup only), returning its 16-digit receipt number. */
export async function fileReportViaApi(
  request: APIRequestContext,
  report: ReportText,
  options: { kind?: 'PUBLIC' | 'PRIVATE'; file?: Upload } = {},
): Promise<string> {
  const kind = options.kind ?? 'PRIVATE';
  const fields: Record<string, string | Upload> = {
    postType: kind,
    companyType: 'GARAM_CONSTRUCTION',
    reportType: 'BRIBERY',
    title: report.title,
    who: report.sections[0] ?? '',
    when: report.sections[1] ?? '',
    where: report.sections[2] ?? '',
    what: report.sections[3] ?? '',
    how: report.sections[4] ?? '',
    why: report.sections[5] ?? '',
    otherRequests: report.otherRequests,
    password: PASSWORD,
  };
  if (kind === 'PUBLIC') {
    Object.assign(fields, { name: '홍길동', phoneNumber: '010-1234-5678', email: 'e2e@example.com' });
  }
  if (options.file) fields.files = options.file;
  const response = await request.post(endpointUrl(reporterApi.submit), { multipart: fields });
  expect(response.status(), await response.text()).toBe(200);
  const { receiptNumber } = (await response.json()) as { receiptNumber: string };
  expect(receiptNumber).toMatch(/^\d{16}$/);
  return receiptNumber;
}

export type MyPost = {
  id: number;
  receiptNumber: string;
  postType: 'PUBLIC' | 'PRIVATE';
  title: string;
  content: string;
  companyType: { code: string; title: string };
  status: { statusCode: string; statusTitle: string };
  attachFiles: { id: number; clientFilename: string; size: number }[];
};

/** Signs in through the API and reads the report as its reporter sees it, plus its attachment if any. */
export async function readReportViaApi(
  request: APIRequestContext,
  receipt: string,
  password = PASSWORD,
): Promise<{ post: MyPost; attachment: Buffer | null }> {
  const signin = await request.post(endpointUrl(reporterApi.signin), {
    data: { loginId: receipt, password },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  const { token } = (await signin.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const mine = await request.get(endpointUrl(reporterApi.myPost), { headers });
  expect(mine.status()).toBe(200);
  const post = (await mine.json()) as MyPost;
  let attachment: Buffer | null = null;
  if (post.attachFiles.length > 0) {
    const file = await request.get(endpointUrl(reporterApi.attachment), { headers });
    expect(file.status()).toBe(200);
    attachment = await file.body();
  }
  await request.post(endpointUrl(reporterApi.signout), { headers });
  return { post, attachment };
}

/**
 * Starts the browser signed in as a report's reporter (for tests about /inquirypage, not the look-up): the session
 * token of an API sign-in in the cookie the look-up would set (HttpOnly, SameSite=Strict, sent to /inquirypage only).
 */
export async function useReporterSession(
  context: BrowserContext,
  baseURL: string,
  token: string,
): Promise<void> {
  await context.addCookies([
    {
      name: 'reporter_session',
      value: token,
      domain: new URL(baseURL).hostname,
      path: '/inquirypage',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/** /reportinquiry: types the receipt and password and presses 조회 (a plain post; the page comes back or goes on). */
export async function lookUp(page: Page, receipt: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('접수번호').fill(receipt);
  await page.getByLabel('패스워드', { exact: true }).fill(password);
  await page.getByRole('button', { name: '조회', exact: true }).click();
}
