import { type AuditPage, type Endpoint, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../data/audit-trail.repository.ts';
import { call } from '../../test-support/api.ts';
import { type Admin, makeAdmin, makeCompany, signInAdmin } from '../../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// The audit trail's page names the records its rows name by id (the actor, the entity, the id fields of before and
// after), read when the page is built: rows written before names were shown, and by the system, read too.

describe('the audit trail names its records', () => {
  let t: TestApp;
  let sys: Admin;
  let headers: { authorization: string };
  const bySys = (endpoint: Endpoint, options: { params?: Record<string, number>; payload?: object } = {}) =>
    call(t.app, endpoint, { headers, ...options });
  const page = async (): Promise<AuditPage> =>
    (await call(t.app, sysadminApi.audit, { headers, query: { page: 0 } })).json();

  beforeAll(async () => {
    t = await buildTestApp();
    sys = await makeAdmin(t.database.db, 'sysadmin', { loginId: 'trail.sys', name: '조감사' });
    headers = await signInAdmin(t.app, sys.loginId);
  });
  afterAll(() => t.close());

  it('names actors, entities and the ids of before and after by their current names', async () => {
    const group = (
      await bySys(sysadminApi.createGroup, { payload: { name: '세무 감사팀', description: '세무' } })
    ).json();
    await bySys(sysadminApi.updateGroup, {
      params: { id: group.id },
      payload: { name: '세무 감사1팀', description: '세무', status: 'ENABLED' },
    });
    const { user } = (
      await bySys(sysadminApi.createUser, {
        payload: { loginId: 'tax.lee', name: '이세무', email: 'tax@example.com', groupId: group.id },
      })
    ).json();
    const loginLog = (
      await t.database.db
        .selectFrom('menus')
        .select('id')
        .where('url', '=', '/admininquiry')
        .executeTakeFirstOrThrow()
    ).id;
    await bySys(sysadminApi.addGroupMenu, { payload: { menu_id: loginLog, user_group_id: group.id } });
    const map = (
      await bySys(sysadminApi.createCompanyMap, {
        payload: { companyName: '가람누리세무', newCompany: true, groupId: group.id, orderSeq: 1 },
      })
    ).json();

    const trail = await page();
    const actions = trail.content.map((r) => `${r.action} ${r.entity}`);
    expect(actions.slice(0, 7)).toEqual([
      'CREATE company_map',
      'CREATE company',
      'GRANT_MENU group_menu',
      'ISSUE_PASSWORD_LINK admin_user',
      'CREATE admin_user',
      'UPDATE group',
      'CREATE group',
    ]);
    for (const row of trail.content.slice(0, 7)) expect(row.actorAdminId).toBe(sys.id);
    expect(trail.names.admins[String(sys.id)]).toEqual({ name: '조감사', loginId: 'trail.sys' });
    expect(trail.names.admins[String(user.id)]).toEqual({ name: '이세무', loginId: 'tax.lee' });
    // The group's name now, also for the rows written under its old name.
    expect(trail.names.groups[String(group.id)]).toBe('세무 감사1팀');
    expect(trail.names.menus[String(loginLog)]).toBe('접속 기록');
    const company = trail.content.find((r) => r.entity === 'company')!;
    expect(trail.names.companies[company.entityId!]).toBe('가람누리세무');
    expect(trail.names.companyMaps[String(map.id)]).toEqual({
      company: '가람누리세무',
      group: '세무 감사1팀',
    });
    // The rows themselves are as written: ids stay in the evidence, names are only shown beside them.
    const grant = trail.content.find((r) => r.action === 'GRANT_MENU')!;
    expect(grant.after).toEqual({
      groupId: group.id,
      group: '세무 감사1팀',
      menuId: loginLog,
      url: '/admininquiry',
    });
  });

  it('names the ids of rows written earlier or by the system, and leaves out what no longer exists', async () => {
    const db = t.database.db;
    const company = await makeCompany(db, '가람누리물류');
    const reportType = await db.selectFrom('report_types').select(['id', 'title']).executeTakeFirstOrThrow();
    const other = await makeAdmin(db, 'sysadmin', { loginId: 'trail.kim', name: '김담당' });
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      // As issue 12 wrote a handler change (names and ids), and as the retention job writes a purge (no actor).
      await writeAudit(
        trx,
        t.deps.cipher,
        { adminUserId: sys.id, loginId: sys.loginId, ip: null },
        {
          action: 'SET_ASSIGNEES',
          entity: 'post',
          entityId: 77,
          before: { names: '', adminUserIds: [] },
          after: { names: '김담당 (시스템관리팀)', adminUserIds: [other.id, 999_999] },
          now,
        },
      );
      await writeAudit(
        trx,
        t.deps.cipher,
        { adminUserId: null, loginId: 'system:retention', ip: null },
        {
          action: 'PURGE_REPORT',
          entity: 'post',
          entityId: 78,
          before: {
            companyTypeId: company.id,
            companyCode: company.code,
            reportTypeId: reportType.id,
            postType: 'PRIVATE',
          },
          after: null,
          now,
        },
      );
    });
    const trail = await page();
    const [purge, assign] = trail.content;
    expect(purge).toMatchObject({
      action: 'PURGE_REPORT',
      actorAdminId: null,
      actorLoginId: 'system:retention',
    });
    expect(assign).toMatchObject({ action: 'SET_ASSIGNEES', actorAdminId: sys.id, entityId: '77' });
    expect(trail.names.admins[String(other.id)]).toEqual({ name: '김담당', loginId: 'trail.kim' });
    expect(trail.names.admins).not.toHaveProperty('999999');
    expect(trail.names.companies[String(company.id)]).toBe('가람누리물류');
    expect(trail.names.reportTypes[String(reportType.id)]).toBe(reportType.title);
  });
});
