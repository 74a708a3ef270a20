import { SYSADMIN_MESSAGES } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, adminSignin } from '../../test-support/admins.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

type Headers = Record<string, string>;

describe('system administration', () => {
  let t: TestApp;
  let sys: Headers;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const groupId = async (name: string) =>
    (
      await t.database.db
        .selectFrom('user_groups')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const menuId = async (url: string) =>
    (await t.database.db.selectFrom('menus').select('id').where('url', '=', url).executeTakeFirstOrThrow())
      .id;
  const token = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

  beforeAll(async () => {
    t = await buildTestApp();
    sys = await adminHeaders(t.app, t.database.db, 'sys.admin', 'sysadmin');
  });
  afterAll(() => t.close());

  it('allows each area only to groups holding its menu', async () => {
    const holding = await adminHeaders(t.app, t.database.db, 'holding.only', '지주 감사팀');
    for (const [method, url] of [
      ['GET', '/api/sysadmin/groups'],
      ['POST', '/api/sysadmin/groups'],
      ['GET', '/api/sysadmin/groups/combo'],
      ['GET', '/api/sysadmin/users/adminrole'],
      ['POST', '/api/sysadmin/users'],
      ['GET', '/api/sysadmin/Menus'],
      ['GET', '/api/sysadmin/GroupMenus/1'],
      ['DELETE', '/api/sysadmin/GroupMenus/1'],
      ['GET', '/api/sysadmin/companyTypeMaps'],
      ['PATCH', '/api/sysadmin/companyTypeMaps/1'],
      ['GET', '/api/sysadmin/audit'],
    ] as const) {
      const res = await call(method, url, holding, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject('/api/sysadmin/groups')).statusCode).toBe(401);
  });

  it('manages groups with required fields, duplicates and an audit trail', async () => {
    const empty = await call('POST', '/api/sysadmin/groups', sys, { name: ' ', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SYSADMIN_MESSAGES.required);
    const created = await call('POST', '/api/sysadmin/groups', sys, {
      name: '건설 감사팀',
      description: '건설 담당',
    });
    expect(created.json()).toMatchObject({
      name: '건설 감사팀',
      description: '건설 담당',
      statusCode: 'ENABLED',
      statusTitle: '사용',
    });
    const dup = await call('POST', '/api/sysadmin/groups', sys, { name: '건설 감사팀' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(SYSADMIN_MESSAGES.duplicateGroup);
    const id = created.json().id;
    const renamedToExisting = await call('PATCH', `/api/sysadmin/groups/${id}`, sys, {
      name: '지주 감사팀',
      description: '',
      status: 'ENABLED',
    });
    expect(renamedToExisting.statusCode).toBe(409);
    const edited = await call('PATCH', `/api/sysadmin/groups/${id}`, sys, {
      name: '건설 감사팀',
      description: '변경',
      status: 'DISABLED',
    });
    expect(edited.json()).toMatchObject({
      statusCode: 'DISABLED',
      statusTitle: '미사용',
      description: '변경',
    });
    expect(
      (await call('PATCH', '/api/sysadmin/groups/99999', sys, { name: 'x', status: 'ENABLED' })).statusCode,
    ).toBe(404);
    const combo = (await call('GET', '/api/sysadmin/groups/combo', sys)).json();
    expect(combo.map((g: { name: string }) => g.name)).not.toContain('건설 감사팀');
    const audit = (await call('GET', '/api/sysadmin/audit', sys)).json();
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
    const foods = await adminHeaders(t.app, t.database.db, 'foods.member', '푸드 감사팀');
    expect((await call('GET', '/api/admin/posts', foods)).statusCode).toBe(200);
    const id = await groupId('푸드 감사팀');
    await call('PATCH', `/api/sysadmin/groups/${id}`, sys, {
      name: '푸드 감사팀',
      description: '',
      status: 'DISABLED',
    });
    expect((await call('GET', '/api/admin/posts', foods)).statusCode).toBe(410);
    await call('PATCH', `/api/sysadmin/groups/${id}`, sys, {
      name: '푸드 감사팀',
      description: '',
      status: 'ENABLED',
    });
  });

  it('creates menus usable, refuses duplicate urls and bad input', async () => {
    const created = await call('POST', '/api/sysadmin/Menus', sys, {
      name: '통계',
      orderSeq: 8,
      url: '/adminstats',
      description: '',
      status: 'DISABLED',
    });
    expect(created.json()).toMatchObject({
      url: '/adminstats',
      statusCode: 'ENABLED',
      statusName: '사용',
      orderSeq: 8,
    });
    expect(
      (await call('POST', '/api/sysadmin/Menus', sys, { name: '중복', orderSeq: 9, url: '/adminstats' }))
        .statusCode,
    ).toBe(409);
    const missing = await call('POST', '/api/sysadmin/Menus', sys, { name: '', orderSeq: '', url: '' });
    expect(missing.json().message).toBe(SYSADMIN_MESSAGES.required);
    expect(
      (
        await call('POST', '/api/sysadmin/Menus', sys, { name: 'x', orderSeq: 1, url: 'javascript:alert(1)' })
      ).json().message,
    ).toBe(SYSADMIN_MESSAGES.urlFormat);
    const edited = await call('PATCH', `/api/sysadmin/Menus/${created.json().id}`, sys, {
      name: '통계',
      orderSeq: 8,
      url: '/adminstats',
      status: 'DISABLED',
    });
    expect(edited.json().statusCode).toBe('DISABLED');
  });

  it('grants and releases menu permissions, and keeps the last permission manager', async () => {
    const holdingGroup = await groupId('지주 감사팀');
    const rows = (await call('GET', `/api/sysadmin/GroupMenus/${holdingGroup}`, sys)).json();
    expect(rows.find((r: { url: string }) => r.url === '/adminreport')).toMatchObject({
      isMapped: true,
      name: '제보 관리',
    });
    const menu = rows.find((r: { url: string }) => r.url === '/adminmenu');
    expect(menu).toMatchObject({ isMapped: false, groupMenuId: null });
    const added = await call('POST', '/api/sysadmin/GroupMenus', sys, {
      menu_id: menu.menuId,
      user_group_id: holdingGroup,
    });
    expect(added.json()).toEqual({ message: SYSADMIN_MESSAGES.menuAdded });
    expect(
      (
        await call('POST', '/api/sysadmin/GroupMenus', sys, {
          menu_id: menu.menuId,
          user_group_id: holdingGroup,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/sysadmin/GroupMenus', sys, { menu_id: 99999, user_group_id: holdingGroup }))
        .statusCode,
    ).toBe(404);
    const mapped = (await call('GET', `/api/sysadmin/GroupMenus/${holdingGroup}`, sys))
      .json()
      .find((r: { url: string }) => r.url === '/adminmenu');
    const released = await call('DELETE', `/api/sysadmin/GroupMenus/${mapped.groupMenuId}`, sys);
    expect(released.json()).toEqual({ message: SYSADMIN_MESSAGES.menuReleased });
    expect((await call('DELETE', `/api/sysadmin/GroupMenus/${mapped.groupMenuId}`, sys)).statusCode).toBe(
      404,
    );

    const sysGroup = await groupId('시스템관리자');
    const permission = (await call('GET', `/api/sysadmin/GroupMenus/${sysGroup}`, sys))
      .json()
      .find((r: { url: string }) => r.url === '/admingroupauth');
    const refused = await call('DELETE', `/api/sysadmin/GroupMenus/${permission.groupMenuId}`, sys);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SYSADMIN_MESSAGES.lastPermissionGroup);
    const disableGroup = await call('PATCH', `/api/sysadmin/groups/${sysGroup}`, sys, {
      name: '시스템관리자',
      description: '',
      status: 'DISABLED',
    });
    expect(disableGroup.json().message).toBe(SYSADMIN_MESSAGES.lastPermissionGroup);
    const menuOff = await call('PATCH', `/api/sysadmin/Menus/${await menuId('/admingroupauth')}`, sys, {
      name: '그룹 권한 관리',
      orderSeq: 6,
      url: '/admingroupauth',
      status: 'DISABLED',
    });
    expect(menuOff.json().message).toBe(SYSADMIN_MESSAGES.lastPermissionGroup);
    expect(
      (await call('GET', `/api/sysadmin/GroupMenus/${sysGroup}`, sys))
        .json()
        .find((r: { url: string }) => r.url === '/admingroupauth').isMapped,
    ).toBe(true);
  });

  it('keeps the last usable system admin', async () => {
    const me = (await call('GET', '/api/sysadmin/users/adminrole', sys))
      .json()
      .find((u: { loginId: string }) => u.loginId === 'sys.admin');
    const sysGroup = await groupId('시스템관리자');
    const disable = await call('PATCH', `/api/sysadmin/users/${me.id}`, sys, {
      name: me.name,
      email: '',
      groupId: sysGroup,
      status: 'DISABLED',
    });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe(SYSADMIN_MESSAGES.lastSysadmin);
    const move = await call('PATCH', `/api/sysadmin/users/${me.id}`, sys, {
      name: me.name,
      groupId: await groupId('지주 감사팀'),
      status: 'ENABLED',
    });
    expect(move.json().message).toBe(SYSADMIN_MESSAGES.lastSysadmin);
    expect((await call('GET', '/api/sysadmin/groups', sys)).statusCode).toBe(200);
  });

  it('creates an admin with a one-time password link, valid 24 hours, under the admin password rule', async () => {
    const noGroup = await call('POST', '/api/sysadmin/users', sys, {
      loginId: 'new.one',
      name: '신규',
      email: '',
    });
    expect(noGroup.json().message).toBe(SYSADMIN_MESSAGES.selectGroup);
    const created = await call('POST', '/api/sysadmin/users', sys, {
      loginId: 'new.one',
      name: '신규',
      email: 'new@example.com',
      groupId: await groupId('지주 감사팀'),
    });
    expect(created.statusCode).toBe(200);
    const { user, setupLink } = created.json();
    expect(user).toMatchObject({
      loginId: 'new.one',
      passwordSet: false,
      groupName: '지주 감사팀',
      statusName: '사용',
    });
    expect(setupLink.path).toMatch(/^\/adminsetpassword\?token=[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify((await call('GET', '/api/sysadmin/users/adminrole', sys)).json())).not.toContain(
      'argon2',
    );
    expect(
      (await call('POST', '/api/sysadmin/users', sys, { loginId: 'new.one', name: 'x', groupId: 1 })).json()
        .message,
    ).toBe(SYSADMIN_MESSAGES.duplicateLoginId);
    expect((await adminSignin(t.app, 'new.one', 'Anything#123')).statusCode).toBe(401);

    const tok = token(setupLink.path);
    expect((await t.app.inject(`/api/admin/password-setup?token=${tok}`)).json()).toEqual({
      loginId: 'new.one',
      name: '신규',
    });
    const setup = (password: string, passwordConfirm = password) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/password-setup',
        payload: { token: tok, password, passwordConfirm },
      });
    expect((await setup('short#1')).statusCode).toBe(400);
    expect((await setup('xnew.one#12345')).json().message).toBe('비밀번호는 아이디와 같을 수 없습니다.');
    expect((await setup('Valid#Pass2026', 'Other#Pass2026')).json().message).toBe(
      SYSADMIN_MESSAGES.passwordMismatch,
    );
    expect((await setup('Valid#Pass2026')).json()).toEqual({ message: SYSADMIN_MESSAGES.passwordSet });
    expect((await setup('Again#Pass2026')).statusCode).toBe(410);
    expect((await adminSignin(t.app, 'new.one', 'Valid#Pass2026')).statusCode).toBe(200);

    const again = await call('POST', `/api/sysadmin/users/${user.id}/password-link`, sys);
    const first = token(again.json().path);
    const second = token(
      (await call('POST', `/api/sysadmin/users/${user.id}/password-link`, sys)).json().path,
    );
    expect((await t.app.inject(`/api/admin/password-setup?token=${first}`)).statusCode).toBe(410);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await t.app.inject(`/api/admin/password-setup?token=${second}`)).statusCode).toBe(410);
    // A day has passed: the system admin's own session expired meanwhile.
    expect((await call('GET', '/api/sysadmin/groups', sys)).statusCode).toBe(410);
    sys = { authorization: `Bearer ${(await adminSignin(t.app, 'sys.admin')).json().token}` };
  });

  it('maps companies by name: an existing one is mapped, a new one is created, source makes it alerted', async () => {
    const group = await groupId('지주 감사팀');
    const dup = await call('POST', '/api/sysadmin/companyTypeMaps', sys, {
      companyName: '가람누리전자',
      groupId: group,
      orderSeq: 1,
    });
    expect(dup.statusCode).toBe(409);
    const missing = await call('POST', '/api/sysadmin/companyTypeMaps', sys, {
      companyName: '',
      groupId: group,
      orderSeq: 1,
    });
    expect(missing.json().message).toBe(SYSADMIN_MESSAGES.required);
    // A flag must be a real boolean: the string "false" must not switch it on.
    const stringFlag = await call('POST', '/api/sysadmin/companyTypeMaps', sys, {
      companyName: '가람누리문자열',
      groupId: group,
      orderSeq: 1,
      sourceComp: 'false',
    });
    expect(stringFlag.statusCode).toBe(400);
    const names = (await call('GET', '/api/sysadmin/companyTypeMaps', sys))
      .json()
      .map((m: { companyName: string }) => m.companyName);
    expect(names).not.toContain('가람누리문자열');
    const created = await call('POST', '/api/sysadmin/companyTypeMaps', sys, {
      companyName: '가람누리바이오',
      groupId: group,
      orderSeq: 9,
      sourceComp: true,
      destinationComp: false,
    });
    expect(created.json()).toMatchObject({
      companyName: '가람누리바이오',
      isSourceComp: true,
      userGroupName: '지주 감사팀',
      statusCode: 'ENABLED',
    });
    const companies = (await t.app.inject('/api/commons/company-types')).json();
    expect(companies.find((c: { title: string }) => c.title === '가람누리바이오')).toMatchObject({
      isAlerted: true,
    });
    const edited = await call('PATCH', `/api/sysadmin/companyTypeMaps/${created.json().id}`, sys, {
      id: created.json().id,
      companyName: '가람누리바이오',
      groupId: group,
      orderSeq: 9,
      sourceComp: false,
      destinationComp: true,
      status: 'ENABLED',
    });
    expect(edited.json()).toMatchObject({ isSourceComp: false, isDestinationComp: true });
    const after = (await t.app.inject('/api/commons/company-types')).json();
    expect(after.find((c: { title: string }) => c.title === '가람누리바이오').isAlerted).toBe(false);
  });

  it('onboards a new team end to end: group, report menu, one company, admin, password link, scoped view', async () => {
    const group = (
      await call('POST', '/api/sysadmin/groups', sys, {
        name: '상사 감사팀',
        description: '가람누리상사 담당',
      })
    ).json();
    await call('POST', '/api/sysadmin/GroupMenus', sys, {
      menu_id: await menuId('/adminreport'),
      user_group_id: group.id,
    });
    await call('POST', '/api/sysadmin/companyTypeMaps', sys, {
      companyName: '가람누리상사',
      groupId: group.id,
      orderSeq: 1,
    });
    const { setupLink } = (
      await call('POST', '/api/sysadmin/users', sys, {
        loginId: 'trading.lead',
        name: '상사 담당',
        groupId: group.id,
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/password-setup',
      payload: { token: token(setupLink.path), password: 'Trading#2026x', passwordConfirm: 'Trading#2026x' },
    });
    await fileReport(t.app, reportForm({ companyType: 'GARAM_TRADING', title: '상사 제보' }));
    await fileReport(t.app, reportForm({ companyType: 'GARAM_CONSTRUCTION', title: '건설 제보' }));
    const signin = await adminSignin(t.app, 'trading.lead', 'Trading#2026x');
    const headers = { authorization: `Bearer ${signin.json().token}` };
    expect((await call('GET', '/api/admin/GroupMenus', headers)).json()).toEqual([
      { name: '제보 관리', url: '/adminreport' },
    ]);
    const list = (await call('GET', '/api/admin/posts', headers)).json();
    expect(list.board.content.map((r: { title: string }) => r.title)).toEqual(['상사 제보']);
  });
});
