import { adminApi, type Endpoint, SYSADMIN_MESSAGES, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { adminSignin, type Group, makeAdmin, makeGroup, signInAdmin } from '../../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

/** The token of a set-password link's path. */
const linkToken = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

describe('admin accounts and set-password links', () => {
  let t: TestApp;
  let sys: Record<string, string>;
  let team: Group;
  const bySys = (endpoint: Endpoint, options: { params?: Record<string, number>; payload?: object } = {}) =>
    call(t.app, endpoint, { headers: sys, ...options });

  beforeAll(async () => {
    t = await buildTestApp();
    await makeAdmin(t.database.db, 'sysadmin', { loginId: 'sys.admin' });
    sys = await signInAdmin(t.app, 'sys.admin');
    team = await makeGroup(t.database.db, { name: '본사 감사팀', menus: ['/adminreport'] });
  });
  afterAll(() => t.close());

  it('keeps the last usable system admin', async () => {
    const me = (await bySys(sysadminApi.users))
      .json()
      .find((u: { loginId: string }) => u.loginId === 'sys.admin');
    const disable = await bySys(sysadminApi.updateUser, {
      params: { id: me.id },
      payload: { name: me.name, email: '', groupId: me.groupId, status: 'DISABLED' },
    });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe(SYSADMIN_MESSAGES.lastSysadmin);
    const move = await bySys(sysadminApi.updateUser, {
      params: { id: me.id },
      payload: { name: me.name, groupId: team.id, status: 'ENABLED' },
    });
    expect(move.json().message).toBe(SYSADMIN_MESSAGES.lastSysadmin);
    expect((await bySys(sysadminApi.groups)).statusCode).toBe(200);
  });

  it('creates an admin with a one-time password link, valid 24 hours, under the admin password rule', async () => {
    const noGroup = await bySys(sysadminApi.createUser, {
      payload: { loginId: 'new.one', name: '신규', email: '' },
    });
    expect(noGroup.json().message).toBe(SYSADMIN_MESSAGES.selectGroup);
    const created = await bySys(sysadminApi.createUser, {
      payload: { loginId: 'new.one', name: '신규', email: 'new@example.com', groupId: team.id },
    });
    expect(created.statusCode).toBe(200);
    const { user, setupLink } = created.json();
    expect(user).toMatchObject({
      loginId: 'new.one',
      passwordSet: false,
      groupName: '본사 감사팀',
      statusName: '사용',
    });
    expect(setupLink.path).toMatch(/^\/adminsetpassword\?token=[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify((await bySys(sysadminApi.users)).json())).not.toContain('argon2');
    const dup = await bySys(sysadminApi.createUser, {
      payload: { loginId: 'new.one', name: 'x', groupId: team.id },
    });
    expect(dup.json().message).toBe(SYSADMIN_MESSAGES.duplicateLoginId);
    expect((await adminSignin(t.app, 'new.one', 'Anything#123')).statusCode).toBe(401);

    const token = linkToken(setupLink.path);
    const info = (tok: string) => call(t.app, sysadminApi.passwordSetupInfo, { query: { token: tok } });
    expect((await info(token)).json()).toEqual({ loginId: 'new.one', name: '신규' });
    const setup = (password: string, passwordConfirm = password) =>
      call(t.app, sysadminApi.passwordSetup, { payload: { token, password, passwordConfirm } });
    expect((await setup('short#1')).statusCode).toBe(400);
    expect((await setup('xnew.one#12345')).json().message).toBe('비밀번호는 아이디와 같을 수 없습니다.');
    expect((await setup('Valid#Pass2026', 'Other#Pass2026')).json().message).toBe(
      SYSADMIN_MESSAGES.passwordMismatch,
    );
    expect((await setup('Valid#Pass2026')).json()).toEqual({ message: SYSADMIN_MESSAGES.passwordSet });
    expect((await setup('Again#Pass2026')).statusCode).toBe(410);
    expect((await adminSignin(t.app, 'new.one', 'Valid#Pass2026')).statusCode).toBe(200);

    const reissue = () => bySys(sysadminApi.newPasswordLink, { params: { id: user.id } });
    const first = linkToken((await reissue()).json().path);
    const second = linkToken((await reissue()).json().path);
    expect((await info(first)).statusCode).toBe(410);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await info(second)).statusCode).toBe(410);
    // A day has passed: the system admin's own session expired meanwhile.
    expect((await bySys(sysadminApi.groups)).statusCode).toBe(410);
    expect(
      (await call(t.app, adminApi.groupMenus, { headers: await signInAdmin(t.app, 'sys.admin') })).statusCode,
    ).toBe(200);
  });
});
