import { adminApi, sysadminApi } from '@audit/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { ADMIN_PASSWORD, adminSignin, bearer, makeAdmin, makeGroup } from '../../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { resetSecondFactor } from '../admins/reset-second-factor.ts';

describe('admin two-factor sign-in', () => {
  let t: TestApp;
  let group: Awaited<ReturnType<typeof makeGroup>>;
  beforeAll(async () => {
    t = await buildTestApp();
    group = await makeGroup(t.database.db, { menus: ['/adminreport'], secondFactorRequired: true });
  });
  afterAll(() => t?.close());

  const codeAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
  const verify = (signinToken: string, code: string) =>
    call(t.app, adminApi.secondFactor, { payload: { signinToken, code } });
  const me = (token: string) => call(t.app, adminApi.me, { headers: bearer(token) });
  const loginRows = (adminUserId: number) =>
    t.database.db
      .selectFrom('login_logs')
      .select(['success', 'reason', 'second_factor'])
      .where('admin_user_id', '=', adminUserId)
      .orderBy('id')
      .execute();

  /** An admin of the group who enrolled: its secret and recovery codes. */
  async function enrolled() {
    const admin = await makeAdmin(t.database.db, group);
    const first = (await adminSignin(t.app, admin.loginId)).json();
    const started = await call(t.app, adminApi.startEnrollment, {
      payload: { signinToken: first.signinToken },
    });
    const { secret } = started.json();
    const confirmed = await call(t.app, adminApi.confirmEnrollment, {
      payload: { signinToken: first.signinToken, code: await codeAt(secret) },
    });
    return { admin, secret, ...(confirmed.json() as { token: string; recoveryCodes: string[] }) };
  }

  it('makes an admin of a group that requires it enroll before it can use anything', async () => {
    const admin = await makeAdmin(t.database.db, group);
    const res = await adminSignin(t.app, admin.loginId);
    expect(res.statusCode).toBe(200);
    const step = res.json();
    expect(step).toMatchObject({ secondFactor: 'ENROLL' });
    expect(step.token).toBeUndefined();
    // The sign-in token is not a session: it opens no admin call.
    expect((await me(step.signinToken)).statusCode).toBe(401);

    const started = await call(t.app, adminApi.startEnrollment, {
      payload: { signinToken: step.signinToken },
    });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = started.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const stored = await t.database.db
      .selectFrom('admin_users')
      .select('totp_secret_enc')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret_enc?.toString('latin1')).not.toContain(secret);

    const wrong = await call(t.app, adminApi.confirmEnrollment, {
      payload: {
        signinToken: step.signinToken,
        code: '000000' === (await codeAt(secret)) ? '111111' : '000000',
      },
    });
    expect(wrong.statusCode).toBe(401);
    const done = await call(t.app, adminApi.confirmEnrollment, {
      payload: { signinToken: step.signinToken, code: await codeAt(secret) },
    });
    expect(done.statusCode).toBe(200);
    const { token, recoveryCodes } = done.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await me(token)).statusCode).toBe(200);
    const codes = await t.database.db
      .selectFrom('admin_recovery_codes')
      .select('code_hash')
      .where('admin_user_id', '=', admin.id)
      .execute();
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(recoveryCodes.some((r: string) => c.code_hash.includes(r))).toBe(false);
    const audit = await t.database.db
      .selectFrom('audit_trail')
      .select('action')
      .where('entity_id', '=', String(admin.id))
      .execute();
    expect(audit.map((a) => a.action)).toContain('ENROLL_SECOND_FACTOR');
    expect((await loginRows(admin.id)).at(-1)).toEqual({
      success: true,
      reason: null,
      second_factor: 'TOTP',
    });
  });

  it('asks an enrolled admin for a code, accepts each code once, and takes each recovery code once', async () => {
    const { admin, secret, recoveryCodes } = await enrolled();
    const step = (await adminSignin(t.app, admin.loginId)).json();
    expect(step.secondFactor).toBe('VERIFY');
    // The code that confirmed the enrollment is spent, even within its 30 seconds.
    expect((await verify(step.signinToken, await codeAt(secret))).statusCode).toBe(401);
    t.clock.advance(30_000);
    const ok = await verify(step.signinToken, await codeAt(secret));
    expect(ok.statusCode).toBe(200);
    expect((await me(ok.json().token)).statusCode).toBe(200);
    // A sign-in token serves one sign-in: afterwards it has ended (410, like an ended session).
    const spent = await verify(step.signinToken, await codeAt(secret, 30));
    expect(spent.statusCode).toBe(410);
    expect(spent.json().message).toBe('로그인 단계가 만료되었습니다. 처음부터 다시 로그인해주세요.');

    const again = (await adminSignin(t.app, admin.loginId)).json();
    const recovery = recoveryCodes[3] as string;
    const byRecovery = await verify(again.signinToken, recovery.toLowerCase().replace('-', ''));
    expect(byRecovery.statusCode).toBe(200);
    expect((await loginRows(admin.id)).at(-1)).toMatchObject({ success: true, second_factor: 'RECOVERY' });
    const reuse = (await adminSignin(t.app, admin.loginId)).json();
    expect((await verify(reuse.signinToken, recovery)).statusCode).toBe(401);
  });

  it('counts wrong codes toward the same lock as passwords', async () => {
    const { admin, secret } = await enrolled();
    t.clock.advance(60_000);
    const step = (await adminSignin(t.app, admin.loginId)).json();
    const bad = (await codeAt(secret)) === '123456' ? '654321' : '123456';
    // The password step counts one try until the sign-in completes: four wrong codes make five.
    for (let i = 0; i < 3; i++) expect((await verify(step.signinToken, bad)).statusCode).toBe(401);
    expect((await verify(step.signinToken, bad)).statusCode).toBe(423);
    expect((await verify(step.signinToken, await codeAt(secret))).statusCode).toBe(423);
    expect((await adminSignin(t.app, admin.loginId)).statusCode).toBe(423);
    const reasons = (await loginRows(admin.id)).map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(['BAD_CODE', 'LOCKED_NOW', 'LOCKED']));
  });

  it('refuses a malformed code with a Korean message, and an unknown sign-in token', async () => {
    const { admin } = await enrolled();
    const step = (await adminSignin(t.app, admin.loginId)).json();
    const malformed = await verify(step.signinToken, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('6자리');
    expect((await verify('not-a-token', '123456')).statusCode).toBe(401);
  });

  it('can be reset from the command line: sessions end, the trail records it, the admin enrolls again', async () => {
    const { admin, token } = await enrolled();
    expect(await resetSecondFactor(t.database.db, t.deps.cipher, admin.loginId, t.clock.now())).toBe(true);
    expect(await resetSecondFactor(t.database.db, t.deps.cipher, 'no.such.admin', t.clock.now())).toBe(false);
    expect((await me(token)).statusCode).toBe(410);
    expect((await adminSignin(t.app, admin.loginId)).json().secondFactor).toBe('ENROLL');
    const audit = await t.database.db
      .selectFrom('audit_trail')
      .select('action')
      .where('entity_id', '=', String(admin.id))
      .execute();
    expect(audit.map((a) => a.action)).toContain('RESET_SECOND_FACTOR');
  });

  it('leaves admins of groups that do not require it with one step', async () => {
    const plain = await makeGroup(t.database.db, { menus: ['/adminreport'] });
    const admin = await makeAdmin(t.database.db, plain);
    const res = (await adminSignin(t.app, admin.loginId)).json();
    expect(res.secondFactor).toBe('NONE');
    expect((await me(res.token)).statusCode).toBe(200);
  });

  it('asks an admin with a second factor for a code too before it re-issues a password link', async () => {
    // The manager holds the target's menu too: nobody manages an account whose group holds more (issue 30).
    const managers = await makeGroup(t.database.db, {
      menus: ['/adminmanager', '/adminreport'],
      secondFactorRequired: true,
    });
    const manager = await makeAdmin(t.database.db, managers);
    const step = (await adminSignin(t.app, manager.loginId)).json();
    const { secret } = (
      await call(t.app, adminApi.startEnrollment, { payload: { signinToken: step.signinToken } })
    ).json();
    const { token } = (
      await call(t.app, adminApi.confirmEnrollment, {
        payload: { signinToken: step.signinToken, code: await codeAt(secret) },
      })
    ).json();
    const target = await makeAdmin(t.database.db, group);
    const reissue = (payload: object) =>
      call(t.app, sysadminApi.newPasswordLink, {
        params: { id: target.id },
        headers: bearer(token),
        payload,
      });
    const withoutCode = await reissue({ currentPassword: ADMIN_PASSWORD });
    expect(withoutCode.statusCode).toBe(403);
    expect(withoutCode.json().message).toContain('2단계 인증');
    expect(
      (
        await reissue({
          currentPassword: ADMIN_PASSWORD,
          secondFactorCode: '000000' === (await codeAt(secret, 30)) ? '111111' : '000000',
        })
      ).statusCode,
    ).toBe(403);
    t.clock.advance(30_000);
    const ok = await reissue({ currentPassword: ADMIN_PASSWORD, secondFactorCode: await codeAt(secret) });
    expect(ok.statusCode).toBe(200);
  });
});
