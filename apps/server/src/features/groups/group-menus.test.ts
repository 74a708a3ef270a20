import { type Endpoint, SYSADMIN_MESSAGES, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { type Group, makeGroup, makeSysadmin } from '../../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

type MenuRow = { url: string; menuId: number; groupMenuId: number | null; isMapped: boolean };

describe('group menu permissions and the last permission manager', () => {
  let t: TestApp;
  let sys: Record<string, string>;
  let team: Group;
  const bySys = (endpoint: Endpoint, options: { params?: Record<string, number>; payload?: object } = {}) =>
    call(t.app, endpoint, { headers: sys, ...options });
  const menusOf = async (groupId: number): Promise<MenuRow[]> =>
    (await bySys(sysadminApi.groupMenus, { params: { groupId } })).json();
  const rowOf = async (groupId: number, url: string) => (await menusOf(groupId)).find((r) => r.url === url)!;

  beforeAll(async () => {
    t = await buildTestApp();
    sys = await makeSysadmin(t.app, t.database.db);
    team = await makeGroup(t.database.db, { menus: ['/adminreport', '/admininquiry'] });
  });
  afterAll(() => t.close());

  it('grants and releases menu permissions, and keeps the last permission manager', async () => {
    expect(await rowOf(team.id, '/adminreport')).toMatchObject({ isMapped: true, name: '제보 관리' });
    const menu = await rowOf(team.id, '/adminmenu');
    expect(menu).toMatchObject({ isMapped: false, groupMenuId: null });
    const grant = (menuId: number) =>
      bySys(sysadminApi.addGroupMenu, { payload: { menu_id: menuId, user_group_id: team.id } });
    expect((await grant(menu.menuId)).json()).toEqual({ message: SYSADMIN_MESSAGES.menuAdded });
    expect((await grant(menu.menuId)).statusCode).toBe(409);
    expect((await grant(99999)).statusCode).toBe(404);
    const mapped = await rowOf(team.id, '/adminmenu');
    const release = () =>
      bySys(sysadminApi.removeGroupMenu, { params: { group_menu_id: mapped.groupMenuId! } });
    expect((await release()).json()).toEqual({ message: SYSADMIN_MESSAGES.menuReleased });
    expect((await release()).statusCode).toBe(404);

    const sysGroup = await t.database.db
      .selectFrom('user_groups')
      .select(['id', 'name'])
      .where('name', '=', '시스템관리자')
      .executeTakeFirstOrThrow();
    const permission = await rowOf(sysGroup.id, '/admingroupauth');
    const refused = await bySys(sysadminApi.removeGroupMenu, {
      params: { group_menu_id: permission.groupMenuId! },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SYSADMIN_MESSAGES.lastPermissionGroup);
    const disableGroup = await bySys(sysadminApi.updateGroup, {
      params: { id: sysGroup.id },
      payload: { name: sysGroup.name, description: '', status: 'DISABLED' },
    });
    expect(disableGroup.json().message).toBe(SYSADMIN_MESSAGES.lastPermissionGroup);
    // A built-in menu cannot be made unusable at all now (issue 9: fixed keys), which also keeps the last manager.
    const menuOff = await bySys(sysadminApi.updateMenu, {
      params: { id: permission.menuId },
      payload: { name: '그룹 권한 관리', orderSeq: 6, url: '/admingroupauth', status: 'DISABLED' },
    });
    expect(menuOff.json().message).toBe(SYSADMIN_MESSAGES.builtInMenu);
    expect((await rowOf(sysGroup.id, '/admingroupauth')).isMapped).toBe(true);

    // The oversight menu too (issue 30): without a group holding it, a report could be buried with nobody to see.
    const oversight = await rowOf(sysGroup.id, '/adminoversight');
    const noOversight = await bySys(sysadminApi.removeGroupMenu, {
      params: { group_menu_id: oversight.groupMenuId! },
    });
    expect(noOversight.statusCode).toBe(409);
    expect(noOversight.json().message).toBe(SYSADMIN_MESSAGES.lastOversightGroup);
    expect((await rowOf(sysGroup.id, '/adminoversight')).isMapped).toBe(true);
  });
});
