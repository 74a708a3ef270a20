import { adminApi, HANDLER_MESSAGES, handlerApi, oversightApi, REPORT_ADMINS_MAX } from '@audit/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import {
  type Admin,
  type AuditTeam,
  makeAdmin,
  makeAuditTeam,
  makeSysadmin,
  signInAdmin,
} from '../../test-support/factories.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';

type Headers = Record<string, string>;
type AdminIds = { adminUserId: number }[];

describe('handlers and exclusions of a report', () => {
  const s = withReportWorld();
  /** A second admin of the foods team, and the foods company's personnel office (admin accounts, no handler). */
  let colleague: { admin: Admin; headers: Headers };
  let personnel: AuditTeam;
  let disabled: Admin;

  const ids = (list: AdminIds) => list.map((a) => a.adminUserId).sort((a, b) => a - b);
  const sorted = (...n: number[]) => [...n].sort((a, b) => a - b);
  const getAssignees = (postId: number, headers: Headers) =>
    call(s.t.app, handlerApi.assignees, { params: { postId }, headers });
  const putAssignees = (postId: number, headers: Headers, adminUserIds: unknown) =>
    call(s.t.app, handlerApi.setAssignees, { params: { postId }, headers, payload: { adminUserIds } });
  const getExclusions = (postId: number, headers: Headers) =>
    call(s.t.app, handlerApi.exclusions, { params: { postId }, headers });
  const putExclusions = (postId: number, headers: Headers, adminUserIds: unknown) =>
    call(s.t.app, handlerApi.setExclusions, { params: { postId }, headers, payload: { adminUserIds } });
  const auditOf = (action: string, postId: number) =>
    s.t.database.db
      .selectFrom('audit_trail')
      .selectAll()
      .where('action', '=', action)
      .where('entity_id', '=', String(postId))
      .orderBy('seq')
      .execute();
  const newFoodsReport = async (title = '담당자 테스트 제보') =>
    postIdOf(
      s.t.database.db,
      (await fileReport(s.t.app, reportForm(s.w.companies.foods, { title }))).json().receiptNumber,
    );

  beforeAll(async () => {
    const db = s.t.database.db;
    const admin = await makeAdmin(db, s.w.foodsTeam.group);
    colleague = { admin, headers: await signInAdmin(s.t.app, admin.loginId) };
    personnel = await makeAuditTeam(s.t.app, db, [s.w.companies.foods], ['/adminreport', '/adminmanager']);
    disabled = await makeAdmin(db, s.w.foodsTeam.group);
    await db.updateTable('admin_users').set({ status: 'DISABLED' }).where('id', '=', disabled.id).execute();
  });

  it('offers as handlers the usable admins of the groups mapped to the report company, with names', async () => {
    const id = await newFoodsReport();
    const res = await getAssignees(id, s.w.foodsTeam.headers);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.assignees).toEqual([]);
    expect(ids(view.candidates)).toEqual(
      sorted(s.w.foodsTeam.admin.id, colleague.admin.id, s.w.headOffice.admin.id, personnel.admin.id),
    );
    expect(view.candidates).toContainEqual({
      adminUserId: colleague.admin.id,
      name: colleague.admin.name,
      groupName: s.w.foodsTeam.group.name,
    });
    // Neither the electronics team (not mapped to foods) nor a disabled account is offered.
    expect(ids(view.candidates)).not.toContain(s.w.electronicsTeam.admin.id);
    expect(ids(view.candidates)).not.toContain(disabled.id);
    expect((await putAssignees(id, s.w.foodsTeam.headers, [disabled.id])).statusCode).toBe(400);
    // Only a handler asks for exclusions (the oversight decides them): an admin-account holder no longer may.
    expect(view.canRequestExclusions).toBe(false);
    expect((await getAssignees(id, personnel.headers)).json().canRequestExclusions).toBe(false);
    await putAssignees(id, s.w.foodsTeam.headers, [colleague.admin.id]);
    expect((await getAssignees(id, colleague.headers)).json().canRequestExclusions).toBe(true);
  });

  it('sets handlers among the candidates only, in Korean 4xx otherwise, with an audit row', async () => {
    const id = await newFoodsReport();
    const foods = s.w.foodsTeam.headers;
    for (const bad of [
      [s.w.electronicsTeam.admin.id],
      [2_000_000_000],
      [colleague.admin.id, colleague.admin.id],
      Array.from({ length: REPORT_ADMINS_MAX + 1 }, (_, i) => i + 1),
      ['abc'],
      'x',
      null,
    ]) {
      const res = await putAssignees(id, foods, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect((await putAssignees(id, foods, [s.w.electronicsTeam.admin.id])).json().message).toBe(
      HANDLER_MESSAGES.notCandidate,
    );
    expect(await auditOf('SET_ASSIGNEES', id)).toEqual([]);

    const set = await putAssignees(id, foods, [colleague.admin.id, s.w.headOffice.admin.id]);
    expect(set.statusCode).toBe(200);
    expect(ids(set.json().assignees)).toEqual(sorted(colleague.admin.id, s.w.headOffice.admin.id));
    expect(ids((await getAssignees(id, s.w.headOffice.headers)).json().assignees)).toEqual(
      sorted(colleague.admin.id, s.w.headOffice.admin.id),
    );
    // Setting the same list again changes nothing and writes nothing.
    await putAssignees(id, foods, [s.w.headOffice.admin.id, colleague.admin.id]);
    const audit = await auditOf('SET_ASSIGNEES', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_admin_id: s.w.foodsTeam.admin.id, entity: 'post' });
    expect(audit[0]?.before).toEqual({ names: '', adminUserIds: [] });
    const after = audit[0]?.after as { names: string; adminUserIds: number[] } | undefined;
    expect([...(after?.adminUserIds ?? [])].sort((a, b) => a - b)).toEqual(
      sorted(colleague.admin.id, s.w.headOffice.admin.id),
    );
    expect(after?.names).toContain(`${colleague.admin.name} (${s.w.foodsTeam.group.name})`);

    // Another admin of the scope may change them; outside the scope the report does not exist.
    expect((await putAssignees(id, s.w.headOffice.headers, [colleague.admin.id])).statusCode).toBe(200);
    expect((await putAssignees(id, s.w.electronicsTeam.headers, [])).statusCode).toBe(404);
    expect((await getAssignees(id, s.w.electronicsTeam.headers)).statusCode).toBe(404);
    expect(await auditOf('SET_ASSIGNEES', id)).toHaveLength(2);
  });

  it('filters the list to the reports the admin handles (assignee=me), counts included', async () => {
    const mine = await newFoodsReport('내 담당 제보');
    await newFoodsReport('남의 제보');
    expect((await putAssignees(mine, s.w.foodsTeam.headers, [colleague.admin.id])).statusCode).toBe(200);
    const list = await call(s.t.app, adminApi.posts, {
      headers: colleague.headers,
      query: { assignee: 'me' },
    });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.board.content.map((r: { id: number }) => r.id)).toContain(mine);
    const handled = await s.t.database.db
      .selectFrom('report_assignees')
      .select('post_id')
      .where('admin_user_id', '=', colleague.admin.id)
      .execute();
    expect(body.board.totalElements).toBe(handled.length);
    expect(body.statusCountMap.전체).toBe(handled.length);
    const all = (await call(s.t.app, adminApi.posts, { headers: colleague.headers })).json();
    expect(all.board.totalElements).toBeGreaterThan(handled.length);
    const bad = await call(s.t.app, adminApi.posts, {
      headers: colleague.headers,
      query: { assignee: 'you' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets only handlers ask for exclusions, never on themselves or a handler, and the oversight decide', async () => {
    const id = await newFoodsReport();
    const foods = s.w.foodsTeam.headers;
    const sys = await makeSysadmin(s.t.app, s.t.database.db);
    const decide = (adminUserIds: number[]) =>
      call(s.t.app, oversightApi.decideExclusions, {
        params: { postId: id },
        headers: sys,
        payload: { adminUserIds },
      });
    // Not a handler: 403 in Korean, an admin-account holder included.
    for (const res of [
      await getExclusions(id, foods),
      await putExclusions(id, foods, [colleague.admin.id]),
      await putExclusions(id, personnel.headers, [colleague.admin.id]),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(HANDLER_MESSAGES.exclusionForbidden);
    }
    await putAssignees(id, foods, [colleague.admin.id]);
    const asHandler = colleague.headers;
    expect((await getExclusions(id, asHandler)).json()).toMatchObject({ exclusions: [], requests: [] });
    expect(ids((await getExclusions(id, asHandler)).json().candidates)).toEqual(
      sorted(s.w.foodsTeam.admin.id, s.w.headOffice.admin.id, personnel.admin.id),
    );
    const refusals: [unknown, string][] = [
      [[colleague.admin.id], HANDLER_MESSAGES.selfExcluded],
      [[s.w.electronicsTeam.admin.id], HANDLER_MESSAGES.notCandidate],
    ];
    for (const [body, message] of refusals) {
      const res = await putExclusions(id, asHandler, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const handlerOut = await decide([colleague.admin.id]);
    expect(handlerOut.statusCode).toBe(400);
    expect(handlerOut.json().message).toBe(HANDLER_MESSAGES.handlerExcluded);

    const asked = await putExclusions(id, asHandler, [s.w.headOffice.admin.id]);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().exclusions).toEqual([]);
    expect(asked.json().requests).toEqual([
      expect.objectContaining({
        adminUserId: s.w.headOffice.admin.id,
        name: s.w.headOffice.admin.name,
        requestedBy: { name: colleague.admin.name },
      }),
    ]);
    // A request is in force for nobody: the named admin still sees the report.
    expect((await getAssignees(id, s.w.headOffice.headers)).statusCode).toBe(200);
    const audit = await auditOf('REQUEST_EXCLUSIONS', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_admin_id: colleague.admin.id, entity: 'post' });
    expect(audit[0]?.after).toMatchObject({
      names: `${s.w.headOffice.admin.name} (${s.w.headOffice.group.name})`,
      adminUserIds: [s.w.headOffice.admin.id],
      added: [s.w.headOffice.admin.id],
      removed: [],
    });

    const granted = await decide([s.w.headOffice.admin.id]);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().exclusions).toEqual([
      expect.objectContaining({
        adminUserId: s.w.headOffice.admin.id,
        excludedBy: { name: expect.any(String) },
      }),
    ]);
    expect(await auditOf('DECIDE_EXCLUSIONS', id)).toHaveLength(1);

    // An excluded admin cannot be made a handler, nor undo it (the report does not exist for it); a handler's
    // request cannot lift it either; the oversight can.
    const asHandlerAgain = await putAssignees(id, foods, [colleague.admin.id, s.w.headOffice.admin.id]);
    expect(asHandlerAgain.statusCode).toBe(400);
    expect(asHandlerAgain.json().message).toBe(HANDLER_MESSAGES.excludedHandler);
    expect(ids((await getAssignees(id, foods)).json().candidates)).not.toContain(s.w.headOffice.admin.id);
    expect((await putExclusions(id, s.w.headOffice.headers, [])).statusCode).toBe(404);
    expect(ids((await putExclusions(id, asHandler, [])).json().exclusions)).toEqual([
      s.w.headOffice.admin.id,
    ]);
    expect((await decide([])).json().exclusions).toEqual([]);
    expect((await getAssignees(id, s.w.headOffice.headers)).statusCode).toBe(200);
    expect(await auditOf('DECIDE_EXCLUSIONS', id)).toHaveLength(2);
  });
});
