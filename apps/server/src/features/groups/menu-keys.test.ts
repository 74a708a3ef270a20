import { ADMIN_MENUS, type Endpoint, SYSADMIN_MESSAGES, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { makeAuditTeam, makeSysadmin } from '../../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

type Headers = Record<string, string>;
type MenuView = {
  id: number;
  key: string | null;
  url: string;
  name: string;
  orderSeq: number;
  statusCode: string;
};

// Permissions rest on fixed keys: a group that holds only the menu screen cannot take another area by editing
// menu URLs, and no sequence of menu edits keeps a system admin from any system area.
describe('menu permissions on fixed keys', () => {
  let t: TestApp;
  let sys: Headers;
  let menuEditor: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    sys = await makeSysadmin(t.app, t.database.db);
    menuEditor = (await makeAuditTeam(t.app, t.database.db, [], ['/adminmenu'])).headers;
  });
  afterAll(() => t.close());

  const as =
    (headers: Headers) =>
    (endpoint: Endpoint, options: { params?: Record<string, number>; payload?: object } = {}) =>
      call(t.app, endpoint, { headers, ...options });
  const menus = async (): Promise<MenuView[]> => (await as(sys)(sysadminApi.menus)).json();
  const byKey = async (key: string) => (await menus()).find((m) => m.key === key)!;
  const edit = (headers: Headers, menu: MenuView, change: Partial<MenuView> & { status?: string }) =>
    as(headers)(sysadminApi.updateMenu, {
      params: { id: menu.id },
      payload: {
        name: menu.name,
        orderSeq: menu.orderSeq,
        url: menu.url,
        status: menu.statusCode,
        ...change,
      },
    });

  it('lists the built-in menus with their keys', async () => {
    expect((await menus()).map((m) => [m.key, m.url])).toEqual(ADMIN_MENUS.map((m) => [m.key, m.url]));
  });

  it("refuses to change a built-in menu's URL or status, for anyone", async () => {
    const accounts = await byKey('ADMIN_ACCOUNTS');
    const menuScreen = await byKey('MENUS');
    for (const [headers, menu, change] of [
      [menuEditor, accounts, { url: '/adminother' }],
      [menuEditor, menuScreen, { url: '/adminmanager' }],
      [menuEditor, menuScreen, { status: 'DISABLED' }],
      [sys, menuScreen, { url: '/adminmenu2' }],
    ] as const) {
      const res = await edit(headers, menu, change);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SYSADMIN_MESSAGES.builtInMenu);
    }
    // Its name, order and description may change.
    const renamed = await edit(menuEditor, menuScreen, { name: '메뉴 설정' });
    expect(renamed.json()).toMatchObject({ key: 'MENUS', url: '/adminmenu', name: '메뉴 설정' });
  });

  it('gives a group holding only the menu screen no other area, whatever menus it adds', async () => {
    const create = (url: string) =>
      as(menuEditor)(sysadminApi.createMenu, { payload: { name: '새 메뉴', orderSeq: 9, url } });
    expect((await create('/adminmanager')).statusCode).toBe(409);
    const added = await create('/admin-accounts-copy');
    expect(added.json()).toMatchObject({ key: null, url: '/admin-accounts-copy' });
    for (const endpoint of [
      sysadminApi.users,
      sysadminApi.groups,
      sysadminApi.groupCombo,
      sysadminApi.companyMaps,
    ]) {
      expect((await as(menuEditor)(endpoint)).statusCode, endpoint.path).toBe(403);
    }
    const takeover = await as(menuEditor)(sysadminApi.createUser, {
      payload: { loginId: 'intruder', name: '침입자', groupId: 1 },
    });
    expect(takeover.statusCode).toBe(403);
  });

  it('refuses menu URLs that leave the site', async () => {
    for (const url of [
      '//evil.example/x',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\\\evil',
      'adminx',
    ]) {
      const res = await as(sys)(sysadminApi.createMenu, { payload: { name: '외부', orderSeq: 9, url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(SYSADMIN_MESSAGES.urlFormat);
    }
  });

  it('leaves a system admin every system area after all those edits', async () => {
    const bySys = as(sys);
    for (const endpoint of [
      sysadminApi.groups,
      sysadminApi.users,
      sysadminApi.menus,
      sysadminApi.companyMaps,
      sysadminApi.audit,
    ]) {
      expect((await bySys(endpoint)).statusCode, endpoint.path).toBe(200);
    }
    expect((await bySys(sysadminApi.groupMenus, { params: { groupId: 1 } })).statusCode).toBe(200);
  });
});
