import { SYSADMIN_MESSAGES, sysadminApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { adminSignin, bearer } from '../../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { issueFirstAdminLink } from './first-admin.ts';

const PASSWORD = 'First#Admin2026';

describe('the first system admin, from the one-time link printed at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const tokenOf = (path: string | null) =>
    new URL(path ?? '', 'http://x.invalid').searchParams.get('token') ?? '';
  const check = (token: string) => call(t.app, sysadminApi.firstAdminLink, { query: { token } });
  const create = (token: string, loginId = 'first.admin', password = PASSWORD) =>
    call(t.app, sysadminApi.createFirstAdmin, {
      payload: { token, loginId, name: '첫 관리자', password, passwordConfirm: password },
    });

  it('is replaced at each start and expires after 24 hours', async () => {
    const first = tokenOf(await issueFirstAdminLink(t.deps));
    expect((await check(first)).statusCode).toBe(200);
    const second = tokenOf(await issueFirstAdminLink(t.deps));
    expect((await check(first)).statusCode).toBe(410);
    expect((await check(second)).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60_000 + 1);
    const expired = await check(second);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(SYSADMIN_MESSAGES.firstAdminLinkInvalid);
  });

  it('refuses a password that contains the login id, with the rule message', async () => {
    const token = tokenOf(await issueFirstAdminLink(t.deps));
    const res = await create(token, 'first.admin', 'First.admin#2026');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/아이디/);
  });

  it('creates one system admin, once, even for two requests at once; then no link is issued', async () => {
    const token = tokenOf(await issueFirstAdminLink(t.deps));
    const [a, b] = await Promise.all([create(token, 'first.admin'), create(token, 'second.admin')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
    const winner = a.statusCode === 200 ? 'first.admin' : 'second.admin';
    expect((a.statusCode === 200 ? a : b).json().message).toBe(SYSADMIN_MESSAGES.firstAdminCreated);
    const signin = await adminSignin(t.app, winner, PASSWORD);
    expect(signin.statusCode).toBe(200);
    // The system-admin group: the account screens are open to it.
    const users = await call(t.app, sysadminApi.users, { headers: bearer(signin.json().token) });
    expect(users.json().map((u: { loginId: string }) => u.loginId)).toEqual([winner]);
    expect((await create(token, 'third.admin')).statusCode).toBe(410);
    expect(await issueFirstAdminLink(t.deps)).toBeNull();
    const audit = await t.database.db
      .selectFrom('audit_trail')
      .select(['action', 'actor_login_id'])
      .execute();
    expect(audit).toContainEqual({ action: 'CREATE_FIRST_ADMIN', actor_login_id: winner });
  });
});
