import { ADMIN_MESSAGES, adminApi, sysadminApi } from '@audit/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/api.ts';
import { ADMIN_PASSWORD, adminSignin, type Group, makeAdmin, makeGroup } from '../test-support/factories.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue 30, hole 8: whoever knew an admin's password and held a sign-in token of the enrolment step could, after
// the admin had enrolled, start an enrolment of its own and so replace (or simply switch off) the second factor in
// use. Enrolment never replaces a confirmed factor: only the reset command, or a system admin's audited reset with
// re-authentication, forgets it.

describe('an old enrolment token cannot replace a second factor in use', () => {
  let t: TestApp;
  let group: Group;
  let sys: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    group = await makeGroup(t.database.db, { menus: ['/adminreport'], secondFactorRequired: true });
    const sysadmin = await makeAdmin(t.database.db, 'sysadmin');
    sys = { authorization: `Bearer ${(await adminSignin(t.app, sysadmin.loginId)).json().token}` };
  });
  afterAll(() => t?.close());

  const codeAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
  const enrollmentStep = async (loginId: string) => {
    const step = (await adminSignin(t.app, loginId)).json();
    expect(step.secondFactor).toBe('ENROLL');
    return step.signinToken as string;
  };
  const start = (signinToken: string) => call(t.app, adminApi.startEnrollment, { payload: { signinToken } });
  const confirm = (signinToken: string, code: string) =>
    call(t.app, adminApi.confirmEnrollment, { payload: { signinToken, code } });
  /** Signs in with the password and a TOTP code of `secret` (a later step each time, so no code is a replay). */
  const signInWith = async (loginId: string, secret: string, offsetSeconds: number) => {
    const step = (await adminSignin(t.app, loginId)).json();
    expect(step.secondFactor).toBe('VERIFY');
    return call(t.app, adminApi.secondFactor, {
      payload: { signinToken: step.signinToken, code: await codeAt(secret, offsetSeconds) },
    });
  };

  it('refuses a second enrolment after the first is confirmed, and the factor in use keeps working', async () => {
    const admin = await makeAdmin(t.database.db, group);
    // The attacker, knowing the password, opens an enrolment step and keeps its token.
    const attackerToken = await enrollmentStep(admin.loginId);
    // The admin enrolls with a step of its own.
    const ownToken = await enrollmentStep(admin.loginId);
    const { secret } = (await start(ownToken)).json();
    expect((await confirm(ownToken, await codeAt(secret))).statusCode).toBe(200);

    // The old token cannot start an enrolment (which would set the factor aside) nor confirm one.
    const restart = await start(attackerToken);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe(ADMIN_MESSAGES.alreadyEnrolled);
    const reconfirm = await confirm(attackerToken, await codeAt(secret, 30));
    expect(reconfirm.statusCode).toBe(409);
    expect(reconfirm.json().message).toBe(ADMIN_MESSAGES.alreadyEnrolled);

    // The admin's factor is the one in use: the password alone opens only the code step, and its code works.
    expect((await signInWith(admin.loginId, secret, 30)).statusCode).toBe(200);
  });

  it('after an audited reset with re-authentication, the admin enrolls again', async () => {
    const admin = await makeAdmin(t.database.db, group);
    const first = await enrollmentStep(admin.loginId);
    const { secret } = (await start(first)).json();
    expect((await confirm(first, await codeAt(secret))).statusCode).toBe(200);
    expect((await adminSignin(t.app, admin.loginId)).json().secondFactor).toBe('VERIFY');

    const reset = (payload: object) =>
      call(t.app, sysadminApi.resetSecondFactor, { headers: sys, params: { id: admin.id }, payload });
    // Without the system admin's own password, nothing is reset.
    expect((await reset({})).statusCode).toBe(400);
    const wrong = await reset({ currentPassword: 'Wrong#Pass2026' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(ADMIN_MESSAGES.reauthFailed);
    expect((await signInWith(admin.loginId, secret, 30)).statusCode).toBe(200);

    const done = await reset({ currentPassword: ADMIN_PASSWORD });
    expect(done.statusCode).toBe(200);
    const trail = await t.database.db
      .selectFrom('audit_trail')
      .select(['action', 'actor_admin_id'])
      .where('entity', '=', 'admin_user')
      .where('entity_id', '=', String(admin.id))
      .where('action', '=', 'RESET_SECOND_FACTOR')
      .execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]?.actor_admin_id).not.toBeNull();

    // The next sign-in enrolls a new factor (its old enrolment step's token ended with the reset), and the old
    // factor is gone: a code of it, at a step not used yet, opens nothing.
    expect((await start(first)).statusCode).toBe(410);
    const again = await enrollmentStep(admin.loginId);
    const renewed = (await start(again)).json();
    expect(renewed.secret).not.toBe(secret);
    expect((await confirm(again, await codeAt(renewed.secret))).statusCode).toBe(200);
    const old = await signInWith(admin.loginId, secret, 30);
    expect(old.statusCode).toBe(401);
  });
});
