import { ADMIN_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import {
  clearAdminAttempts,
  countAdminAttempt,
  findAdminUser,
  findSecondFactor,
} from '../../data/admin-users.repository.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { SIGNIN_LOCK, type SigninAccount, SigninLockout } from '../../security/signin-lockout.ts';
import { unknownSignins } from '../sessions/unknown-signins.ts';
import { spendCode } from './second-factor.ts';

/**
 * The signed-in admin confirms a sensitive step with its own password (a session left open on a desk is not
 * enough), and with a code of its second factor when it has one. Wrong passwords and codes count toward the
 * account's sign-in lock like any other try.
 */
export async function reauthenticate(
  deps: AppDeps,
  auth: AdminAuth,
  password: string | undefined,
  secondFactorCode?: string,
): Promise<void> {
  if (!password) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.reauthRequired);
  const admin = await findAdminUser(deps.db, auth.adminUserId);
  const account: SigninAccount | undefined = admin && {
    passwordHash: admin.password_hash,
    countAttempt: (at, lock) => countAdminAttempt(deps.db, admin.id, at, lock),
  };
  const outcome = await new SigninLockout(unknownSignins(deps)).check(
    `admin:${auth.loginId}`,
    account,
    password,
    deps.now(),
  );
  if (outcome === 'locked' || outcome === 'locked-now') throw new AppError('LOCKED', ADMIN_MESSAGES.locked);
  if (outcome !== 'ok') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.reauthFailed);
  if ((await findSecondFactor(deps.db, auth.adminUserId))?.totp_enabled_at) {
    if (!secondFactorCode) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.reauthCodeRequired);
    const now = deps.now();
    const counted = await countAdminAttempt(deps.db, auth.adminUserId, now, {
      failures: SIGNIN_LOCK.failures,
      until: new Date(now.getTime() + SIGNIN_LOCK.lockMs),
    });
    if (!counted) throw new AppError('LOCKED', ADMIN_MESSAGES.locked);
    if (!(await spendCode(deps, auth.adminUserId, secondFactorCode))) {
      throw counted.lockedNow
        ? new AppError('LOCKED', ADMIN_MESSAGES.locked)
        : new AppError('FORBIDDEN', ADMIN_MESSAGES.badCode);
    }
  }
  await clearAdminAttempts(deps.db, auth.adminUserId);
}
