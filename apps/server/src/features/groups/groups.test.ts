import { adminApi, type Endpoint, SYSADMIN_MESSAGES, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import {
  type AuditTeam,
  adminSignin,
  makeAdmin,
  makeAuditTeam,
  makeCompany,
  signInAdmin,
} from '../../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

type Headers = Record<string, string>;

describe('groups and menus', () => {
  let t: TestApp;
  let sys: Headers;
  /** An audit team holding the report list and login log menus (no system-admin menu). */
  let team: AuditTeam;
  const as =
    (headers: Headers) =>
    (endpoint: Endpoint, options: { params?: Record<string, number>; payload?: object } = {}) =>
      call(t.app, endpoint, { headers, ...options });

  beforeAll(async () => {
    t = await buildTestApp();
    await makeAdmin(t.database.db, 'sysadmin', { loginId: 'sys.admin' });
    sys = await signInAdmin(t.app, 'sys.admin');
    team = await makeAuditTeam(
      t.app,
      t.database.db,
      [await makeCompany(t.database.db)],
      ['/adminreport', '/admininquiry'],
    );
  });
  afterAll(() => t.close());

  it('allows each area only to groups holding its menu', async () => {
    const byTeam = as(team.headers);
    const id = { id: 1 };
    for (const [endpoint, params] of [
      [sysadminApi.groups, {}],
      [sysadminApi.createGroup, {}],
      [sysadminApi.groupCombo, {}],
      [sysadminApi.users, {}],
      [sysadminApi.createUser, {}],
      [sysadminApi.menus, {}],
      [sysadminApi.groupMenus, { groupId: 1 }],
      [sysadminApi.removeGroupMenu, { group_menu_id: 1 }],
      [sysadminApi.companyMaps, {}],
      [sysadminApi.updateCompanyMap, id],
      [sysadminApi.audit, {}],
    ] as const) {
      const withBody = endpoint.method === 'POST' || endpoint.method === 'PATCH';
      const res = await byTeam(endpoint, { params, ...(withBody ? { payload: {} } : {}) });
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
    expect((await call(t.app, sysadminApi.groups)).statusCode).toBe(401);
  });

  it('manages groups with required fields, duplicates and an audit trail', async () => {
    const bySys = as(sys);
    const empty = await bySys(sysadminApi.createGroup, { payload: { name: ' ', description: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SYSADMIN_MESSAGES.required);
    const created = await bySys(sysadminApi.createGroup, {
      payload: { name: '건설 감사팀', description: '건설 담당' },
    });
    expect(created.json()).toMatchObject({
      name: '건설 감사팀',
      description: '건설 담당',
      statusCode: 'ENABLED',
      statusTitle: '사용',
    });
    const dup = await bySys(sysadminApi.createGroup, { payload: { name: '건설 감사팀' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(SYSADMIN_MESSAGES.duplicateGroup);
    const id = created.json().id;
    const renamedToExisting = await bySys(sysadminApi.updateGroup, {
      params: { id },
      payload: { name: team.group.name, description: '', status: 'ENABLED' },
    });
    expect(renamedToExisting.statusCode).toBe(409);
    const edited = await bySys(sysadminApi.updateGroup, {
      params: { id },
      payload: { name: '건설 감사팀', description: '변경', status: 'DISABLED' },
    });
    expect(edited.json()).toMatchObject({
      statusCode: 'DISABLED',
      statusTitle: '미사용',
      description: '변경',
    });
    const missing = await bySys(sysadminApi.updateGroup, {
      params: { id: 99999 },
      payload: { name: 'x', status: 'ENABLED' },
    });
    expect(missing.statusCode).toBe(404);
    const combo = (await bySys(sysadminApi.groupCombo)).json();
    expect(combo.map((g: { name: string }) => g.name)).not.toContain('건설 감사팀');
    const audit = (await bySys(sysadminApi.audit)).json();
    expect(audit.content[0]).toMatchObject({
      actorLoginId: 'sys.admin',
      action: 'UPDATE',
      entity: 'group',
      entityId: String(id),
      before: { description: '건설 담당', statusCode: 'ENABLED' },
      after: { description: '변경', statusCode: 'DISABLED' },
    });
  });

  it('ends the sessions of a group made unusable at once', async () => {
    const members = await makeAuditTeam(t.app, t.database.db, []);
    expect((await call(t.app, adminApi.posts, { headers: members.headers })).statusCode).toBe(200);
    const id = members.group.id;
    const name = members.group.name;
    await as(sys)(sysadminApi.updateGroup, {
      params: { id },
      payload: { name, description: '', status: 'DISABLED' },
    });
    expect((await call(t.app, adminApi.posts, { headers: members.headers })).statusCode).toBe(410);
  });

  it('creates menus usable, refuses duplicate urls and bad input', async () => {
    const bySys = as(sys);
    const created = await bySys(sysadminApi.createMenu, {
      payload: { name: '일정', orderSeq: 8, url: '/admincalendar', description: '', status: 'DISABLED' },
    });
    expect(created.json()).toMatchObject({
      url: '/admincalendar',
      statusCode: 'ENABLED',
      statusName: '사용',
      orderSeq: 8,
    });
    const dup = await bySys(sysadminApi.createMenu, {
      payload: { name: '중복', orderSeq: 9, url: '/admincalendar' },
    });
    expect(dup.statusCode).toBe(409);
    const missing = await bySys(sysadminApi.createMenu, { payload: { name: '', orderSeq: '', url: '' } });
    expect(missing.json().message).toBe(SYSADMIN_MESSAGES.required);
    const script = await bySys(sysadminApi.createMenu, {
      payload: { name: 'x', orderSeq: 1, url: 'javascript:alert(1)' },
    });
    expect(script.json().message).toBe(SYSADMIN_MESSAGES.urlFormat);
    const edited = await bySys(sysadminApi.updateMenu, {
      params: { id: created.json().id },
      payload: { name: '일정', orderSeq: 8, url: '/admincalendar', status: 'DISABLED' },
    });
    expect(edited.json().statusCode).toBe('DISABLED');
  });

  it('lets a system admin require a second factor of a group; its admins then enroll at their next sign-in', async () => {
    const created = await as(sys)(sysadminApi.createGroup, {
      payload: { name: '2단계 필수 팀', description: '' },
    });
    expect(created.json().secondFactorRequired).toBe(false);
    const id = created.json().id as number;
    const admin = await makeAdmin(t.database.db, { id, name: '2단계 필수 팀' });
    expect((await adminSignin(t.app, admin.loginId)).json().secondFactor).toBe('NONE');
    const edited = await as(sys)(sysadminApi.updateGroup, {
      params: { id },
      payload: { name: '2단계 필수 팀', description: '', status: 'ENABLED', secondFactorRequired: true },
    });
    expect(edited.json().secondFactorRequired).toBe(true);
    // A form that does not send the setting leaves it as it is.
    await as(sys)(sysadminApi.updateGroup, {
      params: { id },
      payload: { name: '2단계 필수 팀', description: '설명', status: 'ENABLED' },
    });
    const signin = (await adminSignin(t.app, admin.loginId)).json();
    expect(signin).toMatchObject({ secondFactor: 'ENROLL' });
    expect(signin.token).toBeUndefined();
    const trail = await t.database.db
      .selectFrom('audit_trail')
      .select('after')
      .where('entity', '=', 'group')
      .where('entity_id', '=', String(id))
      .orderBy('seq')
      .execute();
    expect(trail.map((r) => (r.after as { secondFactorRequired: boolean }).secondFactorRequired)).toEqual([
      false,
      true,
      true,
    ]);
  });
});
