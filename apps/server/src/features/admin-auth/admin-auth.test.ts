import { ADMIN_MESSAGES } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, adminHeaders, adminSignin, createAdmin } from '../../test-support/admins.ts';
import { reportAndSignIn } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('admin sign-in and session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: false });
  });
  afterAll(() => t.close());

  const logs = () =>
    t.database.db
      .selectFrom('login_logs')
      .select(['login_id', 'ip', 'success', 'reason'])
      .orderBy('id')
      .execute();
  const menus = (headers: Record<string, string>) => t.app.inject({ url: '/api/admin/GroupMenus', headers });

  it('signs in, lists the group menus in order and logs the attempt with the client IP', async () => {
    await createAdmin(t.database.db, 'holding.kim', '지주 감사팀');
    const res = await adminSignin(t.app, 'holding.kim', ADMIN_PASSWORD, '10.9.8.7');
    expect(res.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${res.json().token}` };
    expect((await menus(headers)).json()).toEqual([
      { name: '제보 관리', url: '/adminreport' },
      { name: '접속 기록', url: '/admininquiry' },
    ]);
    expect((await logs()).at(-1)).toEqual({
      login_id: 'holding.kim',
      ip: '10.9.8.7',
      success: true,
      reason: null,
    });
    const me = (await t.app.inject({ url: '/api/admin/me', headers })).json();
    expect(me).toMatchObject({ loginId: 'holding.kim', groupName: '지주 감사팀', idleTimeoutSeconds: 1800 });
  });

  it('answers an unknown id like a wrong password, and logs both', async () => {
    await createAdmin(t.database.db, 'lee.audit', '지주 감사팀');
    const wrong = await adminSignin(t.app, 'lee.audit', 'Wrong#Pass2026');
    const unknown = await adminSignin(t.app, 'nobody', ADMIN_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.badCredentials, code: 'UNAUTHORIZED' });
    }
    const last = (await logs()).slice(-2);
    expect(last).toEqual([
      { login_id: 'lee.audit', ip: '10.1.2.3', success: false, reason: 'BAD_PASSWORD' },
      { login_id: 'nobody', ip: '10.1.2.3', success: false, reason: 'UNKNOWN_ID' },
    ]);
  });

  it('refuses empty fields with the Korean messages', async () => {
    const noId = await t.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { loginId: ' ', password: 'x' },
    });
    expect(noId.json().message).toBe(ADMIN_MESSAGES.loginIdRequired);
    const noPw = await t.app.inject({
      method: 'POST',
      url: '/api/admin/signin',
      payload: { loginId: 'x', password: '' },
    });
    expect(noPw.json().message).toBe(ADMIN_MESSAGES.passwordRequired);
  });

  it('locks the account for 15 minutes after five wrong passwords', async () => {
    await createAdmin(t.database.db, 'park.audit', '지주 감사팀');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await adminSignin(t.app, 'park.audit', `Wrong#${i}pass`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    expect((await adminSignin(t.app, 'park.audit')).statusCode).toBe(423);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await adminSignin(t.app, 'park.audit')).statusCode).toBe(200);
  });

  it('refuses an unusable user or group, and ends their sessions at once', async () => {
    const headers = await adminHeaders(t.app, t.database.db, 'choi.audit', '전자 감사팀');
    expect((await menus(headers)).statusCode).toBe(200);
    await t.database.db
      .updateTable('admin_users')
      .set({ status: 'DISABLED' })
      .where('login_id', '=', 'choi.audit')
      .execute();
    expect((await menus(headers)).statusCode).toBe(410);
    const refused = await adminSignin(t.app, 'choi.audit');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.disabled);

    const groupHeaders = await adminHeaders(t.app, t.database.db, 'jung.audit', '푸드 감사팀');
    await t.database.db
      .updateTable('user_groups')
      .set({ status: 'DISABLED' })
      .where('name', '=', '푸드 감사팀')
      .execute();
    expect((await menus(groupHeaders)).statusCode).toBe(410);
    expect((await adminSignin(t.app, 'jung.audit')).statusCode).toBe(403);
    await t.database.db
      .updateTable('user_groups')
      .set({ status: 'ENABLED' })
      .where('name', '=', '푸드 감사팀')
      .execute();
  });

  it('refuses an account whose password was never set', async () => {
    await createAdmin(t.database.db, 'new.audit', '지주 감사팀');
    await t.database.db
      .updateTable('admin_users')
      .set({ password_hash: null })
      .where('login_id', '=', 'new.audit')
      .execute();
    expect((await adminSignin(t.app, 'new.audit')).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const headers = await adminHeaders(t.app, t.database.db, 'out.audit', '지주 감사팀');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/signout', headers })).statusCode).toBe(200);
    expect((await menus(headers)).statusCode).toBe(410);
  });

  it('expires after 30 idle minutes (410), stays alive while used, and ends after 12 hours', async () => {
    const headers = await adminHeaders(t.app, t.database.db, 'idle.audit', '지주 감사팀');
    t.clock.advance(29 * 60_000);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/session/extend', headers })).statusCode,
    ).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await menus(headers)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const expired = await menus(headers);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: ADMIN_MESSAGES.sessionExpired, code: 'SESSION_EXPIRED' });

    const busy = await adminHeaders(t.app, t.database.db, 'busy.audit', '지주 감사팀');
    for (let i = 0; i < 28; i++) {
      t.clock.advance(25 * 60_000);
      expect((await menus(busy)).statusCode).toBe(200);
    }
    t.clock.advance(25 * 60_000);
    expect((await menus(busy)).statusCode).toBe(410);
  });

  it('refuses a missing token, a forged one and a reporter token on admin calls, and an admin token on reporter calls', async () => {
    expect((await t.app.inject('/api/admin/posts')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/posts', headers: { authorization: 'Bearer forged' } }))
        .statusCode,
    ).toBe(401);
    const reporter = await reportAndSignIn(t.app);
    expect(
      (
        await t.app.inject({
          url: '/api/admin/posts',
          headers: { authorization: `Bearer ${reporter.token}` },
        })
      ).statusCode,
    ).toBe(401);
    const admin = await adminHeaders(t.app, t.database.db, 'cross.audit', '지주 감사팀');
    expect((await t.app.inject({ url: '/api/informant/posts/mypost', headers: admin })).statusCode).toBe(401);
  });

  it('allows an API area only to groups that hold its menu', async () => {
    const electronics = await adminHeaders(t.app, t.database.db, 'menu.audit', '전자 감사팀');
    expect((await t.app.inject({ url: '/api/admin/posts', headers: electronics })).statusCode).toBe(200);
    const log = await t.app.inject({ url: '/api/admin/loginlog', headers: electronics });
    expect(log.statusCode).toBe(403);
    expect(log.json().message).toBe(ADMIN_MESSAGES.noMenu);
    const holding = await adminHeaders(t.app, t.database.db, 'menu2.audit', '지주 감사팀');
    const page = (await t.app.inject({ url: '/api/admin/loginlog?page=0', headers: holding })).json();
    expect(page.content.length).toBe(10);
    expect(page.totalElements).toBeGreaterThan(10);
    expect(page.content[0]).toMatchObject({ loginId: 'menu2.audit', success: true, ip: '10.1.2.3' });
  });
});
