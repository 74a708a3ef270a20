import { adminApi, endpointUrl, reporterApi, sysadminApi } from '@audit/contracts';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD } from './admin-accounts.ts';
import { addAdminComment, bearer, createAdmin, fileReport, samplePdf, sysadminToken } from './admin-api.ts';
import { expect } from './fixtures.ts';
import { PASSWORD } from './reporter.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';

// Puts every payload of the corpus into every field a reporter or an admin can write, through the API, for
// script-injection.spec.ts: one report per payload (title, the six sections, other requests, the reporter's name
// where it fits, the file name, a reporter comment and an audit-office comment), and one group, admin account and
// menu per payload (names and descriptions), each group mapped to a company.

export type InjectedReport = {
  id: number;
  receipt: string;
  payload: string;
  name: string;
  /** The attachment's name as the server kept it (it removes control characters). */
  fileName: string;
};

const COMPANY = 'GARAM_CONSTRUCTION';
const COMPANY_TITLE = '가람누리건설';
/** Reporter names are at most 50 characters: longer payloads go into the other fields only. */
const nameFor = (payload: string, i: number) => (payload.length <= 50 ? payload : `제보자${i + 1}`);

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${body.slice(0, 300)}`).toBe(true);
  return JSON.parse(body) as T;
}

/** Files the reports and writes the comments; answers them with the admin token of a head-office admin. */
export async function injectReports(request: APIRequestContext, tag: string) {
  const admin = await createAdmin(request, {
    loginId: `xss.hq.${tag}`,
    name: '주입 점검',
    groupName: '지주 감사팀',
  });
  const signin = await request.post(endpointUrl(adminApi.signin), {
    data: { loginId: admin.loginId, password: ADMIN_PASSWORD, timestamp: 1 },
  });
  const adminToken = (await ok<{ token: string }>(signin, 'admin sign-in')).token;
  const reports: InjectedReport[] = [];
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const name = nameFor(payload, i);
    const receipt = await fileReport(request, {
      companyType: COMPANY,
      title: payload,
      postType: 'PUBLIC',
      reporter: { name, email: 'xss@example.com', phoneNumber: '010-1234-5678' },
      file: samplePdf(`${payload}.pdf`),
      sections: payload,
    });
    const reporter = await ok<{ token: string }>(
      await request.post(endpointUrl(reporterApi.signin), { data: { loginId: receipt, password: PASSWORD } }),
      'reporter sign-in',
    );
    const mine = await ok<{ id: number; attachFiles: { clientFilename: string }[] }>(
      await request.get(endpointUrl(reporterApi.myPost), { headers: bearer(reporter.token) }),
      'my report',
    );
    await ok(
      await request.post(endpointUrl(reporterApi.comment, { params: { postId: mine.id } }), {
        headers: bearer(reporter.token),
        data: { content: payload },
      }),
      'reporter comment',
    );
    await addAdminComment(request, adminToken, mine.id, payload);
    reports.push({
      id: mine.id,
      receipt,
      payload,
      name,
      fileName: mine.attachFiles[0]?.clientFilename ?? '',
    });
  }
  return { reports, adminToken };
}

/** One group (name and description), one admin account (its name) and one menu (name) per payload. */
export async function injectSysadminRecords(request: APIRequestContext, tag: string): Promise<void> {
  const headers = bearer(await sysadminToken(request));
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const group = await ok<{ id: number }>(
      await request.post(endpointUrl(sysadminApi.createGroup), {
        headers,
        data: { name: payload, description: payload },
      }),
      `group ${i}`,
    );
    await ok(
      await request.post(endpointUrl(sysadminApi.createUser), {
        headers,
        data: { loginId: `xss.${tag}.${i}`, name: payload, email: '', groupId: group.id },
      }),
      `admin ${i}`,
    );
    await ok(
      await request.post(endpointUrl(sysadminApi.createMenu), {
        headers,
        data: { name: payload, orderSeq: 100 + i, url: `/xss-${tag}-${i}`, description: payload },
      }),
      `menu ${i}`,
    );
    await ok(
      await request.post(endpointUrl(sysadminApi.createCompanyMap), {
        headers,
        data: { companyName: COMPANY_TITLE, groupId: group.id, orderSeq: 50 + i },
      }),
      `company map ${i}`,
    );
  }
}

/** A reporter session token for a report (the password of the journeys). */
export async function reporterToken(request: APIRequestContext, receipt: string): Promise<string> {
  const signin = await request.post(endpointUrl(reporterApi.signin), {
    data: { loginId: receipt, password: PASSWORD },
  });
  return (await ok<{ token: string }>(signin, 'reporter sign-in')).token;
}
