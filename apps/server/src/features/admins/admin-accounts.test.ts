import {
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  adminApi,
  type Endpoint,
  SYSADMIN_MESSAGES,
  sysadminApi,
} from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import {
  ADMIN_PASSWORD,
  adminSignin,
  bearer,
  type Group,
  makeAdmin,
  makeGroup,
  signInAdmin,
} from '../../test-support/factories.ts';
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
    // Nobody moves its own account (issue 30): the last system admin is refused before it counts.
    const move = await bySys(sysadminApi.updateUser, {
      params: { id: me.id },
      payload: { name: me.name, groupId: team.id, status: 'ENABLED' },
    });
    expect(move.json().message).toBe(ACCOUNT_MESSAGES.ownGroup);
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
    expect((await setup('xnew.one#12345')).json().message).toBe('비밀번호에 아이디를 포함할 수 없습니다.');
    expect((await setup('Valid#Pass2026', 'Other#Pass2026')).json().message).toBe(
      SYSADMIN_MESSAGES.passwordMismatch,
    );
    expect((await setup('Valid#Pass2026')).json()).toEqual({ message: SYSADMIN_MESSAGES.passwordSet });
    expect((await setup('Again#Pass2026')).statusCode).toBe(410);
    expect((await adminSignin(t.app, 'new.one', 'Valid#Pass2026')).statusCode).toBe(200);

    // new.one has a password now: a new link needs the issuing admin's own password (issue 9, hole 6).
    const reissue = () =>
      bySys(sysadminApi.newPasswordLink, {
        params: { id: user.id },
        payload: { currentPassword: ADMIN_PASSWORD },
      });
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

  it("asks the issuing admin for its own password before handing over an account that has one, and ends that account's sessions when the link is used", async () => {
    sys = await signInAdmin(t.app, 'sys.admin'); // the test before moved the clock a day on
    const holder = await makeAdmin(t.database.db, team, { loginId: 'holder.audit' });
    const holderSession = await signInAdmin(t.app, holder.loginId);
    const reissue = (payload?: object) =>
      bySys(sysadminApi.newPasswordLink, { params: { id: holder.id }, ...(payload ? { payload } : {}) });
    const trail = () =>
      t.database.db
        .selectFrom('audit_trail')
        .select('after')
        .where('action', '=', 'ISSUE_PASSWORD_LINK')
        .where('entity_id', '=', String(holder.id))
        .execute();

    const nobody = await bySys(sysadminApi.newPasswordLink, {
      params: { id: 99_999 },
      payload: { currentPassword: ADMIN_PASSWORD },
    });
    expect(nobody.statusCode).toBe(404);
    const tooLong = await reissue({ currentPassword: 'x'.repeat(129) });
    expect(tooLong.statusCode).toBe(400);
    const missing = await reissue();
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe(ADMIN_MESSAGES.reauthRequired);
    const wrong = await reissue({ currentPassword: 'Not#MyPass2026' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(ADMIN_MESSAGES.reauthFailed);
    expect(await trail()).toEqual([]);

    const issued = await reissue({ currentPassword: ADMIN_PASSWORD });
    expect(issued.statusCode).toBe(200);
    expect((await trail()).map((r) => r.after)).toEqual([
      { expiresAt: issued.json().expiresAt, reauthenticated: true },
    ]);
    // The old session still works until the link is used; then it ends.
    expect((await call(t.app, adminApi.groupMenus, { headers: holderSession })).statusCode).toBe(200);
    const setup = await call(t.app, sysadminApi.passwordSetup, {
      payload: {
        token: linkToken(issued.json().path),
        password: 'Fresh#Pass2026',
        passwordConfirm: 'Fresh#Pass2026',
      },
    });
    expect(setup.statusCode).toBe(200);
    expect((await call(t.app, adminApi.groupMenus, { headers: holderSession })).statusCode).toBe(410);
    const fresh = await adminSignin(t.app, holder.loginId, 'Fresh#Pass2026');
    expect((await call(t.app, adminApi.groupMenus, { headers: bearer(fresh.json().token) })).statusCode).toBe(
      200,
    );
  });
});
