import { ADMIN_MESSAGES, ERROR_CODES } from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { dummyHash, verifyPassword } from '../../security/passwords.ts';
import { openSession } from '../sessions/service.ts';
import { findAdminForSignin, insertLoginLog, recordAdminFailure, recordAdminSuccess } from './repository.ts';

export const ADMIN_LOCK = { failures: 5, lockMs: 15 * 60_000 } as const;

const badCredentials = () => new AppError(ERROR_CODES.unauthorized, 401, ADMIN_MESSAGES.badCredentials);

/**
 * Admin sign-in. Every attempt, success or failure, is written to the login log with the client IP. An unknown
 * id and a wrong password answer alike; five failures in a row lock the account for 15 minutes; an account
 * without a password yet (onboarding link not used) cannot sign in; an unusable user or group is refused.
 */
export async function adminSignin(
  deps: AppDeps,
  input: { loginId: string; password: string },
  ip: string,
): Promise<{ token: string }> {
  const now = deps.now();
  const admin = await findAdminForSignin(deps.db, input.loginId);
  const log = (success: boolean, reason: string | null) =>
    insertLoginLog(deps.db, {
      adminUserId: admin?.id ?? null,
      loginId: input.loginId,
      ip,
      success,
      reason,
      now,
    });

  if (!admin?.password_hash) {
    await verifyPassword(await dummyHash(), input.password);
    await log(false, admin ? 'NO_PASSWORD' : 'UNKNOWN_ID');
    throw badCredentials();
  }
  if (admin.locked_until && admin.locked_until.getTime() > now.getTime()) {
    await verifyPassword(await dummyHash(), input.password);
    await log(false, 'LOCKED');
    throw new AppError(ERROR_CODES.locked, 423, ADMIN_MESSAGES.locked);
  }
  if (!(await verifyPassword(admin.password_hash, input.password))) {
    const failures = admin.failed_login_count + 1;
    const lock = failures >= ADMIN_LOCK.failures;
    await recordAdminFailure(
      deps.db,
      admin.id,
      lock ? 0 : failures,
      lock ? new Date(now.getTime() + ADMIN_LOCK.lockMs) : null,
    );
    await log(false, lock ? 'LOCKED_NOW' : 'BAD_PASSWORD');
    if (lock) throw new AppError(ERROR_CODES.locked, 423, ADMIN_MESSAGES.locked);
    throw badCredentials();
  }
  if (admin.status !== 'ENABLED' || admin.group_status !== 'ENABLED') {
    await log(false, 'DISABLED');
    throw new AppError(ERROR_CODES.forbidden, 403, ADMIN_MESSAGES.disabled);
  }
  await recordAdminSuccess(deps.db, admin.id);
  await log(true, null);
  return { token: await openSession(deps.db, { kind: 'ADMIN', adminUserId: admin.id }, now) };
}
