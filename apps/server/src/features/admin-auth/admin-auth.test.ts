import { ADMIN_MESSAGES, adminApi, reporterApi, UNKNOWN_LOGIN_ID } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resealAfter } from '../../data/access-grants.ts';
import { call } from '../../test-support/api.ts';
import {
  ADMIN_PASSWORD,
  adminSignin,
  bearer,
  type Group,
  makeAdmin,
  makeCompany,
  makeGroup,
  signInAdmin,
} from '../../test-support/factories.ts';
import { reportAndSignIn } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('admin sign-in and session', () => {
  let t: TestApp;
  /** Holds the report list and the login log. */
  let headOffice: Group;
  /** Holds the report list only. */
  let ownTeam: Group;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: false });
    const company = await makeCompany(t.database.db);
    headOffice = await makeGroup(t.database.db, {
      name: '본사 감사팀',
      menus: ['/adminreport', '/admininquiry'],
      companies: [company],
    });
    ownTeam = await makeGroup(t.database.db, { menus: ['/adminreport'], companies: [company] });
  });
  afterAll(() => t.close());

  const logs = () =>
    t.database.db
      .selectFrom('login_logs')
      .select(['login_id', 'ip', 'success', 'reason'])
      .orderBy('id')
      .execute();
  const menus = (headers: Record<string, string>) => call(t.app, adminApi.groupMenus, { headers });
  const signedIn = async (group: Group, loginId: string) => {
    await makeAdmin(t.database.db, group, { loginId });
    return signInAdmin(t.app, loginId);
  };

  it('signs in, lists the group menus in order and logs the attempt with the client IP', async () => {
    await makeAdmin(t.database.db, headOffice, { loginId: 'holding.kim' });
    const res = await adminSignin(t.app, 'holding.kim', ADMIN_PASSWORD, '10.9.8.7');
    expect(res.statusCode).toBe(200);
    const headers = bearer(res.json().token);
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
    const me = (await call(t.app, adminApi.me, { headers })).json();
    expect(me).toMatchObject({ loginId: 'holding.kim', groupName: '본사 감사팀', idleTimeoutSeconds: 1800 });
  });

  it('answers an unknown id like a wrong password, and logs both', async () => {
    await makeAdmin(t.database.db, headOffice, { loginId: 'lee.audit' });
    const wrong = await adminSignin(t.app, 'lee.audit', 'Wrong#Pass2026');
    const unknown = await adminSignin(t.app, 'nobody', ADMIN_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.badCredentials, code: 'UNAUTHORIZED' });
    }
    const last = (await logs()).slice(-2);
    // An id that names no account is not kept as typed (issue 9: it may be a password typed in the wrong field).
    expect(last).toEqual([
      { login_id: 'lee.audit', ip: '10.1.2.3', success: false, reason: 'BAD_PASSWORD' },
      { login_id: UNKNOWN_LOGIN_ID, ip: '10.1.2.3', success: false, reason: 'UNKNOWN_ID' },
    ]);
  });

  it('never keeps a password typed into the id field', async () => {
    await adminSignin(t.app, 'Secret#Pass2026', 'Secret#Pass2026');
    const dump = JSON.stringify(await t.database.db.selectFrom('login_logs').selectAll().execute());
    expect(dump).not.toContain('Secret#Pass2026');
    expect((await logs()).at(-1)?.login_id).toBe(UNKNOWN_LOGIN_ID);
  });

  it('refuses empty fields with the Korean messages', async () => {
    const noId = await call(t.app, adminApi.signin, { payload: { loginId: ' ', password: 'x' } });
    expect(noId.json().message).toBe(ADMIN_MESSAGES.loginIdRequired);
    const noPw = await call(t.app, adminApi.signin, { payload: { loginId: 'x', password: '' } });
    expect(noPw.json().message).toBe(ADMIN_MESSAGES.passwordRequired);
  });

  it('locks the account for 15 minutes after five wrong passwords', async () => {
    await makeAdmin(t.database.db, headOffice, { loginId: 'park.audit' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await adminSignin(t.app, 'park.audit', `Wrong#${i}pass`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    expect((await adminSignin(t.app, 'park.audit')).statusCode).toBe(423);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await adminSignin(t.app, 'park.audit')).statusCode).toBe(200);
  });

  it('counts concurrent wrong passwords one by one: twenty at once, then the right one is locked', async () => {
    await makeAdmin(t.database.db, headOffice, { loginId: 'race.audit' });
    const wrong = await Promise.all(
      Array.from({ length: 20 }, (_, i) => adminSignin(t.app, 'race.audit', `Wrong#${i}race`)),
    );
    // Exactly four tries were counted before the lock; every later one found it.
    expect(wrong.map((res) => res.statusCode).sort()).toEqual([
      ...Array(4).fill(401),
      ...Array(16).fill(423),
    ]);
    expect((await adminSignin(t.app, 'race.audit')).statusCode).toBe(423);
  });

  it('locks an unknown id after five tries too, so a lock says nothing about existence', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await adminSignin(t.app, 'no.such.admin')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423]);
    const locked = await adminSignin(t.app, 'no.such.admin');
    expect(locked.json()).toEqual({ message: ADMIN_MESSAGES.locked, code: 'LOCKED' });
  });

  it('refuses an unusable user or group, and ends their sessions at once', async () => {
    const headers = await signedIn(ownTeam, 'choi.audit');
    expect((await menus(headers)).statusCode).toBe(200);
    // Made unusable as the site writes it (the MAC follows; security/access-grant.ts).
    const choi = await t.database.db
      .selectFrom('admin_users')
      .select('id')
      .where('login_id', '=', 'choi.audit')
      .executeTakeFirstOrThrow();
    await resealAfter(t.database.db, t.deps.cipher, 'admin_users', choi.id, () =>
      t.database.db
        .updateTable('admin_users')
        .set({ status: 'DISABLED' })
        .where('id', '=', choi.id)
        .execute(),
    );
    expect((await menus(headers)).statusCode).toBe(410);
    const refused = await adminSignin(t.app, 'choi.audit');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.disabled);

    const team = await makeGroup(t.database.db, { menus: ['/adminreport'] });
    const groupHeaders = await signedIn(team, 'jung.audit');
    await t.database.db
      .updateTable('user_groups')
      .set({ status: 'DISABLED' })
      .where('id', '=', team.id)
      .execute();
    expect((await menus(groupHeaders)).statusCode).toBe(410);
    expect((await adminSignin(t.app, 'jung.audit')).statusCode).toBe(403);
  });

  it('refuses an account whose password was never set', async () => {
    await makeAdmin(t.database.db, headOffice, { loginId: 'new.audit' });
    await t.database.db
      .updateTable('admin_users')
      .set({ password_hash: null })
      .where('login_id', '=', 'new.audit')
      .execute();
    expect((await adminSignin(t.app, 'new.audit')).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const headers = await signedIn(headOffice, 'out.audit');
    expect((await call(t.app, adminApi.signout, { headers })).statusCode).toBe(200);
    expect((await menus(headers)).statusCode).toBe(410);
  });

  it('expires after 30 idle minutes (410), stays alive while used, and ends after 12 hours', async () => {
    const headers = await signedIn(headOffice, 'idle.audit');
    t.clock.advance(29 * 60_000);
    expect((await call(t.app, adminApi.keepAlive, { headers })).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await menus(headers)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const expired = await menus(headers);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: ADMIN_MESSAGES.sessionExpired, code: 'SESSION_EXPIRED' });

    const busy = await signedIn(headOffice, 'busy.audit');
    for (let i = 0; i < 28; i++) {
      t.clock.advance(25 * 60_000);
      expect((await menus(busy)).statusCode).toBe(200);
    }
    t.clock.advance(25 * 60_000);
    expect((await menus(busy)).statusCode).toBe(410);
  });

  it('refuses a missing token, a forged one and a reporter token on admin calls, and an admin token on reporter calls', async () => {
    expect((await call(t.app, adminApi.posts)).statusCode).toBe(401);
    expect((await call(t.app, adminApi.posts, { headers: bearer('forged') })).statusCode).toBe(401);
    const reporter = await reportAndSignIn(t.app, await makeCompany(t.database.db));
    expect((await call(t.app, adminApi.posts, { headers: bearer(reporter.token) })).statusCode).toBe(401);
    const admin = await signedIn(headOffice, 'cross.audit');
    expect((await call(t.app, reporterApi.myPost, { headers: admin })).statusCode).toBe(401);
  });

  it('allows an API area only to groups that hold its menu', async () => {
    const own = await signedIn(ownTeam, 'menu.audit');
    expect((await call(t.app, adminApi.posts, { headers: own })).statusCode).toBe(200);
    const log = await call(t.app, adminApi.loginLog, { headers: own });
    expect(log.statusCode).toBe(403);
    expect(log.json().message).toBe(ADMIN_MESSAGES.noMenu);
    const holding = await signedIn(headOffice, 'menu2.audit');
    const page = (await call(t.app, adminApi.loginLog, { query: { page: 0 }, headers: holding })).json();
    expect(page.content.length).toBe(10);
    expect(page.totalElements).toBeGreaterThan(10);
    expect(page.content[0]).toMatchObject({ loginId: 'menu2.audit', success: true, ip: '10.1.2.3' });
  });
});
