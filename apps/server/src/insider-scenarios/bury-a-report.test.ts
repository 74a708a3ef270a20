import {
  adminApi,
  companyMapsApi,
  HANDLER_MESSAGES,
  handlerApi,
  OVERSIGHT_MESSAGES,
  oversightApi,
} from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api.ts';
import {
  type Admin,
  type Company,
  type Group,
  makeAdmin,
  makeCompany,
  makeGroup,
  signInAdmin,
} from '../test-support/factories.ts';
import { postIdOf } from '../test-support/report-world.ts';
import { fileReport, reportForm } from '../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue 30, hole 1: the accused admin tries to bury a report. Before the oversight existed, an admin in the report's
// scope could replace its handlers, make itself the sole handler and exclude everyone else, system admins included:
// the report, its audit rows and its mails then existed for nobody else. Here the accused plays that sequence and
// more; the rule: the report, its handlers and its exclusions stay visible to an oversight it cannot remove, every
// change is told to the oversight, and the oversight undoes everything.

type Headers = { authorization: string };

describe('an accused admin cannot bury a report', () => {
  let t: TestApp;
  let company: Company;
  let team: Group;
  let honest: Admin & { headers: Headers };
  let accused: Admin & { headers: Headers };
  let colleague: Admin & { headers: Headers };
  let sys: Admin & { headers: Headers };
  let postId: number;

  const as = async (admin: Admin) => ({ ...admin, headers: await signInAdmin(t.app, admin.loginId) });
  const detail = (who: { headers: Headers }) =>
    call(t.app, adminApi.post, { params: { id: postId }, headers: who.headers });
  const overseen = async () => {
    const res = await call(t.app, oversightApi.overseenReport, { params: { postId }, headers: sys.headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const notices = async () =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('post_id', '=', postId)
      .where('to_address', '=', 'sys@audit.example')
      .execute();
  const ids = (admins: { adminUserId: number }[]) => admins.map((a) => a.adminUserId).sort();

  beforeAll(async () => {
    t = await buildTestApp({
      mail: {
        smtpUrl: 'smtp://127.0.0.1:1',
        from: '사이버감사실 <no-reply@audit.example>',
        intervalSeconds: 15,
      },
      publicBaseUrl: 'https://audit.example',
    });
    const db = t.database.db;
    company = await makeCompany(db, '매몰방지물산');
    team = await makeGroup(db, { menus: ['/adminreport'], companies: [company] });
    honest = await as(await makeAdmin(db, team, { name: '정직한', email: 'honest@audit.example' }));
    accused = await as(await makeAdmin(db, team, { name: '피신고자', email: 'accused@audit.example' }));
    colleague = await as(await makeAdmin(db, team, { name: '동료', email: 'colleague@audit.example' }));
    sys = await as(await makeAdmin(db, 'sysadmin', { name: '시스템', email: 'sys@audit.example' }));
    const filed = await fileReport(t.app, reportForm(company, { title: '피신고자의 비위' }));
    postId = await postIdOf(db, filed.json().receiptNumber);
  });
  afterAll(() => t?.close());

  it('plays the burial: the accused takes the report over, but excludes nobody by itself', async () => {
    const setHandlers = (who: { headers: Headers }, list: Admin[]) =>
      call(t.app, handlerApi.setAssignees, {
        params: { postId },
        headers: who.headers,
        payload: { adminUserIds: list.map((a) => a.id) },
      });
    const first = await setHandlers(honest, [honest]);
    expect(first.statusCode, first.body).toBe(200);
    // The accused removes the honest handler and makes itself the sole handler: allowed, and told to the oversight.
    expect((await setHandlers(accused, [accused])).statusCode).toBe(200);

    // It asks to exclude everyone else: a request, in force for nobody.
    const asked = await call(t.app, handlerApi.setExclusions, {
      params: { postId },
      headers: accused.headers,
      payload: { adminUserIds: [honest.id, colleague.id] },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().exclusions).toEqual([]);
    expect(ids(asked.json().requests)).toEqual([honest.id, colleague.id].sort());
    expect((await detail(honest)).statusCode).toBe(200);
    expect((await detail(colleague)).statusCode).toBe(200);

    // The oversight cannot be asked for, nor can the accused decide: it holds no oversight.
    const excludeSys = await call(t.app, handlerApi.setExclusions, {
      params: { postId },
      headers: accused.headers,
      payload: { adminUserIds: [sys.id] },
    });
    expect(excludeSys.statusCode).toBe(400);
    const decide = await call(t.app, oversightApi.decideExclusions, {
      params: { postId },
      headers: accused.headers,
      payload: { adminUserIds: [honest.id, colleague.id] },
    });
    expect(decide.statusCode).toBe(403);
    // A handler who is not the caller's: the honest admin, released, may not ask either.
    const notHandler = await call(t.app, handlerApi.setExclusions, {
      params: { postId },
      headers: honest.headers,
      payload: { adminUserIds: [accused.id] },
    });
    expect(notHandler.statusCode).toBe(403);
    expect(notHandler.json().message).toBe(HANDLER_MESSAGES.exclusionForbidden);
  });

  it('leaves the report, its handlers and the requests in view of the oversight, which was told of each change', async () => {
    const list = await call(t.app, oversightApi.overseenReports, {
      query: { page: 0 },
      headers: sys.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().attention.map((r: { id: number }) => r.id)).toContain(postId);
    const view = await overseen();
    expect(ids(view.assignees)).toEqual([accused.id]);
    expect(ids(view.requests)).toEqual([honest.id, colleague.id].sort());
    expect(view.requests[0].requestedBy.name).toBe('피신고자');
    // No report content reaches the oversight's screen.
    expect(JSON.stringify(view)).not.toContain('피신고자의 비위');
    // Two handler changes and one request, each told to the oversight (the accused cannot stop it).
    expect(await notices()).toHaveLength(3);
  });

  it('lets the oversight undo everything: refuse the requests, restore the honest handler, exclude the accused', async () => {
    const restore = await call(t.app, oversightApi.setOverseenAssignees, {
      params: { postId },
      headers: sys.headers,
      payload: { adminUserIds: [honest.id] },
    });
    expect(restore.statusCode).toBe(200);
    const decided = await call(t.app, oversightApi.decideExclusions, {
      params: { postId },
      headers: sys.headers,
      payload: { adminUserIds: [accused.id] },
    });
    expect(decided.statusCode).toBe(200);
    expect(ids(decided.json().exclusions)).toEqual([accused.id]);
    expect(decided.json().requests).toEqual([]);
    expect((await detail(accused)).statusCode).toBe(404);
    expect((await detail(honest)).statusCode).toBe(200);
    expect((await detail(colleague)).statusCode).toBe(200);

    // The oversight cannot be excluded, not even by itself.
    const self = await call(t.app, oversightApi.decideExclusions, {
      params: { postId },
      headers: sys.headers,
      payload: { adminUserIds: [accused.id, sys.id] },
    });
    expect(self.statusCode).toBe(400);
    expect(await notices()).toHaveLength(5);
  });

  it('is designated by system admins only, and never designates nobody', async () => {
    const db = t.database.db;
    const asTeam = await call(t.app, companyMapsApi.createCompanyMap, {
      headers: accused.headers,
      payload: { companyName: company.title, groupId: team.id, orderSeq: 1, oversight: true },
    });
    expect(asTeam.statusCode).toBe(403);
    // A group without the oversight menu cannot be designated: the designation would oversee nothing.
    const plainTeam = await makeGroup(db, { menus: ['/adminreport'] });
    const withoutMenu = await call(t.app, companyMapsApi.createCompanyMap, {
      headers: sys.headers,
      payload: { companyName: company.title, groupId: plainTeam.id, orderSeq: 2, oversight: true },
    });
    expect(withoutMenu.statusCode).toBe(400);
    expect(withoutMenu.json().message).toBe(OVERSIGHT_MESSAGES.oversightMenuMissing);

    const board = await makeGroup(db, { menus: ['/adminoversight'] });
    const auditor = await as(await makeAdmin(db, board, { name: '감사위원' }));
    const designated = await call(t.app, companyMapsApi.createCompanyMap, {
      headers: sys.headers,
      payload: { companyName: company.title, groupId: board.id, orderSeq: 3, oversight: true },
    });
    expect(designated.statusCode).toBe(200);
    const asAuditor = () =>
      call(t.app, oversightApi.overseenReport, { params: { postId }, headers: auditor.headers });
    const asSys = () =>
      call(t.app, oversightApi.overseenReport, { params: { postId }, headers: sys.headers });
    expect((await asAuditor()).statusCode).toBe(200);
    expect((await asSys()).statusCode).toBe(404);
    // The designated group's members cannot be excluded either.
    const excludeAuditor = await call(t.app, oversightApi.decideExclusions, {
      params: { postId },
      headers: auditor.headers,
      payload: { adminUserIds: [accused.id, auditor.id] },
    });
    expect(excludeAuditor.statusCode).toBe(400);

    // Disabled, the designation falls back to the default oversight rather than to nobody.
    const map = designated.json();
    const disabled = await call(t.app, companyMapsApi.updateCompanyMap, {
      params: { id: map.id },
      headers: sys.headers,
      payload: {
        companyName: company.title,
        groupId: board.id,
        orderSeq: 3,
        oversight: true,
        status: 'DISABLED',
      },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await asAuditor()).statusCode).toBe(404);
    expect((await asSys()).statusCode).toBe(200);
  });
});
