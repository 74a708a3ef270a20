import { ADMIN_MESSAGES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { AdminAuth } from '../../http/route.ts';
import { type SigninAccount, SigninLockout } from '../../security/signin-lockout.ts';
import { clearAdminAttempts, countAdminAttempt, findAdminUser } from '../admins/admin-users.repository.ts';

const lockout = new SigninLockout();

/**
 * The signed-in admin confirms a sensitive step with its own password (a session left open on a desk is not
 * enough). Wrong passwords count toward the account's sign-in lock like any other try.
 */
export async function reauthenticate(
  deps: AppDeps,
  auth: AdminAuth,
  password: string | undefined,
): Promise<void> {
  if (!password) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.reauthRequired);
  const admin = await findAdminUser(deps.db, auth.adminUserId);
  const account: SigninAccount | undefined = admin && {
    passwordHash: admin.password_hash,
    countAttempt: (at, lock) => countAdminAttempt(deps.db, admin.id, at, lock),
  };
  const outcome = await lockout.check(`admin:${auth.loginId}`, account, password, deps.now());
  if (outcome === 'locked' || outcome === 'locked-now') throw new AppError('LOCKED', ADMIN_MESSAGES.locked);
  if (outcome !== 'ok') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.reauthFailed);
  await clearAdminAttempts(deps.db, auth.adminUserId);
}
