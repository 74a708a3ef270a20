import { adminApi, commonsApi, type Endpoint, SYSADMIN_MESSAGES, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import {
  adminSignin,
  bearer,
  type Company,
  type Group,
  makeCompany,
  makeGroup,
  makeSysadmin,
} from '../../test-support/factories.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('company mappings', () => {
  let t: TestApp;
  let sys: Record<string, string>;
  let team: Group;
  let mapped: Company;
  let trading: Company;
  let construction: Company;
  const bySys = (endpoint: Endpoint, options: { params?: Record<string, number>; payload?: object } = {}) =>
    call(t.app, endpoint, { headers: sys, ...options });
  const companyList = async () =>
    (await call(t.app, commonsApi.companyTypes)).json() as { title: string; isAlerted: boolean }[];

  beforeAll(async () => {
    t = await buildTestApp();
    sys = await makeSysadmin(t.app, t.database.db);
    mapped = await makeCompany(t.database.db, '테스트전자');
    trading = await makeCompany(t.database.db, '테스트상사');
    construction = await makeCompany(t.database.db, '테스트건설');
    team = await makeGroup(t.database.db, {
      name: '본사 감사팀',
      menus: ['/adminreport'],
      companies: [mapped],
    });
  });
  afterAll(() => t.close());

  it('maps companies by name: an existing one is mapped, a new one is created when asked, source makes it alerted', async () => {
    const create = (payload: object) => bySys(sysadminApi.createCompanyMap, { payload });
    const dup = await create({ companyName: mapped.title, groupId: team.id, orderSeq: 1 });
    expect(dup.statusCode).toBe(409);
    const missing = await create({ companyName: '', groupId: team.id, orderSeq: 1 });
    expect(missing.json().message).toBe(SYSADMIN_MESSAGES.required);
    // A flag must be a real boolean: the string "false" must not switch it on.
    const stringFlag = await create({
      companyName: '테스트문자열',
      newCompany: true,
      groupId: team.id,
      orderSeq: 1,
      sourceComp: 'false',
    });
    expect(stringFlag.statusCode).toBe(400);
    const names = (await bySys(sysadminApi.companyMaps))
      .json()
      .map((m: { companyName: string }) => m.companyName);
    expect(names).not.toContain('테스트문자열');
    const created = await create({
      companyName: '테스트바이오',
      newCompany: true,
      groupId: team.id,
      orderSeq: 9,
      sourceComp: true,
      destinationComp: false,
    });
    expect(created.json()).toMatchObject({
      companyName: '테스트바이오',
      isSourceComp: true,
      userGroupName: '본사 감사팀',
      statusCode: 'ENABLED',
    });
    expect((await companyList()).find((c) => c.title === '테스트바이오')).toMatchObject({ isAlerted: true });
    const edited = await bySys(sysadminApi.updateCompanyMap, {
      params: { id: created.json().id },
      payload: {
        id: created.json().id,
        companyName: '테스트바이오',
        groupId: team.id,
        orderSeq: 9,
        sourceComp: false,
        destinationComp: true,
        status: 'ENABLED',
      },
    });
    expect(edited.json()).toMatchObject({ isSourceComp: false, isDestinationComp: true });
    expect((await companyList()).find((c) => c.title === '테스트바이오')?.isAlerted).toBe(false);
  });

  it('refuses a name no company has unless a new company is asked for, on create and on edit', async () => {
    const companyTitles = async () =>
      (await bySys(sysadminApi.companies)).json().map((c: { title: string }) => c.title);
    const before = await companyTitles();
    const typo = await bySys(sysadminApi.createCompanyMap, {
      payload: { companyName: '테스트전저', groupId: team.id, orderSeq: 3 },
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe(SYSADMIN_MESSAGES.unknownCompany);
    // Said explicitly false, the same.
    const saidNo = await bySys(sysadminApi.createCompanyMap, {
      payload: { companyName: '테스트전저', newCompany: false, groupId: team.id, orderSeq: 3 },
    });
    expect(saidNo.json().message).toBe(SYSADMIN_MESSAGES.unknownCompany);
    expect(await companyTitles()).toEqual(before);
    expect((await companyList()).map((c) => c.title)).not.toContain('테스트전저');

    // Asking to create a company that exists maps nothing and creates nothing.
    const exists = await bySys(sysadminApi.createCompanyMap, {
      payload: { companyName: trading.title, newCompany: true, groupId: team.id, orderSeq: 3 },
    });
    expect(exists.statusCode).toBe(409);
    expect(exists.json().message).toBe(SYSADMIN_MESSAGES.companyExists);

    // An edit that renames the map's company to a name no company has: refused, the map unchanged.
    const map = (
      await bySys(sysadminApi.createCompanyMap, {
        payload: { companyName: construction.title, groupId: team.id, orderSeq: 4 },
      })
    ).json();
    const edit = (payload: object) =>
      bySys(sysadminApi.updateCompanyMap, {
        params: { id: map.id },
        payload: { id: map.id, groupId: team.id, orderSeq: 4, status: 'ENABLED', ...payload },
      });
    const renamed = await edit({ companyName: '테스트건셜' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(SYSADMIN_MESSAGES.unknownCompany);
    const maps = (await bySys(sysadminApi.companyMaps)).json() as { id: number; companyName: string }[];
    expect(maps.find((m) => m.id === map.id)?.companyName).toBe(construction.title);
    expect(await companyTitles()).toEqual(before);
    // Asked for, the edit creates it and maps it.
    const created = await edit({ companyName: '테스트건설2', newCompany: true });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ id: map.id, companyName: '테스트건설2' });
    expect(await companyTitles()).toEqual([...before, '테스트건설2']);
  });

  it('lists every company to pick from, an unusable one marked so', async () => {
    const retired = await makeCompany(t.database.db, '테스트폐업');
    await t.database.db
      .updateTable('company_types')
      .set({ status: 'DISABLED' })
      .where('id', '=', retired.id)
      .execute();
    const companies = (await bySys(sysadminApi.companies)).json();
    expect(companies).toContainEqual({ code: retired.code, title: '테스트폐업', statusCode: 'DISABLED' });
    expect(companies).toContainEqual({ code: mapped.code, title: mapped.title, statusCode: 'ENABLED' });
    // The reporter's list has the usable ones only; the mapping form offers every company.
    expect((await companyList()).map((c) => c.title)).not.toContain('테스트폐업');
  });

  it('onboards a new team end to end: group, report menu, one company, admin, password link, scoped view', async () => {
    const group = (
      await bySys(sysadminApi.createGroup, {
        payload: { name: '상사 감사팀', description: '테스트상사 담당' },
      })
    ).json();
    const reportMenu = await t.database.db
      .selectFrom('menus')
      .select('id')
      .where('url', '=', '/adminreport')
      .executeTakeFirstOrThrow();
    await bySys(sysadminApi.addGroupMenu, { payload: { menu_id: reportMenu.id, user_group_id: group.id } });
    await bySys(sysadminApi.createCompanyMap, {
      payload: { companyName: trading.title, groupId: group.id, orderSeq: 1 },
    });
    const { setupLink } = (
      await bySys(sysadminApi.createUser, {
        payload: { loginId: 'trading.lead', name: '상사 담당', groupId: group.id },
      })
    ).json();
    const token = new URL(setupLink.path, 'http://x').searchParams.get('token');
    await call(t.app, sysadminApi.passwordSetup, {
      payload: { token, password: 'Trading#2026x', passwordConfirm: 'Trading#2026x' },
    });
    await fileReport(t.app, reportForm(trading, { title: '상사 제보' }));
    await fileReport(t.app, reportForm(construction, { title: '건설 제보' }));
    const headers = bearer((await adminSignin(t.app, 'trading.lead', 'Trading#2026x')).json().token);
    expect((await call(t.app, adminApi.groupMenus, { headers })).json()).toEqual([
      { name: '제보 관리', url: '/adminreport' },
    ]);
    const list = (await call(t.app, adminApi.posts, { headers })).json();
    expect(list.board.content.map((r: { title: string }) => r.title)).toEqual(['상사 제보']);
  });
});
