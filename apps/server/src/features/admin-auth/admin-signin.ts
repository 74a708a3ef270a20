import { ADMIN_MESSAGES, type adminSigninAnswer, UNKNOWN_LOGIN_ID } from '@audit/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import {
  clearAdminAttempts,
  countAdminAttempt,
  findAdminForSignin,
} from '../../data/admin-users.repository.ts';
import { insertLoginLog } from '../../data/login-logs.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { grantHolds } from '../../security/access-grant.ts';
import { type SigninAccount, SigninLockout } from '../../security/signin-lockout.ts';
import { openSession } from '../sessions/sessions.ts';
import { unknownSignins } from '../sessions/unknown-signins.ts';

// What the login log says of each refused attempt.
const REASONS = {
  unknown: 'UNKNOWN_ID',
  locked: 'LOCKED',
  wrong: 'BAD_PASSWORD',
  'locked-now': 'LOCKED_NOW',
} as const;

/**
 * Admin sign-in, under the one sign-in rule (security/signin-lockout.ts): an unknown id, an account without
 * a password yet and a wrong password answer alike; five failures lock for 15 minutes. Every attempt is
 * written to the login log with the client address, under the id only when it names an account (what else was
 * typed may be a password); an unusable user or group is refused. When the account has a second factor, or its
 * group requires one, the right password opens only the next step (second-factor.ts): the failure count is not
 * cleared then, so the password and the codes count toward one lock.
 */
export function adminSignin(deps: AppDeps) {
  const lockout = new SigninLockout(unknownSignins(deps));
  return async (
    input: { loginId: string; password: string },
    ip: string,
  ): Promise<z.infer<typeof adminSigninAnswer>> => {
    const now = deps.now();
    const found = await findAdminForSignin(deps.db, input.loginId);
    // An account changed without the key (a known hash, another group, its second factor off) answers as unknown.
    const admin = found && grantHolds(deps.cipher, 'admin_users', found) ? found : undefined;
    const log = (success: boolean, reason: string | null) =>
      insertLoginLog(deps.db, deps.cipher, {
        adminUserId: admin?.id ?? null,
        loginId: admin ? input.loginId : UNKNOWN_LOGIN_ID,
        ip,
        success,
        reason,
        now,
      });

    const account: SigninAccount | undefined = admin && {
      passwordHash: admin.password_hash,
      countAttempt: (at, lock) => countAdminAttempt(deps.db, admin.id, at, lock),
    };
    const outcome = await lockout.check(`admin:${input.loginId}`, account, input.password, now);
    if (outcome !== 'ok') {
      await log(false, admin && !admin.password_hash ? 'NO_PASSWORD' : REASONS[outcome]);
      if (outcome === 'locked' || outcome === 'locked-now')
        throw new AppError('LOCKED', ADMIN_MESSAGES.locked);
      throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.badCredentials);
    }
    if (admin?.status !== 'ENABLED' || admin.group_status !== 'ENABLED') {
      await log(false, 'DISABLED');
      throw new AppError('FORBIDDEN', ADMIN_MESSAGES.disabled);
    }
    const next = admin.totp_enabled_at ? 'VERIFY' : admin.second_factor_required ? 'ENROLL' : 'NONE';
    if (next !== 'NONE') {
      const stage = next === 'VERIFY' ? 'SECOND_FACTOR' : 'ENROLL';
      const signinToken = await openSession(
        deps.db,
        deps.cipher,
        { kind: 'ADMIN', adminUserId: admin.id, stage },
        now,
      );
      return { secondFactor: next, signinToken };
    }
    await clearAdminAttempts(deps.db, admin.id);
    await log(true, null);
    return {
      secondFactor: 'NONE',
      token: await openSession(deps.db, deps.cipher, { kind: 'ADMIN', adminUserId: admin.id }, now),
    };
  };
}
