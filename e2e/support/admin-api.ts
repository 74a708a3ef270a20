import { adminApi, endpointUrl, reporterApi, sysadminApi } from '@audit/contracts';
import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import { ADMIN_PASSWORD, type AdminAccount, runTag, SYSADMIN } from './admin-accounts.ts';

// Setup through the HTTP API (packages/contracts: admin.ts, sysadmin.ts, reporter.ts), for the parts of a
// journey the browser test is not about: accounts, reports, comments.

/** The JSON body of a response that must have succeeded; a failure shows the server's answer. */
async function ok<T>(response: APIResponse, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${body.slice(0, 300)}`).toBe(true);
  return (body ? JSON.parse(body) : undefined) as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/admin/signin: the admin's bearer token. */
export async function adminToken(
  request: APIRequestContext,
  loginId: string,
  password: string,
): Promise<string> {
  const response = await request.post(endpointUrl(adminApi.signin), {
    data: { loginId, password, timestamp: Math.floor(Date.now() / 1000) },
  });
  return (await ok<{ token: string }>(response, `sign in as ${loginId}`)).token;
}

export const sysadminToken = (request: APIRequestContext) =>
  adminToken(request, SYSADMIN.loginId, SYSADMIN.password);

/** The id of a usable group by its name (GET /api/sysadmin/groups/combo). */
export async function groupId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const combo = await ok<{ id: number; name: string }[]>(
    await request.get(endpointUrl(sysadminApi.groupCombo), { headers: bearer(token) }),
    'group combo',
  );
  const group = combo.find((g) => g.name === name);
  expect(group, `group '${name}' in ${JSON.stringify(combo)}`).toBeTruthy();
  return group!.id;
}

/** The token of a one-time set-password link (its path is /adminsetpassword?token=...). */
export function setupToken(linkPath: string): string {
  const token = new URL(linkPath, 'http://link.invalid').searchParams.get('token');
  expect(token, `no token in ${linkPath}`).toBeTruthy();
  return token!;
}

/**
 * A ready admin of an existing group: created by the system admin (POST /api/sysadmin/users, which answers the
 * one-time link) and given its password through that link (POST /api/admin/password-setup). Without an e-mail: every
 * report and comment of the journeys would mail each of these admins (a run queued some 3,000 mails), and the outbox
 * journey's mail would wait behind them; the outbox journey makes the one admin with a mailbox it needs.
 */
export async function createAdmin(
  request: APIRequestContext,
  options: { loginId: string; name: string; groupName: string },
): Promise<AdminAccount> {
  const token = await sysadminToken(request);
  const created = await ok<{ setupLink: { path: string } }>(
    await request.post(endpointUrl(sysadminApi.createUser), {
      headers: bearer(token),
      data: {
        loginId: options.loginId,
        name: options.name,
        groupId: await groupId(request, token, options.groupName),
      },
    }),
    `create admin ${options.loginId}`,
  );
  await ok(
    await request.post(endpointUrl(sysadminApi.passwordSetup), {
      data: {
        token: setupToken(created.setupLink.path),
        password: ADMIN_PASSWORD,
        passwordConfirm: ADMIN_PASSWORD,
      },
    }),
    `set the password of ${options.loginId}`,
  );
  return { loginId: options.loginId, name: options.name, password: ADMIN_PASSWORD };
}

export type NewReport = {
  companyType: string;
  title: string;
  /** PUBLIC (real name, the default) or PRIVATE (anonymous). */
  postType?: 'PUBLIC' | 'PRIVATE';
  reportType?: string;
  reporter?: { name: string; email: string; phoneNumber: string };
  file?: { name: string; mimeType: string; buffer: Buffer };
  /** A text for all six sections and the other requests, instead of the usual story. */
  sections?: string;
  /** The reporter's "이 제보를 보지 않아야 할 사람". */
  excludedPersons?: string;
};

export const REPORTER = { name: '김제보', email: 'informant@example.com', phoneNumber: '010-2345-6789' };

/** Files a report as a visitor would (multipart POST /api/informant/posts); answers its receipt number. */
export async function fileReport(request: APIRequestContext, report: NewReport): Promise<string> {
  const postType = report.postType ?? 'PUBLIC';
  const reporter = postType === 'PUBLIC' ? (report.reporter ?? REPORTER) : null;
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    companyType: report.companyType,
    reportType: report.reportType ?? 'BRIBERY',
    postType,
    title: report.title,
    who: report.sections ?? '구매팀 박○○ 차장',
    when: report.sections ?? '2026년 2월 중순',
    where: report.sections ?? '협력업체 사무실',
    what: report.sections ?? '납품 대가로 상품권을 받았습니다.',
    how: report.sections ?? '입찰 전에 예정 가격을 알려 주었습니다.',
    why: report.sections ?? '특정 업체의 낙찰을 돕기 위한 것으로 보입니다.',
    otherRequests: report.sections ?? '',
    name: reporter?.name ?? '',
    email: reporter?.email ?? '',
    phoneNumber: reporter?.phoneNumber ?? '',
    password: 'abcd123!',
  };
  if (report.file) multipart.files = report.file;
  if (report.excludedPersons) multipart.excludedPersons = report.excludedPersons;
  const receipt = await ok<{ receiptNumber: string }>(
    await request.post(endpointUrl(reporterApi.submit), { multipart }),
    `file report '${report.title}'`,
  );
  return receipt.receiptNumber;
}

export type AdminRow = {
  id: number;
  title: string;
  /** The case number people call the report by (사건번호). */
  caseNumber: string;
  companyType: { code: string; title: string };
};

/** The admin's list rows whose title contains `keyword` (all pages). */
export async function findReports(
  request: APIRequestContext,
  token: string,
  keyword: string,
): Promise<AdminRow[]> {
  const rows: AdminRow[] = [];
  for (let page = 0; ; page++) {
    const answer = await ok<{ board: { content: AdminRow[]; totalPages: number } }>(
      await request.get(endpointUrl(adminApi.posts), { headers: bearer(token), params: { keyword, page } }),
      `list '${keyword}'`,
    );
    rows.push(...answer.board.content);
    if (page + 1 >= answer.board.totalPages) return rows;
  }
}

/** An admin comment on a report (POST /api/admin/posts/{id}/comment). */
export async function addAdminComment(
  request: APIRequestContext,
  token: string,
  postId: number,
  content: string,
): Promise<void> {
  await ok(
    await request.post(endpointUrl(adminApi.comment, { params: { postId } }), {
      headers: bearer(token),
      data: { content, postId },
    }),
    `comment on report ${postId}`,
  );
}

/**
 * Sets a report's status (PATCH /api/admin/posts/{id}?postStatus=), with 처리완료 optionally its result message
 * (처리 결과 회신, which meets the feedback clock; a completion without one leaves it open).
 */
export async function setReportStatus(
  request: APIRequestContext,
  token: string,
  postId: number,
  status: 'WAITING' | 'RECEIVED' | 'IN_PROGRESS' | 'COMPLETED',
  resultMessage?: string,
): Promise<void> {
  await ok(
    await request.patch(endpointUrl(adminApi.setStatus, { params: { id: postId } }), {
      headers: bearer(token),
      params: { postStatus: status },
      ...(resultMessage ? { data: { resultMessage } } : {}),
    }),
    `status of report ${postId}`,
  );
}

/** A small PDF (the server checks the content against the extension), unique per call. */
export function samplePdf(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const buffer = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
    Buffer.from(
      `1 0 obj\n<< /Type /Catalog >>\nendobj\n% e2e admin ${Date.now()} ${Math.random()}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    ),
  ]);
  return { name, mimeType: 'application/pdf', buffer };
}

/**
 * The admin of 지주 감사팀 (every company; menus 제보 관리 and 접속 기록) that the admin journeys sign in as,
 * one per worker and project: call from `test.beforeAll`.
 */
export async function createHeadOfficeAdmin(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
) {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const tag = runTag(testInfo);
    return await createAdmin(request, {
      loginId: `e2e-hq-${tag}`,
      name: '지주감사',
      groupName: '지주 감사팀',
    });
  } finally {
    await request.dispose();
  }
}
